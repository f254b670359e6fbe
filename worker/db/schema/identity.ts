import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { requiredRef } from './columns';

// Instants are integer epoch milliseconds; every tenant row carries account_id.

export const accounts = sqliteTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    company: text('company').notNull(),
    emailDomain: text('email_domain'),
    domainAllowlist: text('domain_allowlist', { mode: 'json' }).$type<string[]>().notNull().default([]),
    signupMode: text('signup_mode', { enum: ['invite_only', 'allowed_domains'] })
      .notNull()
      .default('invite_only'),
    logoUrl: text('logo_url'),
    defaultTimezone: text('default_timezone').notNull().default('UTC'),
    subdomain: text('subdomain'),
    customDomain: text('custom_domain'),
    timeFormat: text('time_format', { enum: ['12h', '24h'] })
      .notNull()
      .default('12h'),
    allowChangesAfterStart: integer('allow_changes_after_start', { mode: 'boolean' }).notNull().default(false),
    // Sites allowed to call the widget's public routing API (CORS); see contracts/routers normaliseOrigin.
    trustedOrigins: text('trusted_origins', { mode: 'json' }).$type<string[]>().notNull().default([]),
    onboardedAt: integer('onboarded_at'),
    // Spec section 6: Enterprise gates read this; only an operator changes it (scripts/plan.mjs).
    plan: text('plan', { enum: ['standard', 'enterprise'] })
      .notNull()
      .default('standard'),
    // The asset template meeting links' booking pages use (null: the system Default, the plain page).
    meetingLinkAssetTemplateId: text('meeting_link_asset_template_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('accounts_subdomain_idx').on(t.subdomain)],
);

/** A tenant table's first columns: the row's own id and the organization it belongs to (every query is scoped by it). */
export const tenantRow = () => ({ id: text('id').primaryKey(), accountId: requiredRef('account_id', () => accounts.id) });

/** A table of one row per organization (its settings, its one domain or token): the organization is the key. */
export const accountKey = () => ({ accountId: requiredRef('account_id', () => accounts.id).primaryKey() });

export const users = sqliteTable(
  'users',
  {
    ...tenantRow(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['super_admin', 'manager', 'regular'] }).notNull(),
    isBooker: integer('is_booker', { mode: 'boolean' }).notNull().default(false),
    timezone: text('timezone').notNull().default('UTC'),
    contactNumber: text('contact_number'),
    linkedinUrl: text('linkedin_url'),
    twitterUrl: text('twitter_url'),
    // Where signals and workflows reach the member in Slack: their own user id (a direct message from
    // the app) or a channel id; the name is what the profile shows.
    slackChannel: text('slack_channel'),
    slackChannelName: text('slack_channel_name'),
    avatarUrl: text('avatar_url'),
    slug: text('slug'),
    passwordHash: text('password_hash'),
    status: text('status', { enum: ['active', 'deactivated', 'deleted'] })
      .notNull()
      .default('active'),
    discardedAt: integer('discarded_at'),
    onboardedAt: integer('onboarded_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email), index('users_account_idx').on(t.accountId), uniqueIndex('users_slug_idx').on(t.slug)],
);

// Only a SHA-256 of the session token is stored: a leaked table holds no usable credential.
export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: requiredRef('user_id', () => users.id),
    accountId: requiredRef('account_id', () => accounts.id),
    // Absolute end: created_at plus the organization's session length (moved when the admin changes it).
    expiresAt: integer('expires_at').notNull(),
    createdAt: integer('created_at').notNull(),
    // The organization's idle timeout when the session started or the admin last changed it; null: none.
    idleTimeoutMs: integer('idle_timeout_ms'),
    // Written at most once a minute per session; null means not used since created_at.
    lastSeenAt: integer('last_seen_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

// Login and SSO settings (spec section 2, /settings/security/settings); no row means the defaults.
export const securitySettings = sqliteTable('security_settings', {
  ...accountKey(),
  loginMethods: text('login_methods', { mode: 'json' }).$type<string[]>().notNull().default(['password']),
  sessionLengthHours: integer('session_length_hours').notNull().default(336),
  idleTimeoutMinutes: integer('idle_timeout_minutes'),
  updatedAt: integer('updated_at').notNull(),
});

// One table for every single-use e-mailed token: password reset, sign-up confirmation, invitation.
export const emailTokens = sqliteTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: ['password_reset', 'signup', 'invitation'] }).notNull(),
    email: text('email').notNull(),
    userId: text('user_id'),
    accountId: text('account_id'),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('email_tokens_email_idx').on(t.email, t.purpose)],
);

export const invitations = sqliteTable(
  'invitations',
  {
    ...tenantRow(),
    email: text('email').notNull(),
    role: text('role', { enum: ['super_admin', 'manager', 'regular'] }).notNull(),
    teamIds: text('team_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    isBooker: integer('is_booker', { mode: 'boolean' }).notNull().default(false),
    invitedBy: text('invited_by').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'revoked'] })
      .notNull()
      .default('pending'),
    expiresAt: integer('expires_at').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('invitations_account_idx').on(t.accountId, t.email)],
);
