import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { IdempotencyRecord } from '../../../contracts/idempotency';
import { RELAY_MESSAGES } from '../../../contracts/relay';
import type { RelayBook } from '../../../contracts/relay-sessions';
import { DomainError } from '../../../core/errors';
import { relayInviter } from '../../../core/routing/relay-inviter';
import { runBatch } from '../../../db/batch';
import { organizationById } from '../../organization/service';
import { peopleByIds } from '../../members/service';
import { bookSessionMeeting } from '../../routing-sessions/service';
import { updateOwnerAfterBooking } from './owner-update';
import { podPick, sessionHosts } from './slots';
import * as repo from '../repo';
import { findAnyRelay } from '../../relay-routers/service';

const iso = (ms: number) => new Date(ms).toISOString();

/** `heldUserId`: the member this session's hold on the chosen time is for, who takes the meeting if still free. */
export type BookCommand = RelayBook & { idempotency: IdempotencyRecord | null; timezone: string; heldUserId: string | null; now: number };

/**
 * Books the session through the one session booking path (routing-sessions' bookSessionMeeting). The batch
 * holds the session's claim (its trigger refuses a second booking of the session, and deletes this
 * session's own slot hold before the meeting's blocks are inserted), the meeting, every participant's
 * block (the overlap trigger and the hold trigger), the session's booked outcome and the pod turn an open
 * pod owes. Relay bookings write no prospect.booked event, as before.
 */
export async function bookRelaySession(env: Env, db: Db, s: repo.SessionRow, cmd: BookCommand) {
  if (s.outcome !== 'pending') throw new DomainError('conflict', 'session_ended', RELAY_MESSAGES.sessionEnded);
  // Fetch first, side by side: the relay, the hosts and the organization.
  const [relay, { type, hosts, people }, org] = await Promise.all([
    s.routerId ? findAnyRelay(db, s.accountId, s.routerId) : undefined,
    sessionHosts(db, s),
    organizationById(db, s.accountId),
  ]);
  if (!relay) throw new DomainError('conflict', 'session_ended', RELAY_MESSAGES.sessionEnded);
  const booker = s.bookedByUserId;
  const internalIds = [...cmd.internalGuestIds, ...(relay.flags.bookerAttends && booker ? [booker] : [])];
  // A person can be in the meeting once: the host, the attending booker or a guest.
  if (
    new Set(internalIds).size !== internalIds.length ||
    internalIds.some((id) => s.candidateUserIds.length === 1 && id === s.candidateUserIds[0])
  ) {
    throw new DomainError('invalid', 'user_already_added', RELAY_MESSAGES.userAlreadyAdded, '/internalGuestIds');
  }
  const guestsPeople =
    internalIds.length || booker ? await peopleByIds(db, s.accountId, [...internalIds, ...(booker ? [booker] : [])]) : new Map();
  if (internalIds.some((id) => !guestsPeople.has(id)))
    throw new DomainError('invalid', 'invalid', 'Select valid team members', '/internalGuestIds');
  const bookerEmail = booker ? (guestsPeople.get(booker)?.email ?? null) : null;
  const guests = [
    ...new Set([
      ...cmd.guests,
      ...relay.defaultGuests,
      ...(relay.flags.bookerInvited && bookerEmail && !internalIds.includes(booker!) ? [bookerEmail] : []),
    ]),
  ].slice(0, 20);
  // The matching rule that assigned the prospect (as the handoff decided with it) may say who invites.
  const rule = s.via === 'relay_matching_rule' ? (s.decision?.inputs.matchingRules.find((r) => r.id === s.viaId) ?? null) : null;
  const organizer = relayInviter(relay.organizer, rule, !!booker) === 'booker' ? guestsPeople.get(booker!) : undefined;
  const now = cmd.now;
  const strict = s.decision?.roundRobin.some((r) => r.stage === 'before_slots') ?? false;
  const booked = await bookSessionMeeting(
    env,
    db,
    {
      session: s,
      people,
      meeting: { org: org?.company ?? '', type, hosts, start: cmd.start, timezone: cmd.timezone, formId: relay.formId },
      plan: {
        order: async (free) => {
          const ranked = await podPick(env, s, free, now);
          const held = cmd.heldUserId;
          return held && ranked.includes(held) ? [held, ...ranked.filter((id) => id !== held)] : ranked;
        },
        // Only what the relay allows reaches here (the service refuses the rest).
        slotOptions: { calendars: !cmd.overrideEvents, anyHours: cmd.outsideHours },
        organizer,
        handover: booker ? guestsPeople.get(booker) : undefined,
        teamAccepted: relay.flags.defaultGuestAccept,
        internalGuests: internalIds.map((id) => guestsPeople.get(id)!),
        ignoreEarliest: true,
        conflictCode: booker ? 'slot_conflict' : 'slot_taken',
        guests,
        notes: cmd.notes,
        bookedByUserId: booker,
        redirectUrl: relay.flags.overrideRedirectUrls ? relay.redirects.bookedUrl : null,
        idempotency: cmd.idempotency,
      },
      // An open pod chose at booking; a strict pod counted the meeting when the session opened.
      roundRobin: (host) =>
        s.podId && !strict
          ? {
              podId: s.podId,
              podName: s.viaName ?? '',
              method: 'round_robin_available',
              stage: 'at_booking',
              chosenUserId: host,
              explanation: [],
              at: iso(now),
            }
          : null,
      countedPodId: s.podId && strict ? s.podId : null,
      announce: false,
      afterBooking: (host) => updateOwnerAfterBooking(env, db, s, relay, host, now),
    },
    now,
  );
  return { booking: booked.booking, hostName: booked.booking.hostName, meetingId: booked.booking.id };
}

/** Ends an abandoned session: logged as not booked (only while still pending), its hold released. */
export async function expireRelaySession(db: Db, s: repo.SessionRow, now: number, reason = 'The booker left the relay without booking') {
  await runBatch(db, [
    repo.updateSessionStmt(
      db,
      s.accountId,
      s.id,
      { outcome: 'not_booked', outcomeReason: reason, closedAt: now, updatedAt: now },
      { push: { events: [{ at: iso(now), type: 'not_booked', detail: reason }] } },
      repo.whileOpen(),
    ),
    repo.releaseHoldStmt(db, s.id),
  ]);
}
