import type { Db } from '../../db/client';
import { runRead, type Read } from '../../db/batch';
import type { Caller } from '../../env';
import type { ExpiredCalendarDto, MeetingCalendarEventDto } from '../../contracts/calendars';
import { decideConference, NO_CONFERENCE, type ConferencePlan } from '../conferencing/service';
import { notFound } from '../../core/errors';
import { sendsInvites } from '../../integrations/calendar/catalogue';
import * as repo from './repo';
import * as eventRepo from './meeting-event-repo';

export { calendarBusyRead, calendarBusySource } from './parts/busy-source';
export { calendarWriter } from './parts/writer';
export { calendarMaintenance } from './parts/sync';

/**
 * Whether the host's calendar will carry the prospect's invitation: a write calendar chosen on a
 * working Google or Microsoft connection. Then our e-mails to the prospect go without an ICS
 * (notify.ts), so exactly one invitation arrives. CalDAV servers do not reliably schedule, so our ICS stays.
 */
export async function calendarSendsInvites(db: Db, accountId: string, hostUserId: string): Promise<boolean> {
  const target = await repo.writeCalendarOf(db, accountId, hostUserId);
  return !!target && target.integration.status === 'connected' && sendsInvites(target.integration.provider);
}

/**
 * What the booking path asks about the host about to get a meeting of this type, in one round trip:
 * the conference plan (conferencing's decision from the host's tools, which needs no lookup for a
 * phone or custom location) and whether the host's calendar sends the invitations (as above).
 */
export const hostBookingTools = (db: Db, accountId: string, hostUserId: string, type: HostToolsType): Promise<HostBookingTools> =>
  runRead(db, hostBookingToolsRead(db, accountId, hostUserId, type));

type HostToolsType = { locationType: string | null; videoTool: string | null } | null;
export type HostBookingTools = { conference: ConferencePlan; calendarInvites: boolean };

/** hostBookingTools as a read, for a caller that joins it to its own batch (the booking's first read). */
export function hostBookingToolsRead(db: Db, accountId: string, hostUserId: string, type: HostToolsType): Read<HostBookingTools> {
  const video = type?.locationType === 'video';
  return {
    stmts: [repo.writeProviderQuery(db, accountId, hostUserId), ...(video ? [repo.memberConnectionsQuery(db, accountId, hostUserId)] : [])],
    of: ([writes, connections]) => {
      const target = (writes as { provider: string }[])[0];
      return {
        conference: video ? decideConference(type, connections as Parameters<typeof decideConference>[1]) : NO_CONFERENCE,
        calendarInvites: !!target && sendsInvites(target.provider),
      };
    },
  };
}

/** The host calendar's copy of a meeting for meeting details: write status, failure, RSVPs. */
export async function meetingCalendarEvent(
  db: Db,
  caller: Pick<Caller, 'accountId' | 'userId' | 'role'>,
  meetingId: string,
): Promise<MeetingCalendarEventDto | null> {
  const accountId = caller.accountId;
  // The meeting as its details see it: unknown, another organization's, or (for a User) one they take
  // no part in is 404; a meeting no calendar holds is null, which is no error.
  const visible =
    caller.role === 'regular'
      ? await eventRepo.takesPart(db, accountId, meetingId, caller.userId)
      : await eventRepo.meetingInAccount(db, accountId, meetingId);
  if (!visible) throw notFound('Meeting');
  const row = await eventRepo.meetingEventOf(db, meetingId);
  if (!row || row.accountId !== accountId) return null;
  return {
    provider: row.provider,
    status: row.status,
    lastError: row.lastError,
    joinUrl: row.joinUrl,
    attendees: row.attendees,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** For admins: members whose calendar expired (their slots count only meetings booked here until they reauthorize). */
export async function expiredCalendars(db: Db, accountId: string): Promise<ExpiredCalendarDto[]> {
  return (await repo.expiredCalendarMembers(db, accountId)).map((r) => ({
    userId: r.userId,
    name: r.name,
    provider: r.provider,
    since: new Date(r.since).toISOString(),
  }));
}
