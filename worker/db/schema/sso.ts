import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { accounts, accountKey } from './identity';
import { requiredRef } from './columns';
import { timestamps } from './columns';

// Single sign-on with OpenID Connect (migrations/0035_sso.sql): one identity provider per organization; the
// client secret is sealed with the integration vault (worker/lib/vault.ts).
export const ssoConnections = sqliteTable('sso_connections', {
  ...accountKey(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  createdBy: text('created_by'),
  ...timestamps(),
});

// The e-mail domains whose sign-ins go to an organization's identity provider; one organization per domain.
export const ssoDomains = sqliteTable(
  'sso_domains',
  {
    domain: text('domain').primaryKey(),
    accountId: requiredRef('account_id', () => accounts.id),
  },
  (t) => [index('sso_domains_account_idx').on(t.accountId)],
);

// SAML 2.0, the other protocol of the same setting (migrations/0037_saml.sql): an organization has a row here or
// in sso_connections, never both. `idpCertificates` is a JSON array of PEM certificates (public keys only).
export const samlConnections = sqliteTable('saml_connections', {
  ...accountKey(),
  idpEntityId: text('idp_entity_id').notNull(),
  idpSsoUrl: text('idp_sso_url').notNull(),
  idpCertificates: text('idp_certificates').notNull(),
  metadataUrl: text('metadata_url'),
  defaultRole: text('default_role', { enum: ['super_admin', 'manager', 'regular'] })
    .notNull()
    .default('regular'),
  status: text('status', { enum: ['processing', 'verified'] })
    .notNull()
    .default('processing'),
  verifiedAt: integer('verified_at'),
  createdBy: text('created_by'),
  ...timestamps(),
});

// AuthnRequests issued (InResponseTo must name one, once) and assertion IDs used (replays refused until expiry).
export const samlRequests = sqliteTable(
  'saml_requests',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    relayState: text('relay_state'),
    testBy: text('test_by'),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('saml_requests_expires_idx').on(t.expiresAt)],
);

export const samlAssertions = sqliteTable(
  'saml_assertions',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('saml_assertions_expires_idx').on(t.expiresAt)],
);
