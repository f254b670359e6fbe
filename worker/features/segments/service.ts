import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import type { CrmListQuery, CrmPageDto } from '../../contracts/crm';
import {
  MAX_SEGMENTS,
  SEGMENT_MESSAGES,
  type SegmentDto,
  type SegmentInput,
  type SegmentModule,
  type SegmentUpdate,
} from '../../contracts/segments';
import { conflict, DomainError, forbidden, notFound, problemAt, problemsError } from '../../core/errors';
import { SELECT_A_SEGMENT, type Condition, type RoutingList } from '../../contracts/routing';
import { countInSegment, idsInSegment, listRecords } from '../crm/service';
import * as repo from './repo';

const isManager = (caller: Caller) => caller.role === 'super_admin' || caller.role === 'manager';

/** Global segments are the Admins' and Managers' to change; a personal one is its creator's. */
const mayEdit = (caller: Caller, row: repo.StoredSegment) => (row.scope === 'global' ? isManager(caller) : row.createdBy === caller.userId);

const filterOf = (row: repo.StoredSegment) => ({ match: row.match, conditions: row.conditions });

async function toDto(db: Db, caller: Caller, row: repo.StoredSegment): Promise<SegmentDto> {
  return {
    id: row.id,
    module: row.module,
    name: row.name,
    scope: row.scope,
    createdBy: row.createdBy,
    match: row.match,
    conditions: row.conditions,
    count: await countInSegment(db, caller, row.module, filterOf(row)),
    editable: mayEdit(caller, row),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

async function visible(db: Db, caller: Caller, id: string) {
  const row = await repo.findVisible(db, caller.accountId, caller.userId, id);
  if (!row) throw notFound('Segment');
  return row;
}

/** The list's global segments and the caller's personal ones, each with its live count. */
export async function listSegments(db: Db, caller: Caller, module: SegmentModule): Promise<SegmentDto[]> {
  const rows = await repo.listVisible(db, caller.accountId, caller.userId, module);
  return Promise.all(rows.map((r) => toDto(db, caller, r)));
}

export const getSegment = async (db: Db, caller: Caller, id: string) => toDto(db, caller, await visible(db, caller, id));

export async function createSegment(db: Db, caller: Caller, input: SegmentInput, now = Date.now()): Promise<SegmentDto> {
  if (input.scope === 'global' && !isManager(caller))
    throw new DomainError('forbidden', 'forbidden', SEGMENT_MESSAGES.globalNeedsManager, '/scope');
  const id = crypto.randomUUID();
  const inserted = await repo.insertUnderLimit(
    db,
    { id, accountId: caller.accountId, createdBy: caller.userId, ...input, createdAt: now, updatedAt: now },
    MAX_SEGMENTS,
  );
  if (!inserted) throw conflict('segment_limit', SEGMENT_MESSAGES.limitReached);
  return getSegment(db, caller, id);
}

export async function updateSegment(db: Db, caller: Caller, id: string, input: SegmentUpdate, now = Date.now()): Promise<SegmentDto> {
  const row = await visible(db, caller, id);
  if (!mayEdit(caller, row)) throw forbidden();
  if (input.scope === 'global' && !isManager(caller))
    throw new DomainError('forbidden', 'forbidden', SEGMENT_MESSAGES.globalNeedsManager, '/scope');
  // Making another member's personal segment global would publish it: only its creator turns it global.
  if (input.scope && input.scope !== row.scope && row.createdBy !== caller.userId) throw forbidden();
  await repo.updateSegment(db, caller.accountId, id, { ...input, updatedAt: now });
  return getSegment(db, caller, id);
}

export async function deleteSegment(db: Db, caller: Caller, id: string) {
  const row = await visible(db, caller, id);
  if (!mayEdit(caller, row)) throw forbidden();
  await repo.deleteSegment(db, caller.accountId, id);
}

/** The list filtered by the segment: one page, searched like the list, within what the caller may see. */
export async function segmentRecords(db: Db, caller: Caller, id: string, q: Omit<CrmListQuery, 'module'>): Promise<CrmPageDto> {
  const row = await visible(db, caller, id);
  return listRecords(db, caller, { ...q, module: row.module }, filterOf(row));
}

/**
 * Resolves "is in segment" before a routing decision: each named segment (rules run for the whole
 * organization, so no viewer scope) as a list of the candidate CRM records (and their accounts) it holds.
 * Deleted segments are left out; the condition then says it cannot be checked.
 */
export async function segmentsForRouting(
  db: Db,
  accountId: string,
  segmentIds: readonly string[],
  records: readonly { id: string; accountId?: string | null }[],
): Promise<RoutingList[]> {
  if (!segmentIds.length) return [];
  const ids = [...new Set(records.flatMap((r) => (r.accountId ? [r.id, r.accountId] : [r.id])))];
  const rows = await repo.findByIds(db, accountId, [...segmentIds]);
  return Promise.all(
    rows.map(async (r) => ({ id: r.id, name: r.name, values: await idsInSegment(db, accountId, r.module, filterOf(r), ids) })),
  );
}

/** Segment ids named by "is (not) in segment" conditions. */
export function segmentIdsOf(conditionSets: ReadonlyArray<ReadonlyArray<Condition>>): string[] {
  const ids = new Set<string>();
  for (const set of conditionSets)
    for (const c of set) if (c.operator === 'in_segment' || c.operator === 'not_in_segment') ids.add(c.segmentId);
  return [...ids];
}

/** A rule's segment conditions must name a global segment of the organization: rules act for everyone. */
export async function checkConditionSegments(db: Db, caller: Caller, conditions: readonly Condition[], base: string) {
  const uses = conditions.flatMap((c, i) =>
    c.operator === 'in_segment' || c.operator === 'not_in_segment' ? [{ i, id: c.segmentId }] : [],
  );
  if (!uses.length) return;
  const rows = await repo.findByIds(db, caller.accountId, [...new Set(uses.map((u) => u.id))]);
  const global = new Set(rows.filter((r) => r.scope === 'global').map((r) => r.id));
  const problems = uses.filter((u) => !global.has(u.id)).map(({ i }) => problemAt(`${base}/${i}/segmentId`, SELECT_A_SEGMENT));
  if (problems.length) throw problemsError('invalid', problems);
}
