import { sqliteTable, text, integer, index, primaryKey, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { accounts, accountKey } from './identity';
import { requiredRef } from './columns';

// SCIM provisioning (Settings -> Security -> SCIM). One bearer token per organization; only its SHA-256 is
// kept, so the token is shown once, when it is generated, and a leaked table holds no usable credential.
export const scimTokens = sqliteTable(
  'scim_tokens',
  {
    ...accountKey(),
    tokenHash: text('token_hash').notNull(),
    createdBy: text('created_by'),
    createdAt: integer('created_at').notNull(),
    lastUsedAt: integer('last_used_at'),
  },
  (t) => [uniqueIndex('scim_tokens_hash_idx').on(t.tokenHash)],
);

// The identity provider's id (SCIM externalId) of a member ('User') or team ('Group') it provisioned.
export const scimExternalIds = sqliteTable(
  'scim_external_ids',
  {
    resourceType: text('resource_type', { enum: ['User', 'Group'] }).notNull(),
    resourceId: text('resource_id').notNull(),
    accountId: requiredRef('account_id', () => accounts.id),
    externalId: text('external_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.resourceType, t.resourceId] }),
    index('scim_external_ids_account_idx').on(t.accountId, t.resourceType, t.externalId),
  ],
);
