import { and, asc, count, eq, gt, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crmRecords } from '../../db/schema/routing';
import type { CrmModule } from '../../contracts/crm';
import { toCrmRecord } from './repo';

// Pages through one outside CRM's mirrored records of a module in id order (ids are prefixed with the
// integration id, so the range is the primary key's): how a backfill walks existing records.

const ofIntegration = (accountId: string, integrationId: string, module: CrmModule) =>
  and(
    eq(crmRecords.accountId, accountId),
    gte(crmRecords.id, `${integrationId}:`),
    lt(crmRecords.id, `${integrationId};`),
    eq(crmRecords.module, module),
  );

export async function mirroredCount(db: Db, accountId: string, integrationId: string, module: CrmModule) {
  const row = await db
    .select({ n: count() })
    .from(crmRecords)
    .where(ofIntegration(accountId, integrationId, module))
    .get();
  return Number(row?.n ?? 0);
}

export async function mirroredPage(
  db: Db,
  accountId: string,
  integrationId: string,
  module: CrmModule,
  afterId: string | null,
  limit: number,
) {
  const rows = await db
    .select()
    .from(crmRecords)
    .where(and(ofIntegration(accountId, integrationId, module), afterId ? gt(crmRecords.id, afterId) : undefined))
    .orderBy(asc(crmRecords.id))
    .limit(limit)
    .all();
  return rows.map((r) => ({
    record: toCrmRecord(r),
    ownerUserId: r.ownerUserId,
    ownerEmail: r.ownerEmail,
    updatedAt: r.updatedAt,
    fields: r.fields,
  }));
}
