import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import type { MatchingRuleDto } from '../../contracts/distribution';
import type { MatchingRuleInput } from '../../contracts/routing';
import { DomainError, notFound } from '../../core/errors';
import { loadMeetingType } from '../meeting-types/service';
import { getTeam } from '../teams/service';
import * as repo from './repo';

const toDto = (r: repo.MatchingRow): MatchingRuleDto => ({ id: r.id, name: r.name, position: r.position, version: r.version, definition: r.definition, updatedAt: new Date(r.updatedAt).toISOString() });

/** A specific user or groups must belong to the chosen team; an override meeting type must exist. */
async function checkReferences(db: Db, caller: Caller, def: MatchingRuleInput) {
  const a = def.assignee;
  if (a.type !== 'record_owner') {
    const team = await getTeam(db, caller, a.teamId).catch(() => {
      throw new DomainError('invalid', 'invalid', 'Select a team', '/assignee/teamId');
    });
    if (a.type === 'specific_user' && !team.members.some((m) => m.id === a.userId)) throw new DomainError('invalid', 'invalid', 'Select a member', '/assignee/userId');
    if (a.type === 'group' && a.groupIds.some((g) => !team.groups.some((tg) => tg.id === g))) throw new DomainError('invalid', 'invalid', 'Select a group', '/assignee/groupIds');
  }
  if (def.meetingTypeOverrideId) {
    await loadMeetingType(db, caller, def.meetingTypeOverrideId).catch(() => {
      throw new DomainError('invalid', 'invalid', 'Select a meeting type', '/meetingTypeOverrideId');
    });
  }
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
  await repo.insertRule(db, { id, accountId: caller.accountId, name: def.name, definition: def, position: await repo.nextPosition(db, caller.accountId), createdAt: now, updatedAt: now });
  return getRule(db, caller, id);
}

/** Every edit raises the version, so a routing log can say which version of the rule it used. */
export async function updateRule(db: Db, caller: Caller, id: string, def: MatchingRuleInput) {
  const row = await getRule(db, caller, id);
  await checkReferences(db, caller, def);
  await repo.updateRuleStmt(db, caller.accountId, id, { name: def.name, definition: def, version: row.version + 1, updatedAt: Date.now() }).run();
  return getRule(db, caller, id);
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
  await db.batch(ids.map((id, i) => repo.updateRuleStmt(db, caller.accountId, id, { position: i + 1 })) as unknown as Parameters<Db['batch']>[0]);
  return listRules(db, caller);
}
