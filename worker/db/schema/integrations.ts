import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { tenantRow } from './identity';
import { timestamps } from './columns';

// One row per connected tool: organization-level (CRMs, Slack, Twilio, enrichment; user_id null) or a
// member's own (calendars, video tools). Secrets live only in `credentials`, sealed by worker/lib/vault.
export const integrations = sqliteTable(
  'integrations',
  {
    ...tenantRow(),
    userId: text('user_id'),
    provider: text('provider').notNull(),
    kind: text('kind', { enum: ['calendar', 'conferencing', 'crm', 'messaging', 'enrichment', 'analytics', 'billing', 'media'] }).notNull(),
    status: text('status', {
      enum: ['connected', 'partially_connected', 'expired', 'requires_reconnection', 'connecting', 'failed'],
    }).notNull(),
    externalAccountId: text('external_account_id').notNull().default(''),
    externalAccountName: text('external_account_name').notNull().default(''),
    credentials: text('credentials'),
    tokenExpiresAt: integer('token_expires_at'),
    scopes: text('scopes').notNull().default(''),
    settings: text('settings', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    lastError: text('last_error'),
    createdByUserId: text('created_by_user_id'),
    ...timestamps(),
  },
  (t) => [
    index('integrations_account_idx').on(t.accountId, t.kind, t.provider),
    index('integrations_user_idx').on(t.accountId, t.userId),
    uniqueIndex('integrations_connection_uq').on(t.accountId, t.provider, t.userId, t.externalAccountId),
  ],
);

// An OAuth flow in progress: the state parameter and its PKCE verifier, used once within 10 minutes.
export const oauthStates = sqliteTable('oauth_states', {
  state: text('state').primaryKey(),
  accountId: text('account_id').notNull(),
  userId: text('user_id').notNull(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull().default(''),
  expiresAt: integer('expires_at').notNull(),
});

// Append-only (triggers refuse UPDATE and DELETE): what an admin must be able to look back on.
export const auditLog = sqliteTable(
  'audit_log',
  {
    ...tenantRow(),
    action: text('action').notNull(),
    integrationId: text('integration_id'),
    integrationName: text('integration_name'),
    subjectUserId: text('subject_user_id'),
    actorUserId: text('actor_user_id'),
    detail: text('detail', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('audit_log_account_idx').on(t.accountId, t.createdAt),
    index('audit_log_action_idx').on(t.accountId, t.action, t.createdAt),
  ],
);
