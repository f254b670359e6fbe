import { runBatch, type Key } from '../../db/batch';
import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import type { MeetingTypeDto, MeetingTypeSummaryDto, MeetingTypeValues, SlotPreviewDto } from '../../contracts/meeting-types';
import { MEETING_TYPE_MESSAGES } from '../../contracts/meeting-types';
import { datesOverlap, meetingTypeStatus } from '../../core/meeting-types/event-status';
import { DomainError, notFound } from '../../core/errors';
import { computeSlots } from '../../core/slots/compute-slots';
import { groupSlotsByDay } from '../../core/slots/group-slots';
import { recurringAvailability, recurringAvailabilityStmt } from '../availability/service';
import { accountById } from '../auth/service';
import { getTeam } from '../teams/service';
import * as repo from './repo';
import { checkWindow, settingsOf, slotMembersFor } from './parts/slots';

export { anyHoursAvailability, checkWindow, settingsOf, slotMembersFor, slotMembersRead, type SlotMemberOptions } from './parts/slots';

async function orgZone(db: Db, accountId: string) {
  return (await accountById(db, accountId))?.defaultTimezone ?? 'UTC';
}

export async function listMeetingTypes(db: Db, caller: Caller): Promise<MeetingTypeSummaryDto[]> {
  const [rows, counts, zone] = await Promise.all([
    repo.listMeetingTypes(db, caller.accountId),
    repo.memberCounts(db, caller.accountId),
    orgZone(db, caller.accountId),
  ]);
  const now = Date.now();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    durationMinutes: r.durationMinutes,
    color: r.color,
    locationType: r.locationType,
    memberCount: counts.get(r.id) ?? 0,
    status: meetingTypeStatus(r.kind, r.eventDates, now, zone),
    updatedAt: new Date(r.updatedAt).toISOString(),
  }));
}

export type MeetingTypeRowForSlots = repo.MeetingTypeRow;

export async function loadMeetingType(db: Db, caller: Caller, id: string) {
  const row = await repo.findMeetingType(db, caller.accountId, id);
  if (!row) throw notFound('Meeting type');
  return row;
}

export async function getMeetingType(db: Db, caller: Caller, id: string): Promise<MeetingTypeDto> {
  const row = await loadMeetingType(db, caller, id);
  const [members, recurring, zone] = await Promise.all([
    repo.membersOf(db, caller.accountId, id),
    recurringAvailability(db, caller.accountId, id),
    orgZone(db, caller.accountId),
  ]);
  const { accountId: _a, createdBy: _c, createdAt, updatedAt, deletedAt: _d, linkOnly: _l, videoTool, ...fields } = row;
  return {
    ...fields,
    videoTool: videoTool as MeetingTypeDto['videoTool'],
    language: 'en',
    memberIds: members.map((m) => m.id),
    members: members.map(({ id: mid, name, email }) => ({ id: mid, name, email })),
    recurringAvailability: recurring,
    status: meetingTypeStatus(row.kind, row.eventDates, Date.now(), zone),
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
  };
}

/**
 * Checks what the schema cannot: members belong to the organization, the team exists, and no member
 * of an event is already in another event on one of the same dates.
 */
async function checkReferences(db: Db, caller: Caller, id: string | null, input: MeetingTypeValues) {
  const memberIds = [...new Set(input.memberIds)];
  const members = await repo.activeMembersIn(db, caller.accountId, memberIds);
  if (members.length !== memberIds.length) throw new DomainError('invalid', 'invalid', MEETING_TYPE_MESSAGES.membersRequired, '/memberIds');
  if (input.teamId)
    await getTeam(db, caller, input.teamId).catch(() => {
      throw new DomainError('invalid', 'invalid', MEETING_TYPE_MESSAGES.teamRequired, '/teamId');
    });
  if (input.kind === 'event') {
    const names = new Map(members.map((m) => [m.id, m.name]));
    for (const other of await repo.otherEventsWithMembers(db, caller.accountId, id, memberIds)) {
      if (datesOverlap(input.eventDates, other.eventDates)) {
        throw new DomainError(
          'invalid',
          'member_conflict',
          MEETING_TYPE_MESSAGES.memberConflict(names.get(other.userId) ?? 'A member', other.name),
          '/memberIds',
        );
      }
    }
  }
  return memberIds;
}

function columns(input: MeetingTypeValues) {
  const { memberIds: _m, recurringAvailability: _r, ...rest } = input;
  return {
    ...rest,
    teamId: input.availabilitySource === 'team' ? input.teamId : (input.teamId ?? null),
    eventDates: input.kind === 'event' ? input.eventDates : [],
    customLocation: input.locationType === 'custom' ? input.customLocation : '',
  };
}

export async function createMeetingType(db: Db, caller: Caller, input: MeetingTypeValues, options: { linkOnly?: boolean } = {}) {
  const memberIds = await checkReferences(db, caller, null, input);
  const id = crypto.randomUUID();
  const now = Date.now();
  await runBatch(db, [
    repo.insertMeetingTypeStmt(db, {
      id,
      accountId: caller.accountId,
      ...columns(input),
      linkOnly: options.linkOnly ?? false,
      createdBy: caller.userId,
      createdAt: now,
      updatedAt: now,
    }),
    ...membersAndAvailabilityStmts(db, caller, id, input, memberIds),
  ]);
  return getMeetingType(db, caller, id);
}

/** A saved type's members and its recurring availability (kept only when the type or its availability is recurring). */
const membersAndAvailabilityStmts = (db: Db, caller: Caller, id: string, input: MeetingTypeValues, memberIds: string[]) => [
  ...repo.replaceMembersStmts(db, caller.accountId, id, memberIds),
  recurringAvailabilityStmt(
    db,
    caller.accountId,
    id,
    input.kind === 'recurring' || input.availabilitySource === 'recurring' ? input.recurringAvailability : null,
  ),
];

export async function updateMeetingType(db: Db, caller: Caller, id: string, input: MeetingTypeValues) {
  await loadMeetingType(db, caller, id);
  const memberIds = await checkReferences(db, caller, id, input);
  await runBatch(db, [
    repo.updateMeetingTypeStmt(db, caller.accountId, id, { ...columns(input), updatedAt: Date.now() }),
    ...membersAndAvailabilityStmts(db, caller, id, input, memberIds),
  ]);
  return getMeetingType(db, caller, id);
}

/** Soft delete: booked meetings keep pointing at the type they were booked with. */
export async function deleteMeetingType(db: Db, caller: Caller, id: string) {
  await loadMeetingType(db, caller, id);
  await repo.updateMeetingTypeStmt(db, caller.accountId, id, { deletedAt: Date.now() }).run();
}

/**
 * Duplicates a meeting type with its members and settings. An event's copy would put the same members
 * in two events on the same dates, so events are copied through the editor, with new dates.
 */
export async function cloneMeetingType(db: Db, caller: Caller, id: string) {
  const source = await getMeetingType(db, caller, id);
  if (source.kind === 'event') {
    throw new DomainError(
      'invalid',
      'event_needs_dates',
      'Choose new dates for the copy: members cannot be in two events on the same dates',
      '/eventDates',
    );
  }
  const { id: _i, status: _s, members: _m, createdAt: _c, updatedAt: _u, ...values } = source;
  return createMeetingType(db, caller, { ...values, name: `Copy of ${source.name}`.slice(0, 120) });
}

/**
 * For a meeting link: a live meeting type by id within one organization, without its members (the link names its
 * hosts), as a statement for the link's batch; its result is a list of at most one row.
 */
export const meetingTypeOfLinkStmt = (db: Db, accountId: Key, id: Key) => repo.meetingTypeStmt(db, accountId, id);

/** For public booking: a live meeting type and its active members, by id within one organization. */
export async function meetingTypeForBooking(db: Db, accountId: string, id: string) {
  const row = await repo.findMeetingType(db, accountId, id);
  if (!row) return null;
  return { type: row, members: await repo.membersOf(db, accountId, id) };
}

/** The authenticated availability view of a meeting type. */
export async function previewSlots(
  db: Db,
  caller: Caller,
  id: string,
  q: { from: string; to: string; timezone: string; mode: 'any' | 'all' },
  now = Date.now(),
): Promise<SlotPreviewDto> {
  const { from, to } = checkWindow(q.from, q.to);
  const type = await loadMeetingType(db, caller, id);
  const members = await repo.membersOf(db, caller.accountId, id);
  const slotMembers = await slotMembersFor(db, caller.accountId, type, members, from, to);
  const slots = slotMembers.length
    ? computeSlots({ settings: settingsOf(type), members: slotMembers, mode: q.mode, now, window: { from, to }, dayZone: q.timezone })
    : [];
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    timezone: q.timezone,
    mode: q.mode,
    members: members.map((m) => ({ id: m.id, name: m.name })),
    slotCount: slots.length,
    days: groupSlotsByDay(slots, q.timezone).map((d) => ({
      date: d.date,
      slots: d.slots.map((s) => ({ start: iso(s.start), end: iso(s.end), memberIds: s.memberIds })),
    })),
  };
}

/**
 * For Settings -> Meeting: the statement that gives every type following the meeting window the values it
 * follows now (its team's own, else the organization's); with `teamId`, only that team's types.
 */
export function followOrgWindowStmt(db: Db, accountId: string, teamId?: string) {
  return repo.followOrgWindowStmt(db, accountId, teamId);
}
