import * as v from 'valibot';

/** Every action the audit log records, and how each reads on /settings/audit-log. */
const ACTION_LABELS = {
  integration_expired: 'Integration expired',
  integration_connected: 'Integration connected',
  integration_reauthorized: 'Integration reauthorized',
  integration_removed: 'Integration removed',
  role_changed: 'Role changed',
  member_deactivated: 'Member deactivated',
  member_reactivated: 'Member reactivated',
  sso_changed: 'Single sign-on changed',
  sso_signed_in: 'Signed in with single sign-on',
  break_glass_sign_in: 'Admin signed in with a password while SSO is required',
  security_changed: 'Security settings changed',
  member_provisioned: 'Member provisioned',
  member_updated: 'Member details changed',
  team_created: 'Team created',
  team_updated: 'Team renamed',
  team_deleted: 'Team deleted',
  team_members_changed: 'Team members changed',
  scim_token_generated: 'SCIM token generated',
  scim_token_revoked: 'SCIM token revoked',
  meeting_settings_changed: 'Meeting settings changed',
} as const;
/** What an admin can look back on (spec section 3: expired integrations; plus other admin-significant changes). */
export type AuditAction = keyof typeof ACTION_LABELS;
/** By stored action name: rows keep any name they were written with, so lookups take a plain string. */
export const AUDIT_ACTION_LABELS: Record<string, string> = ACTION_LABELS;

/** The actor id of changes an identity provider makes through SCIM (no member acts: the organization's token does), and its name. */
export const SCIM_ACTOR_ID = 'scim';
export const SCIM_ACTOR_NAME = 'SCIM provisioning';

export const AUDIT_FILTERS = {
  all: [] as string[],
  expired: ['integration_expired'],
  integrations: ['integration_connected', 'integration_reauthorized', 'integration_removed', 'integration_expired'],
  members: [
    'role_changed',
    'member_deactivated',
    'member_reactivated',
    'member_provisioned',
    'member_updated',
    'team_created',
    'team_updated',
    'team_deleted',
    'team_members_changed',
  ],
  security: ['sso_changed', 'break_glass_sign_in', 'security_changed', 'scim_token_generated', 'scim_token_revoked'],
} as const;
export type AuditFilterName = keyof typeof AUDIT_FILTERS;
export const AUDIT_FILTER_LABELS: Record<AuditFilterName, string> = {
  all: 'All events',
  expired: 'Expired integrations',
  integrations: 'Integrations',
  members: 'Members and roles',
  security: 'Login and security',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const auditLogQuery = v.object({
  filter: v.optional(v.picklist(Object.keys(AUDIT_FILTERS) as AuditFilterName[], 'Unknown filter'), 'all'),
  from: v.optional(v.pipe(v.string(), v.regex(DAY, 'Use a YYYY-MM-DD date'))),
  to: v.optional(v.pipe(v.string(), v.regex(DAY, 'Use a YYYY-MM-DD date'))),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)), '50'),
});
export type AuditLogQuery = v.InferOutput<typeof auditLogQuery>;

/** Spec section 3 "Audit log entry": the integration that expired, the affected member, the logged-at time; plus who acted. */
export type AuditEntryDto = {
  id: string;
  action: string;
  label: string;
  integrationName: string | null;
  member: { id: string; name: string; email: string } | null;
  actor: { id: string; name: string } | null;
  detail: Record<string, unknown>;
  loggedAt: string;
};

export type AuditPageDto = { data: AuditEntryDto[]; meta: { nextCursor: string | null } };
