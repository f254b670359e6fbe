import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { BookingDto } from '../../contracts/booking';
import type { IdempotencyRecord } from '../../contracts/idempotency';
import type { DecisionEvent, RoundRobinRecord, SessionBooking } from '../../contracts/routing-sessions';
import { decideLaterOwnerUpdate } from '../../core/routing/decide';
import { DomainError } from '../../core/errors';
import { accountById } from '../auth/service';
import { bookMeeting, fewestBookedFirst } from '../meetings/service';
import { podOf } from '../distribution/service';
import { applyTurn, turnStmt, type PodTurn } from '../pod-turns/service';
import { named } from '../../core/routing/assignment';
import { writeToCrm, type CrmWriteResult } from './crm-writes';
import { redirectFor, redirectSources } from './redirect';
import { sessionRouter } from './campaign';
import * as repo from './repo';
import { eventStmt, publishEvents } from '../events/service';
import type { Stmt } from '../../db/batch';
import { assertBookable, decisionParts, loadSession, sessionHosts, type LoadedSession } from './session';
import { joinedEvents, sessionJoining } from './joining';

import { isValidTimeZone } from '../../contracts/availability';
import { labelledAnswers } from '../../core/routing/answer-labels';
import { formQuestionLabels } from '../forms/service';

const iso = (ms: number) => new Date(ms).toISOString();

type PodOrder = { order: (free: string[]) => Promise<string[]>; explain: (hostId: string) => RoundRobinRecord | null };

/**
 * Hosts for the chosen start, best first. A user session has its one assignee; a pod orders the free
 * members by its round robin (the member whose turn it is, then the others by how far behind they
 * are) and keeps that explanation for the log; a matching group puts the fewest-booked members first.
 */
function hostOrder(env: Env, db: Db, s: LoadedSession, people: Map<string, { name: string }>, now: number): PodOrder {
  const pod = decisionParts(s.decision, s).pod;
  if (s.assigneeState === 'user_slots_shown') return { order: async (free) => (s.assigneeUserId && free.includes(s.assigneeUserId) ? [s.assigneeUserId] : []), explain: () => null };
  if (!pod || pod.method === 'round_robin_strict') return { order: fewestBookedFirst(db, s.accountId, now), explain: () => null };
  let explanation: RoundRobinRecord['explanation'] = [];
  let draw: RoundRobinRecord['draw'];
  return {
    order: async (free) => {
      const choice = await podOf(env, s.accountId, pod.id).peek(iso(now), free);
      explanation = named(choice.explanation, people);
      draw = { state: choice.drawnFrom, availableMemberIds: free };
      const behind = new Map(choice.explanation.map((e) => [e.memberId, e.behind]));
      const others = free.filter((id) => id !== choice.memberId).sort((a, b) => (behind.get(b) ?? -Infinity) - (behind.get(a) ?? -Infinity) || (a < b ? -1 : 1));
      return choice.memberId ? [choice.memberId, ...others] : others;
    },
    explain: (hostId) => ({ podId: pod.id, podName: pod.name, method: pod.method, stage: 'at_booking', chosenUserId: hostId, explanation, at: iso(now), draw }),
  };
}

/**
 * POST /api/public/routing-sessions/{id}/bookings, through the one booking path: the session's claim,
 * the meeting, the session's booked outcome and the pod's turn commit in one batch, so a session books
 * exactly one meeting and a booking racing the redistribution either wins entirely or not at all.
 * The CRM owner of a team session is written after, by the booking that won.
 */
export async function bookSession(env: Env, db: Db, sessionId: string, input: SessionBooking, idempotency: IdempotencyRecord | null, now = Date.now()): Promise<BookingDto> {
  const s = await loadSession(db, sessionId);
  if (!isValidTimeZone(input.timezone)) throw new DomainError('invalid', 'invalid', 'Invalid timezone', '/timezone');
  const [{ type, hosts, people }, org, router, joins] = await Promise.all([sessionHosts(db, s), accountById(db, s.accountId), sessionRouter(db, s), sessionJoining(db, s)]);
  const parts = decisionParts(s.decision, s);
  const resolved = router ? redirectFor('booked', await redirectSources(db, s.accountId, router, s.routerKind), { context: parts.context, matchingRule: parts.matchingRule, pod: parts.pod }, now) : null;
  // A campaign router without a post-booking URL keeps the prospect on the confirmation page.
  const redirect = resolved?.record.url ? resolved : null;
  const { order, explain } = hostOrder(env, db, s, people, now);
  const owed: { turn: PodTurn | null; event?: { id: string; stmt: Stmt } } = { turn: null };
  const booked = await bookMeeting(
    env,
    db,
    {
      accountId: s.accountId,
      org: org?.company ?? '',
      type,
      linkId: null,
      source: 'router',
      start: Date.parse(input.start),
      hosts,
      mode: 'any',
      order,
      internalGuests: [],
      joining: joins.joining,
      prospect: { name: s.prospectName || s.prospectEmail, email: s.prospectEmail, timezone: input.timezone },
      answers: labelledAnswers(s.answers, await formQuestionLabels(db, s.accountId, router?.formId)),
      guests: [...new Map([...input.guests, ...joins.externalGuests].map((g) => [g.toLowerCase(), g])).values()],
      bookedByUserId: null,
      redirectUrl: redirect?.record.url ?? null,
      meetingName: type.name,
      idempotency,
      claim: { kind: 'routing_session', subjectId: s.id },
      precheck: () => assertBookable(s),
      alsoWrite: (meeting, joined) => {
        const host = meeting.hostUserId;
        const rr = explain(host);
        // A strict pod counted the meeting at submission, under the session's id: the turn only tells it the meeting's id.
        const strict = s.decision.roundRobin.find((r) => r.stage === 'before_slots' && r.chosenUserId);
        owed.turn = rr
          ? { meetingId: meeting.id, accountId: s.accountId, podId: rr.podId, memberId: host, at: now }
          : strict
            ? { meetingId: meeting.id, accountId: s.accountId, podId: strict.podId, memberId: host, at: now, countedAs: s.id }
            : null;
        const events: DecisionEvent[] = [
          { at: iso(now), type: 'booked', detail: `Booked with ${people.get(host)?.name ?? host} for ${iso(meeting.startAt)}` },
          ...joinedEvents(joins, joined, host, iso(now)),
          ...(redirect ? [redirect.event] : []),
        ];
        const booking = { meetingId: meeting.id, start: iso(meeting.startAt), end: iso(meeting.endAt), hostUserId: host, at: iso(now) };
        return [
          repo.updateSessionStmt(
            db,
            s.accountId,
            s.id,
            { outcome: 'booked', outcomeReason: null, meetingId: meeting.id, bookedAt: now, assigneeUserId: host, assigneeState: 'assigned', redistributeAt: null, updatedAt: now },
            { set: { booking, ...(redirect ? { redirect: redirect.record } : {}) }, push: { events, roundRobin: rr ? [rr] : [], rulesUsed: redirect?.ruleVersion ? [redirect.ruleVersion] : [] } },
          ),
          ...(owed.turn ? [turnStmt(db, owed.turn)] : []),
          (owed.event = eventStmt(db, { accountId: s.accountId, type: 'prospect.booked', subjectId: s.id, payload: { sessionId: s.id, routerId: s.routerId, routerKind: s.routerKind, meetingId: meeting.id }, occurredAt: now })).stmt,
        ];
      },
    },
    now,
  );
  if (booked.replayed || !booked.meeting) return booked.booking;
  // The turn and the owner update are independent: neither waits for the other.
  await Promise.all([
    owed.event ? publishEvents(env, [owed.event.id]) : null,
    owed.turn ? applyTurn(env, db, owed.turn, now).catch((e) => console.error(JSON.stringify({ level: 'error', msg: 'pod turn left to the sweep', sessionId: s.id, error: String(e) }))) : null,
    writeOwnerAfterBooking(env, db, s, router, booked.meeting.hostUserId, now),
  ]);
  return booked.booking;
}

/** Team sessions learn their owner only at booking; user sessions wrote theirs at submission. */
async function writeOwnerAfterBooking(env: Env, db: Db, s: LoadedSession, router: repo.RouterRow | null | undefined, host: string, now: number) {
  const parts = decisionParts(s.decision, s);
  const strict = parts.pod?.method === 'round_robin_strict';
  const setting = s.assigneeState === 'team_slots_shown' ? (parts.pod && !strict ? parts.pod.ownerUpdate : parts.matchingRule?.updateOwner) : undefined;
  if (!setting || !router) return;
  const owner = { decision: decideLaterOwnerUpdate(s.decision.inputs, setting, parts.record, host), userId: host };
  const prospect = { email: s.prospectEmail, name: s.prospectName, phone: null, answers: {}, leadFields: {}, contactFields: {} };
  let crm: CrmWriteResult;
  try {
    crm = await writeToCrm(db, { router, prospect, records: s.decision.inputs.crmRecords, owner, ownerOnly: true, earlierWrites: s.decision.crmWrites, vendor: { env, sessionId: s.id, purpose: 'booking' } }, now);
  } catch (e) {
    console.error(JSON.stringify({ level: 'error', msg: 'owner update after booking failed', sessionId: s.id, error: String(e) }));
    return;
  }
  if (!crm.ownerUpdate && !crm.events.length) return;
  const columns = crm.ownerUpdate ? { crmOwnerUpdated: crm.ownerUpdate.updated, crmOwnerField: crm.ownerUpdate.field } : {};
  await repo.updateSessionStmt(db, s.accountId, s.id, columns, { set: crm.ownerUpdate ? { ownerUpdate: crm.ownerUpdate } : {}, push: { events: crm.events } }).run();
}
