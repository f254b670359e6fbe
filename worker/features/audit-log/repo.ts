import { and, desc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/integrations';

export const insertAuditStmt = (db: Db, row: typeof auditLog.$inferInsert) => db.insert(auditLog).values(row);

/** Appends the entry only when the statement before it in the batch changed a row (all columns, in table order). */
export const insertAuditIfChangedStmt = (db: Db, r: Required<typeof auditLog.$inferInsert>) =>
  db
    .insert(auditLog)
    .select(
      sql`SELECT ${r.id}, ${r.accountId}, ${r.action}, ${r.integrationId}, ${r.integrationName}, ${r.subjectUserId}, ${r.actorUserId}, ${JSON.stringify(r.detail)}, ${r.createdAt} WHERE changes() > 0`,
    );

export type AuditFilter = { action?: string; from?: number; to?: number; before?: { createdAt: number; id: string }; limit: number };

/** Newest first, keyset-paged by (created_at, id). */
export function listAudit(db: Db, accountId: string, f: AuditFilter) {
  const where = [eq(auditLog.accountId, accountId)];
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.from !== undefined) where.push(gte(auditLog.createdAt, f.from));
  if (f.to !== undefined) where.push(lte(auditLog.createdAt, f.to));
  if (f.before)
    where.push(
      or(lt(auditLog.createdAt, f.before.createdAt), and(eq(auditLog.createdAt, f.before.createdAt), lt(auditLog.id, f.before.id)))!,
    );
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(f.limit)
    .all();
}
