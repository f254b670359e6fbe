import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { BOOKING_MESSAGES, type BookingDto } from '../../contracts/booking';
import type { DecisionEvent, RoundRobinRecord, SessionBooking } from '../../contracts/routing-sessions';
import { decideLaterOwnerUpdate } from '../../core/routing/decide';
import { DomainError } from '../../core/errors';
import { sha256 } from '../auth/crypto';
import { accountById } from '../auth/service';
import { podOf } from '../distribution/service';
import { hostedCountsFor } from '../meetings/service';
import { manageUrls } from '../meetings/notify';
import { replayIdempotent, scheduleMeeting } from '../meetings/schedule';
import { named } from './assign';
import { writeToCrm, type CrmWriteResult } from './crm-writes';
import { redirectFor, redirectSources } from './redirect';
import * as repo from './repo';
import { assertBookable, decisionParts, loadSession, sessionHosts, type LoadedSession } from './session';
import { slotAt } from './slots';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

function validZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Hosts for the chosen start, best first. A user session has its one assignee; a pod orders the free
 * members by its round robin (the member whose turn it is, then the others by how far behind they
 * are); a matching group puts the members with the fewest meetings in 28 days first.
 */
async function orderHosts(env: Env, db: Db, s: LoadedSession, podId: string | null, strict: boolean, free: string[], now: number): Promise<string[]> {
  if (s.assigneeState === 'user_slots_shown') return s.assigneeUserId && free.includes(s.assigneeUserId) ? [s.assigneeUserId] : [];
  if (podId && !strict) {
    const choice = await podOf(env, s.accountId, podId).peek(iso(now), free);
    const behind = new Map(choice.explanation.map((e) => [e.memberId, e.behind]));
    const others = free.filter((id) => id !== choice.memberId).sort((a, b) => (behind.get(b) ?? -Infinity) - (behind.get(a) ?? -Infinity) || (a < b ? -1 : 1));
    return choice.memberId ? [choice.memberId, ...others] : others;
  }
  const counts = await hostedCountsFor(db, s.accountId, free, now - 28 * DAY_MS);
  // Ties are shuffled so racing prospects spread over equally-booked members instead of all trying one.
  const jitter = new Map(free.map((id) => [id, Math.random()]));
  return [...free].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0) || jitter.get(a)! - jitter.get(b)!);
}

/**
 * POST /api/public/routing-sessions/{id}/bookings: books a free host through the one no-double-booking
 * write path, then takes the pod's turn for the host, writes the CRM owner for team sessions and
 * marks the session booked. The same Idempotency-Key returns the first answer.
 */
export async function bookSession(env: Env, db: Db, sessionId: string, input: SessionBooking, key: string, now = Date.now()) {
  const s = await loadSession(db, sessionId);
  const scope = `routing-session:${s.id}`;
  const requestHash = await sha256(JSON.stringify(input));
  const probe = { scope, key, requestHash, respond: () => ({ status: 0, body: null }) };
  const replay = await replayIdempotent(db, probe);
  if (replay) return replay;
  assertBookable(s);
  if (!validZone(input.timezone)) throw new DomainError('invalid', 'invalid', 'Invalid timezone', '/timezone');
  const start = Date.parse(input.start);
  const slot = await slotAt(db, s, start, now);
  if (!slot) {
    const everPossible = await slotAt(db, s, start, now, true);
    throw everPossible ? new DomainError('conflict', 'slot_taken', BOOKING_MESSAGES.slotTaken, '/start') : new DomainError('invalid', 'invalid_slot', BOOKING_MESSAGES.invalidSlot, '/start');
  }
  const d = s.decision;
  const parts = decisionParts(d, s);
  const strict = parts.pod?.method === 'round_robin_strict';
  const order = await orderHosts(env, db, s, parts.pod?.id ?? null, strict, slot.memberIds, now);
  if (!order.length) throw new DomainError('conflict', 'slot_taken', BOOKING_MESSAGES.slotTaken, '/start');

  const [{ type, people }, org, router] = await Promise.all([sessionHosts(db, s), accountById(db, s.accountId), s.routerId ? repo.findRouterScoped(db, s.accountId, s.routerId) : null]);
  const redirect = router ? redirectFor('booked', await redirectSources(db, s.accountId, router), { context: parts.context, matchingRule: parts.matchingRule, pod: parts.pod }, now) : null;
  const dto = (meeting: { id: string; startAt: number; endAt: number; status: BookingDto['status']; hostUserId: string }, token: string): BookingDto => ({
    id: meeting.id,
    start: iso(meeting.startAt),
    end: iso(meeting.endAt),
    status: meeting.status,
    hostName: people.get(meeting.hostUserId)?.name ?? '',
    meetingName: type.name,
    ...manageUrls(env, meeting.id, token),
    redirectUrl: redirect?.record.url ?? null,
  });
  const result = await scheduleMeeting(env, db, {
    accountId: s.accountId,
    org: org?.company ?? '',
    meetingTypeId: type.id,
    linkId: null,
    source: 'router',
    start,
    end: start + type.durationMinutes * 60_000,
    bufferBeforeMinutes: type.bufferBeforeMinutes,
    bufferAfterMinutes: type.bufferAfterMinutes,
    candidates: order.map((id) => [id]),
    people: new Map([...people].map(([id, p]) => [id, { name: p.name, email: p.email, timezone: p.timezone }])),
    prospect: { name: s.prospectName || s.prospectEmail, email: s.prospectEmail, timezone: input.timezone },
    answers: Object.entries(s.answers).map(([question, answer]) => ({ question, answer: Array.isArray(answer) ? answer.join(', ') : answer })),
    guests: input.guests,
    location: type.locationType === 'custom' ? type.customLocation : '',
    templates: type,
    bookedByUserId: null,
    idempotency: { scope, key, requestHash, respond: (meeting, token) => ({ status: 201, body: { data: dto(meeting, token) } }) },
  });
  if (result.replayed) return { status: result.status, body: result.body };
  const meeting = result.meeting;
  const host = meeting.hostUserId;

  // Available and balanced pods take the turn now, for the member who got the meeting.
  const roundRobin: RoundRobinRecord[] = [];
  if (parts.pod && !strict) {
    const choice = await podOf(env, s.accountId, parts.pod.id).assign(meeting.id, iso(now), [host]);
    roundRobin.push({ podId: parts.pod.id, podName: parts.pod.name, method: parts.pod.method, stage: 'at_booking', chosenUserId: choice.memberId, explanation: named(choice.explanation, people), at: iso(now) });
  }
  // Team sessions learn their owner only now; user sessions wrote theirs at submission.
  let crm: CrmWriteResult | null = null;
  const setting = s.assigneeState === 'team_slots_shown' ? (parts.pod && !strict ? parts.pod.ownerUpdate : parts.matchingRule?.updateOwner) : undefined;
  if (setting && router) {
    const owner = { decision: decideLaterOwnerUpdate(d.inputs, setting, parts.record, host), userId: host };
    const prospect = { email: s.prospectEmail, name: s.prospectName, phone: null, answers: {}, leadFields: {}, contactFields: {} };
    crm = await writeToCrm(db, { router, prospect, records: d.inputs.crmRecords, owner, ownerOnly: true, earlierWrites: d.crmWrites }, now);
  }
  const events: DecisionEvent[] = [
    { at: iso(now), type: 'booked', detail: `Booked with ${people.get(host)?.name ?? host} for ${iso(meeting.startAt)}` },
    ...(crm?.events ?? []),
    ...(redirect ? [redirect.event] : []),
  ];
  const columns = {
    outcome: 'booked' as const,
    outcomeReason: null,
    meetingId: meeting.id,
    bookedAt: now,
    assigneeUserId: host,
    assigneeState: 'assigned' as const,
    updatedAt: now,
    ...(crm?.ownerUpdate ? { crmOwnerUpdated: crm.ownerUpdate.updated, crmOwnerField: crm.ownerUpdate.field } : {}),
  };
  const booking = { meetingId: meeting.id, start: iso(meeting.startAt), end: iso(meeting.endAt), hostUserId: host, at: iso(now) };
  await repo
    .updateSessionStmt(
      db,
      s.accountId,
      s.id,
      columns,
      {
        set: { booking, ...(redirect ? { redirect: redirect.record } : {}), ...(crm?.ownerUpdate ? { ownerUpdate: crm.ownerUpdate } : {}) },
        push: { events, roundRobin, rulesUsed: redirect?.ruleVersion ? [redirect.ruleVersion] : [] },
      },
      [repo.guards.open()],
    )
    .run();
  return { status: result.status, body: result.body };
}
