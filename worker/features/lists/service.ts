import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import type { CrmModule } from '../../contracts/crm';
import {
  LIST_MESSAGES,
  MAX_LIST_VALUES,
  listValuesFromCells,
  type EnrichmentField,
  type ListDto,
  type ListInput,
  type ListSummaryDto,
  type ListUsageDto,
} from '../../contracts/lists';
import { SELECT_A_LIST, type Condition, type RoutingList } from '../../contracts/routing';
import { DomainError, notFound, problemAt, problemsError } from '../../core/errors';
import { distinctFieldValues } from '../crm/service';
import { enrichmentValues } from '../enrichment/service';
import * as repo from './repo';

export const listLists = (db: Db, caller: Caller): Promise<ListSummaryDto[]> => repo.listLists(db, caller.accountId);

async function load(db: Db, caller: Caller, id: string) {
  const row = await repo.findList(db, caller.accountId, id);
  if (!row) throw notFound('List');
  return row;
}

export async function getList(db: Db, caller: Caller, id: string): Promise<ListDto> {
  return repo.toListDto(await load(db, caller, id));
}

/** The distinct values of a CRM field over our CRM records; more than a list can hold is a 422 on the field. */
async function crmFieldValues(db: Db, accountId: string, module: CrmModule, field: string) {
  const values = listValuesFromCells(await distinctFieldValues(db, accountId, module, field, MAX_LIST_VALUES + 1));
  if (values.length > MAX_LIST_VALUES) throw new DomainError('invalid', 'invalid', LIST_MESSAGES.tooManyValues, '/crmField');
  return values;
}

/** The stored columns for a list input: each source keeps its own settings and clears the others'. */
async function columnsFor(db: Db, accountId: string, input: ListInput, env: Env | null) {
  const base = {
    name: input.name,
    source: input.source,
    moduleType: null,
    crmField: null,
    enrichmentField: null,
    country: null,
    fileName: null,
    fileColumn: null,
    separator: 'none' as const,
  };
  switch (input.source) {
    case 'manual':
      return { ...base, values: input.values };
    case 'crm_field':
      return {
        ...base,
        moduleType: input.moduleType,
        crmField: input.crmField,
        values: await crmFieldValues(db, accountId, input.moduleType, input.crmField),
      };
    case 'enrichment':
      // The field's values among companies in the country: CRM accounts, earlier lookups and the provider's search.
      return {
        ...base,
        enrichmentField: input.enrichmentField,
        country: input.country,
        values: await enrichmentValues(env, db, accountId, input.enrichmentField, input.country),
      };
    case 'file':
      return { ...base, fileName: input.fileName, fileColumn: input.fileColumn, separator: input.separator, values: input.values };
  }
}

export async function createList(db: Db, caller: Caller, input: ListInput, env: Env | null = null): Promise<ListDto> {
  const now = Date.now();
  const id = crypto.randomUUID();
  await repo.insertList(db, {
    id,
    accountId: caller.accountId,
    ...(await columnsFor(db, caller.accountId, input, env)),
    createdAt: now,
    updatedAt: now,
  });
  return getList(db, caller, id);
}

export async function updateList(db: Db, caller: Caller, id: string, input: ListInput, env: Env | null = null): Promise<ListDto> {
  await load(db, caller, id);
  await repo.updateList(db, caller.accountId, id, { ...(await columnsFor(db, caller.accountId, input, env)), updatedAt: Date.now() });
  return getList(db, caller, id);
}

/** A copy named 'Copy of …' with the same source settings and values. */
export async function duplicateList(db: Db, caller: Caller, id: string): Promise<ListDto> {
  const { id: _id, name, createdAt: _c, updatedAt: _u, deletedAt: _d, ...rest } = await load(db, caller, id);
  const now = Date.now();
  const copyId = crypto.randomUUID();
  await repo.insertList(db, { ...rest, id: copyId, name: `Copy of ${name}`.slice(0, 100), createdAt: now, updatedAt: now });
  return getList(db, caller, copyId);
}

/** Re-reads a CRM-field or enrichment list's values as they are now. */
export async function refreshList(db: Db, caller: Caller, id: string, env: Env | null = null): Promise<ListDto> {
  const row = await load(db, caller, id);
  const enrichment = row.source === 'enrichment' && row.enrichmentField && row.country;
  if (!enrichment && (row.source !== 'crm_field' || !row.moduleType || !row.crmField))
    throw new DomainError('invalid', 'invalid', LIST_MESSAGES.notCrmField, '/source');
  const values = enrichment
    ? await enrichmentValues(env, db, caller.accountId, row.enrichmentField as EnrichmentField, row.country!)
    : await crmFieldValues(db, caller.accountId, row.moduleType as CrmModule, row.crmField!);
  await repo.updateList(db, caller.accountId, id, { values, updatedAt: Date.now() });
  return getList(db, caller, id);
}

export async function listUsage(db: Db, caller: Caller, id: string): Promise<ListUsageDto> {
  await load(db, caller, id);
  return repo.listUsage(db, caller.accountId, id);
}

/** Lists are soft-deleted: rules that named one then see it as gone rather than failing on a missing row. */
export async function deleteList(db: Db, caller: Caller, id: string) {
  await load(db, caller, id);
  await repo.updateList(db, caller.accountId, id, { deletedAt: Date.now() });
}

/**
 * The one check every rule with conditions runs (matching, distribution and redirect rules): each
 * "in list" condition must name a live list of the caller's organization. Another organization's
 * list and a made-up id look the same, a 422 "Select a list" at the condition's listId.
 * `base` is where the conditions array sits in the request body, e.g. `/conditions`.
 */
export async function checkConditionLists(db: Db, caller: Caller, conditions: readonly Condition[], base: string) {
  const uses = conditions.flatMap((c, i) => (c.operator === 'in_list' ? [{ i, listId: c.listId }] : []));
  if (!uses.length) return;
  const live = await repo.liveListIds(
    db,
    caller.accountId,
    uses.map((u) => u.listId),
  );
  const problems = uses.filter((u) => !live.has(u.listId)).map(({ i }) => problemAt(`${base}/${i}/listId`, SELECT_A_LIST));
  if (problems.length) throw problemsError('invalid', problems);
}

/** The organization's lists as routing conditions read them ("in list"). */
export async function listsForRouting(db: Db, accountId: string, ids?: readonly string[]): Promise<RoutingList[]> {
  const rows = await repo.listsWithValues(db, accountId);
  const wanted = ids ? new Set(ids) : null;
  return rows.filter((r) => !wanted || wanted.has(r.id));
}
