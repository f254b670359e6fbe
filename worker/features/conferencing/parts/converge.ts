import type { Db } from '../../../db/client';
import { runBatch, type Stmt } from '../../../db/batch';
import type { Env } from '../../../env';
import type { DomainEvent } from '../../../contracts/events';
import { ConferencingError, type ConferenceRequest } from '../../../integrations/conferencing/adapter';
import { createsPerMeeting } from '../../../integrations/conferencing/catalogue';
import { getIntegration, type IntegrationRow } from '../../integrations/service';
import { RetryLater, type EventHandler } from '../../events/service';
import { decideConference, memberConnections, type ConferencePlan } from './plan';
import * as repo from '../repo';
import { adapterFor, expireConnection } from './tools';

/**
 * How invitations reach people, provided by the meetings feature (which owns the e-mails): `release`
 * sends the booking's held invitations once, with whatever link the meeting has now; `linkChanged`
 * sends everyone the updated invitation after a link changed once invitations were out.
 */
export type InvitationSender = {
  release(env: Env, db: Db, meetingId: string, now: number): Promise<void>;
  linkChanged(env: Env, db: Db, meetingId: string, now: number): Promise<void>;
};

/** The longest a booking's invitations wait for a tool that keeps failing; after that they go without the link. */
export const HOLD_MAX_MS = 2 * 60_000;
const LEASE_MS = 30_000;

type Meeting = repo.MeetingForConference;

const requestOf = (m: Meeting): ConferenceRequest => ({
  meetingId: m.id,
  topic: m.title,
  start: m.startAt,
  end: m.endAt,
  timezone: m.hostTimezone || 'UTC',
});

/** Sends the held invitations if they are still held; otherwise, when the link changed, the update. */
async function tellPeople(
  env: Env,
  db: Db,
  sender: InvitationSender,
  row: repo.ConferenceRow | undefined,
  meetingId: string,
  linkChanged: boolean,
  now: number,
) {
  if (row?.inviteHeld && row.inviteReleasedAt === null) {
    // The release writes e-mails with fixed ids, so sending before marking can repeat but never double.
    await sender.release(env, db, meetingId, now);
    await repo.takeInviteRelease(db, meetingId, now);
    return;
  }
  if (linkChanged) await sender.linkChanged(env, db, meetingId, now);
}

async function integrationOf(db: Db, accountId: string, id: string | null): Promise<IntegrationRow | null> {
  if (!id) return null;
  try {
    return await getIntegration(db, accountId, id);
  } catch {
    return null;
  }
}

/** Deletes the conference a row points at (a cancel, or a reassignment away from its owner). */
async function removeExisting(env: Env, db: Db, row: repo.ConferenceRow, now: number) {
  const integration = await integrationOf(db, row.accountId, row.integrationId);
  if (row.externalId && integration && integration.status === 'connected')
    await (await adapterFor(env, db, integration)).remove(row.externalId);
  await repo.updateConferenceStmt(db, row.meetingId, { status: 'deleted', externalId: null, joinUrl: null, updatedAt: now }).run();
}

/**
 * Creates or moves the meeting's Zoom or Daily conference so it matches the meeting now, stores the
 * link on the meeting and tells people. Outcomes of the tool: rate limited -> RetryLater; credentials
 * refused -> the connection is expired and the invitations go without a link; the tool down -> retried
 * with backoff, the invitations released without the link once they have waited HOLD_MAX_MS.
 */
async function ensureToolConference(env: Env, db: Db, sender: InvitationSender, m: Meeting, plan: ConferencePlan, now: number) {
  let row = await repo.findConference(db, m.id);
  if (!row) {
    await repo
      .insertConferenceStmt(db, {
        meetingId: m.id,
        accountId: m.accountId,
        provider: plan.provider!,
        integrationId: plan.integrationId,
        hostUserId: m.hostUserId,
        status: 'pending',
        inviteHeld: false,
        createdAt: now,
        updatedAt: now,
      })
      .run();
    row = (await repo.findConference(db, m.id))!;
  }
  const upToDate = row.status === 'created' && row.externalId !== null && row.startAt === m.startAt && row.endAt === m.endAt;
  if (upToDate) return tellPeople(env, db, sender, row, m.id, false, now);
  if (!(await repo.claimLease(db, m.id, now, now + LEASE_MS)))
    throw new RetryLater('Another delivery is creating this conference', Math.ceil(LEASE_MS / 1000));
  const integration = await integrationOf(db, m.accountId, row.integrationId);
  const fail = async (error: string, expire: boolean) => {
    if (expire && integration) await expireConnection(db, integration, now);
    await repo.updateConferenceStmt(db, m.id, { status: 'failed', lastError: error.slice(0, 500), leaseUntil: null, updatedAt: now }).run();
    await tellPeople(env, db, sender, row, m.id, false, now);
  };
  if (!integration || integration.status !== 'connected') return fail('The video tool is no longer connected', false);
  try {
    const adapter = await adapterFor(env, db, integration);
    // An earlier attempt may have created it and crashed before storing the id: the tool is asked first.
    const moved = row.externalId ? await adapter.update(row.externalId, requestOf(m)) : null;
    const conference = moved ?? (await adapter.create(requestOf(m), { mayExist: row.attempts > 0 }));
    const changed = conference.joinUrl !== m.conferenceUrl;
    const stmts: Stmt[] = [
      repo.updateConferenceStmt(db, m.id, {
        status: 'created',
        externalId: conference.externalId,
        joinUrl: conference.joinUrl,
        startAt: m.startAt,
        endAt: m.endAt,
        lastError: null,
        leaseUntil: null,
        updatedAt: now,
      }),
      ...(changed ? [repo.setMeetingConferenceStmt(db, m.accountId, m.id, conference.joinUrl, plan.provider, now)] : []),
    ];
    await runBatch(db, stmts);
    await tellPeople(env, db, sender, row, m.id, changed, now);
  } catch (e) {
    if (!(e instanceof ConferencingError)) throw e;
    if (e.kind === 'auth') return fail(e.message, true);
    if (e.kind === 'invalid' || e.kind === 'not_found') return fail(e.message, false);
    await repo.updateConferenceStmt(db, m.id, { lastError: e.message.slice(0, 500), leaseUntil: null, updatedAt: now }).run();
    if (row.inviteHeld && row.inviteReleasedAt === null && now - row.createdAt >= HOLD_MAX_MS)
      await tellPeople(env, db, sender, row, m.id, false, now);
    if (e.kind === 'rate_limited') throw new RetryLater(e.message, e.retryAfterSeconds ?? 30);
    throw e;
  }
}

/**
 * Brings a meeting's conference in line with the meeting as it is now (deliveries may come late or
 * out of order): cancelled -> the conference is deleted; a new host -> the old host's conference is
 * deleted and the new host's tool decides again; moved -> the conference is moved (or made again when
 * the tool no longer has it). A meeting whose link needs no outside call (own link, Meet, Teams) only
 * changes here on reassignment.
 */
export async function convergeConference(
  env: Env,
  db: Db,
  sender: InvitationSender,
  meetingId: string,
  reassigned: boolean,
  now = Date.now(),
) {
  const m = await repo.meetingForConference(db, meetingId);
  if (!m) return;
  let row = await repo.findConference(db, meetingId);
  if (m.status === 'cancelled') {
    if (row && row.status !== 'deleted') await removeExisting(env, db, row, now);
    if (row?.inviteHeld && row.inviteReleasedAt === null) await repo.takeInviteRelease(db, meetingId, now);
    return;
  }
  if (row && row.hostUserId !== m.hostUserId) {
    if (row.status !== 'deleted') await removeExisting(env, db, row, now);
    await repo.updateConferenceStmt(db, meetingId, { hostUserId: m.hostUserId, status: 'pending', attempts: 0, updatedAt: now }).run();
    row = undefined;
  }
  if (!reassigned && !row) return;
  const plan = decideConference(
    { locationType: m.locationType, videoTool: m.videoTool },
    await memberConnections(db, m.accountId, m.hostUserId),
  );
  if (createsPerMeeting(plan.provider)) {
    if (reassigned)
      await repo.updateConferenceStmt(db, meetingId, { provider: plan.provider, integrationId: plan.integrationId, updatedAt: now }).run();
    return ensureToolConference(env, db, sender, m, plan, now);
  }
  // The new host's link is known now (their own link), or comes with their calendar's event (Meet, Teams).
  if (m.conferenceUrl !== plan.url || m.conferenceProvider !== plan.provider) {
    await repo.setMeetingConferenceStmt(db, m.accountId, m.id, plan.url, plan.provider, now).run();
    if (m.conferenceUrl !== plan.url) await sender.linkChanged(env, db, meetingId, now);
  }
}

/** The conferencing reaction to meeting events, registered in worker/jobs/event-handlers.ts. */
export function conferencingHandler(sender: InvitationSender): EventHandler {
  return {
    name: 'conferencing',
    types: ['meeting.booked', 'meeting.rescheduled', 'meeting.cancelled', 'meeting.reassigned'],
    // Only a reassignment decides a conference anew; otherwise a meeting without a conference row (its
    // link needs no outside call) has nothing to converge, as convergeConference itself would find.
    async applies(db, event, ctx) {
      if (event.type === 'meeting.reassigned') return true;
      const { meetingId } = event.payload as { meetingId: string };
      return (await ctx.rows(`conference:${meetingId}`, () => repo.conferenceQuery(db, meetingId))).length > 0;
    },
    async handle(env: Env, db: Db, event: DomainEvent) {
      const { meetingId } = event.payload as { meetingId: string };
      await convergeConference(env, db, sender, meetingId, event.type === 'meeting.reassigned');
    },
  };
}

/** Invitations still held past the limit (a handler that never ran or gave up) go out without the link. */
export async function releaseOverdueInvitations(env: Env, db: Db, sender: InvitationSender, now: number, limit = 50) {
  const due = await repo.overdueHeld(db, now - HOLD_MAX_MS - 60_000, limit);
  for (const { meetingId } of due) {
    await sender.release(env, db, meetingId, now);
    await repo.takeInviteRelease(db, meetingId, now);
  }
  return due.length;
}
