import type { Db } from '../../../db/client';
import type { Stmt } from '../../../db/batch';
import type { Env } from '../../../env';
import type { DomainEvent } from '../../../contracts/events';
import { integrationFailedMessage } from '../../../contracts/integrations';
import { CalendarAuthError, RetryAfterError, type CalendarEventInput, type CalendarProvider } from '../../../integrations/calendar/adapter';
import { hmac } from '../../../lib/crypto';
import { RetryLater, type EventHandler } from '../../events/service';
import { conferencePending } from '../../conferencing/service';
import { PROVIDER_NAMES, clientFor } from './clients';
import { conferenceFor } from '../../../integrations/calendar/catalogue';
import * as repo from '../repo';
import * as eventRepo from '../meeting-event-repo';
import { publicOrigin } from '../../scheduler-domain/service';

type Loaded = NonNullable<Awaited<ReturnType<typeof eventRepo.meetingForCalendar>>>;

/**
 * The prospect gets the calendar's invitation instead of our ICS e-mail, so its description carries the
 * manage links, and the booking form answers only when the organization adds form entries to invites
 * (Settings -> Meeting -> Form invites): the prospect and guests read this description too. The token is
 * the one notify.ts derives (HMAC of the meeting id under the session secret); without a secret (local
 * runs) there is no stable token to put in an invitation, so the links are left out.
 */
async function description(env: Env, l: Loaded, origin: string): Promise<string> {
  const m = l.meeting;
  const lines = [`${m.prospectName} <${m.prospectEmail}>`];
  if (m.conferenceUrl) lines.push(`Join: ${m.conferenceUrl}`);
  if (m.guests?.length) lines.push(`Guests: ${m.guests.join(', ')}`);
  if (l.answersInInvites) for (const a of m.answers ?? []) if (a.answer.trim()) lines.push(`${a.question}: ${a.answer}`);
  if (env.SESSION_SECRET) {
    const token = encodeURIComponent(await hmac(env.SESSION_SECRET, `meeting-manage:${m.id}`));
    lines.push(
      '',
      `Reschedule: ${origin}/booking/${m.id}/reschedule?token=${token}`,
      `Cancel: ${origin}/booking/${m.id}/cancel?token=${token}`,
    );
  }
  return lines.join('\n');
}

async function eventInput(env: Env, l: Loaded, provider: string, origin: string): Promise<CalendarEventInput> {
  const m = l.meeting;
  const hostEmail = l.host?.email.toLowerCase();
  // A relay's "default guest accept" answers for the team members on the event, never for the prospect or outside guests.
  const attendees = new Map<string, { name: string; accepted: boolean }>();
  if (m.prospectEmail) attendees.set(m.prospectEmail.toLowerCase(), { name: m.prospectName, accepted: false });
  for (const g of m.guests ?? []) attendees.set(g.toLowerCase(), { name: '', accepted: false });
  for (const p of l.people) attendees.set(p.email.toLowerCase(), { name: p.name, accepted: !!m.teamAccepted });
  if (hostEmail) attendees.delete(hostEmail);
  const list = [...attendees].map(([email, a]) => ({ email, name: a.name, ...(a.accepted ? { accepted: true } : {}) }));
  return {
    meetingId: m.id,
    uid: m.icsUid || `${m.id}@routewise`,
    sequence: m.icsSequence,
    title: m.title,
    description: await description(env, l, origin),
    start: m.startAt,
    end: m.endAt,
    location: m.conferenceUrl ?? m.location,
    // CalDAV stores the organizer as the first attendee of the object it writes.
    attendees: provider === 'caldav' && l.host ? [{ email: l.host.email, name: l.host.name }, ...list] : list,
    conference: conferenceFor(provider, m.conferenceProvider),
  };
}

/**
 * Converges the host's chosen calendar to the meeting as it is now (whatever event arrived, in whatever
 * order): scheduled with a write calendar -> the event exists there with the current time and people;
 * cancelled, reassigned away or calendar changed -> the old copy is deleted. The external id is stored,
 * and Google's event id is derived from the meeting, so a repeated delivery updates rather than duplicates.
 */
export async function convergeMeeting(env: Env, db: Db, accountId: string, meetingId: string, now = Date.now()): Promise<Stmt[]> {
  const l = await eventRepo.meetingForCalendar(db, accountId, meetingId);
  if (!l) return [];
  const record = await eventRepo.meetingEventOf(db, meetingId);
  const target = l.meeting.status === 'scheduled' ? await repo.writeCalendarOf(db, accountId, l.meeting.hostUserId) : undefined;
  const usable = target && target.integration.status === 'connected' ? target : undefined;
  const stmts: Stmt[] = [];
  const live = record?.externalId && record.status !== 'deleted' ? record : null;

  if (live && (!usable || live.calendarId !== usable.calendar.id)) {
    const old = await repo.integrationById(db, live.integrationId);
    const oldCal = await repo.calendarById(db, live.calendarId);
    if (old && old.status === 'connected' && oldCal) await clientFor(env, db, old).deleteEvent(oldCal.externalId, live.externalId!);
    if (!usable) stmts.push(eventRepo.saveMeetingEventStmt(db, { ...live, status: 'deleted', lastError: null, updatedAt: now }));
  }
  if (!usable) return stmts;

  // The manage links name the organization's verified scheduler domain, as its e-mails do.
  const input = await eventInput(env, l, usable.integration.provider, await publicOrigin(db, env, accountId));
  const existing = live && live.calendarId === usable.calendar.id ? { externalEventId: live.externalId!, etag: live.etag } : null;
  const state = await clientFor(env, db, usable.integration).upsertEvent(usable.calendar.externalId, existing, input);
  stmts.push(
    eventRepo.saveMeetingEventStmt(db, {
      meetingId,
      accountId,
      integrationId: usable.integration.id,
      calendarId: usable.calendar.id,
      provider: usable.integration.provider,
      externalId: state.externalEventId,
      etag: state.etag,
      status: 'synced',
      lastError: null,
      joinUrl: state.joinUrl ?? null,
      attendees: state.attendees,
      updatedAt: now,
    }),
  );
  if (input.conference && state.joinUrl && l.meeting.conferenceUrl !== state.joinUrl)
    stmts.push(eventRepo.setMeetingConferenceUrlStmt(db, accountId, meetingId, state.joinUrl));
  return stmts;
}

/** Records a failed write where meeting details can show it, before the event system retries. */
async function recordFailure(db: Db, accountId: string, meetingId: string, error: string, now: number) {
  const l = await eventRepo.meetingForCalendar(db, accountId, meetingId);
  const target = l ? await repo.writeCalendarOf(db, accountId, l.meeting.hostUserId) : undefined;
  const record = await eventRepo.meetingEventOf(db, meetingId);
  const base =
    record ??
    (target
      ? {
          meetingId,
          accountId,
          integrationId: target.integration.id,
          calendarId: target.calendar.id,
          provider: target.integration.provider,
          updatedAt: now,
        }
      : null);
  if (base) await eventRepo.saveMeetingEventStmt(db, { ...base, status: 'failed', lastError: error.slice(0, 500), updatedAt: now }).run();
}

export const calendarWriter: EventHandler = {
  name: 'calendar-writer',
  types: ['meeting.booked', 'meeting.rescheduled', 'meeting.cancelled', 'meeting.reassigned', 'meeting.guests_changed'],
  // Nothing to write and nothing to delete: no live copy in a calendar and no working write calendar
  // for the scheduled meeting's host (convergeMeeting would answer no statements and call no one).
  async applies(db, event, ctx) {
    const meetingId = (event.payload as { meetingId: string }).meetingId;
    const [record, target] = await Promise.all([
      ctx.rows(`calendar-event:${meetingId}`, () => eventRepo.meetingEventQuery(db, meetingId)),
      ctx.rows(`host-write-calendar:${meetingId}`, () => eventRepo.hostWriteCalendarQuery(db, event.accountId, meetingId)),
    ]);
    const live = record[0]?.externalId && record[0].status !== 'deleted';
    return !!live || target.length > 0;
  },
  async handle(env, db, event: DomainEvent) {
    const meetingId = (event.payload as { meetingId: string }).meetingId;
    const now = Date.now();
    // A Zoom or Daily link still being made: the calendar copy waits for it rather than going out without it.
    if (event.type !== 'meeting.cancelled' && (await conferencePending(db, meetingId)))
      throw new RetryLater("waiting for the meeting's conference link", 10);
    try {
      return await convergeMeeting(env, db, event.accountId, meetingId, now);
    } catch (err) {
      if (err instanceof RetryAfterError) throw new RetryLater(err.message, err.delaySeconds);
      const record = await eventRepo.meetingEventOf(db, meetingId);
      const provider = (record?.provider ?? 'google_calendar') as CalendarProvider;
      const message =
        err instanceof CalendarAuthError
          ? integrationFailedMessage(PROVIDER_NAMES[provider] ?? provider)
          : String((err as Error).message ?? err);
      await recordFailure(db, event.accountId, meetingId, message, now);
      // An expired grant will not heal by retrying: the member reauthorizes, and the next change converges.
      if (err instanceof CalendarAuthError) return [];
      throw err;
    }
  },
};
