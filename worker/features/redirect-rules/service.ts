import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import { REDIRECT_RULE_TYPES, type RedirectRuleDto, type RedirectRuleType, type RedirectRuleValues } from '../../contracts/routers';
import { DomainError, notFound, staleVersion } from '../../core/errors';
import { checkConditionLists } from '../lists/service';
import { checkConditionSegments } from '../segments/service';
import * as repo from './repo';
import { requireFeatures } from '../plans/service';

const typeOrder = (t: RedirectRuleType) => REDIRECT_RULE_TYPES.indexOf(t);

const toDto = repo.toRedirectRuleDto;

const columns = (input: RedirectRuleValues) => ({
  name: input.name,
  type: input.type,
  conditions: input.conditions,
  url: input.url,
  queryParams: input.queryParams,
});

/** The organization's redirect rules, by type (booked, not booked, disqualified) and then in their order. */
export async function listRules(db: Db, caller: Caller, type?: RedirectRuleType): Promise<RedirectRuleDto[]> {
  const rows = await repo.listRules(db, caller.accountId, type);
  return rows.sort((a, b) => typeOrder(a.type) - typeOrder(b.type) || a.position - b.position).map(toDto);
}

async function load(db: Db, caller: Caller, id: string) {
  const row = await repo.findRule(db, caller.accountId, id);
  if (!row) throw notFound('Redirect rule');
  return row;
}

export const getRule = async (db: Db, caller: Caller, id: string) => toDto(await load(db, caller, id));

/** A new rule goes last among the rules of its type. */
export async function createRule(db: Db, caller: Caller, input: RedirectRuleValues): Promise<RedirectRuleDto> {
  await requireFeatures(db, caller.accountId, ['rule_redirects']);
  await checkConditionLists(db, caller, input.conditions, '/conditions');
  await checkConditionSegments(db, caller, input.conditions, '/conditions');
  const id = crypto.randomUUID();
  const now = Date.now();
  await repo.insertRule(db, {
    id,
    accountId: caller.accountId,
    ...columns(input),
    position: await repo.nextPosition(db, caller.accountId, input.type),
    createdAt: now,
    updatedAt: now,
  });
  return getRule(db, caller, id);
}

const stale = () => staleVersion('redirect rule');

/**
 * Every acknowledged edit is exactly one new version: the UPDATE raises it in SQL. With `ifMatch`
 * (the versions the editor loaded) the edit applies only if the rule is still at one of them, else 412.
 * A rule moved to another type goes last there.
 */
export async function updateRule(
  db: Db,
  caller: Caller,
  id: string,
  input: RedirectRuleValues,
  ifMatch?: readonly number[],
): Promise<RedirectRuleDto> {
  const row = await load(db, caller, id);
  if (ifMatch && !ifMatch.includes(row.version)) throw stale();
  await requireFeatures(db, caller.accountId, ['rule_redirects']);
  await checkConditionLists(db, caller, input.conditions, '/conditions');
  await checkConditionSegments(db, caller, input.conditions, '/conditions');
  const position = input.type === row.type ? row.position : await repo.nextPosition(db, caller.accountId, input.type);
  const saved = await repo.saveEdit(db, caller.accountId, id, { ...columns(input), position, updatedAt: Date.now() }, ifMatch);
  if (!saved) throw ifMatch ? stale() : notFound('Redirect rule');
  return toDto(saved);
}

/** Soft delete, like the other rules: routing logs may still name it. */
export async function deleteRule(db: Db, caller: Caller, id: string) {
  await load(db, caller, id);
  const now = Date.now();
  await repo.updateRule(db, caller.accountId, id, { deletedAt: now, updatedAt: now });
}

/** 'Copy of …', placed right after the original so it is evaluated next. */
export async function duplicateRule(db: Db, caller: Caller, id: string): Promise<RedirectRuleDto> {
  const row = await load(db, caller, id);
  await requireFeatures(db, caller.accountId, ['rule_redirects']);
  const copyId = crypto.randomUUID();
  const now = Date.now();
  await repo.insertAfter(db, caller.accountId, row, {
    id: copyId,
    accountId: caller.accountId,
    ...columns({ ...row, name: `Copy of ${row.name}`.slice(0, 120) }),
    position: row.position + 1,
    createdAt: now,
    updatedAt: now,
  });
  return getRule(db, caller, copyId);
}

/** Sets the evaluation order of one type: `ids` must be exactly that type's rules, each once. */
export async function reorder(db: Db, caller: Caller, type: RedirectRuleType, ids: string[]): Promise<RedirectRuleDto[]> {
  const current = new Set((await repo.listRules(db, caller.accountId, type)).map((r) => r.id));
  if (ids.length !== current.size || new Set(ids).size !== ids.length || ids.some((id) => !current.has(id))) {
    throw new DomainError('invalid', 'invalid', 'Reorder all the rules of this type, each once', '/ids');
  }
  await repo.setPositions(db, caller.accountId, ids);
  return listRules(db, caller, type);
}
