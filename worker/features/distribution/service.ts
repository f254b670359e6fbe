import * as v from 'valibot';
import { runBatch } from '../../db/batch';
import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import type { DistributionKind, DistributionRuleDto, LedgerEntryDto, RoundRobinSnapshotDto } from '../../contracts/distribution';
import type { CalibrationSettings, RoundRobinSettings } from '../../contracts/round-robin';
import { DistributionRuleInputSchema, FallbackPodInputSchema, type DistributionRuleInput } from '../../contracts/routing-pods';
import { DomainError, notFound, problemAt, problemsError, staleVersion } from '../../core/errors';
import { accountById } from '../auth/service';
import { checkRuleReferences } from '../matching-rules/service';
import { getTeam } from '../teams/service';
import { namesByIds } from '../members/service';
import * as repo from './repo';
import { requireFeatures } from '../plans/service';
import { iso, pick } from '../../contracts/response-kit';

function toDto(r: repo.DistributionRow): DistributionRuleDto {
  return {
    ...pick(r, 'id', 'kind', 'name', 'position', 'version', 'definition', 'calibration'),
    updatedAt: iso(r.updatedAt),
  };
}

/** The pod object of a rule: one per rule, named so no two organizations can share one. */
export const podOf = (env: Env, accountId: string, ruleId: string) =>
  env.ROUND_ROBIN_POD.get(env.ROUND_ROBIN_POD.idFromName(`${accountId}:${ruleId}`));

/** Validates a definition for its kind and maps valibot issues to field pointers under /definition. */
function parseDefinition(kind: DistributionKind, raw: unknown): DistributionRuleInput {
  const res = v.safeParse(kind === 'rule' ? DistributionRuleInputSchema : FallbackPodInputSchema, raw);
  if (res.success) return res.output;
  throw problemsError(
    'invalid',
    res.issues.map((i) => problemAt(`/definition/${(i.path ?? []).map((p) => String(p.key)).join('/')}`, i.message)),
  );
}

/**
 * Who takes turns in the pod, with weights: every team member, the selected ones, or the primary
 * group's members (group round robin rotates the primary group; additional groups join each meeting).
 */
async function podMembers(db: Db, caller: Caller, def: DistributionRuleInput) {
  const team = await getTeam(db, caller, def.teamId).catch(() => {
    throw new DomainError('invalid', 'invalid', 'Select a team', '/definition/teamId');
  });
  const inTeam = new Set(team.members.map((m) => m.id));
  const weights = new Map(def.members.map((m) => [m.userId, m.weight]));
  if (def.distribution === 'round_robin_all') return team.members.map((m) => ({ userId: m.id, weight: weights.get(m.id) ?? 1 }));
  if (def.distribution === 'round_robin_select') {
    const bad = def.members.find((m) => !inTeam.has(m.userId));
    if (bad) throw new DomainError('invalid', 'invalid', 'Members must belong to the team', '/definition/members');
    return def.members.map((m) => ({ userId: m.userId, weight: m.weight }));
  }
  const groups = new Map(team.groups.map((g) => [g.id, g]));
  const ids = [def.groups!.primaryGroupId, ...def.groups!.additionalGroupIds];
  if (ids.some((id) => !groups.has(id)))
    throw new DomainError('invalid', 'invalid', 'Select a primary group and at least one additional group', '/definition/groups');
  return groups.get(def.groups!.primaryGroupId)!.members.map((m) => ({ userId: m.id, weight: weights.get(m.id) ?? 1 }));
}

async function settingsFor(
  db: Db,
  accountId: string,
  def: DistributionRuleInput,
  calibration: CalibrationSettings,
): Promise<RoundRobinSettings> {
  const org = await accountById(db, accountId);
  return { method: def.method, calibration, timeZone: org?.defaultTimezone ?? 'UTC' };
}

async function checkReferences(db: Db, caller: Caller, def: DistributionRuleInput) {
  await requireFeatures(
    db,
    caller.accountId,
    [
      def.distribution === 'round_robin_group' && 'group_round_robin',
      !!(def.postBookingRedirectUrl || def.redistributionRedirectUrl) && 'rule_redirects',
    ],
    '/definition',
  );
  await checkRuleReferences(db, caller, def, '/definition');
  return podMembers(db, caller, def);
}

export const listRules = async (db: Db, caller: Caller, kind?: DistributionKind) =>
  (await repo.listRules(db, caller.accountId, kind)).map(toDto);

export async function getRule(db: Db, caller: Caller, id: string) {
  const row = await repo.findRule(db, caller.accountId, id);
  if (!row) throw notFound('Distribution rule');
  return row;
}

/** One rule as the list answers it (the same DTO of the same row): one read, not the rule and then its whole list. */
export const getRuleDto = async (db: Db, caller: Caller, id: string) => toDto(await getRule(db, caller, id));

/** Saves the rule, then brings its pod's members in line (ledger entries user_added / user_removed). */
export async function createRule(
  env: Env,
  db: Db,
  caller: Caller,
  input: { kind: DistributionKind; definition: unknown; calibration: CalibrationSettings },
) {
  const def = parseDefinition(input.kind, input.definition);
  const members = await checkReferences(db, caller, def);
  if (input.kind === 'fallback_pod' && (await repo.listRules(db, caller.accountId, 'fallback_pod')).length) {
    throw new DomainError('conflict', 'fallback_exists', 'There is already a fallback pod', '/kind');
  }
  const id = crypto.randomUUID();
  const now = Date.now();
  await repo.insertRule(db, {
    id,
    accountId: caller.accountId,
    kind: input.kind,
    name: def.name,
    definition: def,
    calibration: input.calibration,
    position: await repo.nextPosition(db, caller.accountId, input.kind),
    createdAt: now,
    updatedAt: now,
  });
  await podOf(env, caller.accountId, id).configure(await settingsFor(db, caller.accountId, def, input.calibration), members, iso(now));
  return toDto((await repo.findRule(db, caller.accountId, id))!);
}

const stale = () => staleVersion('distribution rule');

/**
 * Every acknowledged edit is exactly one new version (raised in the UPDATE itself); with `ifMatch`
 * (the versions the editor loaded) it applies only while the rule is still at one of them, else 412.
 * The pod is then configured from the saved row; when concurrent edits configure it out of order,
 * the last one to finish sees a newer version in D1 and configures that, so the pod ends on the latest.
 */
export async function updateRule(
  env: Env,
  db: Db,
  caller: Caller,
  id: string,
  input: { kind: DistributionKind; definition: unknown; calibration: CalibrationSettings },
  ifMatch?: readonly number[],
) {
  const row = await getRule(db, caller, id);
  if (ifMatch && !ifMatch.includes(row.version)) throw stale();
  const def = parseDefinition(row.kind, input.definition);
  let members = await checkReferences(db, caller, def);
  const now = Date.now();
  const saved = await repo.saveEdit(
    db,
    caller.accountId,
    id,
    { name: def.name, definition: def, calibration: input.calibration, updatedAt: now },
    ifMatch,
  );
  if (!saved) throw ifMatch ? stale() : notFound('Distribution rule');
  const pod = podOf(env, caller.accountId, id);
  let configured = saved;
  for (let round = 0; round < 5; round++) {
    await pod.configure(await settingsFor(db, caller.accountId, configured.definition, configured.calibration), members, iso(now));
    const current = await repo.findRule(db, caller.accountId, id);
    if (!current || current.version <= configured.version) break;
    const next = await podMembers(db, caller, current.definition).catch(() => null);
    if (!next) break;
    configured = current;
    members = next;
  }
  return toDto(saved);
}

/** Soft delete: routing logs keep pointing at the version they used ('This rule has been deleted'). */
export async function deleteRule(db: Db, caller: Caller, id: string) {
  await getRule(db, caller, id);
  await repo.updateRuleStmt(db, caller.accountId, id, { deletedAt: Date.now() }).run();
}

export async function duplicateRule(env: Env, db: Db, caller: Caller, id: string) {
  const row = await getRule(db, caller, id);
  if (row.kind === 'fallback_pod') throw new DomainError('conflict', 'fallback_exists', 'There is already a fallback pod');
  return createRule(env, db, caller, {
    kind: row.kind,
    definition: { ...row.definition, name: `Copy of ${row.name}`.slice(0, 120) },
    calibration: row.calibration,
  });
}

/** Sets the evaluation order: the ids in their new order, all of one kind. */
export async function reorder(db: Db, caller: Caller, ids: string[]) {
  const rows = await repo.listRules(db, caller.accountId);
  const known = new Map(rows.map((r) => [r.id, r]));
  if (ids.some((id) => !known.has(id)) || new Set(ids.map((id) => known.get(id)!.kind)).size > 1)
    throw new DomainError('invalid', 'invalid', 'Reorder the rules of one list', '/ids');
  await runBatch(
    db,
    ids.map((id, i) => repo.updateRuleStmt(db, caller.accountId, id, { position: i + 1 })),
  );
  return listRules(db, caller, known.get(ids[0])!.kind);
}

/** The same card for any pod object the caller's service has already checked (a campaign router's fallback distribution). */
export async function podSnapshot(env: Env, db: Db, accountId: string, id: string): Promise<RoundRobinSnapshotDto> {
  const now = Date.now();
  const snap = await podOf(env, accountId, id).snapshot(new Date(now).toISOString(), 10);
  const members = snap.state.members;
  // Upcoming means still scheduled and not yet started, which only the meetings know (not assigned minus outcomes).
  const since = snap.state.period ? Date.parse(snap.state.period.start) : 0;
  const [names, upcoming] = await Promise.all([
    namesByIds(db, accountId, [...members.map((m) => m.memberId), ...snap.preview]),
    repo.upcomingByMember(db, accountId, id, since, now).then((rows) => new Map(rows.map((r) => [r.memberId, r.n]))),
  ]);
  const counted = members.filter((m) => m.active && !m.onVacation);
  const totalWeight = counted.reduce((s, m) => s + m.weight, 0) || 1;
  return {
    method: snap.settings?.method ?? 'round_robin_strict',
    timeZone: snap.settings?.timeZone ?? 'UTC',
    period: snap.state.period,
    members: members.map((m) => ({
      userId: m.memberId,
      name: names.get(m.memberId) ?? 'Former member',
      weight: m.weight,
      level: Math.round(m.level * 100) / 100,
      share: m.active && !m.onVacation ? m.weight / totalWeight : 0,
      assigned: m.assigned,
      completed: m.completed,
      cancelled: m.cancelled,
      noShow: m.noShow,
      upcoming: upcoming.get(m.memberId) ?? 0,
      onVacation: m.onVacation,
      active: m.active,
    })),
    queuePreview: snap.preview.map((userId) => ({ userId, name: names.get(userId) ?? 'Former member' })),
  };
}

/** The ledger of any pod object the caller's service has already checked. */
export async function podLedger(
  env: Env,
  db: Db,
  accountId: string,
  id: string,
  before: number | null,
  limit: number,
): Promise<LedgerEntryDto[]> {
  const entries = await podOf(env, accountId, id).ledger(before, limit);
  const names = await namesByIds(
    db,
    accountId,
    entries.flatMap((e) => ('memberId' in e ? [e.memberId] : [])),
  );
  return entries.map((e) => ({ ...e, memberName: 'memberId' in e ? (names.get(e.memberId) ?? 'Former member') : null }));
}
