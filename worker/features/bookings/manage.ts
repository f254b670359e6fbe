import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { BookingDto } from '../../contracts/booking';
import { DomainError, notFound } from '../../core/errors';
import { safeEqualStrings, sha256 } from '../auth/crypto';
import { cancelMeeting, rescheduleMeeting, rescheduleSlots } from '../meetings/lifecycle';
import { manageUrls } from '../meetings/notify';
import { findMeetingForManage, meetingTypeName } from '../meetings/service';
import { replayIdempotent } from '../meetings/schedule';
import { storeIdempotentStmt } from '../meetings/service';
import { checkWindow } from '../meeting-types/slots';

/** The prospect's manage token is the only key to a booking; a wrong one looks exactly like a missing booking. */
async function meetingByToken(db: Db, id: string, token: string) {
  const meeting = await findMeetingForManage(db, id);
  if (!meeting || !meeting.manageTokenHash || !safeEqualStrings(meeting.manageTokenHash, await sha256(token))) throw notFound('Booking');
  return meeting;
}

async function dto(env: Env, db: Db, meeting: Awaited<ReturnType<typeof meetingByToken>>, token: string): Promise<BookingDto & { prospectTimezone: string; canChange: boolean; cancellationReason: string | null }> {
  const { hostName, allowChangesAfterStart } = await meetingTypeName(db, meeting);
  return {
    id: meeting.id,
    start: new Date(meeting.startAt).toISOString(),
    end: new Date(meeting.endAt).toISOString(),
    status: meeting.status,
    hostName,
    meetingName: meeting.title,
    ...manageUrls(env, meeting.id, token),
    redirectUrl: null,
    prospectTimezone: meeting.prospectTimezone,
    canChange: meeting.status === 'scheduled' && (meeting.startAt > Date.now() || allowChangesAfterStart),
    cancellationReason: meeting.cancellationReason,
  };
}

export async function getBooking(env: Env, db: Db, id: string, token: string) {
  return dto(env, db, await meetingByToken(db, id, token), token);
}

/** Free times the booking could move to, its own time excluded from busy. */
export async function bookingSlots(db: Db, id: string, token: string, q: { from: string; to: string }) {
  const meeting = await meetingByToken(db, id, token);
  const { from, to } = checkWindow(q.from, q.to);
  const { slots } = await rescheduleSlots(db, meeting, from, to, Date.now());
  return { slots: slots.map((s) => ({ start: new Date(s.start).toISOString(), end: new Date(s.end).toISOString() })) };
}

/** Reschedule from the e-mailed link; a repeated Idempotency-Key answers as the first request did. */
export async function rescheduleBooking(env: Env, db: Db, id: string, input: { token: string; start: string; timezone?: string }, key: string) {
  const meeting = await meetingByToken(db, id, input.token);
  const idem = { scope: `reschedule:${id}`, key, requestHash: await sha256(JSON.stringify(input)), respond: () => ({ status: 0, body: null }) };
  const replay = await replayIdempotent(db, idem);
  if (replay) return replay;
  const start = Date.parse(input.start);
  if (start === meeting.startAt) throw new DomainError('invalid', 'invalid', 'Choose a different time', '/start');
  const updated = await rescheduleMeeting(env, db, meeting, start, input.token);
  const body = { data: await dto(env, db, updated, input.token) };
  await storeIdempotentStmt(db, idem.scope, key, idem.requestHash, 200, body).run();
  return { status: 200, body };
}

export async function cancelBooking(env: Env, db: Db, id: string, input: { token: string; reason: string }) {
  const meeting = await meetingByToken(db, id, input.token);
  const updated = await cancelMeeting(env, db, meeting, input.reason);
  return { data: await dto(env, db, updated, input.token) };
}
