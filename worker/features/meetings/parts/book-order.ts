import type { Db } from '../../../db/client';
import { known, runRead, type Read } from '../../../db/batch';
import type { BookingPlan } from './book-plan';
import * as repo from '../repo';

// Which free host a booking tries first when any one of them may take it.

const DAY_MS = 86_400_000;

/**
 * Free members first, fewest meetings hosted in 28 days first; ties shuffled so racing bookers spread out. A read that
 * joins the booking's first batch: the counts of every host are read with the slot, before it is known who is free.
 */
export function fewestBookedFirst(db: Db, accountId: string, hostIds: string[], now: number): Read<(free: string[]) => string[]> {
  if (!hostIds.length) return known(() => []);
  return {
    stmts: [repo.hostedCountsStmt(db, accountId, hostIds, now - 28 * DAY_MS)],
    of: ([rows]) => {
      const counts = new Map((rows as { userId: string; n: number }[]).map((r) => [r.userId, r.n]));
      return (free) => {
        const jitter = new Map(free.map((id) => [id, Math.random()]));
        return [...free].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0) || jitter.get(a)! - jitter.get(b)!);
      };
    },
  };
}

/** The free hosts in the plan's order: a pod's turn asked now, or the ranking read with the slot (read now if it was not). */
export async function hostsInOrder(db: Db, plan: BookingPlan, ranking: ((free: string[]) => string[]) | null, free: string[]) {
  if (typeof plan.order === 'function') return plan.order(free);
  return (ranking ?? (await runRead(db, plan.order)))(free);
}
