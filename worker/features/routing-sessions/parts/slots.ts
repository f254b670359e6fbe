import type { Db } from '../../../db/client';
import { computeSlots, type Slot } from '../../../core/slots/compute-slots';
import { slotsWithJoiners } from '../../../core/slots/joining-groups';
import type { FirstSlotsDto, PublicSlotsDto, Submission, SubmissionResultDto } from '../../../contracts/routing-sessions';
import { DomainError } from '../../../core/errors';
import { isValidTimeZone } from '../../../contracts/availability';
import type { DecisionRecord } from '../../../contracts/routing-decision';
import { checkWindow, settingsOf, slotMembersFor } from '../../meeting-types/service';
import * as repo from '../repo';
import { assertBookable, loadSession, sessionHosts, type LoadedSession, type SessionHosts } from './session';
import { sessionJoining } from './joining';
import { iso } from '../../../contracts/response-kit';

const DAY_MS = 86_400_000;

/**
 * Free slots of the session's hosts: the assignee's, or any candidate's for a team (mode 'any'). When the
 * rule or pod adds people (additional groups, internal guests), only times they can all join are kept.
 */
export async function hostSlots(
  db: Db,
  s: repo.SessionRow,
  from: number,
  to: number,
  dayZone: string,
  now: number,
  ignoreBusy = false,
  /** The hosts, when the caller holds the type and people already (a submission just decided them). */
  known?: SessionHosts,
): Promise<Slot[]> {
  const [{ type, hosts }, { joining }] = await Promise.all([
    known ?? sessionHosts(db, s),
    s.decision ? sessionJoining(db, s as repo.SessionRow & { decision: DecisionRecord }) : { joining: undefined },
  ]);
  const everyone = [...new Map([...hosts, ...(joining?.people.values() ?? [])].map((p) => [p.id, p])).values()];
  const members = await slotMembersFor(db, s.accountId, type, everyone, from, to);
  const slots = computeSlots({
    settings: settingsOf(type),
    members: ignoreBusy ? members.map((m) => ({ ...m, busy: [] })) : members,
    mode: 'any',
    now,
    window: { from, to },
    dayZone,
  });
  return joining
    ? slotsWithJoiners(
        slots,
        hosts.map((h) => h.id),
        joining.needs,
      )
    : slots;
}

/** The slot starting exactly at `start`, with the hosts free for it (null when nobody is). */
export async function slotAt(db: Db, s: repo.SessionRow, start: number, now: number, ignoreBusy = false) {
  const slots = await hostSlots(db, s, start - DAY_MS, start + DAY_MS, 'UTC', now, ignoreBusy);
  return slots.find((slot) => slot.start === start) ?? null;
}

/** A session's slots in a window, and the write recording them as what its prospect was shown (null once recorded). */
async function shownSlots(db: Db, s: LoadedSession, from: number, to: number, timezone: string, now: number, known?: SessionHosts) {
  assertBookable(s);
  const slots = await hostSlots(db, s, from, to, timezone, now, false, known);
  const record = s.decision.slotsShown
    ? null
    : repo.updateSessionStmt(
        db,
        s.accountId,
        s.id,
        { updatedAt: now },
        {
          set: {
            slotsShown: {
              count: slots.length,
              firstStart: slots[0] ? iso(slots[0].start) : null,
              lastStart: slots.length ? iso(slots[slots.length - 1].start) : null,
              timezone,
              at: iso(now),
            },
          },
          push: { events: [{ at: iso(now), type: 'slots_shown', detail: `${slots.length} slot(s) shown in ${timezone}` }] },
        },
        [repo.guards.slotsNotShown()],
      );
  return { slots: slots.map((slot) => ({ start: iso(slot.start), end: iso(slot.end) })), record };
}

/**
 * GET /api/public/routing-sessions/{id}/slots: only start and end. The first call records what the
 * prospect was shown (one guarded UPDATE, so later calls cost no write).
 */
export async function sessionSlots(
  db: Db,
  sessionId: string,
  q: { from: string; to: string; timezone: string },
  now = Date.now(),
): Promise<PublicSlotsDto> {
  const { from, to } = checkWindow(q.from, q.to);
  const { slots, record } = await shownSlots(db, await loadSession(db, sessionId), from, to, q.timezone, now);
  if (record) await record.run();
  return { slots };
}

/**
 * The slots of the window a submission asked for (`slotsWindow`), when it routed to someone: the widget then
 * draws times from the submission's answer instead of asking again. A window the slots endpoint would refuse
 * (reversed, too long, a session that cannot book) gives none, and the widget asks as before. `record` is the
 * write that notes them as shown, for the caller to run once the session is stored. `known`: the hosts as the
 * submission decided them, so they are not read again on the way to the prospect.
 */
export async function firstSlots(db: Db, s: LoadedSession, submission: Submission, now = Date.now(), known?: SessionHosts) {
  const window = submission.slotsWindow;
  if (!window) return null;
  const timezone = submission.timezone && isValidTimeZone(submission.timezone) ? submission.timezone : 'UTC';
  try {
    const { from, to } = checkWindow(window.from, window.to);
    const { slots, record } = await shownSlots(db, s, from, to, timezone, now, known);
    const first: FirstSlotsDto = { from: window.from, to: window.to, timezone, slots };
    return { first, record };
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/** A replayed submission's answer with its first slots, read again from the stored session. */
export async function withFirstSlots(db: Db, result: SubmissionResultDto, submission: Submission): Promise<SubmissionResultDto> {
  if (!submission.slotsWindow || result.outcome !== 'not_booked' || !result.assignee || !result.meetingType) return result;
  const shown = await firstSlots(db, await loadSession(db, result.sessionId), submission);
  if (!shown) return result;
  await shown.record?.run();
  return { ...result, firstSlots: shown.first };
}
