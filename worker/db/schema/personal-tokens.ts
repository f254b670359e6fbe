import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { requiredRef } from './columns';
import { tenantRow, users } from './identity';

// A member's personal access token for the MCP server: only its SHA-256 is stored (a leaked table holds no
// usable credential); the prefix is the part the profile shows so a member can tell their tokens apart.
export const personalTokens = sqliteTable(
  'personal_tokens',
  {
    ...tenantRow(),
    userId: requiredRef('user_id', () => users.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    /** What the token opens: /mcp ('mcp') or the browser extension's /api calls ('extension'). */
    scope: text('scope', { enum: ['mcp', 'extension'] })
      .notNull()
      .default('mcp'),
    lastUsedAt: integer('last_used_at'),
    revokedAt: integer('revoked_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('personal_tokens_hash_idx').on(t.tokenHash), index('personal_tokens_user_idx').on(t.accountId, t.userId)],
);
