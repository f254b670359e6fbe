import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { BOOKING_MESSAGES } from '../../contracts/booking';
import { computeSlots } from '../../core/slots/compute-slots';
import { DomainError } from '../../core/errors';
import { dispatch, prepareEmail } from '../mail/service';
import { peopleByIds } from '../members/service';
import { settingsOf, slotMembersFor } from '../meeting-types/slots';
import { loadMeetingContext, type MeetingContext } from './context';
import { meetingEmails, type Person } from './notify';
import * as repo from './repo';

type Batch = Parameters<Db['batch']>[0];
const DAY_MS = 86_400_000;
const slotTaken = (e: unknown) => /slot_taken/.test(String(e));

function assertChangeable(meeting: repo.MeetingRow, ctx: MeetingContext, now: number) {
  if (meeting.status !== 'scheduled') throw new DomainError('conflict', 'not_scheduled', 'Only scheduled meetings can be changed');
  if (meeting.startAt <= now && !ctx.org.allowChangesAfterStart) throw new DomainError('conflict', 'already_started', BOOKING_MESSAGES.pastChange);
}

/** Runs a change and its e-mails as one batch, then hands the e-mails to the queue. */
async function commit(env: Env, db: Db, stmts: unknown[], emails: ReturnType<typeof meetingEmails>) {
  const mails = emails.map((m) => prepareEmail(db, m));
  await db.batch([...stmts, ...mails.map((m) => m.stmt)] as unknown as Batch);
  await dispatch(env, ...mails.map((m) => m.id));
}

/** Slots the meeting could move to: its required people all free, its own blocks ignored. */
export async function rescheduleSlots(db: Db, meeting: repo.MeetingRow, from: number, to: number, now: number) {
  const ctx = await loadMeetingContext(db, meeting);
  if (!ctx.type) return { ctx, slots: [] };
  const people = await peopleByIds(db, meeting.accountId, ctx.requiredIds);
  const members = ctx.requiredIds.map((id) => people.get(id)).filter((p) => p !== undefined);
  const slotMembers = await slotMembersFor(db, meeting.accountId, ctx.type, members, from, to, meeting.id);
  const slots = members.length ? computeSlots({ settings: settingsOf(ctx.type), members: slotMembers, mode: 'all', now, window: { from, to } }) : [];
  return { ctx, slots };
}

/** Moves a meeting: the participant rows change in place, so the no-overlap trigger checks the new time atomically. */
export async function rescheduleMeeting(env: Env, db: Db, meeting: repo.MeetingRow, start: number, token: string | null, now = Date.now()) {
  const { ctx, slots } = await rescheduleSlots(db, meeting, start - DAY_MS, start + DAY_MS, now);
  assertChangeable(meeting, ctx, now);
  if (!slots.some((s) => s.start === start)) throw new DomainError('conflict', 'slot_taken', BOOKING_MESSAGES.slotTaken, '/start');
  const end = start + (meeting.endAt - meeting.startAt);
  const blockStart = start - meeting.bufferBeforeMinutes * 60_000;
  const blockEnd = end + meeting.bufferAfterMinutes * 60_000;
  const updated: repo.MeetingRow = { ...meeting, startAt: start, endAt: end, icsSequence: meeting.icsSequence + 1, reminderSentAt: null, updatedAt: now };
  try {
    await commit(
      env,
      db,
      [
        repo.moveParticipantsStmt(db, meeting.id, { startAt: start, endAt: end, blockStart, blockEnd }),
        repo.updateMeetingStmt(db, meeting.accountId, meeting.id, { startAt: start, endAt: end, icsSequence: updated.icsSequence, reminderSentAt: null, updatedAt: now }),
      ],
      meetingEmails({ env, kind: 'rescheduled', meeting: updated, templates: ctx.templates, host: ctx.host, participants: ctx.others, org: ctx.org.company, token }),
    );
  } catch (e) {
    if (slotTaken(e)) throw new DomainError('conflict', 'slot_taken', BOOKING_MESSAGES.slotTaken, '/start');
    throw e;
  }
  return updated;
}

/** Cancels: frees every participant's time and sends METHOD:CANCEL with the reason. */
export async function cancelMeeting(env: Env, db: Db, meeting: repo.MeetingRow, reason: string, now = Date.now()) {
  const ctx = await loadMeetingContext(db, meeting);
  assertChangeable(meeting, ctx, now);
  const updated: repo.MeetingRow = { ...meeting, status: 'cancelled', cancellationReason: reason, cancelledAt: now, icsSequence: meeting.icsSequence + 1, updatedAt: now };
  await commit(
    env,
    db,
    [
      repo.deactivateParticipantsStmt(db, meeting.id),
      repo.updateMeetingStmt(db, meeting.accountId, meeting.id, { status: 'cancelled', cancellationReason: reason, cancelledAt: now, icsSequence: updated.icsSequence, updatedAt: now }),
    ],
    meetingEmails({ env, kind: 'cancelled', meeting: updated, templates: ctx.templates, host: ctx.host, participants: ctx.others, org: ctx.org.company, token: null }),
  );
  return updated;
}

/** Completed and No Show are outcomes: only a meeting that has started can have one. */
export async function setOutcome(db: Db, meeting: repo.MeetingRow, status: 'completed' | 'no_show', now = Date.now()) {
  if (meeting.status === 'cancelled') throw new DomainError('conflict', 'not_scheduled', 'A cancelled meeting cannot be marked Completed or No Show');
  if (meeting.startAt > now) throw new DomainError('invalid', 'invalid', 'A meeting can be marked Completed or No Show once it has started', '/status');
  await repo.updateMeetingStmt(db, meeting.accountId, meeting.id, { status, updatedAt: now }).run();
}

/** Hands the meeting to another member: the new host's calendar is checked atomically, the old host gets a cancellation. */
export async function reassignMeeting(env: Env, db: Db, meeting: repo.MeetingRow, newHost: Person & { id: string }, now = Date.now()) {
  const ctx = await loadMeetingContext(db, meeting);
  assertChangeable(meeting, ctx, now);
  if (ctx.participants.some((p) => p.userId === newHost.id && p.active)) throw new DomainError('invalid', 'invalid', 'This member is already in the meeting', '/userId');
  const updated: repo.MeetingRow = { ...meeting, hostUserId: newHost.id, ownerUserId: newHost.id, title: `${meeting.prospectName} and ${newHost.name}`, icsSequence: meeting.icsSequence + 1, updatedAt: now };
  const blockStart = meeting.startAt - meeting.bufferBeforeMinutes * 60_000;
  const blockEnd = meeting.endAt + meeting.bufferAfterMinutes * 60_000;
  const oldHostMail = meetingEmails({ env, kind: 'cancelled', meeting: { ...meeting, icsSequence: updated.icsSequence }, templates: ctx.templates, host: ctx.host, participants: [], org: ctx.org.company, token: null }).filter((m) => m.to === ctx.host.email);
  try {
    await commit(
      env,
      db,
      [
        repo.removeParticipantStmt(db, meeting.id, meeting.hostUserId),
        repo.insertParticipantStmt(db, { meetingId: meeting.id, userId: newHost.id, accountId: meeting.accountId, startAt: meeting.startAt, endAt: meeting.endAt, blockStart, blockEnd, role: 'host', active: true }),
        repo.updateMeetingStmt(db, meeting.accountId, meeting.id, { hostUserId: newHost.id, ownerUserId: newHost.id, title: updated.title, icsSequence: updated.icsSequence, updatedAt: now }),
      ],
      [...oldHostMail, ...meetingEmails({ env, kind: 'rescheduled', meeting: updated, templates: ctx.templates, host: newHost, participants: ctx.others, org: ctx.org.company, token: null })],
    );
  } catch (e) {
    if (slotTaken(e)) throw new DomainError('conflict', 'slot_conflict', BOOKING_MESSAGES.slotConflict, '/userId');
    throw e;
  }
  return updated;
}

/** Adds external guests and up to five team members; a busy team member is refused with the spec's conflict text. */
export async function addGuests(env: Env, db: Db, meeting: repo.MeetingRow, emails: string[], members: (Person & { id: string })[], now = Date.now()) {
  const ctx = await loadMeetingContext(db, meeting);
  assertChangeable(meeting, ctx, now);
  const internal = ctx.participants.filter((p) => p.role === 'guest' && p.active).length + members.length;
  if (internal > 5) throw new DomainError('invalid', 'invalid', BOOKING_MESSAGES.maxInternalGuests, '/memberIds');
  const fresh = members.filter((m) => !ctx.participants.some((p) => p.userId === m.id));
  const guests = [...new Set([...meeting.guests, ...emails])];
  const updated: repo.MeetingRow = { ...meeting, guests, icsSequence: meeting.icsSequence + 1, updatedAt: now };
  const blockStart = meeting.startAt - meeting.bufferBeforeMinutes * 60_000;
  const blockEnd = meeting.endAt + meeting.bufferAfterMinutes * 60_000;
  try {
    await commit(
      env,
      db,
      [
        ...fresh.map((m) => repo.insertParticipantStmt(db, { meetingId: meeting.id, userId: m.id, accountId: meeting.accountId, startAt: meeting.startAt, endAt: meeting.endAt, blockStart, blockEnd, role: 'guest', active: true })),
        repo.updateMeetingStmt(db, meeting.accountId, meeting.id, { guests, icsSequence: updated.icsSequence, updatedAt: now }),
      ],
      meetingEmails({ env, kind: 'rescheduled', meeting: updated, templates: ctx.templates, host: ctx.host, participants: [...ctx.others, ...fresh], org: ctx.org.company, token: null }),
    );
  } catch (e) {
    if (slotTaken(e)) throw new DomainError('conflict', 'slot_conflict', BOOKING_MESSAGES.slotConflict, '/memberIds');
    throw e;
  }
  return updated;
}
