import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { jsonPatchExpr, type JsonPatch } from './json-patch';
import { routingSessions } from './schema/routers';

// Inbound, campaign and relay sessions are all routing_sessions rows, and the routing-sessions and
// relay-sessions repos both write them: this is the one UPDATE they share, each typed with its own
// decision patch.

/**
 * One UPDATE of a session's columns and its decision. The decision is rewritten in SQL, so concurrent
 * updates of different parts of it (CRM writes, slots shown, the booking) never overwrite each other;
 * `when` adds the conditions that make the update safe to race.
 */
export function updateSessionRow<Patch extends JsonPatch>(
  db: Db,
  accountId: string,
  id: string,
  set: Partial<typeof routingSessions.$inferInsert>,
  patch: Patch | null,
  when: SQL[] = [],
) {
  const decision = patch ? { decision: jsonPatchExpr('decision', patch) as unknown as typeof routingSessions.$inferInsert.decision } : {};
  return db
    .update(routingSessions)
    .set({ ...set, ...decision })
    .where(and(eq(routingSessions.accountId, accountId), eq(routingSessions.id, id), ...when));
}
