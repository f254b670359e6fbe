import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import { RELAY_MESSAGES, type RelayDto, type RelayInput, type RelaySummaryDto } from '../../contracts/relay';
import type { ApiProblem } from '../../contracts/common';
import { forbidden, notFound, problemAt, problemsError, staleVersion } from '../../core/errors';
import { usersByIds } from '../auth/service';
import { listRules as listDistributionRules } from '../distribution/service';
import { listForms } from '../forms/service';
import { listRules as listMatchingRules } from '../matching-rules/service';
import { listMeetingTypes } from '../meeting-types/service';
import { relayTallies } from '../routing-sessions/service';
import { teamNames } from '../teams/service';
import * as repo from './repo';
import { iso, pick } from '../../contracts/response-kit';
import { STATS_WINDOW_MS } from '../routing-logs/service';

const isEditor = (caller: Caller) => caller.role === 'super_admin' || caller.role === 'manager';

/** Booker permission (spec section 6): the stored booker flag, and being one of the relay's bookers. */
export const canBook = (caller: Pick<Caller, 'userId' | 'isBooker'>, relay: Pick<repo.RelayRow, 'bookerUserIds'>) =>
  caller.isBooker && relay.bookerUserIds.includes(caller.userId);

function columns(input: RelayInput) {
  return {
    ...pick(
      input,
      'name',
      'teamId',
      'meetingTypeId',
      'formId',
      'handoverEnabled',
      'matchingRuleIds',
      'distributionPodIds',
      'fallbackPodId',
      'roundRobin',
      'bookerUserIds',
      'organizer',
      'crmMapping',
      'flags',
      'defaultGuests',
      'redirects',
    ),
  };
}

type Refs = {
  teams: Map<string, string>;
  types: Map<string, { id: string; name: string; durationMinutes: number }>;
  forms: Map<string, string>;
};

async function loadRefs(db: Db, caller: Caller): Promise<Refs> {
  const [teams, types, forms] = await Promise.all([teamNames(db, caller.accountId), listMeetingTypes(db, caller), listForms(db, caller)]);
  return {
    teams: new Map(teams.map((t) => [t.id, t.name])),
    types: new Map(types.map((t) => [t.id, { id: t.id, name: t.name, durationMinutes: t.durationMinutes }])),
    forms: new Map(forms.map((f) => [f.id, f.name])),
  };
}

function toDto(row: repo.RelayRow, refs: Refs, caller: Caller): RelayDto {
  const team = refs.teams.get(row.teamId);
  const form = refs.forms.get(row.formId);
  return {
    id: row.id,
    ...columns(row as unknown as RelayInput),
    version: row.version,
    team: team ? { id: row.teamId, name: team } : null,
    meetingType: refs.types.get(row.meetingTypeId) ?? null,
    form: form ? { id: row.formId, name: form } : null,
    canBook: canBook(caller, row),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * Spec section 5 for relays, with every problem at its field: the team, type and form exist; the
 * matching rules, pods and fallback pod exist and are of their kind; the fallback pod has no
 * conditions; fuzzy matching only over e-mail rules; bookers are active members with booker permission.
 */
async function checkReferences(db: Db, caller: Caller, input: RelayInput, refs: Refs) {
  const [matching, pods, bookers] = await Promise.all([
    listMatchingRules(db, caller),
    listDistributionRules(db, caller),
    usersByIds(db, caller.accountId, input.bookerUserIds, { activeOnly: true }),
  ]);
  const problems: ApiProblem[] = [];
  if (!refs.teams.has(input.teamId)) problems.push(problemAt('/teamId', RELAY_MESSAGES.teamRequired));
  if (!refs.types.has(input.meetingTypeId)) problems.push(problemAt('/meetingTypeId', RELAY_MESSAGES.meetingTypeRequired));
  if (!refs.forms.has(input.formId)) problems.push(problemAt('/formId', RELAY_MESSAGES.formRequired));
  const rules = new Map(matching.map((r) => [r.id, r]));
  if (input.matchingRuleIds.some((id) => !rules.has(id))) problems.push(problemAt('/matchingRuleIds', RELAY_MESSAGES.missingMatching));
  else if (input.flags.fuzzyMatching && input.matchingRuleIds.some((id) => rules.get(id)!.definition.matchBy.by !== 'email'))
    problems.push(problemAt('/flags/fuzzyMatching', RELAY_MESSAGES.fuzzyEmailOnly));
  const podKind = new Map(pods.map((p) => [p.id, p]));
  if (input.distributionPodIds.some((id) => podKind.get(id)?.kind !== 'rule'))
    problems.push(problemAt('/distributionPodIds', RELAY_MESSAGES.missingPod));
  const fallback = podKind.get(input.fallbackPodId);
  if (!fallback || fallback.kind !== 'fallback_pod') problems.push(problemAt('/fallbackPodId', RELAY_MESSAGES.missingFallback));
  else if (fallback.definition.conditions.length) problems.push(problemAt('/fallbackPodId', RELAY_MESSAGES.fallbackConditions));
  const flagged = new Map(bookers.map((b) => [b.id, b.isBooker]));
  if (input.bookerUserIds.some((id) => flagged.get(id) !== true))
    problems.push(problemAt('/bookerUserIds', RELAY_MESSAGES.bookerNotAllowed));
  if (problems.length) throw problemsError('invalid', problems);
}

const assertEditor = (caller: Caller) => {
  if (!isEditor(caller)) throw forbidden();
};

export async function getRelayRow(db: Db, accountId: string, id: string) {
  const row = await repo.findRelay(db, accountId, id);
  if (!row) throw notFound('Relay');
  return row;
}

/** For relay sessions: a live relay (null when missing or deleted), any relay (deleted too), and every live relay. */
export const findLiveRelay = (db: Db, accountId: string, id: string) => repo.findRelay(db, accountId, id);
export const findAnyRelay = (db: Db, accountId: string, id: string) => repo.findRelayAny(db, accountId, id);
export const liveRelays = (db: Db, accountId: string) => repo.liveRelays(db, accountId);

/** Relay cards: everyone signed in sees them (bookers need to find theirs); figures over the last 28 days. */
export async function listRelays(db: Db, caller: Caller, search?: string, now = Date.now()): Promise<RelaySummaryDto[]> {
  const since = now - STATS_WINDOW_MS;
  const [rows, refs, tallies] = await Promise.all([
    repo.listRelays(db, caller.accountId, search),
    loadRefs(db, caller),
    relayTallies(db, caller.accountId, since),
  ]);
  const byRelay = new Map(tallies.map((t) => [t.relayId, t]));
  return rows.map((r) => {
    const t = byRelay.get(r.id);
    return {
      ...toDto(r, refs, caller),
      stats: {
        processed: Number(t?.processed ?? 0),
        booked: Number(t?.booked ?? 0),
        notBooked: Number(t?.notBooked ?? 0),
        since: iso(since),
      },
    };
  });
}

export async function getRelay(db: Db, caller: Caller, id: string) {
  const [row, refs] = await Promise.all([getRelayRow(db, caller.accountId, id), loadRefs(db, caller)]);
  return toDto(row, refs, caller);
}

export async function createRelay(db: Db, caller: Caller, input: RelayInput, now = Date.now()) {
  assertEditor(caller);
  const refs = await loadRefs(db, caller);
  await checkReferences(db, caller, input, refs);
  const id = crypto.randomUUID();
  await repo.insertRelay(db, {
    id,
    accountId: caller.accountId,
    ...columns(input),
    createdBy: caller.userId,
    createdAt: now,
    updatedAt: now,
  });
  return toDto((await repo.findRelay(db, caller.accountId, id))!, refs, caller);
}

/** Every acknowledged edit is one new version; with If-Match only while the relay is still at it, else 412. */
export async function updateRelay(db: Db, caller: Caller, id: string, input: RelayInput, ifMatch?: readonly number[], now = Date.now()) {
  assertEditor(caller);
  const row = await getRelayRow(db, caller.accountId, id);
  const stale = () => staleVersion('relay');
  if (ifMatch && !ifMatch.includes(row.version)) throw stale();
  const refs = await loadRefs(db, caller);
  await checkReferences(db, caller, input, refs);
  const saved = await repo.saveEdit(db, caller.accountId, id, { ...columns(input), updatedAt: now }, ifMatch);
  if (!saved) throw ifMatch ? stale() : notFound('Relay');
  return toDto(saved, refs, caller);
}

export async function deleteRelay(db: Db, caller: Caller, id: string, now = Date.now()) {
  assertEditor(caller);
  await getRelayRow(db, caller.accountId, id);
  await repo.softDelete(db, caller.accountId, id, now);
}
