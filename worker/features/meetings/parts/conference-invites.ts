import type { Db } from '../../../db/client';
import { runBatch } from '../../../db/batch';
import type { Env } from '../../../env';
import { dispatch, prepareEmail } from '../../mail/service';
import type { InvitationSender } from '../../conferencing/service';
import { mailParties, loadMeetingContext } from './context';
import { meetingEmails, prospectToken } from './notify';
import * as repo from '../repo';

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
    const ctx = await loadMeetingContext(db, meeting);
    const link = await prospectToken(env, meeting, null);
    const built = await meetingEmails({
      env,
      kind: 'booked',
      meeting,
      ...mailParties(ctx),
      handover: ctx.handover,
      token: link.token,
    });
    const mails = built.map((mail) =>
      prepareEmail(db, { ...mail, accountId: meeting.accountId, id: `invite:${meeting.id}:${mail.to}` }, now),
    );
    const token = Object.keys(link.set).length ? [repo.updateMeetingStmt(db, meeting.accountId, meeting.id, link.set)] : [];
    await runBatch(db, [...token, ...mails.map((m) => m.stmt)]);
    await dispatch(env, ...mails.map((m) => m.id));
  },

  async linkChanged(env: Env, db: Db, meetingId: string, now: number) {
    const current = await repo.findMeeting(db, meetingId);
    if (!current || current.status === 'cancelled') return;
    const meeting = { ...current, icsSequence: current.icsSequence + 1, updatedAt: now };
    const ctx = await loadMeetingContext(db, meeting);
    const link = await prospectToken(env, meeting, null);
    const built = await meetingEmails({
      env,
      kind: 'updated',
      meeting,
      ...mailParties(ctx),
      token: link.token,
    });
    const mails = built.map((mail) =>
      prepareEmail(db, { ...mail, accountId: meeting.accountId, id: `link:${meeting.id}:${meeting.icsSequence}:${mail.to}` }, now),
    );
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
