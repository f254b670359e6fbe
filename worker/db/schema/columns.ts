import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/sqlite-core';
import type { ReferenceConfig } from 'drizzle-orm/sqlite-core';

// Column builders the tables share. A kit is spread into a table where its columns stand, so the
// declared column order (and with it the generated SQL) is what it was when each table spelled them.

/** A NOT NULL text column pointing at another table's row (the lazy target allows tables that refer to each other). */
export function requiredRef<N extends string>(name: N, target: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) {
  return text(name).notNull().references(target, actions);
}

/** When the row was made and last changed (epoch ms). */
export const timestamps = () => ({ createdAt: integer('created_at').notNull(), updatedAt: integer('updated_at').notNull() });

/** Timestamps of a row deleted softly: sessions, logs and decisions that name it still find it. */
export const softDeleteTimestamps = () => ({ ...timestamps(), deletedAt: integer('deleted_at') });

/** A definition edited under compare-and-set: every edit raises `version` (ETag / If-Match); deletes are soft. */
export const versionedRow = () => ({ version: integer('version').notNull().default(1), ...softDeleteTimestamps() });

/** A member's creation, deleted softly: who made it, then the soft-delete timestamps. */
export const authoredRow = () => ({ createdBy: text('created_by').notNull(), ...softDeleteTimestamps() });

/** Who last saved a settings row, and when. */
export const lastEdit = () => ({ updatedBy: text('updated_by'), updatedAt: integer('updated_at').notNull() });

/**
 * The domain of a prospect_email column, lower-cased: an expression index over it lets a CRM account's
 * activity stream find meetings and routing sessions by domain. Queries must repeat it exactly.
 */
export const PROSPECT_DOMAIN = sql`lower(substr(prospect_email, instr(prospect_email, '@') + 1))`;
