import type { Env } from '../env';
import { getDb } from '../db/client';
import { sweepExpiredAuth } from '../features/auth/service';
import { sweepExports } from '../features/exports/service';
import { requeueStuck, takeStartPass } from '../features/mail/delivery';
import { sendDueReminders } from '../features/meetings/reminders';
import { sweepPendingTurns } from '../features/pod-turns/service';
import { sweepDueRedistributions } from '../features/routing-sessions/redistribute';
import { requeueOverdueEvents } from '../features/events/service';
import { releaseOverdueInvitations } from '../features/conferencing/converge';
import { conferenceInvitations } from '../features/meetings/conference-invites';
import { calendarMaintenance } from '../features/calendars/sync';
import { sweepTimedWorkflows } from '../features/workflows/timed';
import { requeueOverdueDeliveries } from '../features/workflows/deliver';
import { sweepCrmSync } from '../features/crm-sync/sync';
import { sweepWriteJobs } from '../features/crm-sync/writes';
import { sweepNoShowChecks } from '../features/no-show-detection/service';

/** The once-a-minute sweep: reminders due, expired sessions and links, e-mails and redistributions whose queue message was lost, pod turns a crash left unapplied, Zoom meetings due a no-show check. */
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
}
