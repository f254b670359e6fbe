import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crmImports } from '../../db/schema/routing';
import type { CrmImportDto, ImportModule } from '../../contracts/crm-import';
import { findScoped, ofAccount } from '../../db/live-rows';

type ImportRow = typeof crmImports.$inferSelect;

export function toImportDto(r: ImportRow): CrmImportDto {
  return {
    id: r.id,
    module: r.module as ImportModule,
    fileName: r.fileName,
    mapping: r.mapping,
    total: r.total,
    processed: r.processed,
    created: r.created,
    updated: r.updated,
    failed: r.failed,
    errors: r.errors ?? [],
    status: r.status,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

export const insertImport = (db: Db, row: typeof crmImports.$inferInsert) => db.insert(crmImports).values(row).run();

export const findImport = (db: Db, accountId: string, id: string) => findScoped(db, crmImports, accountId, id);

export type ImportProgress = Pick<ImportRow, 'processed' | 'created' | 'updated' | 'failed' | 'errors' | 'status' | 'updatedAt'>;

/**
 * Moves the counters on, only from where the chunk started: a chunk replayed or raced by another
 * request finds `processed` already moved and changes nothing, so counts are never doubled.
 */
export const advanceImportStmt = (db: Db, accountId: string, id: string, fromProcessed: number, next: ImportProgress) =>
  db
    .update(crmImports)
    .set(next)
    .where(ofAccount(crmImports, accountId, eq(crmImports.id, id), eq(crmImports.processed, fromProcessed)));
