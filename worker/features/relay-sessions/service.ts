import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import type { IdempotencyRecord } from '../../contracts/idempotency';
import { isBookerSource, RELAY_MESSAGES } from '../../contracts/relay';
import type { RelayBend, RelayBook, RelaySessionDto, RelaySessionStart, RelaySlotDto } from '../../contracts/relay-sessions';
import { presentUtm, type UtmValues } from '../../contracts/utm-params';
import { DomainError, notFound } from '../../core/errors';
import { namesByIds } from '../members/service';
import { meetingTypeForBooking } from '../meeting-types/service';
import { canBook, findAnyRelay, findLiveRelay } from '../relay-routers/service';
import { unwrap } from '../../core/relay/outcome';
import type { OpenCommand, RelayState } from '../../core/relay/state';
import { NO_BEND } from './parts/slots';
import { liveLink } from './parts/links';
import * as repo from './repo';

export { createDedicatedLink, publicLink as publicRelayLink } from './parts/links';

/** The organization a relay, pod or dedicated link belongs to (any link, open or not: its pages answer 404 themselves). */
export const accountOfRelayLink = async (db: Db, token: string) => (await repo.findLink(db, token))?.accountId ?? null;
export { performRelayEffect } from './parts/effects';

/** The session's object: one per session id. */
export const relaySessionOf = (env: Env, sessionId: string) => env.RELAY_SESSION.get(env.RELAY_SESSION.idFromName(sessionId));

const noPermission = () => new DomainError('forbidden', 'no_booker_permission', RELAY_MESSAGES.noPermission);

/** The session's row, only within the caller's organization (another's looks missing). */
async function ownRow(db: Db, accountId: string, id: string) {
  const s = await repo.findSession(db, id);
  if (!s || s.accountId !== accountId) throw notFound('Relay session');
  return s;
}

/**
 * The id a new session opens under: the client's own (so a retried start finds its session) unless another
 * organization's session has it, or a fresh one.
 */
async function sessionIdOf(db: Db, asked: string | undefined, accountId: string) {
  const sessionId = asked ?? crypto.randomUUID();
  const existing = await repo.findSession(db, sessionId);
  if (existing && existing.accountId !== accountId) throw notFound('Relay session');
  return sessionId;
}

/** What the booker's page shows: the stored decision joined with the object's live state. */
export async function sessionDto(db: Db, st: RelayState): Promise<RelaySessionDto> {
  const s = await repo.findSession(db, st.sessionId);
  if (!s) throw notFound('Relay session');
  const [relay, names, typeInfo] = await Promise.all([
    s.routerId ? findAnyRelay(db, s.accountId, s.routerId) : undefined,
    namesByIds(db, s.accountId, [...s.candidateUserIds, ...(s.assigneeUserId ? [s.assigneeUserId] : [])]),
    s.meetingTypeId ? meetingTypeForBooking(db, s.accountId, s.meetingTypeId) : null,
  ]);
  const type = typeInfo ? { id: typeInfo.type.id, name: typeInfo.type.name, durationMinutes: typeInfo.type.durationMinutes } : null;
  const f = relay?.flags;
  const assignee: RelaySessionDto['assignee'] =
    s.assigneeUserId && s.assigneeState !== 'team_slots_shown'
      ? { kind: 'user', userId: s.assigneeUserId, name: names.get(s.assigneeUserId) ?? '' }
      : s.podId
        ? { kind: 'pod', podId: s.podId, name: s.viaName ?? '', memberCount: s.candidateUserIds.length }
        : null;
  return {
    id: s.id,
    relayId: s.routerId ?? '',
    relayName: s.routerName,
    status: st.status,
    source: st.source,
    prospect: { name: s.prospectName, email: s.prospectEmail, timezone: st.timezone },
    assignee,
    via: s.via,
    viaName: s.viaName,
    meetingType: type,
    hold: st.hold,
    booking: st.booking
      ? { meetingId: st.booking.meetingId, start: st.booking.start, end: st.booking.end, hostName: st.booking.hostName }
      : null,
    expiresAt: new Date(st.expiresAt).toISOString(),
    reason: s.outcomeReason,
    permissions: {
      overrideEvents: !!f?.overrideBookerSlots,
      outsideAvailability: !!f?.allowAssigneeSlotOverride,
      podOverride: !!f?.allowPodOverride,
      roundRobinOverride: !!(f?.allowRoundRobinOverride || f?.assignToSpecificMember),
    },
    // A booker stays in the app (or the extension); only a prospect on a link is sent on.
    redirects: relay && f?.overrideRedirectUrls && !isBookerSource(st.source) ? relay.redirects : null,
  };
}

/**
 * POST /api/relay-sessions: a booker hands a prospect over. Refused with the spec's no-permission
 * message unless the caller has booker permission and is one of this relay's bookers; the pod and the
 * assignee may be chosen only where the relay allows it.
 */
export async function startSession(env: Env, db: Db, caller: Caller, input: RelaySessionStart, now = Date.now()) {
  const relay = await findLiveRelay(db, caller.accountId, input.relayId);
  if (!relay) throw notFound('Relay');
  if (!canBook(caller, relay)) throw noPermission();
  if (input.podId && !relay.flags.allowPodOverride)
    throw new DomainError('forbidden', 'forbidden', RELAY_MESSAGES.podOverrideNotAllowed, '/podId');
  if (input.assigneeUserId && !(relay.flags.allowRoundRobinOverride || relay.flags.assignToSpecificMember))
    throw new DomainError('forbidden', 'forbidden', RELAY_MESSAGES.assigneeOverrideNotAllowed, '/assigneeUserId');
  const meetingTypeId = input.meetingTypeId && input.meetingTypeId !== relay.meetingTypeId ? input.meetingTypeId : undefined;
  if (meetingTypeId && !relay.flags.overrideMeetingType)
    throw new DomainError('forbidden', 'forbidden', RELAY_MESSAGES.meetingTypeOverrideNotAllowed, '/meetingTypeId');
  const sessionId = await sessionIdOf(db, input.sessionId, caller.accountId);
  const cmd: OpenCommand = {
    sessionId,
    accountId: caller.accountId,
    relayId: relay.id,
    source: input.source,
    bookerUserId: caller.userId,
    prospect: { name: input.prospectName, email: input.prospectEmail.toLowerCase(), timezone: input.timezone },
    recipient: input.recipient,
    answers: input.answers,
    podId: input.podId,
    assigneeUserId: input.assigneeUserId,
    meetingTypeId,
    utm: presentUtm(input.utm),
    now,
  };
  return sessionDto(db, unwrap(await relaySessionOf(env, sessionId).open(cmd)));
}

export async function getSession(env: Env, db: Db, caller: Caller, id: string) {
  await ownRow(db, caller.accountId, id);
  return sessionDto(db, unwrap(await relaySessionOf(env, id).view(caller.userId)));
}

/** The relay of a caller's session (its flags say what a booker may bend). */
async function relayOf(db: Db, accountId: string, id: string) {
  const s = await ownRow(db, accountId, id);
  return s.routerId ? findAnyRelay(db, s.accountId, s.routerId) : undefined;
}

/**
 * A booker's bend, refused with the spec's wording where the relay does not allow it. Most holds and
 * bookings ask for none: then only the session's organization is checked, without reading the relay.
 */
async function allowedBend(db: Db, accountId: string, id: string, asked: RelayBend): Promise<RelayBend> {
  if (!asked.overrideEvents && !asked.outsideHours) {
    await ownRow(db, accountId, id);
    return NO_BEND;
  }
  const relay = await relayOf(db, accountId, id);
  if (asked.overrideEvents && !relay?.flags.overrideBookerSlots)
    throw new DomainError('forbidden', 'forbidden', RELAY_MESSAGES.overrideEventsNotAllowed, '/overrideEvents');
  if (asked.outsideHours && !relay?.flags.allowAssigneeSlotOverride)
    throw new DomainError('forbidden', 'forbidden', RELAY_MESSAGES.outsideHoursNotAllowed, '/outsideHours');
  return { overrideEvents: asked.overrideEvents, outsideHours: asked.outsideHours };
}

/** Slots; a bend the relay does not allow is quietly not applied (the page only offers what is allowed). */
export async function sessionSlots(
  env: Env,
  db: Db,
  caller: Caller,
  id: string,
  q: { from: string; to: string; timezone: string; override: string; outside: string },
  now = Date.now(),
): Promise<RelaySlotDto[]> {
  const relay = await relayOf(db, caller.accountId, id);
  const bend = {
    overrideEvents: q.override === 'true' && !!relay?.flags.overrideBookerSlots,
    outsideHours: q.outside === 'true' && !!relay?.flags.allowAssigneeSlotOverride,
  };
  return unwrap(await relaySessionOf(env, id).slots(caller.userId, { from: q.from, to: q.to, timezone: q.timezone, bend }, now));
}

export async function holdSessionSlot(
  env: Env,
  db: Db,
  caller: Caller,
  id: string,
  input: { start: string } & RelayBend,
  now = Date.now(),
) {
  const bend = await allowedBend(db, caller.accountId, id, input);
  return sessionDto(db, unwrap(await relaySessionOf(env, id).hold(caller.userId, input.start, now, bend)));
}

export async function bookSessionSlot(
  env: Env,
  db: Db,
  caller: Caller,
  id: string,
  input: RelayBook,
  idempotency: IdempotencyRecord | null,
  now = Date.now(),
) {
  const bend = await allowedBend(db, caller.accountId, id, input);
  return sessionDto(db, unwrap(await relaySessionOf(env, id).book(caller.userId, { ...input, ...bend, idempotency }, now)));
}

// ---------------------------------------------------------------------------------------------------
// The same machinery for a prospect on a relay, pod or dedicated link (no signed-in caller)

export async function linkSessionSlots(
  env: Env,
  db: Db,
  id: string,
  q: { from: string; to: string; timezone: string },
  now = Date.now(),
): Promise<RelaySlotDto[]> {
  const s = await repo.findSession(db, id);
  if (!s || s.bookedByUserId !== null) throw notFound('Relay session');
  return unwrap(await relaySessionOf(env, id).slots(null, { ...q, bend: NO_BEND }, now));
}

export async function bookLinkSession(
  env: Env,
  db: Db,
  id: string,
  start: string,
  idempotency: IdempotencyRecord | null,
  now = Date.now(),
) {
  const s = await repo.findSession(db, id);
  if (!s || s.bookedByUserId !== null) throw notFound('Relay session');
  return sessionDto(
    db,
    unwrap(await relaySessionOf(env, id).book(null, { start, guests: [], internalGuestIds: [], notes: '', ...NO_BEND, idempotency }, now)),
  );
}

/**
 * A prospect starts a session from a link, through the same session object a booker uses: a rep's
 * relay link shows that rep, a pod link the pod (the relay's link round robin), a dedicated link runs
 * the relay's matching for its prospect. The log records relay_link or pod_link.
 */
export async function startFromLink(
  env: Env,
  db: Db,
  token: string,
  input: { sessionId?: string; name?: string; email?: string; timezone: string; utm?: UtmValues },
  now = Date.now(),
) {
  const { link, relay } = await liveLink(db, token);
  const name = link.kind === 'dedicated' ? link.prospectName : input.name;
  const email = link.kind === 'dedicated' ? link.prospectEmail : input.email?.toLowerCase();
  if (!name) throw new DomainError('invalid', 'invalid', 'Name is a required field', '/name');
  if (!email) throw new DomainError('invalid', 'invalid', 'Email is a required field', '/email');
  const sessionId = await sessionIdOf(db, input.sessionId, link.accountId);
  const cmd: OpenCommand = {
    sessionId,
    accountId: link.accountId,
    relayId: relay.id,
    source: link.kind === 'pod' ? 'pod_link' : 'relay_link',
    bookerUserId: null,
    prospect: { name, email, timezone: input.timezone },
    recipient: '',
    answers: {},
    podId: link.kind === 'pod' ? (link.podId ?? undefined) : undefined,
    assigneeUserId: link.kind === 'relay' ? (link.userId ?? undefined) : undefined,
    linkId: link.id,
    utm: presentUtm(input.utm),
    now,
  };
  return sessionDto(db, unwrap(await relaySessionOf(env, sessionId).open(cmd)));
}
