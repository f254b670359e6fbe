import type { Env } from '../env';
import { getDb } from '../db/client';
import { sweepExpiredAuth } from '../features/auth/service';
import { sweepExports } from '../features/exports/service';
import { requeueStuck, takeStartPass } from '../features/mail/service';
import { conferenceInvitations, sendDueReminders } from '../features/meetings/service';
import { sweepPendingTurns } from '../features/pod-turns/service';
import { sweepDueRedistributions } from '../features/routing-sessions/service';
import { requeueOverdueEvents } from '../features/events/service';
import { releaseOverdueInvitations } from '../features/conferencing/service';
import { calendarMaintenance } from '../features/calendars/service';
import { requeueOverdueDeliveries, sweepTimedWorkflows } from '../features/workflows/service';
import { sweepCrmSync, sweepWriteJobs } from '../features/crm-sync/service';
import { sweepNoShowChecks } from '../features/no-show-detection/service';
import { sweepBackfills } from '../features/object-routers/service';
import { sweepSchedulerDomains } from '../features/scheduler-domain/service';
import { sweepEmailDomains } from '../features/email-domain/service';
import { sweepUsageMidnight } from '../features/product-usage/service';

/** The once-a-minute sweep: reminders due, expired sessions and links, e-mails and redistributions whose queue message was lost, pod turns a crash left unapplied, Zoom meetings due a no-show check, scheduler and e-mail domains still being verified, product usage scores at each organization's midnight. */
export async function handleScheduled(controller: ScheduledController, env: Env) {
  const db = getDb(env.DB);
  const now = controller.scheduledTime;
  await sendDueReminders(env, db, now);
  await sweepExpiredAuth(db, now);
  await requeueStuck(env, db, now, takeStartPass());
  await sweepDueRedistributions(env, db, now);
  await sweepPendingTurns(env, db, now);
  await requeueOverdueEvents(env, db, now);
  await sweepExports(env, db, now);
  await releaseOverdueInvitations(env, db, conferenceInvitations, now);
  await calendarMaintenance(env, db, now);
  await sweepTimedWorkflows(env, db, now);
  await requeueOverdueDeliveries(env, db, now);
  await sweepCrmSync(env, db, now);
  await sweepWriteJobs(env, db, now);
  await sweepNoShowChecks(env, db, now);
  await sweepBackfills(env, db, now);
  await sweepSchedulerDomains(env, db, now);
  await sweepEmailDomains(env, db, now);
  await sweepUsageMidnight(db, now);
}
