import type { Db } from '../../../db/client';
import { allOf, known, mapRead, runRead, type Read } from '../../../db/batch';
import { defaultAvailability, type Availability } from '../../../contracts/availability';
import type { SlotMember, SlotSettings } from '../../../core/slots/compute-slots';
import { busyOfRows, mergeBusy, type BusyByUser, type BusyQuery } from '../../../integrations/calendar/busy-time';
import { DomainError } from '../../../core/errors';
import { calendarBusyRead } from '../../calendars/service';
import { savedAvailabilitiesRead } from '../../availability/service';
import { teamZoneRead } from '../../teams/service';
import type { MeetingTypeRowForSlots } from '../service';
import * as repo from '../repo';
import { DAY_MS } from '../../../contracts/scheduling-constants';

const MAX_WINDOW_MS = 62 * 86_400_000;
type Member = { id: string; name: string; timezone: string };

/**
 * Busy time for scheduling: our own meetings, plus the members' connected calendars (their busy cache,
 * in the same batch) unless `calendars` is false. A calendar read that fails leaves our own meetings.
 */
function busyRead(db: Db, q: BusyQuery, calendars: boolean): Read<BusyByUser> {
  if (!q.userIds.length) return known(new Map());
  const cal = calendars ? calendarBusyRead(db, q) : known<BusyByUser>(new Map());
  return {
    stmts: [repo.ownBusyStmt(db, q), ...cal.stmts],
    of: async ([own, ...rest]) =>
      mergeBusy(q.userIds, [
        { source: 'own-meetings', answer: { status: 'fulfilled', value: busyOfRows(q.userIds, own as OwnBusyRow[]) } },
        { source: 'calendars', answer: (await Promise.allSettled([cal.of(rest)]))[0] },
      ]),
  };
}
type OwnBusyRow = { userId: string; start: number; end: number };

/** How a booking may bend the members' time (only a relay booker allowed by the relay asks). */
export type SlotMemberOptions = {
  /** One of our meetings left out: rescheduling it must not collide with itself. */
  excludeMeetingId?: string;
  /** false: events in the members' own calendars do not block (a booker overriding them); our own meetings always do. */
  calendars?: boolean;
  /** Every hour of every day counts as available (a booker booking outside the assignee's hours). */
  anyHours?: boolean;
  /**
   * Busy time is read only over this span (a booking checks one start, and nothing further from it can block it);
   * by default the window with a day either side.
   */
  busyWithin?: { from: number; to: number };
};

const ALL_DAY = [{ start: '00:00', end: '24:00' }];
/** Availability with no limits: every day, all day, in a zone. */
export const anyHoursAvailability = (timeZone: string): Availability => ({
  timeZone,
  weekly: Array.from({ length: 7 }, () => ALL_DAY),
  overrides: [],
  vacations: [],
});

/** The meeting type settings the slot engine reads. */
export function settingsOf(type: MeetingTypeRowForSlots): SlotSettings {
  return {
    durationMinutes: type.durationMinutes,
    slotIncrementMinutes: type.slotIncrementMinutes,
    bufferBeforeMinutes: type.bufferBeforeMinutes,
    bufferAfterMinutes: type.bufferAfterMinutes,
    earliestSlotMinutes: type.earliestSlotMinutes,
    bookingWindowDays: type.bookingWindowDays,
    bookingWindowKind: type.bookingWindowKind,
    eventDates: type.kind === 'event' ? type.eventDates.map((d) => d.date) : undefined,
  };
}

const NONE = known(new Map<string, Availability>());

/**
 * Whose hours count: each member's own, the team's for everyone, or the type's recurring or event schedule.
 * Every source is read in one batch (a recurring type without its schedule falls back to the team's or the
 * members'), so the slot path pays one round trip whatever the type.
 */
function availabilityRead(db: Db, accountId: string, type: MeetingTypeRowForSlots, members: Member[]): Read<Map<string, Availability>> {
  const same = (a: Availability) => new Map(members.map((m) => [m.id, a]));
  const teamId = type.teamId && (type.kind === 'event' || type.availabilitySource === 'team') ? type.teamId : null;
  const reads = allOf([
    teamId ? teamZoneRead(db, accountId, teamId) : known<string | null>(null),
    type.kind === 'event'
      ? NONE
      : savedAvailabilitiesRead(
          db,
          accountId,
          'user',
          members.map((m) => m.id),
        ),
    type.availabilitySource === 'recurring' || type.kind === 'recurring'
      ? savedAvailabilitiesRead(db, accountId, 'meeting_type', [type.id])
      : NONE,
    teamId && type.availabilitySource === 'team' ? savedAvailabilitiesRead(db, accountId, 'team', [teamId]) : NONE,
  ]);
  return mapRead(reads, ([zone, own, recurring, team]) => {
    if (type.kind === 'event')
      return same({
        timeZone: zone ?? members[0]?.timezone ?? 'UTC',
        weekly: [[], [], [], [], [], [], []],
        overrides: type.eventDates,
        vacations: [],
      });
    const schedule = recurring.get(type.id);
    if (schedule) return same(schedule);
    if (teamId && type.availabilitySource === 'team' && zone) return same(team.get(teamId) ?? defaultAvailability(zone));
    return new Map(members.map((m) => [m.id, own.get(m.id) ?? defaultAvailability(m.timezone)]));
  });
}

/** Fetch-then-decide, step one: every member's availability and busy time around a window, in one round trip. */
export function slotMembersRead(
  db: Db,
  accountId: string,
  type: MeetingTypeRowForSlots,
  members: Member[],
  from: number,
  to: number,
  opts: SlotMemberOptions = {},
): Read<SlotMember[]> {
  const userIds = members.map((m) => m.id);
  const hours = opts.anyHours
    ? known(new Map(members.map((m) => [m.id, anyHoursAvailability(m.timezone)])))
    : availabilityRead(db, accountId, type, members);
  const span = opts.busyWithin ?? { from: from - DAY_MS, to: to + DAY_MS };
  const busy = busyRead(db, { accountId, userIds, ...span, excludeMeetingId: opts.excludeMeetingId }, opts.calendars ?? true);
  const read = mapRead(allOf([hours, busy]), ([availability, busyByUser]) =>
    members.map((m) => ({ id: m.id, availability: availability.get(m.id)!, busy: busyByUser.get(m.id) ?? [] })),
  );
  // Everything the statements above are built from (the members' zones and names only shape the answer).
  const { kind, availabilitySource, teamId } = type;
  const built = [
    accountId,
    type.id,
    kind,
    availabilitySource,
    teamId,
    userIds,
    from,
    to,
    opts.excludeMeetingId,
    opts.calendars,
    opts.anyHours,
    opts.busyWithin?.from,
    opts.busyWithin?.to,
  ];
  return { ...read, key: JSON.stringify(['slot members', ...built]) };
}

export const slotMembersFor = (...args: Parameters<typeof slotMembersRead>): Promise<SlotMember[]> =>
  runRead(args[0], slotMembersRead(...args));

/** Checks a requested window: ordered, at most 62 days. */
export function checkWindow(fromIso: string, toIso: string) {
  const from = Date.parse(fromIso);
  const to = Date.parse(toIso);
  if (!(to > from))
    throw new DomainError('invalid', 'invalid', 'to must be after from', undefined, [
      { code: 'invalid', detail: 'to must be after from', source: { parameter: 'to' } },
    ]);
  if (to - from > MAX_WINDOW_MS) throw new DomainError('invalid', 'invalid', 'The window can be at most 62 days');
  return { from, to };
}
