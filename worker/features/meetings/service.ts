import type { Db } from '../../db/client';
import * as repo from './repo';
import { loadMeetingContext } from './context';

export { manageUrls, meetingEmails, type InviteTemplates, type Person } from './notify';

/** Meetings hosted per user since an instant: the interim round-robin order of group links. */
export const hostedCountsFor = (db: Db, accountId: string, userIds: string[], since: number) => repo.hostedCounts(db, accountId, userIds, since);

export const findMeetingForManage = (db: Db, id: string) => repo.findMeeting(db, id);

/** Host name and the organization's after-start rule, for the prospect's view of a booking. */
export async function meetingTypeName(db: Db, meeting: repo.MeetingRow) {
  const ctx = await loadMeetingContext(db, meeting);
  return { hostName: ctx.host.name, allowChangesAfterStart: ctx.org.allowChangesAfterStart };
}



/**
 * The statements that create a meeting and each participant's block. The no-overlap trigger on the
 * blocks is the double-booking check, inside whatever batch these statements join.
 */
export function createMeetingStmts(db: Db, meeting: repo.MeetingRow, participantIds: string[]) {
  const blockStart = meeting.startAt - meeting.bufferBeforeMinutes * 60_000;
  const blockEnd = meeting.endAt + meeting.bufferAfterMinutes * 60_000;
  return [
    repo.insertMeetingStmt(db, meeting),
    ...participantIds.map((userId, i) =>
      repo.insertParticipantStmt(db, { meetingId: meeting.id, userId, accountId: meeting.accountId, startAt: meeting.startAt, endAt: meeting.endAt, blockStart, blockEnd, role: i === 0 ? 'host' : 'member', active: true }),
    ),
  ];
}

/** True when a batch failed on the no-overlap trigger: somebody's time was taken meanwhile. */
export const isSlotTaken = (e: unknown) => /slot_taken/.test(`${(e as Error)?.message ?? e} ${String((e as { cause?: unknown })?.cause ?? '')}`);
