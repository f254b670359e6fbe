import type { Db } from '../../db/client';
import * as repo from './repo';
import { loadMeetingContext } from './context';

export { manageUrls, meetingEmails, type InviteTemplates, type Person } from './notify';
export { bookMeeting, bookingDto, claimSessionStmt, fewestBookedFirst, isClaimRefused, type BookingPlan, type Booked, type Host } from './book';
export type { MeetingRow } from './repo';

/** Meetings hosted per user since an instant: the interim round-robin order of group links. */
export const hostedCountsFor = (db: Db, accountId: string, userIds: string[], since: number) => repo.hostedCounts(db, accountId, userIds, since);

export const findMeetingForManage = (db: Db, id: string) => repo.findMeeting(db, id);

/** Host name and the organization's after-start rule, for the prospect's view of a booking. */
export async function meetingTypeName(db: Db, meeting: repo.MeetingRow) {
  const ctx = await loadMeetingContext(db, meeting);
  return { hostName: ctx.host.name, allowChangesAfterStart: ctx.org.allowChangesAfterStart };
}
