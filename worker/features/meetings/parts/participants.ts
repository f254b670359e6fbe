import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { BOOKING_MESSAGES } from '../../../contracts/booking';
import { DomainError } from '../../../core/errors';
import { calendarSendsInvites } from '../../calendars/service';
import { blockStmt } from './book-stmts';
import { loadMeetingContext } from './context';
import { assertChangeable, changeWithRisingSequence, commit, risingChange } from './lifecycle';
import { meetingEmails, prospectToken, reassignmentEmails, type Person } from './notify';
import * as repo from '../repo';

// Who takes part in a meeting after it is booked: another host, added guests.

/** Hands the meeting to another member: the new host's calendar is checked atomically, the old host gets a cancellation. */
export async function reassignMeeting(env: Env, db: Db, meeting: repo.MeetingRow, newHost: Person & { id: string }, now = Date.now()) {
  return changeWithRisingSequence(db, meeting, async (m) => {
    const ctx = await loadMeetingContext(db, m);
    assertChangeable(m, ctx, now);
    if (ctx.participants.some((p) => p.userId === newHost.id && p.active))
      throw new DomainError('invalid', 'invalid', 'This member is already in the meeting', '/userId');
    const link = await prospectToken(env, m, null);
    // The new host's own calendar may send the prospect the invitation (then our e-mail carries no ICS).
    const host = { ...newHost, calendarInvites: await calendarSendsInvites(db, m.accountId, newHost.id) };
    const owner = { hostUserId: newHost.id, ownerUserId: newHost.id, title: `${m.prospectName} and ${newHost.name}` };
    const { updated, stmt } = risingChange(db, m, { ...link.set, ...owner }, now);
    await commit(
      env,
      db,
      [stmt, repo.removeParticipantStmt(db, m.id, m.hostUserId), blockStmt(db, m, newHost.id, 'host')],
      await reassignmentEmails({
        env,
        meeting: updated,
        templates: ctx.templates,
        previousHost: ctx.host,
        newHost: host,
        participants: ctx.others,
        org: ctx.org.company,
        token: link.token,
        answersInInvite: ctx.answersInInvite,
      }),
      { meeting: m, type: 'meeting.reassigned', payload: { meetingId: m.id, previousHostUserId: m.hostUserId }, now },
      new DomainError('conflict', 'slot_conflict', BOOKING_MESSAGES.slotConflict, '/userId'),
    );
    return updated;
  });
}

/** Adds external guests and up to five team members; a busy team member is refused with the spec's conflict text. */
export async function addGuests(
  env: Env,
  db: Db,
  meeting: repo.MeetingRow,
  emails: string[],
  members: (Person & { id: string })[],
  now = Date.now(),
) {
  return changeWithRisingSequence(db, meeting, async (m) => {
    const ctx = await loadMeetingContext(db, m);
    assertChangeable(m, ctx, now);
    const internal = ctx.participants.filter((p) => p.role === 'guest' && p.active).length + members.length;
    if (internal > 5) throw new DomainError('invalid', 'invalid', BOOKING_MESSAGES.maxInternalGuests, '/memberIds');
    const fresh = members.filter((x) => !ctx.participants.some((p) => p.userId === x.id));
    const guests = [...new Set([...m.guests, ...emails])];
    const link = await prospectToken(env, m, null);
    const { updated, stmt } = risingChange(db, m, { ...link.set, guests }, now);
    await commit(
      env,
      db,
      [stmt, ...fresh.map((x) => blockStmt(db, m, x.id, 'guest'))],
      await meetingEmails({
        env,
        kind: 'updated',
        meeting: updated,
        templates: ctx.templates,
        host: ctx.host,
        organizer: ctx.organizer,
        participants: [...ctx.others, ...fresh],
        org: ctx.org.company,
        token: link.token,
        answersInInvite: ctx.answersInInvite,
      }),
      {
        meeting: m,
        type: 'meeting.guests_changed',
        payload: { meetingId: m.id, added: [...emails.filter((e) => !m.guests.includes(e)), ...fresh.map((x) => x.email)] },
        now,
      },
      new DomainError('conflict', 'slot_conflict', BOOKING_MESSAGES.slotConflict, '/memberIds'),
    );
    return updated;
  });
}
