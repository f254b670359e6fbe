import type { Db } from '../../db/client';
import { runBatch } from '../../db/batch';
import type { Env } from '../../env';
import { formatDuration, formatMeetingTime, renderTemplate } from '../../core/booking/templates';
import { dispatch, prepareEmail } from '../mail/service';
import { loadMeetingContext } from './context';
import * as repo from './repo';

const MAX_NOTICE_MS = 4320 * 60_000;

/**
 * The cron sweep: every scheduled meeting whose reminder time has come gets one reminder to the
 * prospect and the host. The claim is a conditional UPDATE, so overlapping sweeps never send twice.
 */
export async function sendDueReminders(env: Env, db: Db, now: number) {
  const rows = await repo.dueReminders(db, now, now + MAX_NOTICE_MS);
  let sent = 0;
  for (const r of rows) {
    if (r.meeting.startAt - r.reminderMinutesBefore * 60_000 > now) continue;
    const ctx = await loadMeetingContext(db, r.meeting);
    const m = r.meeting;
    const recipients = [
      { email: m.prospectEmail, tz: m.prospectTimezone },
      { email: ctx.host.email, tz: ctx.host.timezone },
    ];
    const mails = recipients.map(({ email, tz }) => {
      const values = {
        booker_name: m.prospectName,
        assignee_name: ctx.host.name,
        account_name: ctx.org.company,
        duration: formatDuration(Math.round((m.endAt - m.startAt) / 60_000)),
        time: formatMeetingTime(m.startAt, tz, ctx.templates.slotTimeFormat === '12h'),
        conference_link: m.location,
      };
      // One id per meeting time and recipient: a sweep that overlaps or retries writes the same rows again, harmlessly.
      const id = `reminder:${m.id}:${m.startAt}:${email}`;
      return prepareEmail(db, { id, kind: 'meeting_reminder', to: email, subject: renderTemplate(r.reminderSubject, values), text: renderTemplate(r.reminderBody, values), accountId: m.accountId });
    });
    // The claim and the reminders commit together: a crash between them can neither lose nor double a reminder.
    const [claimed] = await runBatch(db, [repo.claimReminderStmt(db, r.meeting.id, now), ...mails.map((x) => x.stmt)]);
    if (!(claimed as unknown[]).length) continue;
    await dispatch(env, ...mails.map((x) => x.id));
    sent++;
  }
  return sent;
}
