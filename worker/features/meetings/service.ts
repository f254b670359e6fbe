import type { Db } from '../../db/client';
import * as repo from './repo';

export { manageUrls, meetingEmails, type InviteTemplates, type LinkOrigins, type Person } from './parts/notify';
export { bookMeeting, bookingDto } from './parts/book';
export { fewestBookedFirst } from './parts/book-order';
export type { BookingPlan, Booked, Host, Joining } from './parts/book-plan';
export { PlanOutdated } from './parts/book-plan';
export { claimSessionStmt, isClaimRefused } from './parts/book-stmts';
export type { MeetingRow } from './repo';
export { cancelMeeting, rescheduleMeeting, rescheduleSlots } from './parts/lifecycle';
export { loadMeetingContext, type MeetingContext } from './parts/context';
export { markDetectedOutcome } from './parts/actions';
export { meetingForCaller, scheduledBetween } from './parts/queries';
export { conferenceInvitations } from './parts/conference-invites';
export { sendDueReminders } from './parts/reminders';
export { bookOnBehalf } from './parts/book-on-behalf';

export const findMeetingForManage = (db: Db, id: string) => repo.findMeeting(db, id);

/** Meeting titles by id within one organization (no viewer scope: the caller already holds the rows naming them). */
export const meetingTitles = async (db: Db, accountId: string, ids: string[]) =>
  new Map((await repo.titlesByIds(db, accountId, ids)).map((r) => [r.id, r.title]));

/** The organization a meeting belongs to, or null: a scheduler domain serves only its own organization's manage pages. */
export const accountOfMeeting = async (db: Db, id: string) => (await repo.findMeeting(db, id))?.accountId ?? null;
