import type { Db } from '../../../db/client';
import { runBatch } from '../../../db/batch';
import type { Env } from '../../../env';
import { dispatch, prepareEmail } from '../../mail/service';
import { loadMeetingContext } from './context';
import { manageUrls, prospectEmail, prospectToken, teamEmail } from './notify';
import { publicOrigin } from '../../scheduler-domain/service';
import * as repo from '../repo';

const MAX_NOTICE_MS = 4320 * 60_000;

/**
 * The cron sweep: every scheduled meeting whose reminder time has come gets one reminder to the
 * prospect (the organization's reminder text, with working manage links) and one to the host (the
 * team's own template, in the host's zone). The claim is a conditional UPDATE, so overlapping sweeps
 * never send twice.
 */
export async function sendDueReminders(env: Env, db: Db, now: number) {
  const rows = await repo.dueReminders(db, now, now + MAX_NOTICE_MS);
  let sent = 0;
  for (const r of rows) {
    if (r.meeting.startAt - r.reminderMinutesBefore * 60_000 > now) continue;
    const ctx = await loadMeetingContext(db, r.meeting);
    const m = r.meeting;
    const link = await prospectToken(env, m, null);
    const c = {
      env,
      meeting: m,
      templates: ctx.templates,
      org: ctx.org.company,
      host: ctx.host,
      participants: ctx.others,
      answersInInvite: ctx.answersInInvite,
    };
    const built = await Promise.all([
      prospectEmail(c, { email: m.prospectEmail, timezone: m.prospectTimezone }, 'reminder', {
        audience: 'prospect',
        urls: manageUrls({ APP_URL: env.APP_URL, publicOrigin: await publicOrigin(db, env, m.accountId) }, m.id, link.token),
        orgSubject: r.reminderSubject,
        orgBody: r.reminderBody,
      }),
      teamEmail(c, ctx.host, 'reminder'),
    ]);
    // One id per meeting time and recipient: a sweep that overlaps or retries writes the same rows again, harmlessly.
    const mails = built.map((mail) => prepareEmail(db, { ...mail, id: `reminder:${m.id}:${m.startAt}:${mail.to}` }));
    const token = Object.keys(link.set).length ? [repo.updateMeetingStmt(db, m.accountId, m.id, link.set)] : [];
    // The claim, the token's hash and the reminders commit together: a crash can neither lose nor double a reminder.
    const [claimed] = await runBatch(db, [repo.claimReminderStmt(db, r.meeting.id, now), ...token, ...mails.map((x) => x.stmt)]);
    if (!(claimed as unknown[]).length) continue;
    await dispatch(env, ...mails.map((x) => x.id));
    sent++;
  }
  return sent;
}
