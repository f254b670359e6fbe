import * as v from 'valibot';
import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import { BOOKING_MESSAGES } from '../../contracts/booking';
import type { bookOnBehalfSchema } from '../../contracts/meetings';
import { computeSlots } from '../../core/slots/compute-slots';
import { DomainError } from '../../core/errors';
import { accountById } from '../auth/service';
import { peopleByIds } from '../members/service';
import { meetingTypeForBooking } from '../meeting-types/service';
import { settingsOf, slotMembersFor } from '../meeting-types/slots';
import { scheduleMeeting } from './schedule';
import * as repo from './repo';

const DAY_MS = 86_400_000;

/**
 * /book/meetings/new: a member books a prospect with one of the type's members (or whoever is free,
 * fewest meetings first), internal guests included in the free-time check.
 */
export async function bookOnBehalf(env: Env, db: Db, caller: Caller, input: v.InferOutput<typeof bookOnBehalfSchema>, now = Date.now()) {
  const info = await meetingTypeForBooking(db, caller.accountId, input.meetingTypeId);
  if (!info) throw new DomainError('invalid', 'invalid', 'Select a meeting type', '/meetingTypeId');
  const hosts = input.hostUserId ? info.members.filter((m) => m.id === input.hostUserId) : info.members;
  if (!hosts.length) throw new DomainError('invalid', 'invalid', 'Select a member of this meeting type', '/hostUserId');
  const guestIds = [...new Set(input.internalGuestIds)].filter((id) => !hosts.some((h) => h.id === id));
  const people = await peopleByIds(db, caller.accountId, [...hosts.map((h) => h.id), ...guestIds]);
  if (guestIds.some((id) => !people.has(id))) throw new DomainError('invalid', 'invalid', 'Select valid team members', '/internalGuestIds');
  const start = Date.parse(input.start);
  const slotMembers = await slotMembersFor(db, caller.accountId, info.type, hosts, start - DAY_MS, start + DAY_MS);
  const slot = computeSlots({ settings: { ...settingsOf(info.type), earliestSlotMinutes: 0 }, members: slotMembers, mode: 'any', now, window: { from: start - DAY_MS, to: start + DAY_MS } }).find((s) => s.start === start);
  if (!slot) throw new DomainError('conflict', 'slot_taken', BOOKING_MESSAGES.slotConflict, '/start');
  const counts = await repo.hostedCounts(db, caller.accountId, slot.memberIds, now - 28 * DAY_MS);
  const ordered = [...slot.memberIds].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0));
  const org = await accountById(db, caller.accountId);
  const result = await scheduleMeeting(env, db, {
    accountId: caller.accountId,
    org: org?.company ?? '',
    meetingTypeId: info.type.id,
    linkId: null,
    source: 'booked_by_member',
    start,
    end: start + info.type.durationMinutes * 60_000,
    bufferBeforeMinutes: info.type.bufferBeforeMinutes,
    bufferAfterMinutes: info.type.bufferAfterMinutes,
    candidates: ordered.map((id) => [id, ...guestIds]),
    people: new Map([...people].map(([id, p]) => [id, { name: p.name, email: p.email, timezone: p.timezone }])),
    prospect: { name: input.prospectName, email: input.prospectEmail, timezone: input.prospectTimezone },
    answers: [],
    guests: input.guests,
    location: info.type.locationType === 'custom' ? info.type.customLocation : '',
    templates: info.type,
    bookedByUserId: caller.userId,
  }).catch((e) => {
    if (e instanceof DomainError && e.code === 'slot_taken') throw new DomainError('conflict', 'slot_conflict', BOOKING_MESSAGES.slotConflict, '/start');
    throw e;
  });
  if (input.notes) await repo.updateMeetingStmt(db, caller.accountId, result.meeting.id, { notes: input.notes }).run();
  return result.meeting.id;
}
