import type { Db } from '../../../db/client';
import type { DomainEvent } from '../../../contracts/events';
import type { WebhookMeeting, WebhookProspect } from '../../../contracts/webhooks';
import type { MessageContext } from '../../../core/workflows/message';
import type { MatchSubject } from '../../../core/workflows/match';
import { MEETING_TIME_PARTS } from '../../../core/booking/templates';
import * as ctxRepo from '../context-repo';
import { usersByIds } from './people';
import { iso } from '../../../contracts/response-kit';

/** Everything a workflow may say about one event, loaded once per event and shared by every workflow. */
export type EventSnapshot = {
  organization: { id: string; name: string };
  subject: MatchSubject;
  meeting: WebhookMeeting | null;
  prospect: WebhookProspect | null;
  message: MessageContext;
  phones: { prospect: string | null; assignee: string | null };
  /** The prospect's e-mail, or the subject id: who analytics tools see the event as. */
  distinctId: string;
};

const PHONE_KEY = /phone|mobile|cell|tel/i;

function phoneFrom(answers: Record<string, string | string[]> | { question: string; answer: string }[] | undefined): string | null {
  if (!answers) return null;
  const pairs = Array.isArray(answers)
    ? answers.map((a) => [a.question, a.answer] as const)
    : Object.entries(answers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v] as const);
  return pairs.find(([k, v]) => PHONE_KEY.test(k) && typeof v === 'string' && v.trim())?.[1]?.trim() ?? null;
}

function formatIn(ms: number, zone: string, opts: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone, ...opts }).format(ms);
  } catch {
    return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...opts }).format(ms);
  }
}

/** Loads the meeting and/or prospect an event is about, as they are now. Null when the subject is gone. */
export async function loadSnapshot(
  db: Db,
  event: Pick<DomainEvent, 'accountId' | 'type' | 'subjectId' | 'payload'>,
): Promise<EventSnapshot | null> {
  const payload = event.payload as Record<string, unknown>;
  const account = await ctxRepo.findAccount(db, event.accountId);
  if (!account) return null;
  const meetingId = typeof payload.meetingId === 'string' ? payload.meetingId : event.type.startsWith('meeting.') ? event.subjectId : null;
  const sessionId = typeof payload.sessionId === 'string' ? payload.sessionId : event.type.startsWith('prospect.') ? event.subjectId : null;
  const meetingRow = meetingId ? await ctxRepo.findMeeting(db, event.accountId, meetingId) : undefined;
  const session = sessionId
    ? await ctxRepo.findSession(db, event.accountId, sessionId)
    : meetingRow
      ? await ctxRepo.findSessionByMeeting(db, event.accountId, meetingRow.id)
      : undefined;
  if (!meetingRow && !session) return null;

  const type = meetingRow?.meetingTypeId ? await ctxRepo.findMeetingType(db, event.accountId, meetingRow.meetingTypeId) : undefined;
  const team = type?.teamId ? await ctxRepo.findTeam(db, event.accountId, type.teamId) : undefined;
  const parts = meetingRow ? await ctxRepo.participantIds(db, meetingRow.id) : [];
  const userIds = [
    ...new Set(
      [meetingRow?.hostUserId, meetingRow?.bookedByUserId, session?.assigneeUserId, ...parts.map((p) => p.userId)].filter(
        (x): x is string => !!x,
      ),
    ),
  ];
  const people = new Map((await usersByIds(db, event.accountId, userIds)).map((u) => [u.id, u]));
  const host = meetingRow ? people.get(meetingRow.hostUserId) : undefined;
  const assignee = host ?? (session?.assigneeUserId ? people.get(session.assigneeUserId) : undefined);
  const booker = meetingRow?.bookedByUserId ? people.get(meetingRow.bookedByUserId) : undefined;
  const zone = meetingRow?.prospectTimezone || host?.timezone || account.defaultTimezone;
  const hour12 = account.timeFormat !== '24h';
  const previousStartAt = typeof payload.previousStartAt === 'number' ? payload.previousStartAt : null;
  const prospectName = meetingRow?.prospectName || session?.prospectName || '';
  const prospectEmail = meetingRow?.prospectEmail || session?.prospectEmail || '';
  const prospectPhone = phoneFrom(session?.answers) ?? phoneFrom(meetingRow?.answers);

  const meeting: WebhookMeeting | null = meetingRow
    ? {
        id: meetingRow.id,
        title: meetingRow.title,
        status: meetingRow.status,
        startAt: iso(meetingRow.startAt),
        endAt: iso(meetingRow.endAt),
        timezone: zone,
        meetingType: type ? { id: type.id, name: type.name, kind: type.kind } : null,
        host: { name: host?.name ?? '', email: host?.email ?? '' },
        prospect: { name: prospectName, email: prospectEmail, phone: prospectPhone },
        guests: meetingRow.guests,
        answers: meetingRow.answers,
        conferenceUrl: meetingRow.conferenceUrl ?? null,
        cancellationReason: meetingRow.cancellationReason ?? null,
        previousStartAt: previousStartAt === null ? null : iso(previousStartAt),
      }
    : null;
  const prospect: WebhookProspect | null = session
    ? {
        sessionId: session.id,
        name: session.prospectName,
        email: session.prospectEmail,
        router: { id: session.routerId, name: session.routerName },
        outcome: session.outcome,
        outcomeReason: session.outcomeReason,
        assignee:
          session.assigneeUserId && people.get(session.assigneeUserId)
            ? { name: people.get(session.assigneeUserId)!.name, email: people.get(session.assigneeUserId)!.email }
            : null,
        answers: session.answers,
        meetingId: session.meetingId,
      }
    : null;

  const at = meetingRow?.startAt ?? null;
  const message: MessageContext = {
    values: {
      account_name: account.company,
      company_name: prospectEmail.split('@')[1] ?? '',
      user_name: assignee?.name ?? '',
      team_name: team?.name ?? '',
      time: at === null ? '' : formatIn(at, zone, { hour: 'numeric', minute: '2-digit', hour12, timeZoneName: 'short' }),
      formatted_time: at === null ? '' : formatIn(at, zone, { ...MEETING_TIME_PARTS, hour12, timeZoneName: 'short' }),
      formatted_date: at === null ? '' : formatIn(at, zone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
      form_name: session?.routerName ?? '',
      phone_number: prospectPhone ?? '',
      previous_meeting_time:
        previousStartAt === null
          ? ''
          : formatIn(previousStartAt, zone, {
              month: 'short',
              day: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
              hour12,
              timeZoneName: 'short',
            }),
      booker_name: booker?.name ?? prospectName,
      booker_email: booker?.email ?? prospectEmail,
      meeting_type_name: type?.name ?? meetingRow?.title ?? '',
      cancellation_reason: meetingRow?.cancellationReason ?? '',
      prospect_name: prospectName,
      assignee_name: assignee?.name ?? '',
      conference_link: meetingRow?.status === 'scheduled' ? (meetingRow.conferenceUrl ?? '') : '',
    },
    participants: [
      ...parts.map((p) => ({ name: people.get(p.userId)?.name ?? '', email: people.get(p.userId)?.email ?? '', role: p.role })),
      ...(prospectEmail ? [{ name: prospectName, email: prospectEmail, role: 'prospect' }] : []),
      ...(meetingRow?.guests ?? []).map((g) => ({ name: g, email: g, role: 'guest' })),
    ],
    formEntries: session
      ? [
          { label: 'Name', value: session.prospectName },
          { label: 'E-mail', value: session.prospectEmail },
        ].filter((e) => e.value)
      : [],
    formAnswers: [
      ...(session
        ? Object.entries(session.answers).map(([question, a]) => ({ question, answer: Array.isArray(a) ? a.join(', ') : a }))
        : []),
      ...(meetingRow?.answers ?? []),
    ],
  };
  return {
    organization: { id: account.id, name: account.company },
    subject: meetingRow ? { meetingTypeId: meetingRow.meetingTypeId, meetingKind: type?.kind ?? null } : null,
    meeting,
    prospect,
    message,
    phones: { prospect: prospectPhone, assignee: assignee?.contactNumber ?? null },
    distinctId: prospectEmail || event.subjectId,
  };
}
