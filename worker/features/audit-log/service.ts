import type { Db } from '../../db/client';
import type { AuditAction } from '../../contracts/audit-log';
import * as repo from './repo';

export type { AuditFilter } from './repo';

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
