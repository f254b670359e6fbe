import type { Db } from '../../../db/client';
import type { Stmt } from '../../../db/batch';
import type { Caller, Env } from '../../../env';
import { DomainError } from '../../../core/errors';
import { peopleByIds } from '../../members/service';
import { getTeam } from '../../teams/service';
import { checkWindow } from '../../meeting-types/service';
import * as lifecycle from './lifecycle';
import { addGuests, reassignMeeting } from './participants';
import { meetingDetail, meetingDetailAfterChange, meetingToChange } from './queries';
import * as repo from '../repo';

export async function slotsForReschedule(db: Db, caller: Caller, id: string, q: { from: string; to: string }) {
  const meeting = await meetingToChange(db, caller, id);
  const { from, to } = checkWindow(q.from, q.to);
  const { slots } = await lifecycle.rescheduleSlots(db, meeting, from, to, Date.now());
  return { slots: slots.map((s) => ({ start: new Date(s.start).toISOString(), end: new Date(s.end).toISOString() })) };
}

export async function reschedule(env: Env, db: Db, caller: Caller, id: string, start: string) {
  const meeting = await meetingToChange(db, caller, id);
  await lifecycle.rescheduleMeeting(env, db, meeting, Date.parse(start), null);
  return meetingDetail(db, caller, id);
}

export async function cancel(env: Env, db: Db, caller: Caller, id: string, reason: string) {
  await lifecycle.cancelMeeting(env, db, await meetingToChange(db, caller, id), reason);
  return meetingDetail(db, caller, id);
}

export async function outcome(env: Env, db: Db, caller: Caller, id: string, status: 'completed' | 'no_show') {
  await lifecycle.setOutcome(env, db, await meetingToChange(db, caller, id), status);
  return meetingDetail(db, caller, id);
}

/**
 * No-show detection's mark: the same outcome as the Mark No Show button (so its event credits round
 * robin back), only while the meeting is still scheduled: a host's own mark is never overwritten.
 * Answers whether this call changed the meeting; `alsoWrite` commits with the change.
 */
export async function markDetectedOutcome(
  env: Env,
  db: Db,
  accountId: string,
  id: string,
  status: 'completed' | 'no_show',
  now: number,
  alsoWrite: Stmt[] = [],
): Promise<boolean> {
  const meeting = await repo.findMeetingInAccount(db, accountId, id);
  if (!meeting || meeting.status !== 'scheduled' || meeting.startAt > now) return false;
  return lifecycle.setOutcome(env, db, meeting, status, now, alsoWrite);
}

/** Reassign needs a team and one of its members (spec section 5). */
export async function reassign(env: Env, db: Db, caller: Caller, id: string, input: { teamId: string; userId: string }) {
  const meeting = await meetingToChange(db, caller, id);
  const team = await getTeam(db, caller, input.teamId).catch(() => {
    throw new DomainError('invalid', 'invalid', 'Select a team', '/teamId');
  });
  if (!team.members.some((m) => m.id === input.userId)) throw new DomainError('invalid', 'invalid', 'Select a member', '/userId');
  const person = (await peopleByIds(db, caller.accountId, [input.userId])).get(input.userId);
  if (!person) throw new DomainError('invalid', 'invalid', 'Select a member', '/userId');
  await reassignMeeting(env, db, meeting, person);
  return meetingDetailAfterChange(db, caller.accountId, id);
}

/** Ownership is bookkeeping (CRM owner, reports): the calendar invite stays as it is. */
export async function changeOwner(db: Db, caller: Caller, id: string, userId: string) {
  const meeting = await meetingToChange(db, caller, id);
  if (!(await peopleByIds(db, caller.accountId, [userId])).has(userId))
    throw new DomainError('invalid', 'invalid', 'Select a member', '/userId');
  await repo.updateMeetingStmt(db, caller.accountId, meeting.id, { ownerUserId: userId, updatedAt: Date.now() }).run();
  return meetingDetail(db, caller, id);
}

export async function guests(env: Env, db: Db, caller: Caller, id: string, input: { emails: string[]; memberIds: string[] }) {
  const meeting = await meetingToChange(db, caller, id);
  const people = await peopleByIds(db, caller.accountId, input.memberIds);
  if (input.memberIds.some((m) => !people.has(m))) throw new DomainError('invalid', 'invalid', 'Select valid team members', '/memberIds');
  await addGuests(env, db, meeting, input.emails, [...people.values()]);
  return meetingDetail(db, caller, id);
}

export async function notes(db: Db, caller: Caller, id: string, text: string) {
  const meeting = await meetingToChange(db, caller, id);
  await repo.updateMeetingStmt(db, caller.accountId, meeting.id, { notes: text, updatedAt: Date.now() }).run();
  return meetingDetail(db, caller, id);
}
