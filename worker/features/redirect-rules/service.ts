import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import type { ApiErrorObject } from '../../contracts/common';
import { REDIRECT_RULE_TYPES, type RedirectRuleDto, type RedirectRuleType, type RedirectRuleValues } from '../../contracts/routers';
import { DomainError, notFound } from '../../core/errors';
import { getList } from '../lists/service';
import * as repo from './repo';

const typeOrder = (t: RedirectRuleType) => REDIRECT_RULE_TYPES.indexOf(t);

const toDto = (r: repo.RedirectRuleRow): RedirectRuleDto => ({
  id: r.id,
  name: r.name,
  type: r.type,
  conditions: r.conditions,
  url: r.url,
  queryParams: r.queryParams,
  position: r.position,
  version: r.version,
  updatedAt: new Date(r.updatedAt).toISOString(),
});

/** Conditions on a list ("in list") must name a live list of the caller's organization. */
async function checkLists(db: Db, caller: Caller, input: RedirectRuleValues) {
  const uses = input.conditions.flatMap((c, i) => (c.operator === 'in_list' ? [{ i, listId: c.listId }] : []));
  const found = await Promise.all(
    uses.map(({ listId }) =>
      getList(db, caller, listId).then(
        () => true,
        (e) => {
          if (e instanceof DomainError && e.kind === 'not_found') return false;
          throw e;
        },
      ),
    ),
  );
  const problems: ApiErrorObject[] = uses
    .filter((_, k) => !found[k])
    .map(({ i }) => ({ status: '422', code: 'invalid', detail: 'Select a list', source: { pointer: `/conditions/${i}/listId` } }));
  if (problems.length) {
    const [first, ...rest] = problems;
    throw new DomainError('invalid', 'invalid', first.detail, first.source!.pointer, rest);
  }
}

const columns = (input: RedirectRuleValues) => ({ name: input.name, type: input.type, conditions: input.conditions, url: input.url, queryParams: input.queryParams });

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
  await checkLists(db, caller, input);
  const id = crypto.randomUUID();
  const now = Date.now();
  await repo.insertRule(db, { id, accountId: caller.accountId, ...columns(input), position: await repo.nextPosition(db, caller.accountId, input.type), createdAt: now, updatedAt: now });
  return getRule(db, caller, id);
}

/** Every edit raises the version; a rule moved to another type goes last there. */
export async function updateRule(db: Db, caller: Caller, id: string, input: RedirectRuleValues): Promise<RedirectRuleDto> {
  const row = await load(db, caller, id);
  await checkLists(db, caller, input);
  const position = input.type === row.type ? row.position : await repo.nextPosition(db, caller.accountId, input.type);
  await repo.updateRule(db, caller.accountId, id, { ...columns(input), position, version: row.version + 1, updatedAt: Date.now() });
  return getRule(db, caller, id);
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
