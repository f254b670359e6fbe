import type { Db } from '../../db/client';
import * as repo from './repo';

export type { AuditFilter } from './repo';

/** What an admin can look back on (spec section 3: expired integrations; plus other admin-significant changes). */
export const AUDIT_ACTIONS = [
  'integration_connected',
  'integration_removed',
  'integration_expired',
  'integration_reauthorized',
  'role_changed',
  'member_deactivated',
  'member_reactivated',
  'sso_changed',
  'sso_signed_in',
  'break_glass_sign_in',
  'security_changed',
  'member_provisioned',
  'member_updated',
  'team_created',
  'team_updated',
  'team_deleted',
  'team_members_changed',
  'scim_token_generated',
  'scim_token_revoked',
  'meeting_settings_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  accountId: string;
  action: AuditAction | (string & {});
  integrationId?: string | null;
  integrationName?: string | null;
  subjectUserId?: string | null;
  actorUserId?: string | null;
  detail?: Record<string, unknown>;
  at: number;
};

/** The statement appending an entry, for the batch of the change it records (the table refuses edits and deletes). */
export const auditStmt = (db: Db, e: AuditEntry) => repo.insertAuditStmt(db, rowOf(e));

/**
 * The same entry, appended only when the statement just before it in the batch changed a row (so that
 * racing requests that each try the change record it once).
 */
export const auditIfChangedStmt = (db: Db, e: AuditEntry) => repo.insertAuditIfChangedStmt(db, rowOf(e));

const rowOf = (e: AuditEntry) => ({
  id: crypto.randomUUID(),
  accountId: e.accountId,
  action: e.action,
  integrationId: e.integrationId ?? null,
  integrationName: e.integrationName ?? null,
  subjectUserId: e.subjectUserId ?? null,
  actorUserId: e.actorUserId ?? null,
  detail: e.detail ?? {},
  createdAt: e.at,
});

/** An organization's entries, newest first. */
export const listAuditLog = (db: Db, accountId: string, filter: repo.AuditFilter) => repo.listAudit(db, accountId, filter);
