import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { decideNoShow } from '../../../core/no-show/decide';
import { ConferencingError } from '../../../integrations/conferencing/adapter';
import { zoomAttendance } from '../../conferencing/service';
import { markDetectedOutcome } from '../../meetings/service';
import * as repo from '../repo';

/** How long one sweep holds a check: far beyond a few report pages, short enough that a crash is retried soon. */
const LEASE_MS = 2 * 60_000;
/** Meetings that ended longer ago are not looked at (a sweep that was down for days does not judge last month). */
const HORIZON_MS = 7 * 86_400_000;
/** Zoom writes the report some minutes after the meeting; until then it answers 404 and we ask again this much later. */
const NOT_READY_RETRY_MS = 10 * 60_000;
/** A report that has not come a day after the first try will not come (the meeting was never started, the plan has no reports). */
const GIVE_UP_AFTER_MS = 86_400_000;
const SWEEP_LIMIT = 20;

export type CheckResult = 'skipped' | 'retry' | 'attended' | 'no_show' | 'unsure' | 'left_alone' | 'failed';

const backoffMs = (attempts: number) => Math.min(3_600_000, 60_000 * 2 ** Math.max(0, attempts - 1));

/** What to do after Zoom refused: try again when it says (429), when the report may be written (404), later (down); or give up. */
function afterRefusal(e: ConferencingError, check: repo.CheckRow, now: number) {
  const tooLong = now - (check.firstTriedAt ?? now) >= GIVE_UP_AFTER_MS;
  const lastError = e.message.slice(0, 500);
  if (e.kind === 'rate_limited') return { nextAt: now + (e.retryAfterSeconds ?? 30) * 1000, lastError };
  if (e.kind === 'not_found' && !tooLong) return { nextAt: now + NOT_READY_RETRY_MS, lastError };
  if (e.kind === 'unavailable' && !tooLong) return { nextAt: now + backoffMs(check.attempts), lastError };
  return { state: 'failed' as const, lastError };
}

/**
 * Checks one meeting once its time has come: takes the check (one sweep at a time), reads the Zoom
 * participants report, decides in core and records the outcome. A no-show marks the meeting through the
 * meetings service, with the check's record in the same batch and only while the meeting is still
 * scheduled; unsure waits for the host on the meeting's details page; attended changes nothing.
 */
export async function checkMeeting(env: Env, db: Db, accountId: string, meetingId: string, now: number): Promise<CheckResult> {
  if (!(await repo.claimCheck(db, accountId, meetingId, now, now + LEASE_MS))) return 'skipped';
  const [check, subject] = await Promise.all([repo.findCheck(db, accountId, meetingId), repo.meetingSubject(db, accountId, meetingId)]);
  const record = (set: Parameters<typeof repo.updateCheckStmt>[3]) =>
    repo.updateCheckStmt(db, accountId, meetingId, { leaseUntil: null, updatedAt: now, ...set });
  if (!check || !subject || subject.status !== 'scheduled') {
    await record({ state: 'done', outcome: null, checkedAt: now }).run();
    return 'left_alone';
  }
  let attendance;
  try {
    attendance = await zoomAttendance(env, db, accountId, meetingId, now);
  } catch (e) {
    if (!(e instanceof ConferencingError)) throw e;
    const next = afterRefusal(e, check, now);
    await record(next).run();
    return 'state' in next ? 'failed' : 'retry';
  }
  if (!attendance) {
    await record({ state: 'failed', lastError: 'The meeting has no Zoom conference' }).run();
    return 'failed';
  }
  const decision = decideNoShow(
    {
      prospectEmail: subject.prospectEmail,
      endAt: subject.endAt,
      teamEmails: [...subject.teamEmails, attendance.hostZoomEmail],
      teamZoomUserIds: [attendance.hostZoomUserId],
    },
    attendance.participants.map((p) => ({ zoomUserId: p.id, name: p.name, email: p.email, joinAt: p.joinTime })),
  );
  const done = () => record({ state: 'done', outcome: decision.outcome, reasons: decision.reasons, checkedAt: now, lastError: null });
  if (decision.outcome !== 'no_show') {
    await done().run();
    return decision.outcome;
  }
  // Marked here or not (the host got there first), the check records what Zoom said.
  if (!(await markDetectedOutcome(env, db, accountId, meetingId, 'no_show', now, [done()]))) {
    await done().run();
    return 'left_alone';
  }
  return 'no_show';
}

/** The cron sweep's part: every Zoom meeting due a check, oldest first; a failure leaves its lease to expire and be retried. */
export async function sweepNoShowChecks(env: Env, db: Db, now: number, limit = SWEEP_LIMIT): Promise<number> {
  const due = await repo.dueMeetings(db, now, HORIZON_MS, limit);
  let checked = 0;
  for (const { accountId, meetingId } of due) {
    try {
      if ((await checkMeeting(env, db, accountId, meetingId, now)) !== 'skipped') checked += 1;
    } catch (err) {
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'no-show check failed; retried when its lease ends',
          meetingId,
          error: String((err as Error)?.message ?? err),
        }),
      );
    }
  }
  return checked;
}
