import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import type { MeetingDto, MeetingStatus, MeetingSummaryDto } from '../../../contracts/meetings';
import { forbidden, notFound } from '../../../core/errors';
import { loadMeetingContext } from './context';
import * as repo from '../repo';
import { meetingConference } from '../../conferencing/service';
import { meetingCrmWrites } from '../../crm-mappings/service';

const PAGE_SIZE = 50;
const iso = (ms: number) => new Date(ms).toISOString();

/** Users see meetings they take part in; Admins and Managers see the organization's. */
const scopeUser = (caller: Caller, mine: boolean) => (caller.role === 'regular' || mine ? caller.userId : undefined);

/** What every answer about a meeting starts with: its id, title, times, status and prospect. */
const basicsOf = (m: Awaited<ReturnType<typeof repo.listMeetings>>[number]['meeting']) => ({
  id: m.id,
  title: m.title,
  start: iso(m.startAt),
  end: iso(m.endAt),
  status: m.status,
  prospectName: m.prospectName,
  prospectEmail: m.prospectEmail,
});

function summaries(rows: Awaited<ReturnType<typeof repo.listMeetings>>): MeetingSummaryDto[] {
  return rows.map(({ meeting: m, hostName, meetingTypeName }) => ({
    ...basicsOf(m),
    hostName,
    meetingTypeName: meetingTypeName ?? '',
    source: m.source,
  }));
}

export async function listMeetings(db: Db, caller: Caller, q: { view: MeetingStatus; q?: string; mine: 'true' | 'false'; page?: string }) {
  const page = Math.max(1, Number(q.page ?? '1'));
  const userId = scopeUser(caller, q.mine === 'true');
  const [rows, counts] = await Promise.all([
    repo.listMeetings(db, caller.accountId, {
      status: q.view,
      userId,
      q: q.q,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
      upcomingFirst: q.view === 'scheduled',
    }),
    repo.statusCounts(db, caller.accountId, userId),
  ]);
  const data = summaries(rows);
  return {
    data,
    meta: {
      counts: {
        scheduled: counts.scheduled ?? 0,
        completed: counts.completed ?? 0,
        cancelled: counts.cancelled ?? 0,
        no_show: counts.no_show ?? 0,
      },
      page,
      pageSize: PAGE_SIZE,
    },
  };
}

/** Scheduled meetings the caller may see that end after `from` and start before `to`, earliest first, in one query. */
export async function scheduledBetween(db: Db, caller: Caller, q: { mine: boolean; from: number; to?: number; limit: number }) {
  const rows = await repo.listMeetings(db, caller.accountId, {
    status: 'scheduled',
    userId: scopeUser(caller, q.mine),
    from: q.from,
    to: q.to === undefined ? undefined : q.to - 1,
    limit: q.limit,
    offset: 0,
    upcomingFirst: true,
  });
  return summaries(rows);
}

/** Loads a meeting the caller may see; others' meetings look missing to a User. */
export async function meetingForCaller(db: Db, caller: Caller, id: string) {
  const meeting = await repo.findMeetingInAccount(db, caller.accountId, id);
  if (!meeting) throw notFound('Meeting');
  if (caller.role === 'regular') {
    const participants = await repo.participantsOf(db, id);
    if (!participants.some((p) => p.userId === caller.userId) && meeting.bookedByUserId !== caller.userId) throw notFound('Meeting');
  }
  return meeting;
}

/** Actions need more than sight: a participant, the booker, or an Admin or Manager. */
export async function meetingToChange(db: Db, caller: Caller, id: string) {
  const meeting = await meetingForCaller(db, caller, id);
  if (caller.role === 'regular') {
    const participants = await repo.participantsOf(db, id);
    if (!participants.some((p) => p.userId === caller.userId && p.role !== 'guest') && meeting.bookedByUserId !== caller.userId)
      throw forbidden();
  }
  return meeting;
}

export async function meetingDetail(db: Db, caller: Caller, id: string, now = Date.now()): Promise<MeetingDto> {
  return detailOf(db, await meetingForCaller(db, caller, id), now);
}

/**
 * The meeting as its account sees it, for the answer to a change the caller was allowed to make even
 * where the change takes the meeting out of their sight (a host reassigning their own meeting).
 */
export async function meetingDetailAfterChange(db: Db, accountId: string, id: string, now = Date.now()): Promise<MeetingDto> {
  const m = await repo.findMeetingInAccount(db, accountId, id);
  if (!m) throw notFound('Meeting');
  return detailOf(db, m, now);
}

async function detailOf(db: Db, m: NonNullable<Awaited<ReturnType<typeof repo.findMeetingInAccount>>>, now: number): Promise<MeetingDto> {
  const ctx = await loadMeetingContext(db, m);
  const owner = m.ownerUserId ? ctx.participants.find((p) => p.userId === m.ownerUserId) : undefined;
  return {
    ...basicsOf(m),
    prospectTimezone: m.prospectTimezone,
    hostName: ctx.host.name,
    hostUserId: m.hostUserId,
    ownerUserId: m.ownerUserId,
    ownerName: owner?.name ?? (m.ownerUserId ? await repo.userName(db, m.ownerUserId) : ''),
    meetingTypeId: m.meetingTypeId,
    meetingTypeName: ctx.type?.name ?? '',
    source: m.source,
    answers: m.answers,
    guests: m.guests,
    participants: ctx.participants.map((p) => ({
      userId: p.userId,
      name: p.name,
      email: p.email,
      role: p.role,
      active: p.active,
      groupName: p.groupName ?? null,
    })),
    notes: m.notes,
    location: m.location,
    conference: await meetingConference(db, m.accountId, m),
    cancellationReason: m.cancellationReason,
    canChange: m.status === 'scheduled' && (m.startAt > now || ctx.org.allowChangesAfterStart),
    createdAt: iso(m.createdAt),
    crmWrites: await meetingCrmWrites(db, m.accountId, m.id),
    handedOverBy: ctx.handover ?? null,
  };
}
