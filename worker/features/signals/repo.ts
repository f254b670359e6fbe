import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowExists } from '../../db/row-exists';
import { notifications, signalFirings, signals } from '../../db/schema/workflows';
import type { SignalDto } from '../../contracts/signals';
import { USAGE_EVENT_TYPES } from '../../contracts/events';
import { findLive, liveRows, ofAccount } from '../../db/live-rows';
import { iso } from '../../contracts/response-kit';

type SignalRow = typeof signals.$inferSelect;
type NotificationRow = typeof notifications.$inferSelect;

export function toSignalDto(r: SignalRow): SignalDto {
  return {
    id: r.id,
    name: r.name,
    triggerType: r.triggerType,
    event: r.event as SignalDto['event'],
    filters: r.filters,
    frequency: r.frequency,
    notify: r.notify,
    recipientUserIds: r.recipientUserIds,
    channels: r.channels as SignalDto['channels'],
    actions: r.actions as SignalDto['actions'],
    message: r.message,
    active: r.active,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

const live = (accountId: string) => liveRows(signals, accountId);

export const listSignals = (db: Db, accountId: string) =>
  db.select().from(signals).where(live(accountId)).orderBy(desc(signals.createdAt)).all();
export const findSignal = (db: Db, accountId: string, id: string) => findLive(db, signals, accountId, id);
export const insertSignal = (db: Db, row: typeof signals.$inferInsert) => db.insert(signals).values(row).run();
export const updateSignal = (db: Db, accountId: string, id: string, set: Partial<typeof signals.$inferInsert>) =>
  db
    .update(signals)
    .set(set)
    .where(and(live(accountId), eq(signals.id, id)))
    .returning()
    .get();
/** One active signal of the account, if any: the event handler's cheap "anything to do?" (a builder, to batch). */
export const anyActiveSignalQuery = (db: Db, accountId: string) =>
  db
    .select({ id: signals.id })
    .from(signals)
    .where(and(live(accountId), eq(signals.active, true)))
    .limit(1);

/** The product usage events some active signal of the account names. */
export const usageEventsListened = async (db: Db, accountId: string) =>
  (
    await db
      .selectDistinct({ event: signals.event })
      .from(signals)
      .where(and(live(accountId), eq(signals.active, true), inArray(signals.event, [...USAGE_EVENT_TYPES])))
      .all()
  ).map((r) => r.event as string);

export const activeSignals = (db: Db, accountId: string) =>
  db
    .select()
    .from(signals)
    .where(and(live(accountId), eq(signals.active, true)))
    .all();

export const firingExists = (db: Db, signalId: string, key: string) =>
  rowExists(db, signalFirings, signalFirings.dedupeKey, and(eq(signalFirings.signalId, signalId), eq(signalFirings.dedupeKey, key)));

/** Without a conflict clause: a second firing of the same key fails its batch, so its notifications never land twice. */
export const insertFiringStmt = (db: Db, row: typeof signalFirings.$inferInsert) => db.insert(signalFirings).values(row);
export const insertNotificationStmt = (db: Db, row: typeof notifications.$inferInsert) =>
  db.insert(notifications).values(row).onConflictDoNothing();

export const listNotifications = (db: Db, accountId: string, userId: string) =>
  db
    .select()
    .from(notifications)
    .where(ofAccount(notifications, accountId, eq(notifications.userId, userId)))
    .orderBy(desc(notifications.createdAt))
    .limit(20)
    .all();
export const unreadCount = async (db: Db, accountId: string, userId: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)` })
      .from(notifications)
      .where(ofAccount(notifications, accountId, eq(notifications.userId, userId), isNull(notifications.readAt)))
      .get()
  )?.n ?? 0;
export const markAllRead = (db: Db, accountId: string, userId: string, now: number) =>
  db
    .update(notifications)
    .set({ readAt: now })
    .where(ofAccount(notifications, accountId, eq(notifications.userId, userId), isNull(notifications.readAt)))
    .run();
