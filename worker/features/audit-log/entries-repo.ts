import { and, desc, eq, gte, inArray, lt, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { auditLog } from '../../db/schema/integrations';

const subject = alias(users, 'subject');
const actor = alias(users, 'actor');

export type EntriesFilter = {
  actions?: string[];
  from?: number;
  to?: number;
  subjectUserId?: string;
  before?: { createdAt: number; id: string };
  limit: number;
};

/** Entries newest first with the names of the affected member and of who acted, keyset-paged by (created_at, id). */
export function listEntries(db: Db, accountId: string, f: EntriesFilter) {
  const where = [eq(auditLog.accountId, accountId)];
  if (f.actions?.length) where.push(inArray(auditLog.action, f.actions));
  if (f.from !== undefined) where.push(gte(auditLog.createdAt, f.from));
  if (f.to !== undefined) where.push(lte(auditLog.createdAt, f.to));
  if (f.subjectUserId) where.push(eq(auditLog.subjectUserId, f.subjectUserId));
  if (f.before)
    where.push(
      or(lt(auditLog.createdAt, f.before.createdAt), and(eq(auditLog.createdAt, f.before.createdAt), lt(auditLog.id, f.before.id)))!,
    );
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      integrationId: auditLog.integrationId,
      integrationName: auditLog.integrationName,
      subjectUserId: auditLog.subjectUserId,
      subjectName: subject.name,
      subjectEmail: subject.email,
      actorUserId: auditLog.actorUserId,
      actorName: actor.name,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(subject, and(eq(subject.id, auditLog.subjectUserId), eq(subject.accountId, auditLog.accountId)))
    .leftJoin(actor, and(eq(actor.id, auditLog.actorUserId), eq(actor.accountId, auditLog.accountId)))
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(f.limit)
    .all();
}
