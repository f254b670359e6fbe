import Papa from 'papaparse';
import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import {
  ASSIGNEE_STATES,
  OUTCOME_LABELS,
  ROUTER_VIA,
  type RouterVia,
  type RoutingLogView,
  type SessionOutcome,
} from '../../contracts/routing-sessions';
import type { DecisionRecord } from '../../contracts/routing-decision';
import type { RoutingLogRowDto } from '../../contracts/routing-logs';
import type { RoutingLogDetailViewDto, RoutingLogListDto, SessionTallies } from '../../contracts/routing-logs';
import { DomainError, notFound } from '../../core/errors';
import { explainSession, explainTimeline, viaLine } from './parts/explain';
import { firstAssignment, type ExplainInput } from './parts/explain-context';
import * as repo from './repo';
import { kindRouters } from '../router-kinds/service';
import { iso } from '../../contracts/response-kit';

export { explainDecision } from './parts/explain';
/** Each rule's evaluated and passed counts in a router's stored decisions since an instant (the caller's service checked the router). */
export const rulePasses = repo.rulePasses;

export const VIEW_OUTCOME: Record<RoutingLogView, SessionOutcome | undefined> = {
  'all-prospects': undefined,
  'prospects-that-booked': 'booked',
  'prospects-that-did-not-book': 'not_booked',
  'prospects-that-are-disqualified': 'disqualified',
};

/** The view, search and router kind; a range (ISO instants) and a funnel's drill-down to one pod, rep or rule. */
export type LogFilter = { view: RoutingLogView; search?: string; routerKind?: repo.SessionFilter['routerKind'] } & Partial<
  Record<'routerId' | 'since' | 'until' | 'podId' | 'assigneeId' | 'ruleId', string>
>;

/** Admins and Managers see every session of the account; a User only those they were assigned, offered or booked into. */
export const filterFor = (caller: Caller, f: Omit<LogFilter, 'view'>): repo.SessionFilter => ({
  accountId: caller.accountId,
  visibleTo: caller.role === 'regular' ? caller.userId : undefined,
  search: f.search,
  routerId: f.routerId,
  routerKind: f.routerKind,
  podId: f.podId,
  assigneeId: f.assigneeId,
  ruleId: f.ruleId,
  since: f.since ? Date.parse(f.since) : undefined,
  until: f.until ? Date.parse(f.until) : undefined,
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
const asState = (s: string | null) =>
  (ASSIGNEE_STATES as readonly string[]).includes(s ?? '') ? (s as RoutingLogRowDto['assigneeState']) : null;

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
  const [rows, tallies] = await Promise.all([
    repo.listSessions(db, kindRouters(), { ...filter, outcome: VIEW_OUTCOME[q.view] }, q.limit + 1, after),
    repo.sessionTallies(db, filter),
  ]);
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

/** Spec section 9: router cards count the last 28 days. */
export const STATS_WINDOW_MS = 28 * 86_400_000;

/** The router cards' figures since an instant, per router, under the caller's view of the log. */
export const routerTallies = (db: Db, caller: Caller, since: number) =>
  repo.sessionTalliesByRouter(db, { ...filterFor(caller, {}), since });

/** Every user id a decision names, so one query can put names to them. */
function mentionedUserIds(d: DecisionRecord | null, extra: (string | null)[]): string[] {
  const ids = extra.filter((x): x is string => !!x);
  if (!d) return ids;
  ids.push(...d.inputs.users.map((u) => u.id));
  for (const r of d.roundRobin) {
    if (r.chosenUserId) ids.push(r.chosenUserId);
    ids.push(...r.explanation.map((e) => e.memberId));
  }
  for (const id of [d.booking?.hostUserId, d.redistribution.userId, d.ownerUpdate?.toUserId, firstAssignment(d)?.userId])
    if (id) ids.push(id);
  return ids;
}

const humanise = (field: string) => {
  const words = field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-.[\]]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : field;
};

const ruleTable = (kind: string): 'matching' | 'distribution' | 'redirect' =>
  kind === 'matching' ? 'matching' : kind === 'redirect' ? 'redirect' : 'distribution';

export async function logDetail(db: Db, caller: Caller, id: string): Promise<RoutingLogDetailViewDto> {
  const visibleTo = caller.role === 'regular' ? caller.userId : undefined;
  const row = await repo.findSession(db, kindRouters(), caller.accountId, id, visibleTo);
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
    const user = d?.inputs.users.find(
      (u) => u.id === ownerId || (ownerId && u.crmOwnerIds?.includes(ownerId)) || (ownerEmail && u.email.toLowerCase() === ownerEmail),
    );
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
      ? {
          id: meeting.id,
          start: iso(meeting.startAt),
          end: iso(meeting.endAt),
          status: meeting.status,
          durationMinutes: Math.round((meeting.endAt - meeting.startAt) / 60_000),
          hostName: meeting.hostName ?? '',
        }
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

// The CSV export: the e-mailed export of the exports feature writes the filtered log page by page.
const FIELDS = [
  'Logged at',
  'Prospect',
  'Prospect e-mail',
  'Assigned to',
  'Router used',
  'Via',
  'Booked by',
  'Outcome',
  'Reason',
  'Source URL',
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'UTM term',
  'UTM content',
  'Answers',
];

function csvOf(rows: repo.SessionListRow[]) {
  const data = rows.map((r) => {
    const row = toRow(r);
    const utm = r.attribution.utm ?? {};
    return [
      row.loggedAt,
      row.prospect.name,
      row.prospect.email,
      row.assignee?.name ?? '',
      row.router.deleted ? `${row.router.name} (deleted)` : row.router.name,
      viaLine(row.via, row.viaName) ?? '',
      row.bookedBy ?? '',
      OUTCOME_LABELS[row.outcome],
      row.outcomeReason ?? '',
      r.attribution.pageUrl,
      utm.source ?? '',
      utm.medium ?? '',
      utm.campaign ?? '',
      utm.term ?? '',
      utm.content ?? '',
      JSON.stringify(r.answers),
    ];
  });
  // Prospects type these values; a leading = or + must not run as a formula in a spreadsheet.
  return Papa.unparse({ fields: FIELDS, data }, { escapeFormulae: true });
}

/** The CSV header line of a routing log export (the chunked e-mailed export writes it once, first). */
export const LOG_CSV_HEADER = Papa.unparse({ fields: FIELDS, data: [] }).trimEnd();

/**
 * One page of the filtered log as CSV lines without the header, newest first after the keyset, with the
 * keyset to continue from: the exports feature builds a file of any size page by page from these.
 */
export async function logCsvPage(db: Db, caller: Caller, f: LogFilter, after: repo.Keyset | undefined, limit: number) {
  const rows = await repo.listSessions(db, kindRouters(), { ...filterFor(caller, f), outcome: VIEW_OUTCOME[f.view] }, limit, after);
  const csv = csvOf(rows);
  const last = rows[rows.length - 1];
  return {
    lines: rows.length ? csv.slice(csv.indexOf('\r\n') + 2) : '',
    rows: rows.length,
    next: rows.length === limit && last ? { createdAt: last.createdAt, id: last.id } : null,
  };
}
