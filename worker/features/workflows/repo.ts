import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workflows } from '../../db/schema/workflows';
import { integrations } from '../../db/schema/integrations';
import { findLive, liveRows } from '../../db/live-rows';

export type WorkflowRow = typeof workflows.$inferSelect;
export type WorkflowInsert = typeof workflows.$inferInsert;

const live = (accountId: string) => liveRows(workflows, accountId);

export const listWorkflowRows = (db: Db, accountId: string) =>
  db.select().from(workflows).where(live(accountId)).orderBy(desc(workflows.createdAt)).all();

export const findWorkflow = (db: Db, accountId: string, id: string) => findLive(db, workflows, accountId, id);

export const insertWorkflow = (db: Db, row: WorkflowInsert) => db.insert(workflows).values(row).run();

export const updateWorkflow = (db: Db, accountId: string, id: string, set: Partial<WorkflowInsert>) =>
  db
    .update(workflows)
    .set(set)
    .where(and(live(accountId), eq(workflows.id, id)))
    .returning()
    .get();

/** Turns a workflow on or off; turning it on moves `activeSince`, so timed triggers never fire for the past. */
export const setActive = (db: Db, accountId: string, id: string, active: boolean, now: number) =>
  db
    .update(workflows)
    .set({
      active,
      updatedAt: now,
      activeSince: active ? sql`CASE WHEN ${workflows.active} = 1 THEN ${workflows.activeSince} ELSE ${now} END` : workflows.activeSince,
    })
    .where(and(live(accountId), eq(workflows.id, id)))
    .returning()
    .get();

export const softDelete = (db: Db, accountId: string, id: string, now: number) =>
  db
    .update(workflows)
    .set({ deletedAt: now, active: false, updatedAt: now })
    .where(and(live(accountId), eq(workflows.id, id)))
    .returning({ id: workflows.id })
    .get();

/** One active workflow of the account on this trigger, if any: the event handler's cheap "anything to do?" (a builder, to batch). */
export const anyActiveWorkflowQuery = (db: Db, accountId: string, trigger: string) =>
  db
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(live(accountId), eq(workflows.active, true), eq(workflows.trigger, trigger)))
    .limit(1);

/** One connected organization-wide analytics destination (Segment, Mixpanel), if any; a builder, to batch. */
export const anyAnalyticsQuery = (db: Db, accountId: string) =>
  db
    .select({ id: integrations.id })
    .from(integrations)
    .where(
      and(
        eq(integrations.accountId, accountId),
        isNull(integrations.userId),
        eq(integrations.kind, 'analytics'),
        eq(integrations.status, 'connected'),
        inArray(integrations.provider, ['segment', 'mixpanel']),
      ),
    )
    .limit(1);

/** Active workflows of an account listening to some triggers (the fan-out reads these per event). */
export const activeWorkflowsFor = (db: Db, accountId: string, triggers: string[]) =>
  db
    .select()
    .from(workflows)
    .where(and(live(accountId), eq(workflows.active, true), inArray(workflows.trigger, triggers)))
    .all();

/** Every account's active timed workflows (before-start, after-end), for the cron sweep. */
export const activeTimedWorkflows = (db: Db) =>
  db
    .select()
    .from(workflows)
    .where(
      and(
        isNull(workflows.deletedAt),
        eq(workflows.active, true),
        inArray(workflows.trigger, ['meeting_before_start', 'meeting_after_end']),
      ),
    )
    .all();
