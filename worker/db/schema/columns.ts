import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/sqlite-core';
import type { ReferenceConfig } from 'drizzle-orm/sqlite-core';

// Column builders the tables share.

/** A NOT NULL text column pointing at another table's row (the lazy target allows tables that refer to each other). */
export function requiredRef<N extends string>(name: N, target: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) {
  return text(name).notNull().references(target, actions);
}

/**
 * The domain of a prospect_email column, lower-cased: an expression index over it lets a CRM account's
 * activity stream find meetings and routing sessions by domain. Queries must repeat it exactly.
 */
export const PROSPECT_DOMAIN = sql`lower(substr(prospect_email, instr(prospect_email, '@') + 1))`;
