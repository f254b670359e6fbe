import type { Db } from '../../../db/client';
import { allOf, known, mapRead, readSharing, runBatch, runRead, type Read, type Stmt } from '../../../db/batch';
import type { Env } from '../../../env';
import { BOOKING_MESSAGES, type BookingDto } from '../../../contracts/booking';
import { DomainError } from '../../../core/errors';
import type { Slot } from '../../../core/slots/compute-slots';
import { chooseJoiners } from '../../../core/slots/joining-groups';
import { sha256 } from '../../../lib/crypto';
import { answerStmts, orReplay, storedAnswerRead } from '../../idempotency/service';
import { dispatch, prepareEmail } from '../../mail/service';
import { eventStmt, publishEvents } from '../../events/service';
import { conferenceStmts } from '../../conferencing/service';
import { hostBookingTools, hostBookingToolsRead, type HostBookingTools } from '../../calendars/service';
import { manageToken, meetingEmails, manageUrls, type LinkOrigins } from './notify';
import { publicOriginRead } from '../../scheduler-domain/service';
import { answersInInvitesRead } from '../../meeting-settings/service';
import * as repo from '../repo';
import type { MeetingRow } from '../repo';
import { PlanOutdated, type Booked, type BookingPlan, type Host } from './book-plan';
import { hostsInOrder } from './book-order';
import { checkSlot, slotRead } from './book-slot';
import { claimStmt, createMeetingStmts, isClaimRefused, isSlotTaken, meetingBlock } from './book-stmts';
import { blockOf, keyOf, lostAlready, readMark, takenSinceRead, writing } from './book-inflight';
import { ROUTER_MESSAGES } from '../../../contracts/routers';

const sessionEnded = () => new DomainError('conflict', 'session_ended', ROUTER_MESSAGES.sessionEnded);
const iso = (ms: number) => new Date(ms).toISOString();

/** The prospect-facing answer to a booking, the same for every caller. */
export function bookingDto(
  env: LinkOrigins,
  meeting: Pick<MeetingRow, 'id' | 'startAt' | 'endAt' | 'status'> & Partial<Pick<MeetingRow, 'conferenceUrl' | 'conferenceProvider'>>,
  token: string,
  extra: { hostName: string; meetingName: string; redirectUrl: string | null },
): BookingDto {
  const join = { joinUrl: meeting.conferenceUrl ?? null, joinPending: !!meeting.conferenceProvider && !meeting.conferenceUrl };
  return {
    id: meeting.id,
    start: iso(meeting.startAt),
    end: iso(meeting.endAt),
    status: meeting.status,
    ...extra,
    ...manageUrls(env, meeting.id, token),
    ...join,
  };
}

async function newMeeting(env: Env, plan: BookingPlan, host: Host, now: number): Promise<{ meeting: MeetingRow; token: string }> {
  const id = crypto.randomUUID();
  const token = await manageToken(env, id);
  const end = plan.start + plan.type.durationMinutes * 60_000;
  const meeting: MeetingRow = {
    id,
    accountId: plan.accountId,
    meetingTypeId: plan.type.id,
    hostUserId: host.id,
    ownerUserId: plan.organizer?.id ?? host.id,
    title: `${plan.prospect.name} and ${host.name}`,
    startAt: plan.start,
    endAt: end,
    status: 'scheduled',
    source: plan.source,
    linkId: plan.linkId,
    prospectName: plan.prospect.name,
    prospectEmail: plan.prospect.email,
    prospectTimezone: plan.prospect.timezone,
    answers: plan.answers,
    guests: plan.guests,
    utm: plan.utm ?? {},
    notes: plan.notes ?? '',
    location: plan.type.locationType === 'custom' ? plan.type.customLocation : '',
    conferenceUrl: null,
    conferenceProvider: null,
    bufferBeforeMinutes: plan.type.bufferBeforeMinutes,
    bufferAfterMinutes: plan.type.bufferAfterMinutes,
    icsUid: `${id}@routewise`,
    icsSequence: 0,
    manageTokenHash: await sha256(token),
    cancellationReason: null,
    cancelledAt: null,
    reminderSentAt: null,
    bookedByUserId: plan.bookedByUserId,
    teamAccepted: plan.teamAccepted ?? false,
    createdAt: now,
    updatedAt: now,
  };
  return { meeting, token };
}

/** What every attempt of one booking needs beside the slot: its links' origin, the form invites switch, its hosts' tools. */
type BookingContext = { links: LinkOrigins; answersInInvite: boolean; tools: Map<string, HostBookingTools> };

/**
 * Up to how many hosts of a round robin have their tools read before the slot says who is free: a few statements more
 * in the first batch cost less than a round trip after it; a larger group reads the chosen host's after.
 */
const TOOLS_READ_AHEAD = 5;

/** The hosts whose video tool and calendar the booking reads before the slot is checked. */
function hostsKnownAhead(plan: BookingPlan): string[] {
  if (plan.mode === 'all' || plan.hosts.length === 1) return plan.hosts.slice(0, 1).map((h) => h.id);
  return plan.hosts.length <= TOOLS_READ_AHEAD ? plan.hosts.map((h) => h.id) : [];
}

/**
 * The booking context as a read that joins the booking's first batch. The manage links go out on the organization's
 * scheduler domain once verified; the form invites switch is the type's team's, else the organization's; the hosts'
 * video tool and calendar are read when the host is known before the slot is (one host, or all of them), or when a
 * round robin has few enough hosts to read them all.
 */
function contextRead(env: Env, db: Db, plan: BookingPlan): Read<BookingContext> {
  const ahead = hostsKnownAhead(plan);
  return mapRead(
    allOf([
      publicOriginRead(db, env, plan.accountId),
      answersInInvitesRead(db, plan.accountId, plan.type.teamId),
      allOf(ahead.map((id) => hostBookingToolsRead(db, plan.accountId, id, plan.type))),
    ]),
    ([publicOrigin, answersInInvite, tools]) => ({
      links: { APP_URL: env.APP_URL, publicOrigin },
      answersInInvite,
      tools: new Map(ahead.map((id, i) => [id, tools[i]])),
    }),
  );
}

/**
 * The one booking write path. Reads what it decides from in one batch (a stored answer for the key, the slot's
 * calendars, the booking context), checks the slot, ranks the free hosts, then tries them in order; each attempt is
 * ONE D1 batch holding the idempotency answer, the claim on what is booked, the meeting, every participant's block,
 * the e-mails and the caller's own statements. The overlap trigger and the claim's trigger run inside that
 * transaction, so no interleaving double-books a person or books a session twice.
 */
export async function bookMeeting(env: Env, db: Db, plan: BookingPlan, now = Date.now()): Promise<Booked> {
  let mark = readMark();
  // A booking that will most likely lose a race (another booking here already holds this time or this session) reads
  // the booking context only if it wins after all: in a burst for one slot, the losers' reads stay small.
  const likelyLost = lostAlready(db, plan);
  // Bookings of the same slot at the same moment share the slot's statements, and those checking that their plan still
  // holds (readSharing): a burst costs a few round trips.
  const rankRead = plan.mode === 'any' && typeof plan.order !== 'function' && !likelyLost ? plan.order : known(null);
  const [[stored, first, ranking], [members, holds]] = await readSharing(
    db,
    allOf([storedAnswerRead(db, plan.idempotency), likelyLost ? known(null) : contextRead(env, db, plan), rankRead]),
    allOf([slotRead(db, plan, now), plan.stillHolds ?? known(true)]),
  );
  if (stored !== null) return { booking: stored as BookingDto, meeting: null, replayed: true };
  if (!holds) throw new PlanOutdated();
  plan.precheck?.();
  // The key's stored answer and the slot were read in one batch, so one snapshot: had this key's own first attempt
  // taken the slot, its answer would have been read with it and replayed above.
  let checked = checkSlot(plan, members, now);
  const context = first ?? (await runRead(db, contextRead(env, db, plan)));
  const byId = new Map(plan.hosts.map((h) => [h.id, h]));
  const counts = plan.joining
    ? await repo.joinCounts(
        db,
        plan.accountId,
        plan.joining.needs.groups.map((g) => g.groupId),
      )
    : new Map();
  // A member who joins can be taken by a racing booking for any host; each round then looks again.
  for (let round = 0; round < (plan.joining ? 4 : 1); round++) {
    if (round > 0) {
      mark = readMark();
      checked = checkSlot(plan, await runRead(db, slotRead(db, plan, now)), now);
    }
    const attempt = await tryHosts(env, db, plan, checked, { byId, counts, context, mark, ranking }, now);
    if (attempt !== 'taken') return attempt;
  }
  const code = plan.conflictCode ?? 'slot_taken';
  throw new DomainError('conflict', code, code === 'slot_conflict' ? BOOKING_MESSAGES.slotConflict : BOOKING_MESSAGES.slotTaken, '/start');
}

/** Tries the free hosts in the plan's order, each with whoever joins it; 'taken' when every attempt lost a race. */
async function tryHosts(
  env: Env,
  db: Db,
  plan: BookingPlan,
  { slot, free }: { slot: Slot; free: Set<string> },
  {
    byId,
    counts,
    context,
    mark,
    ranking,
  }: {
    byId: Map<string, Host>;
    counts: Map<string, Map<string, number>>;
    context: BookingContext;
    mark: number;
    ranking: ((free: string[]) => string[]) | null;
  },
  now: number,
): Promise<Booked | 'taken'> {
  const block = blockOf(plan);
  const key = keyOf(plan);
  const candidates =
    plan.mode === 'all' ? [plan.hosts.map((h) => h.id)] : (await hostsInOrder(db, plan, ranking, slot.memberIds)).map((id) => [id]);
  const { links, answersInInvite, tools } = context;
  for (const ids of candidates) {
    const host = byId.get(ids[0]);
    if (!host) continue;
    const joined = plan.joining ? chooseJoiners(plan.joining.needs, host.id, free, counts) : [];
    if (!joined) continue;
    const person = (id: string) => plan.joining!.people.get(id)!;
    const guests = (plan.joining?.needs.required ?? []).filter((id) => id !== host.id).map(person);
    const joining = [
      ...joined.map((j) => ({ ...person(j.userId), groupId: j.groupId, role: 'member' as const })),
      ...guests.map((g) => ({ ...g, groupId: null, role: 'guest' as const })),
    ];
    const others = [...ids.slice(1).map((id) => byId.get(id)!), ...plan.internalGuests, ...joining];
    const taking = { people: [host.id, ...others.map((p) => p.id)], block, claim: plan.claim?.subjectId ?? null, key };
    // Another booking here took this session or this time after our read: its batch committed, ours would be refused.
    const lost = await takenSinceRead(db, taking, mark);
    if (lost === 'claim') throw sessionEnded();
    if (lost === 'time') {
      if (plan.joining) return 'taken';
      continue;
    }
    const { meeting, token } = await newMeeting(env, plan, host, now);
    // The type's location and the host's tools decide the join link; one from Zoom or Daily is made
    // after this batch commits (conferencing handler), so the invitations wait for it and go out once.
    const { conference, calendarInvites } = tools.get(host.id) ?? (await hostBookingTools(db, plan.accountId, host.id, plan.type));
    Object.assign(meeting, { conferenceUrl: conference.url, conferenceProvider: conference.provider });
    const booking = bookingDto(links, meeting, token, {
      hostName: host.name,
      meetingName: plan.meetingName,
      redirectUrl: plan.redirectUrl,
    });
    const mails = conference.hold
      ? []
      : (
          await meetingEmails({
            env: links,
            kind: 'booked',
            meeting,
            templates: plan.type,
            host: { ...host, calendarInvites },
            organizer: plan.organizer,
            handover: plan.handover,
            participants: others,
            org: plan.org,
            token,
            answersInInvite,
          })
        ).map((m) => prepareEmail(db, { ...m, accountId: plan.accountId }));
    const booked = eventStmt(db, {
      accountId: plan.accountId,
      type: 'meeting.booked',
      subjectId: meeting.id,
      payload: { meetingId: meeting.id, sessionId: plan.claim?.subjectId ?? null },
      occurredAt: now,
    });
    const stmts: Stmt[] = [
      // The key first: a concurrent request with the same key fails here, before touching any calendar.
      ...answerStmts(db, plan.idempotency, booking, now),
      ...(plan.claim ? [claimStmt(db, plan, meeting.id, now)] : []),
      ...createMeetingStmts(db, meeting, [host.id, ...ids.slice(1), ...plan.internalGuests.map((g) => g.id)]),
      ...joining.map((j) =>
        repo.insertParticipantStmt(db, {
          meetingId: meeting.id,
          userId: j.id,
          accountId: meeting.accountId,
          ...meetingBlock(meeting),
          role: j.role,
          active: true,
          groupId: j.groupId,
        }),
      ),
      ...mails.map((m) => m.stmt),
      ...conferenceStmts(db, meeting, conference, now),
      booked.stmt,
      ...(plan.alsoWrite?.(meeting, joined) ?? []),
    ];
    const done = writing(db, taking);
    const result = await orReplay(db, plan.idempotency, async () => {
      try {
        await runBatch(db, stmts);
        done(true);
        return 'committed' as const;
      } catch (e) {
        done(false);
        if (isSlotTaken(e)) return 'taken' as const;
        if (isClaimRefused(e)) throw sessionEnded();
        throw e;
      }
    });
    if (typeof result === 'object') return { booking: result.replayed as BookingDto, meeting: null, replayed: true };
    if (result === 'taken') {
      if (plan.joining) return 'taken';
      continue;
    }
    await Promise.all([dispatch(env, ...mails.map((m) => m.id)), publishEvents(env, [booked.id])]);
    return { booking, meeting, replayed: false, joined };
  }
  return 'taken';
}
