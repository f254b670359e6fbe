import { runBatch } from '../../db/batch';
import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import type { MatchingRuleDto } from '../../contracts/distribution';
import type { MatchingRuleInput } from '../../contracts/routing';
import { DomainError, notFound, staleVersion } from '../../core/errors';
import { checkConditionLists } from '../lists/service';
import { checkConditionSegments } from '../segments/service';
import { loadMeetingType } from '../meeting-types/service';
import { getTeam } from '../teams/service';
import { checkInternalGuests } from '../members/service';
import * as repo from './repo';
import { requireFeatures } from '../plans/service';

const toDto = repo.toMatchingRuleDto;

const OPPORTUNITY_MODULES: readonly MatchingRuleInput['moduleType'][] = ['related_contact_opps', 'related_account_opps'];

/** Matching on opportunities and a rule's own redirect URL are Enterprise features (spec section 6). */
const gatedFeatures = (def: MatchingRuleInput) => [
  OPPORTUNITY_MODULES.includes(def.moduleType) && ('opportunities' as const),
  !!def.redirectOverrideUrl && ('rule_redirects' as const),
];

/** A specific user or groups must belong to the chosen team; an override meeting type must exist. */
async function checkReferences(db: Db, caller: Caller, def: MatchingRuleInput) {
  await requireFeatures(db, caller.accountId, gatedFeatures(def));
  const a = def.assignee;
  if (a.type !== 'record_owner') {
    const team = await getTeam(db, caller, a.teamId).catch(() => {
      throw new DomainError('invalid', 'invalid', 'Select a team', '/assignee/teamId');
    });
    if (a.type === 'specific_user' && !team.members.some((m) => m.id === a.userId))
      throw new DomainError('invalid', 'invalid', 'Select a member', '/assignee/userId');
    if (a.type === 'group' && a.groupIds.some((g) => !team.groups.some((tg) => tg.id === g)))
      throw new DomainError('invalid', 'invalid', 'Select a group', '/assignee/groupIds');
  }
  await checkRuleReferences(db, caller, def, '');
}

/**
 * What a matching or distribution rule names that must be the organization's own: the meeting type it
 * books instead, the lists and segments its conditions read, its internal guests. `at` prefixes the pointers.
 */
export async function checkRuleReferences(
  db: Db,
  caller: Caller,
  def: Pick<MatchingRuleInput, 'meetingTypeOverrideId' | 'conditions' | 'guests'>,
  at: string,
) {
  if (def.meetingTypeOverrideId) {
    await loadMeetingType(db, caller, def.meetingTypeOverrideId).catch(() => {
      throw new DomainError('invalid', 'invalid', 'Select a meeting type', `${at}/meetingTypeOverrideId`);
    });
  }
  await checkConditionLists(db, caller, def.conditions, `${at}/conditions`);
  await checkConditionSegments(db, caller, def.conditions, `${at}/conditions`);
  await checkInternalGuests(db, caller.accountId, def.guests, `${at}/guests`);
}

export const listRules = async (db: Db, caller: Caller) => (await repo.listRules(db, caller.accountId)).map(toDto);

export async function getRule(db: Db, caller: Caller, id: string) {
  const row = await repo.findRule(db, caller.accountId, id);
  if (!row) throw notFound('Matching rule');
  return toDto(row);
}

export async function createRule(db: Db, caller: Caller, def: MatchingRuleInput) {
  await checkReferences(db, caller, def);
  const id = crypto.randomUUID();
  const now = Date.now();
  await repo.insertRule(db, {
    id,
    accountId: caller.accountId,
    name: def.name,
    definition: def,
    position: await repo.nextPosition(db, caller.accountId),
    createdAt: now,
    updatedAt: now,
  });
  return getRule(db, caller, id);
}

const stale = () => staleVersion('matching rule');

/**
 * Every acknowledged edit is exactly one new version (raised in the UPDATE itself), so a routing log
 * can say which version of the rule it used. With `ifMatch` (the versions the editor loaded) the
 * edit applies only while the rule is still at one of them, else 412.
 */
export async function updateRule(db: Db, caller: Caller, id: string, def: MatchingRuleInput, ifMatch?: readonly number[]) {
  const row = await getRule(db, caller, id);
  if (ifMatch && !ifMatch.includes(row.version)) throw stale();
  await checkReferences(db, caller, def);
  const saved = await repo.saveEdit(db, caller.accountId, id, { name: def.name, definition: def, updatedAt: Date.now() }, ifMatch);
  if (!saved) throw ifMatch ? stale() : notFound('Matching rule');
  return toDto(saved);
}

export async function deleteRule(db: Db, caller: Caller, id: string) {
  await getRule(db, caller, id);
  await repo.updateRuleStmt(db, caller.accountId, id, { deletedAt: Date.now() }).run();
}

export async function duplicateRule(db: Db, caller: Caller, id: string) {
  const row = await getRule(db, caller, id);
  return createRule(db, caller, { ...row.definition, name: `Copy of ${row.name}`.slice(0, 120) });
}

export async function reorder(db: Db, caller: Caller, ids: string[]) {
  const known = new Set((await repo.listRules(db, caller.accountId)).map((r) => r.id));
  if (ids.some((id) => !known.has(id))) throw new DomainError('invalid', 'invalid', 'Reorder existing rules only', '/ids');
  await runBatch(
    db,
    ids.map((id, i) => repo.updateRuleStmt(db, caller.accountId, id, { position: i + 1 })),
  );
  return listRules(db, caller);
}
