import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { updateScoped, ofAccount } from '../../db/live-rows';
import { intercomRouters, intercomRoutings } from '../../db/schema/intercom';
import type { IntercomRouterDto } from '../../contracts/intercom';

/** A stored Intercom router: the DTO's fields with its organization and times as epoch milliseconds. */
export type IntercomRouterRecord = Omit<IntercomRouterDto, 'createdAt' | 'updatedAt'> & {
  accountId: string;
  createdAt: number;
  updatedAt: number;
  deletedAt: number | null;
};

const live = (accountId: string) => ofAccount(intercomRouters, accountId, isNull(intercomRouters.deletedAt));

export const listRouters = (db: Db, accountId: string): Promise<IntercomRouterRecord[]> =>
  db.select().from(intercomRouters).where(live(accountId)).orderBy(intercomRouters.createdAt).all();

export const findRouter = (db: Db, accountId: string, id: string): Promise<IntercomRouterRecord | undefined> =>
  db
    .select()
    .from(intercomRouters)
    .where(and(live(accountId), eq(intercomRouters.id, id)))
    .get();

export const insertRouter = (db: Db, row: typeof intercomRouters.$inferInsert) => db.insert(intercomRouters).values(row).run();

export const updateRouter = (db: Db, accountId: string, id: string, set: Partial<typeof intercomRouters.$inferInsert>) =>
  db
    .update(intercomRouters)
    .set(set)
    .where(and(live(accountId), eq(intercomRouters.id, id)))
    .returning()
    .get();

/** Claims a notification for routing: answers the new row, or undefined when this notification was already routed. */
export const claimNotification = (db: Db, row: typeof intercomRoutings.$inferInsert) =>
  db.insert(intercomRoutings).values(row).onConflictDoNothing().returning().get();

export const finishRoutingStmt = (db: Db, accountId: string, id: string, set: Partial<typeof intercomRoutings.$inferInsert>) =>
  updateScoped(db, intercomRoutings, accountId, id, set);

export const finishRouting = (db: Db, accountId: string, id: string, set: Partial<typeof intercomRoutings.$inferInsert>) =>
  finishRoutingStmt(db, accountId, id, set).run();

export const listRoutings = (db: Db, accountId: string, limit: number) =>
  db
    .select()
    .from(intercomRoutings)
    .where(eq(intercomRoutings.accountId, accountId))
    .orderBy(desc(intercomRoutings.createdAt))
    .limit(limit)
    .all();

export const releaseClaim = (db: Db, accountId: string, id: string) =>
  db
    .delete(intercomRoutings)
    .where(ofAccount(intercomRoutings, accountId, eq(intercomRoutings.id, id)))
    .run();
