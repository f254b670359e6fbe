import type { Db } from '../../db/client';
import * as repo from './repo';

export { manageUrls, meetingEmails, type InviteTemplates, type Person } from './notify';
export { bookMeeting, bookingDto, claimSessionStmt, fewestBookedFirst, isClaimRefused, type BookingPlan, type Booked, type Host, type Joining } from './book';
export type { MeetingRow } from './repo';

/** Meetings hosted per user since an instant: the interim round-robin order of group links. */
export const hostedCountsFor = (db: Db, accountId: string, userIds: string[], since: number) => repo.hostedCounts(db, accountId, userIds, since);

export const findMeetingForManage = (db: Db, id: string) => repo.findMeeting(db, id);

