import type { Db } from '../../../db/client';
import type { Availability } from '../../../contracts/availability';
import type { SlotMember, SlotSettings } from '../../../core/slots/compute-slots';
import { CompositeBusySource, OwnMeetingsBusySource, type BusyTimeSource } from '../../../integrations/calendar/busy-time';
import { DomainError } from '../../../core/errors';
import { calendarBusySource } from '../../calendars/service';
import { availabilityOfMembers, recurringAvailability, savedTeamAvailability } from '../../availability/service';
import { teamZone } from '../../teams/service';
import type { MeetingTypeRowForSlots } from '../service';
import * as repo from '../repo';

const MAX_WINDOW_MS = 62 * 86_400_000;
const DAY_MS = 86_400_000;
type Member = { id: string; name: string; timezone: string };

/**
 * Busy time for scheduling: our own meetings, plus the members' connected calendars (their busy cache,
 * queried side by side) unless `calendars` is false.
 */
export function busySourceFor(db: Db, calendars = true): BusyTimeSource {
  const own = new OwnMeetingsBusySource(repo.ownBusy(db));
  return calendars ? new CompositeBusySource([own, calendarBusySource(db)]) : own;
}

/** How a booking may bend the members' time (only a relay booker allowed by the relay asks). */
export type SlotMemberOptions = {
  /** One of our meetings left out: rescheduling it must not collide with itself. */
  excludeMeetingId?: string;
  /** false: events in the members' own calendars do not block (a booker overriding them); our own meetings always do. */
  calendars?: boolean;
  /** Every hour of every day counts as available (a booker booking outside the assignee's hours). */
  anyHours?: boolean;
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

/** Whose hours count: each member's own, the team's for everyone, or the type's recurring or event schedule. */
async function availabilityFor(
  db: Db,
  accountId: string,
  type: MeetingTypeRowForSlots,
  members: Member[],
): Promise<Map<string, Availability>> {
  const same = (a: Availability) => new Map(members.map((m) => [m.id, a]));
  const zone = type.teamId ? await teamZone(db, accountId, type.teamId) : null;
  if (type.kind === 'event') {
    return same({
      timeZone: zone ?? members[0]?.timezone ?? 'UTC',
      weekly: [[], [], [], [], [], [], []],
      overrides: type.eventDates,
      vacations: [],
    });
  }
  if (type.availabilitySource === 'recurring' || type.kind === 'recurring') {
    const recurring = await recurringAvailability(db, accountId, type.id);
    if (recurring) return same(recurring);
  }
  if (type.availabilitySource === 'team' && type.teamId && zone) return same(await savedTeamAvailability(db, accountId, type.teamId, zone));
  return availabilityOfMembers(db, accountId, members);
}

/** Fetch-then-decide, step one: every member's availability and busy time around a window. */
export async function slotMembersFor(
  db: Db,
  accountId: string,
  type: MeetingTypeRowForSlots,
  members: Member[],
  from: number,
  to: number,
  opts: SlotMemberOptions = {},
): Promise<SlotMember[]> {
  const [availability, busy] = await Promise.all([
    opts.anyHours ? new Map(members.map((m) => [m.id, anyHoursAvailability(m.timezone)])) : availabilityFor(db, accountId, type, members),
    busySourceFor(db, opts.calendars ?? true).busy({
      accountId,
      userIds: members.map((m) => m.id),
      from: from - DAY_MS,
      to: to + DAY_MS,
      excludeMeetingId: opts.excludeMeetingId,
    }),
  ]);
  return members.map((m) => ({ id: m.id, availability: availability.get(m.id)!, busy: busy.get(m.id) ?? [] }));
}

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
