import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import type { SlotPreviewDto } from '../../contracts/meeting-types';
import type { Availability } from '../../contracts/availability';
import { computeSlots, type SlotMember } from '../../core/slots/compute-slots';
import { groupSlotsByDay } from '../../core/slots/group-slots';
import { CompositeBusySource, OwnMeetingsBusySource, type BusyTimeSource } from '../../integrations/calendar/busy-time';
import { ApiError } from '../../http/errors';
import { availabilityOfMembers, recurringAvailability, savedTeamAvailability } from '../availability/service';
import { getTeam } from '../teams/service';
import { loadMeetingType } from './service';
import * as repo from './repo';

const MAX_WINDOW_MS = 62 * 86_400_000;

/** Busy time for scheduling: our own meetings, plus connected calendars as they are added. */
export function busySourceFor(db: Db): BusyTimeSource {
  return new CompositeBusySource([new OwnMeetingsBusySource(repo.ownBusy(db))]);
}

/**
 * Fetch-then-decide: loads the meeting type, its members' availability per the type's source and their
 * busy time, then hands everything to the pure slot engine.
 */
export async function previewSlots(
  db: Db,
  caller: Caller,
  id: string,
  q: { from: string; to: string; timezone: string; mode: 'any' | 'all' },
  now = Date.now(),
): Promise<SlotPreviewDto> {
  const from = Date.parse(q.from);
  const to = Date.parse(q.to);
  if (!(to > from)) throw new ApiError(422, 'invalid', 'to must be after from', undefined, [{ status: '422', code: 'invalid', detail: 'to must be after from', source: { parameter: 'to' } }]);
  if (to - from > MAX_WINDOW_MS) throw new ApiError(422, 'invalid', 'The window can be at most 62 days');
  const type = await loadMeetingType(db, caller, id);
  const members = await repo.membersOf(db, caller.accountId, id);
  const availability = await availabilityFor(db, caller, type, members);
  const busy = await busySourceFor(db).busy({ accountId: caller.accountId, userIds: members.map((m) => m.id), from: from - 86_400_000, to: to + 86_400_000 });
  const slotMembers: SlotMember[] = members.map((m) => ({ id: m.id, availability: availability.get(m.id)!, busy: busy.get(m.id) ?? [] }));
  const slots = slotMembers.length
    ? computeSlots({
        settings: {
          durationMinutes: type.durationMinutes,
          slotIncrementMinutes: type.slotIncrementMinutes,
          bufferBeforeMinutes: type.bufferBeforeMinutes,
          bufferAfterMinutes: type.bufferAfterMinutes,
          earliestSlotMinutes: type.earliestSlotMinutes,
          bookingWindowDays: type.bookingWindowDays,
          bookingWindowKind: type.bookingWindowKind,
          eventDates: type.kind === 'event' ? type.eventDates.map((d) => d.date) : undefined,
        },
        members: slotMembers,
        mode: q.mode,
        now,
        window: { from, to },
        dayZone: q.timezone,
      })
    : [];
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    timezone: q.timezone,
    mode: q.mode,
    members: members.map((m) => ({ id: m.id, name: m.name })),
    slotCount: slots.length,
    days: groupSlotsByDay(slots, q.timezone).map((d) => ({ date: d.date, slots: d.slots.map((s) => ({ start: iso(s.start), end: iso(s.end), memberIds: s.memberIds })) })),
  };
}

/** Whose hours count: each member's own, the team's for everyone, or the type's recurring or event schedule. */
async function availabilityFor(
  db: Db,
  caller: Caller,
  type: Awaited<ReturnType<typeof loadMeetingType>>,
  members: { id: string; timezone: string }[],
): Promise<Map<string, Availability>> {
  const same = (a: Availability) => new Map(members.map((m) => [m.id, a]));
  if (type.kind === 'event') {
    const zone = type.teamId ? (await getTeam(db, caller, type.teamId)).timezone : (members[0]?.timezone ?? 'UTC');
    return same({ timeZone: zone, weekly: [[], [], [], [], [], [], []], overrides: type.eventDates, vacations: [] });
  }
  if (type.availabilitySource === 'recurring' || type.kind === 'recurring') {
    const recurring = await recurringAvailability(db, caller.accountId, type.id);
    if (recurring) return same(recurring);
  }
  if (type.availabilitySource === 'team' && type.teamId) {
    const team = await getTeam(db, caller, type.teamId);
    return same(await savedTeamAvailability(db, caller.accountId, team.id, team.timezone));
  }
  return availabilityOfMembers(db, caller.accountId, members);
}
