import * as v from 'valibot';
import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import type { bookOnBehalfSchema } from '../../../contracts/meetings';
import { DomainError } from '../../../core/errors';
import { organizationById } from '../../organization/service';
import { peopleByIds } from '../../members/service';
import { meetingTypeForBooking } from '../../meeting-types/service';
import { bookMeeting } from './book';
import { fewestBookedFirst } from './book-order';

/**
 * /book/meetings/new: a member books a prospect with one of the type's members (or whoever is free,
 * fewest meetings first), internal guests included in the free-time check, through the one booking path.
 */
export async function bookOnBehalf(env: Env, db: Db, caller: Caller, input: v.InferOutput<typeof bookOnBehalfSchema>, now = Date.now()) {
  const info = await meetingTypeForBooking(db, caller.accountId, input.meetingTypeId);
  if (!info) throw new DomainError('invalid', 'invalid', 'Select a meeting type', '/meetingTypeId');
  const hostIds = (input.hostUserId ? info.members.filter((m) => m.id === input.hostUserId) : info.members).map((m) => m.id);
  if (!hostIds.length) throw new DomainError('invalid', 'invalid', 'Select a member of this meeting type', '/hostUserId');
  const guestIds = [...new Set(input.internalGuestIds)].filter((id) => !hostIds.includes(id));
  const [people, org] = await Promise.all([
    peopleByIds(db, caller.accountId, [...hostIds, ...guestIds]),
    organizationById(db, caller.accountId),
  ]);
  if (guestIds.some((id) => !people.has(id))) throw new DomainError('invalid', 'invalid', 'Select valid team members', '/internalGuestIds');
  const hosts = hostIds.flatMap((id) => people.get(id) ?? []);
  const { meeting, booking } = await bookMeeting(
    env,
    db,
    {
      accountId: caller.accountId,
      org: org?.company ?? '',
      type: info.type,
      linkId: null,
      source: 'booked_by_member',
      start: Date.parse(input.start),
      hosts,
      mode: 'any',
      order: fewestBookedFirst(db, caller.accountId, hostIds, now),
      internalGuests: guestIds.map((id) => people.get(id)!),
      ignoreEarliest: true,
      conflictCode: 'slot_conflict',
      prospect: { name: input.prospectName, email: input.prospectEmail, timezone: input.prospectTimezone },
      answers: [],
      guests: input.guests,
      notes: input.notes,
      bookedByUserId: caller.userId,
      redirectUrl: null,
      meetingName: info.type.name,
      idempotency: null,
      claim: null,
    },
    now,
  );
  return meeting?.id ?? booking.id;
}
