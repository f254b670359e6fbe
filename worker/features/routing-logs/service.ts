import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import {
  ASSIGNEE_STATES,
  ROUTER_VIA,
  type DecisionRecord,
  type RouterVia,
  type RoutingLogRowDto,
  type RoutingLogView,
  type SessionOutcome,
} from '../../contracts/routing-sessions';
import type { RoutingLogDetailViewDto, RoutingLogListDto, SessionTallies } from '../../contracts/routing-logs';
import { DomainError, notFound } from '../../core/errors';
import { explainSession, explainTimeline, firstAssignment, type ExplainInput } from './explain';
import * as repo from './repo';

const iso = (ms: number) => new Date(ms).toISOString();

export const VIEW_OUTCOME: Record<RoutingLogView, SessionOutcome | undefined> = {
  'all-prospects': undefined,
  'prospects-that-booked': 'booked',
  'prospects-that-did-not-book': 'not_booked',
  'prospects-that-are-disqualified': 'disqualified',
};

export type LogFilter = { view: RoutingLogView; search?: string; routerId?: string; since?: string; routerKind?: repo.SessionFilter['routerKind'] };

/** Admins and Managers see every session of the account; a User only those they were assigned, offered or booked into. */
export const filterFor = (caller: Caller, f: Omit<LogFilter, 'view'>): repo.SessionFilter => ({
  accountId: caller.accountId,
  visibleTo: caller.role === 'regular' ? caller.userId : undefined,
  search: f.search,
  routerId: f.routerId,
  routerKind: f.routerKind,
  since: f.since ? Date.parse(f.since) : undefined,
});

// The cursor is the last row's (createdAt, id): stable under inserts, unlike an offset. It is base64url
// of UTF-8, so any id survives the round trip.
function encodeCursor(k: repo.Keyset): string {
  let bin = '';
  for (const b of new TextEncoder().encode(`${k.createdAt}.${k.id}`)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}
function decodeCursor(raw: string): repo.Keyset {
  try {
    const bin = atob(raw.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder().decode(Uint8Array.from(bin, (ch) => ch.charCodeAt(0)));
    const dot = text.indexOf('.');
    const createdAt = Number(text.slice(0, dot));
    const id = text.slice(dot + 1);
    if (dot > 0 && Number.isSafeInteger(createdAt) && id) return { createdAt, id };
  } catch {
    // fall through to the 422 below
  }
  throw new DomainError('invalid', 'invalid', 'The cursor is not valid; start from the first page', '/cursor');
}

const asVia = (v: string | null): RouterVia | null => ((ROUTER_VIA as readonly string[]).includes(v ?? '') ? (v as RouterVia) : null);
const asState = (s: string | null) => ((ASSIGNEE_STATES as readonly string[]).includes(s ?? '') ? (s as RoutingLogRowDto['assigneeState']) : null);

export function toRow(r: repo.SessionListRow): RoutingLogRowDto {
  const booked = r.outcome === 'booked' || !!r.meetingId;
  return {
    id: r.id,
    loggedAt: iso(r.createdAt),
    prospect: { name: r.prospectName, email: r.prospectEmail },
    assignee: r.assigneeUserId ? { id: r.assigneeUserId, name: r.assigneeName ?? '' } : null,
    assigneeState: asState(r.assigneeState),
    router: { id: r.routerId, name: r.routerName, deleted: !r.routerId || !r.routerExists || r.routerDeletedAt != null },
    via: asVia(r.via),
    viaName: r.viaName,
    outcome: r.outcome,
    outcomeReason: r.outcomeReason,
    // Through an inbound router the prospect books for themself; through a relay, the booker does.
    bookedBy: r.bookedByUserId ? (r.bookedByName ?? 'Former member') : booked ? r.prospectName || r.prospectEmail : null,
    bookedBySource: r.bookedBySource,
    meetingId: r.meetingId,
  };
}

export async function listLogs(db: Db, caller: Caller, q: LogFilter & { cursor?: string; limit: number }): Promise<RoutingLogListDto> {
  const filter = filterFor(caller, q);
  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  const [rows, tallies] = await Promise.all([repo.listSessions(db, { ...filter, outcome: VIEW_OUTCOME[q.view] }, q.limit + 1, after), repo.sessionTallies(db, filter)]);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    data: page.map(toRow),
    nextCursor: rows.length > q.limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
    counts: viewCounts(tallies),
    tallies,
  };
}

/** Each view's count is one of the tallies: the views and the router cards share one definition. */
export const viewCounts = (t: SessionTallies): Record<RoutingLogView, number> => ({
  'all-prospects': t.processed,
  'prospects-that-booked': t.booked,
  'prospects-that-did-not-book': t.notBooked,
  'prospects-that-are-disqualified': t.disqualified,
});

/** The router cards' figures since an instant, per router, under the caller's view of the log. */
export const routerTallies = (db: Db, caller: Caller, since: number) => repo.sessionTalliesByRouter(db, { ...filterFor(caller, {}), since });

/** Every user id a decision names, so one query can put names to them. */
function mentionedUserIds(d: DecisionRecord | null, extra: (string | null)[]): string[] {
  const ids = extra.filter((x): x is string => !!x);
  if (!d) return ids;
  ids.push(...d.inputs.users.map((u) => u.id));
  for (const r of d.roundRobin) {
    if (r.chosenUserId) ids.push(r.chosenUserId);
    ids.push(...r.explanation.map((e) => e.memberId));
  }
  for (const id of [d.booking?.hostUserId, d.redistribution.userId, d.ownerUpdate?.toUserId, firstAssignment(d)?.userId]) if (id) ids.push(id);
  return ids;
}

const humanise = (field: string) => {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_\-.[\]]+/g, ' ').trim().toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : field;
};

const ruleTable = (kind: string): 'matching' | 'distribution' | 'redirect' => (kind === 'matching' ? 'matching' : kind === 'redirect' ? 'redirect' : 'distribution');

export async function logDetail(db: Db, caller: Caller, id: string): Promise<RoutingLogDetailViewDto> {
  const visibleTo = caller.role === 'regular' ? caller.userId : undefined;
  const row = await repo.findSession(db, caller.accountId, id, visibleTo);
  if (!row) throw notFound('Routing log');
  const d = row.decision ?? null;
  const used = d?.rulesUsed ?? [];
  const meetingId = row.meetingId ?? d?.booking?.meetingId ?? null;
  const [names, current, meeting, labels] = await Promise.all([
    repo.userNames(db, caller.accountId, mentionedUserIds(d, [row.assigneeUserId, ...row.candidateUserIds])),
    repo.currentRules(db, caller.accountId, {
      matching: used.filter((r) => ruleTable(r.kind) === 'matching').map((r) => r.id),
      distribution: used.filter((r) => ruleTable(r.kind) === 'distribution').map((r) => r.id),
      redirect: used.filter((r) => ruleTable(r.kind) === 'redirect').map((r) => r.id),
    }),
    meetingId ? repo.meetingWithHost(db, caller.accountId, meetingId) : Promise.resolve(undefined),
    row.formId ? repo.formQuestionLabels(db, caller.accountId, row.formId) : Promise.resolve(new Map<string, string>()),
  ]);
  const people: Record<string, string> = Object.fromEntries(names.map((u) => [u.id, u.name]));
  for (const r of d?.roundRobin ?? []) for (const e of r.explanation) people[e.memberId] ??= e.memberName;

  const currentById = new Map([...current.matching, ...current.distribution, ...current.redirect].map((r) => [r.id, r]));
  const currentRules = used.map((u) => {
    const now = currentById.get(u.id);
    const deleted = !now || now.deletedAt != null;
    return { id: u.id, name: now?.name ?? u.name, version: now ? now.version : null, deleted };
  });

  const ownerName = (fields: Record<string, unknown>) => {
    const ownerId = typeof fields.owner_id === 'string' ? fields.owner_id : null;
    const ownerEmail = typeof fields.owner_email === 'string' ? fields.owner_email.toLowerCase() : null;
    const user = d?.inputs.users.find((u) => u.id === ownerId || (ownerId && u.crmOwnerIds?.includes(ownerId)) || (ownerEmail && u.email.toLowerCase() === ownerEmail));
    return (user && people[user.id]) || ownerEmail || null;
  };
  const base = toRow(row);
  const explainInput: ExplainInput = {
    attribution: row.attribution,
    outcome: row.outcome,
    outcomeReason: row.outcomeReason,
    assigneeName: base.assignee?.name || null,
    via: base.via,
    viaName: base.viaName,
    decision: d,
    people,
    prospectName: row.prospectName || null,
    loggedAt: base.loggedAt,
    shownMemberIds: row.candidateUserIds,
  };
  return {
    ...base,
    sourceUrl: row.attribution.pageUrl,
    attribution: row.attribution,
    submittedEntries: Object.entries(row.answers).map(([field, value]) => ({ field, label: labels.get(field) ?? humanise(field), value })),
    crmMatches: (d?.inputs.crmRecords ?? []).map((r) => ({
      id: r.id,
      module: r.module,
      name: (typeof r.fields.name === 'string' && r.fields.name) || r.email || r.domain || r.id,
      email: r.email ?? null,
      domain: r.domain ?? null,
      ownerName: ownerName(r.fields),
    })),
    meeting: meeting
      ? { id: meeting.id, start: iso(meeting.startAt), end: iso(meeting.endAt), status: meeting.status, durationMinutes: Math.round((meeting.endAt - meeting.startAt) / 60_000), hostName: meeting.hostName ?? '' }
      : null,
    decision: d,
    currentRules,
    people,
    crmOwnerUpdated: row.crmOwnerUpdated,
    crmOwnerField: row.crmOwnerField,
    explanation: explainSession(explainInput),
    timeline: explainTimeline(explainInput),
  };
}
