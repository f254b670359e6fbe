import type { Db } from '../../../db/client';
import { runBatch } from '../../../db/batch';
import type { Env } from '../../../env';
import { dispatch, prepareEmail } from '../../mail/service';
import type { InvitationSender } from '../../conferencing/service';
import { mailParties, loadMeetingContext } from './context';
import { meetingEmails, prospectToken } from './notify';
import * as repo from '../repo';

/**
 * Everyone's invitation of `kind` to the meeting as it is now, prepared for the outbox under the ids
 * `idOf` gives each recipient (what makes a repeat write nothing new), and the prospect's manage link.
 */
async function invitations(
  env: Env,
  db: Db,
  meeting: repo.MeetingRow,
  kind: 'booked' | 'updated',
  idOf: (to: string) => string,
  now: number,
) {
  const ctx = await loadMeetingContext(db, meeting);
  const link = await prospectToken(env, meeting, null);
  // meetingEmails names the booker who handed over in the booked e-mails only.
  const built = await meetingEmails({ env, kind, meeting, ...mailParties(ctx), handover: ctx.handover, token: link.token });
  const mails = built.map((mail) => prepareEmail(db, { ...mail, accountId: meeting.accountId, id: idOf(mail.to) }, now));
  return { link, mails };
}

/**
 * The invitations of a meeting whose join link came after the booking (Zoom, Daily). `release`: the
 * booking's own invitations, held until the link existed, now written once: their ids are fixed per
 * meeting and recipient, so a repeated release writes nothing new. `linkChanged`: the link changed
 * after the invitations went out (a reassignment, a conference made again), so everyone gets the
 * updated invitation with a raised SEQUENCE.
 */
export const conferenceInvitations: InvitationSender = {
  async release(env: Env, db: Db, meetingId: string, now: number) {
    const meeting = await repo.findMeeting(db, meetingId);
    if (!meeting || meeting.status === 'cancelled') return;
    const { link, mails } = await invitations(env, db, meeting, 'booked', (to) => `invite:${meeting.id}:${to}`, now);
    const token = Object.keys(link.set).length ? [repo.updateMeetingStmt(db, meeting.accountId, meeting.id, link.set)] : [];
    await runBatch(db, [...token, ...mails.map((m) => m.stmt)]);
    await dispatch(env, ...mails.map((m) => m.id));
  },

  async linkChanged(env: Env, db: Db, meetingId: string, now: number) {
    const current = await repo.findMeeting(db, meetingId);
    if (!current || current.status === 'cancelled') return;
    const meeting = { ...current, icsSequence: current.icsSequence + 1, updatedAt: now };
    const { link, mails } = await invitations(env, db, meeting, 'updated', (to) => `link:${meeting.id}:${meeting.icsSequence}:${to}`, now);
    try {
      // The SEQUENCE trigger refuses a value that does not rise: of two concurrent updates only one commits.
      await runBatch(db, [
        repo.updateMeetingStmt(db, meeting.accountId, meeting.id, { icsSequence: meeting.icsSequence, updatedAt: now, ...link.set }),
        ...mails.map((m) => m.stmt),
      ]);
    } catch (e) {
      if (/stale_sequence/.test(`${(e as Error)?.message} ${String((e as { cause?: unknown })?.cause ?? '')}`)) return;
      throw e;
    }
    await dispatch(env, ...mails.map((m) => m.id));
  },
};
