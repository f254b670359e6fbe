import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { BookingDto } from '../../../contracts/booking';
import type { IdempotencyRecord } from '../../../contracts/idempotency';
import type { SessionBooking } from '../../../contracts/routing-sessions';
import type { RoundRobinRecord } from '../../../contracts/routing-decision';
import { DomainError } from '../../../core/errors';
import { accountById } from '../../auth/service';
import { fewestBookedFirst, type BookingPlan } from '../../meetings/service';
import { podOf } from '../../distribution/service';
import { named } from '../../../core/routing/assignment';
import { bookSessionMeeting, writeOwnerAfterBooking } from './book-session';
import { redirectFor, redirectSources } from './redirect';
import { sessionRouter } from './campaign';
import * as repo from '../repo';
import { assertBookable, decisionParts, loadSession, sessionHosts, type LoadedSession } from './session';
import { joinedEvents, sessionJoining } from './joining';

import { isValidTimeZone } from '../../../contracts/availability';

const iso = (ms: number) => new Date(ms).toISOString();

type PodOrder = { order: BookingPlan['order']; explain: (hostId: string) => RoundRobinRecord | null };

/**
 * Hosts for the chosen start, best first. A user session has its one assignee; a pod orders the free
 * members by its round robin (the member whose turn it is, then the others by how far behind they
 * are) and keeps that explanation for the log; a matching group puts the fewest-booked members first.
 */
function hostOrder(env: Env, db: Db, s: LoadedSession, people: Map<string, { name: string }>, now: number): PodOrder {
  const pod = decisionParts(s.decision, s).pod;
  if (s.assigneeState === 'user_slots_shown')
    return { order: async (free) => (s.assigneeUserId && free.includes(s.assigneeUserId) ? [s.assigneeUserId] : []), explain: () => null };
  if (!pod || pod.method === 'round_robin_strict')
    return { order: fewestBookedFirst(db, s.accountId, s.candidateUserIds, now), explain: () => null };
  let explanation: RoundRobinRecord['explanation'] = [];
  let draw: RoundRobinRecord['draw'];
  return {
    order: async (free) => {
      const choice = await podOf(env, s.accountId, pod.id).peek(iso(now), free);
      explanation = named(choice.explanation, people);
      draw = { state: choice.drawnFrom, availableMemberIds: free };
      const behind = new Map(choice.explanation.map((e) => [e.memberId, e.behind]));
      const others = free
        .filter((id) => id !== choice.memberId)
        .sort((a, b) => (behind.get(b) ?? -Infinity) - (behind.get(a) ?? -Infinity) || (a < b ? -1 : 1));
      return choice.memberId ? [choice.memberId, ...others] : others;
    },
    explain: (hostId) => ({
      podId: pod.id,
      podName: pod.name,
      method: pod.method,
      stage: 'at_booking',
      chosenUserId: hostId,
      explanation,
      at: iso(now),
      draw,
    }),
  };
}

/**
 * POST /api/public/routing-sessions/{id}/bookings (inbound and campaign sessions), through the one session
 * booking path (book-session.ts). The CRM owner of a team session is written after, by the booking that won.
 */
export async function bookSession(
  env: Env,
  db: Db,
  sessionId: string,
  input: SessionBooking,
  idempotency: IdempotencyRecord | null,
  now = Date.now(),
): Promise<BookingDto> {
  const s = await loadSession(db, sessionId);
  if (!isValidTimeZone(input.timezone)) throw new DomainError('invalid', 'invalid', 'Invalid timezone', '/timezone');
  const [{ type, hosts, people }, org, router, joins] = await Promise.all([
    sessionHosts(db, s),
    accountById(db, s.accountId),
    sessionRouter(db, s),
    sessionJoining(db, s),
  ]);
  const parts = decisionParts(s.decision, s);
  const resolved = router
    ? redirectFor(
        'booked',
        await redirectSources(db, s.accountId, router, s.routerKind),
        { context: parts.context, matchingRule: parts.matchingRule, pod: parts.pod },
        now,
      )
    : null;
  // A campaign router without a post-booking URL keeps the prospect on the confirmation page.
  const redirect = resolved?.record.url ? resolved : null;
  const { order, explain } = hostOrder(env, db, s, people, now);
  // A strict pod counted the meeting at submission, under the session's id: the turn only tells it the meeting's id.
  const strict = s.decision.roundRobin.find((r) => r.stage === 'before_slots' && r.chosenUserId);
  const booked = await bookSessionMeeting(
    env,
    db,
    {
      session: s,
      people,
      meeting: { org: org?.company ?? '', type, hosts, start: input.start, timezone: input.timezone, formId: router?.formId },
      plan: {
        order,
        internalGuests: [],
        joining: joins.joining,
        guests: [...new Map([...input.guests, ...joins.externalGuests].map((g) => [g.toLowerCase(), g])).values()],
        bookedByUserId: null,
        redirectUrl: redirect?.record.url ?? null,
        idempotency,
        precheck: () => assertBookable(s),
      },
      roundRobin: explain,
      countedPodId: strict?.podId ?? null,
      events: (host, joined) => [...joinedEvents(joins, joined, host, iso(now)), ...(redirect ? [redirect.event] : [])],
      set: redirect ? { redirect: redirect.record } : {},
      rulesUsed: redirect?.ruleVersion ? [redirect.ruleVersion] : [],
      announce: true,
      afterBooking: (host) => ownerAfterBooking(env, db, s, router, host, now),
    },
    now,
  );
  return booked.booking;
}

/** Team sessions learn their owner only at booking; user sessions wrote theirs at submission. */
function ownerAfterBooking(env: Env, db: Db, s: LoadedSession, router: repo.RouterRow | null | undefined, host: string, now: number) {
  const parts = decisionParts(s.decision, s);
  const strict = parts.pod?.method === 'round_robin_strict';
  const setting =
    s.assigneeState === 'team_slots_shown' ? (parts.pod && !strict ? parts.pod.ownerUpdate : parts.matchingRule?.updateOwner) : undefined;
  if (!setting || !router) return Promise.resolve();
  const u = { session: s, router, decision: s.decision, setting, record: parts.record, earlierWrites: s.decision.crmWrites };
  return writeOwnerAfterBooking(env, db, u, host, now);
}
