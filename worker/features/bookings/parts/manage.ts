import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { BookingDto } from '../../../contracts/booking';
import { DomainError, notFound } from '../../../core/errors';
import { safeEqualStrings, sha256 } from '../../../lib/crypto';
import {
  cancelMeeting,
  findMeetingForManage,
  loadMeetingContext,
  manageUrls,
  type LinkOrigins,
  rescheduleMeeting,
  rescheduleSlots,
  type MeetingContext,
} from '../../meetings/service';
import type { IdempotencyRecord } from '../../../contracts/idempotency';
import { answerStmts, orReplay, storedAnswer } from '../../idempotency/service';
import { checkWindow } from '../../meeting-types/service';
import { publicOrigin } from '../../scheduler-domain/service';

/** The prospect's manage token is the only key to a booking; a wrong one looks exactly like a missing booking. */
async function meetingByToken(db: Db, id: string, token: string) {
  const meeting = await findMeetingForManage(db, id);
  if (!meeting || !meeting.manageTokenHash || !safeEqualStrings(meeting.manageTokenHash, await sha256(token))) throw notFound('Booking');
  return meeting;
}

/** `guests`: who else is invited besides the host: team members who join (group members, internal guests), then outside guests. */
type ManageDto = BookingDto & { prospectTimezone: string; canChange: boolean; cancellationReason: string | null; guests: string[] };

/** The prospect sees what they booked as the confirmation page named it: the meeting type's name. */
function toDto(
  env: LinkOrigins,
  meeting: Awaited<ReturnType<typeof meetingByToken>>,
  token: string,
  ctx: MeetingContext,
  now = Date.now(),
): ManageDto {
  return {
    id: meeting.id,
    start: new Date(meeting.startAt).toISOString(),
    end: new Date(meeting.endAt).toISOString(),
    status: meeting.status,
    hostName: ctx.host.name,
    meetingName: ctx.type?.name || meeting.title,
    ...manageUrls(env, meeting.id, token),
    redirectUrl: null,
    joinUrl: meeting.status === 'scheduled' ? meeting.conferenceUrl : null,
    joinPending: meeting.status === 'scheduled' && !!meeting.conferenceProvider && !meeting.conferenceUrl,
    prospectTimezone: meeting.prospectTimezone,
    canChange: meeting.status === 'scheduled' && (meeting.startAt > now || ctx.org.allowChangesAfterStart),
    cancellationReason: meeting.cancellationReason,
    guests: [...ctx.participants.filter((p) => p.active && p.userId !== meeting.hostUserId).map((p) => p.name), ...meeting.guests],
  };
}

async function dto(env: Env, db: Db, meeting: Awaited<ReturnType<typeof meetingByToken>>, token: string): Promise<ManageDto> {
  const links = { APP_URL: env.APP_URL, publicOrigin: await publicOrigin(db, env, meeting.accountId) };
  return toDto(links, meeting, token, await loadMeetingContext(db, meeting));
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

/**
 * Reschedule from the e-mailed link. The stored answer of the Idempotency-Key is written in the same
 * batch as the move, so a retry after a crash gets the first answer, never "Choose a different time".
 */
export async function rescheduleBooking(
  env: Env,
  db: Db,
  id: string,
  input: { token: string; start: string; timezone?: string },
  idempotency: IdempotencyRecord | null,
): Promise<ManageDto> {
  const meeting = await meetingByToken(db, id, input.token);
  const stored = await storedAnswer(db, idempotency);
  if (stored !== null) return stored as ManageDto;
  const start = Date.parse(input.start);
  if (start === meeting.startAt) throw new DomainError('invalid', 'invalid', 'Choose a different time', '/start');
  const now = Date.now();
  const out: { answer: ManageDto | null } = { answer: null };
  const result = await orReplay(db, idempotency, () =>
    rescheduleMeeting(env, db, meeting, start, input.token, now, (updated, ctx) => {
      out.answer = toDto(env, updated, input.token, ctx, now);
      return answerStmts(db, idempotency, out.answer, now);
    }),
  );
  if ('replayed' in result) return result.replayed as ManageDto;
  return out.answer ?? dto(env, db, result, input.token);
}

/** Cancel from the e-mailed link; a repeated Idempotency-Key answers as the first request did. */
export async function cancelBooking(
  env: Env,
  db: Db,
  id: string,
  input: { token: string; reason: string },
  idempotency: IdempotencyRecord | null,
): Promise<ManageDto> {
  const meeting = await meetingByToken(db, id, input.token);
  const stored = await storedAnswer(db, idempotency);
  if (stored !== null) return stored as ManageDto;
  const now = Date.now();
  const out: { answer: ManageDto | null } = { answer: null };
  const result = await orReplay(db, idempotency, () =>
    cancelMeeting(
      env,
      db,
      meeting,
      input.reason,
      now,
      (updated, ctx) => {
        out.answer = toDto(env, updated, input.token, ctx, now);
        return answerStmts(db, idempotency, out.answer, now);
      },
      'prospect',
    ),
  );
  if ('replayed' in result) return result.replayed as ManageDto;
  return out.answer ?? dto(env, db, result, input.token);
}
