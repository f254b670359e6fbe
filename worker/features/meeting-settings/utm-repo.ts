import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { utmMappings } from '../../db/schema/utm-mappings';
import type { UtmFieldMap } from '../../contracts/utm-params';

/** The organization's UTM parameter mappings; undefined until an Admin first saves them. */
export const findUtmMappings = (db: Db, accountId: string) =>
  db
    .select({ fields: utmMappings.fields, updatedAt: utmMappings.updatedAt })
    .from(utmMappings)
    .where(eq(utmMappings.accountId, accountId))
    .get();

/** The statement saving the mappings (insert or update), for the batch with its audit entry. */
export const upsertUtmMappingsStmt = (db: Db, row: { accountId: string; fields: UtmFieldMap; updatedBy: string; now: number }) =>
  db
    .insert(utmMappings)
    .values({ accountId: row.accountId, fields: row.fields, updatedBy: row.updatedBy, updatedAt: row.now })
    .onConflictDoUpdate({
      target: utmMappings.accountId,
      set: { fields: row.fields, updatedBy: row.updatedBy, updatedAt: row.now },
    });
