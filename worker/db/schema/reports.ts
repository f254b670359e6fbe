import { sqliteTable, text, integer, index, primaryKey } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns';

// Reports read daily rollups, never the raw sessions and meetings. Each rollup row is a count of
// subjects under one key (worker/core/reports/keys.ts); the event handler moves counts between keys as
// subjects change, and a rebuild recomputes them from the raw rows.

/** Routing sessions per organization-zone day, router, assignee and outcome: the conversion funnel. */
export const reportFunnelDaily = sqliteTable(
  'report_funnel_daily',
  {
    accountId: text('account_id').notNull(),
    day: text('day').notNull(),
    routerKind: text('router_kind').notNull(),
    routerId: text('router_id').notNull(),
    memberId: text('member_id').notNull(),
    outcome: text('outcome').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day, t.routerKind, t.routerId, t.memberId, t.outcome] }),
    index('report_funnel_router_idx').on(t.accountId, t.routerId, t.day),
  ],
);

/** Meetings per day booked, router, pod, host, booker, source and status: the distribution report. */
export const reportMeetingsDaily = sqliteTable(
  'report_meetings_daily',
  {
    accountId: text('account_id').notNull(),
    day: text('day').notNull(),
    routerKind: text('router_kind').notNull(),
    routerId: text('router_id').notNull(),
    podId: text('pod_id').notNull(),
    memberId: text('member_id').notNull(),
    bookerId: text('booker_id').notNull(),
    source: text('source').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day, t.routerKind, t.routerId, t.podId, t.memberId, t.bookerId, t.source, t.status] }),
    index('report_meetings_router_idx').on(t.accountId, t.routerId, t.day),
  ],
);

/** The key each subject is counted under now, so a change moves its count instead of adding another. */
export const reportContributions = sqliteTable(
  'report_contributions',
  {
    subjectKind: text('subject_kind', { enum: ['session', 'meeting'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    accountId: text('account_id').notNull(),
    key: text('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subjectKind, t.subjectId] }), index('report_contributions_account_idx').on(t.accountId, t.subjectKind)],
);

/** The routers and relays reports can be narrowed to, with the name their last session carried. */
export const reportRouters = sqliteTable(
  'report_routers',
  {
    accountId: text('account_id').notNull(),
    routerId: text('router_id').notNull(),
    routerKind: text('router_kind').notNull(),
    name: text('name').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.routerId] })],
);

/** An e-mailed export: built page by page by queue messages, each page a part, then e-mailed. */
export const exportJobs = sqliteTable(
  'export_jobs',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    params: text('params', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    /** The next part to write; a message for any other part is a duplicate and is dropped. */
    nextPart: integer('next_part').notNull().default(0),
    cursor: text('cursor'),
    rows: integer('rows').notNull().default(0),
    bytes: integer('bytes').notNull().default(0),
    fileName: text('file_name').notNull(),
    error: text('error'),
    ...timestamps(),
    finishedAt: integer('finished_at'),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('export_jobs_account_idx').on(t.accountId, t.createdAt), index('export_jobs_status_idx').on(t.status, t.updatedAt)],
);

/** One page of an export's CSV (the header is part 0's first line). */
export const exportParts = sqliteTable(
  'export_parts',
  {
    exportId: text('export_id').notNull(),
    part: integer('part').notNull(),
    accountId: text('account_id').notNull(),
    csv: text('csv').notNull(),
    rows: integer('rows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.part] })],
);
