import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { changes, runBatch } from '../../../db/batch';
import type { WorkflowTrigger } from '../../../contracts/workflows';
import { workflowApplies } from '../../../core/workflows/match';
import { timedFireAt } from '../../../core/workflows/timed';
import { workflowDeliveries } from './build';
import { loadSnapshot } from './context';
import { meetingsStartingBetween } from '../context-repo';
import * as deliveries from '../delivery-repo';
import { enqueueDeliveries } from './dispatch';
import * as repo from '../repo';

/** A missed tick (a deploy, a slow sweep) still fires within this long of the instant; older ones are let go. */
export const TIMED_LOOKBACK_MS = 60 * 60_000;
const HOUR = 3_600_000;
const LONGEST_MEETING_MS = 24 * HOUR;

/**
 * Fires before-start and after-end workflows whose instant has come, reading meetings as they are now:
 * a cancelled meeting is no longer a candidate, a moved one fires at its new start. The schedule row,
 * keyed by workflow, meeting and start, makes each firing happen once however many sweeps see it.
 */
export async function sweepTimedWorkflows(env: Env, db: Db, now: number) {
  let fired = 0;
  for (const w of await repo.activeTimedWorkflows(db)) {
    const trigger = w.trigger as Extract<WorkflowTrigger, 'meeting_before_start' | 'meeting_after_end'>;
    const delayMs = w.delayMinutes * 60_000;
    const [from, to] =
      trigger === 'meeting_before_start'
        ? [now - TIMED_LOOKBACK_MS + delayMs - 2 * HOUR, now + delayMs + 2 * HOUR]
        : [now - TIMED_LOOKBACK_MS - delayMs - LONGEST_MEETING_MS - 2 * HOUR, now - delayMs + 2 * HOUR];
    for (const m of await meetingsStartingBetween(db, w.accountId, from, to)) {
      if (trigger === 'meeting_before_start' ? m.status !== 'scheduled' : m.status === 'cancelled') continue;
      const fireAt = timedFireAt(trigger, { startAt: m.startAt, endAt: m.endAt, zone: m.prospectTimezone }, w.delayMinutes);
      if (fireAt > now || fireAt <= now - TIMED_LOOKBACK_MS || fireAt < w.activeSince) continue;
      const snap = await loadSnapshot(db, {
        accountId: w.accountId,
        type: 'meeting.booked',
        subjectId: m.id,
        payload: { meetingId: m.id },
      });
      if (!snap || !workflowApplies(w, trigger, snap.subject)) continue;
      const cause = { id: `timed:${w.id}:${m.id}:${m.startAt}`, type: trigger, subjectId: m.id, occurredAt: fireAt };
      const rows = await workflowDeliveries(w, trigger, snap, cause, now);
      if (!rows.length) continue;
      const [scheduled] = await runBatch(db, [
        deliveries.insertScheduleStmt(db, {
          workflowId: w.id,
          meetingId: m.id,
          startAt: m.startAt,
          accountId: w.accountId,
          fireAt,
          deliveryId: rows[0].id,
          createdAt: now,
        }),
        ...rows.map((r) => deliveries.insertDeliveryStmt(db, r)),
      ]);
      if (changes(scheduled) === 0) continue;
      fired++;
      await enqueueDeliveries(env, rows, now);
    }
  }
  return fired;
}
