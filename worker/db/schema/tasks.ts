import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { tenantRow } from './identity';
import { timestamps } from './columns';

// Notes and tasks hang off one record of the organization: a CRM account or contact, or a meeting
// (subject_type and subject_id; the owning features check the record exists and who may see it).

export const notes = sqliteTable(
  'notes',
  {
    ...tenantRow(),
    subjectType: text('subject_type', { enum: ['account', 'contact', 'meeting'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    description: text('description').notNull(),
    authorUserId: text('author_user_id').notNull(),
    ...timestamps(),
  },
  (t) => [index('notes_subject_idx').on(t.accountId, t.subjectType, t.subjectId, t.createdAt)],
);

export const tasks = sqliteTable(
  'tasks',
  {
    ...tenantRow(),
    subjectType: text('subject_type', { enum: ['account', 'contact', 'meeting'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    type: text('type', { enum: ['to_do', 'phone', 'email'] })
      .notNull()
      .default('to_do'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    assigneeUserId: text('assignee_user_id').notNull(),
    /** Epoch ms; null: no deadline. */
    deadline: integer('deadline'),
    status: text('status', { enum: ['open', 'done'] })
      .notNull()
      .default('open'),
    completedAt: integer('completed_at'),
    /** The note this task is the follow-up of. */
    noteId: text('note_id'),
    /** What made it when no person did (a signal's firing and recipient): a second delivery inserts nothing. */
    sourceKey: text('source_key'),
    /** Null when a signal made it. */
    createdBy: text('created_by'),
    ...timestamps(),
  },
  (t) => [
    index('tasks_subject_idx').on(t.accountId, t.subjectType, t.subjectId, t.createdAt),
    index('tasks_assignee_idx').on(t.accountId, t.assigneeUserId, t.status, t.deadline),
    uniqueIndex('tasks_source_key_idx').on(t.accountId, t.sourceKey),
  ],
);
