import type { Db } from '../../../db/client';
import { computeSlots, type Slot } from '../../../core/slots/compute-slots';
import { slotsWithJoiners } from '../../../core/slots/joining-groups';
import type { FirstSlotsDto, PublicSlotsDto, Submission, SubmissionResultDto } from '../../../contracts/routing-sessions';
import { DomainError } from '../../../core/errors';
import { isValidTimeZone } from '../../../contracts/availability';
import type { DecisionRecord } from '../../../contracts/routing-decision';
import { checkWindow, settingsOf, slotMembersFor } from '../../meeting-types/service';
import * as repo from '../repo';
import { assertBookable, loadSession, sessionHosts } from './session';
import { sessionJoining } from './joining';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

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
): Promise<Slot[]> {
  const [{ type, hosts }, { joining }] = await Promise.all([
    sessionHosts(db, s),
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
  const s = await loadSession(db, sessionId);
  assertBookable(s);
  const slots = await hostSlots(db, s, from, to, q.timezone, now);
  if (!s.decision.slotsShown) {
    const shown = {
      count: slots.length,
      firstStart: slots[0] ? iso(slots[0].start) : null,
      lastStart: slots.length ? iso(slots[slots.length - 1].start) : null,
      timezone: q.timezone,
      at: iso(now),
    };
    const detail = `${slots.length} slot(s) shown in ${q.timezone}`;
    await repo
      .updateSessionStmt(
        db,
        s.accountId,
        s.id,
        { updatedAt: now },
        { set: { slotsShown: shown }, push: { events: [{ at: iso(now), type: 'slots_shown', detail }] } },
        [repo.guards.slotsNotShown()],
      )
      .run();
  }
  return { slots: slots.map((slot) => ({ start: iso(slot.start), end: iso(slot.end) })) };
}

/**
 * The submission's answer with the slots of the window it asked for (`slotsWindow`), when it routed to
 * someone: the widget then draws times from this one answer instead of asking again. A window the slots
 * endpoint would refuse (reversed, too long, a session that cannot book) leaves them out, and the widget
 * asks as before; it also records what the prospect was shown, as the slots endpoint does.
 */
export async function withFirstSlots(db: Db, result: SubmissionResultDto, submission: Submission): Promise<SubmissionResultDto> {
  const window = submission.slotsWindow;
  if (!window || result.outcome !== 'not_booked' || !result.assignee || !result.meetingType) return result;
  const timezone = submission.timezone && isValidTimeZone(submission.timezone) ? submission.timezone : 'UTC';
  try {
    const { slots } = await sessionSlots(db, result.sessionId, { ...window, timezone });
    const firstSlots: FirstSlotsDto = { from: window.from, to: window.to, timezone, slots };
    return { ...result, firstSlots };
  } catch (error) {
    if (error instanceof DomainError) return result;
    throw error;
  }
}
