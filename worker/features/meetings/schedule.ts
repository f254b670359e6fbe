import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { BOOKING_MESSAGES } from '../../contracts/booking';
import { DomainError } from '../../core/errors';
import { randomToken, sha256 } from '../auth/crypto';
import { dispatch, prepareEmail } from '../mail/service';
import { meetingEmails, type InviteTemplates, type Person } from './notify';
import * as repo from './repo';

type Batch = Parameters<Db['batch']>[0];

export type MeetingPlan = {
  accountId: string;
  org: string;
  meetingTypeId: string | null;
  linkId: string | null;
  source: repo.MeetingRow['source'];
  start: number;
  end: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** Who could take the meeting, best first; each entry is [host, ...other participants]. */
  candidates: string[][];
  people: Map<string, Person>;
  prospect: { name: string; email: string; timezone: string };
  answers: { question: string; answer: string }[];
  guests: string[];
  location: string;
  templates: InviteTemplates;
  bookedByUserId: string | null;
  idempotency?: { scope: string; key: string; requestHash: string; respond: (meeting: repo.MeetingRow, token: string) => { status: number; body: unknown } };
};

export type Scheduled = { meeting: repo.MeetingRow; token: string; status: number; body: unknown; replayed: boolean };

const isSlotTaken = (e: unknown) => /slot_taken/.test(String((e as Error)?.message ?? e)) || /slot_taken/.test(String((e as { cause?: unknown })?.cause ?? ''));
const isIdempotencyClash = (e: unknown) => /idempotency_keys/.test(String((e as Error)?.message ?? e)) || /idempotency_keys/.test(String((e as { cause?: unknown })?.cause ?? ''));

/** A stored answer for a repeated Idempotency-Key, or a 422 when the key comes back with another body. */
export async function replayIdempotent(db: Db, idem: NonNullable<MeetingPlan['idempotency']>) {
  const found = await repo.findIdempotency(db, idem.scope, idem.key);
  if (!found) return null;
  if (found.requestHash !== idem.requestHash) throw new DomainError('invalid', 'idempotency_key_reused', BOOKING_MESSAGES.idempotencyReuse);
  return { status: found.status, body: JSON.parse(found.body) as unknown };
}

/**
 * Books the first candidate whose calendar is still free, in one D1 batch per attempt: the
 * idempotency row, the meeting, its participant blocks and its e-mails commit together or not at all.
 * The no-overlap trigger on meeting_participants is the check, inside the same transaction as the
 * write, so no interleaving of requests can double-book anyone.
 */
export async function scheduleMeeting(env: Env, db: Db, plan: MeetingPlan): Promise<Scheduled> {
  if (plan.idempotency) {
    const replay = await replayIdempotent(db, plan.idempotency);
    if (replay) return { ...replay, meeting: null as never, token: '', replayed: true };
  }
  const now = Date.now();
  const blockStart = plan.start - plan.bufferBeforeMinutes * 60_000;
  const blockEnd = plan.end + plan.bufferAfterMinutes * 60_000;
  for (const candidate of plan.candidates) {
    const [hostId, ...others] = candidate;
    const host = plan.people.get(hostId)!;
    const id = crypto.randomUUID();
    const token = randomToken();
    const meeting: repo.MeetingRow = {
      id,
      accountId: plan.accountId,
      meetingTypeId: plan.meetingTypeId,
      hostUserId: hostId,
      ownerUserId: hostId,
      title: `${plan.prospect.name} and ${host.name}`,
      startAt: plan.start,
      endAt: plan.end,
      status: 'scheduled',
      source: plan.source,
      linkId: plan.linkId,
      prospectName: plan.prospect.name,
      prospectEmail: plan.prospect.email,
      prospectTimezone: plan.prospect.timezone,
      answers: plan.answers,
      guests: plan.guests,
      notes: '',
      location: plan.location,
      bufferBeforeMinutes: plan.bufferBeforeMinutes,
      bufferAfterMinutes: plan.bufferAfterMinutes,
      icsUid: `${id}@routewise`,
      icsSequence: 0,
      manageTokenHash: await sha256(token),
      cancellationReason: null,
      cancelledAt: null,
      reminderSentAt: null,
      bookedByUserId: plan.bookedByUserId,
      createdAt: now,
      updatedAt: now,
    };
    const participants = others.map((u) => plan.people.get(u)!);
    const mails = meetingEmails({ env, kind: 'booked', meeting, templates: plan.templates, host, participants, org: plan.org, token }).map((m) => prepareEmail(db, m));
    const response = plan.idempotency?.respond(meeting, token);
    const stmts = [
      // The key goes first: a concurrent request with the same key fails here, before touching any calendar.
      ...(plan.idempotency && response
        ? [repo.insertIdempotencyStmt(db, { scope: plan.idempotency.scope, key: plan.idempotency.key, requestHash: plan.idempotency.requestHash, status: response.status, body: JSON.stringify(response.body), createdAt: now })]
        : []),
      repo.insertMeetingStmt(db, meeting),
      ...candidate.map((userId, i) =>
        repo.insertParticipantStmt(db, { meetingId: id, userId, accountId: plan.accountId, startAt: plan.start, endAt: plan.end, blockStart, blockEnd, role: i === 0 ? 'host' : 'member', active: true }),
      ),
      ...mails.map((m) => m.stmt),
    ];
    try {
      await db.batch(stmts as unknown as Batch);
    } catch (e) {
      if (plan.idempotency && isIdempotencyClash(e)) {
        const replay = await replayIdempotent(db, plan.idempotency);
        if (replay) return { ...replay, meeting: null as never, token: '', replayed: true };
      }
      if (isSlotTaken(e)) continue;
      throw e;
    }
    await dispatch(env, ...mails.map((m) => m.id));
    return { meeting, token, status: response?.status ?? 201, body: response?.body ?? null, replayed: false };
  }
  throw new DomainError('conflict', 'slot_taken', BOOKING_MESSAGES.slotTaken, '/start');
}
