import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notes, tasks } from '../../db/schema/tasks';
import type { SubjectRef, SubjectType, TaskStatus, TaskType } from '../../contracts/tasks';
import { findScoped, updateScoped, ofAccount } from '../../db/live-rows';

/** A task as stored: times are epoch ms. */
export type TaskRecord = {
  id: string;
  accountId: string;
  subjectType: SubjectType;
  subjectId: string;
  type: TaskType;
  title: string;
  description: string;
  assigneeUserId: string;
  deadline: number | null;
  status: TaskStatus;
  completedAt: number | null;
  noteId: string | null;
  sourceKey: string | null;
  createdBy: string | null;
  createdAt: number;
  updatedAt: number;
};
export type TaskInsert = Omit<TaskRecord, 'type' | 'description' | 'status' | 'completedAt' | 'noteId' | 'sourceKey' | 'deadline'> &
  Partial<Pick<TaskRecord, 'type' | 'description' | 'status' | 'completedAt' | 'noteId' | 'sourceKey' | 'deadline'>>;
export type NoteRecord = {
  id: string;
  accountId: string;
  subjectType: SubjectType;
  subjectId: string;
  description: string;
  authorUserId: string;
  createdAt: number;
  updatedAt: number;
};
export type NoteInsert = NoteRecord;

export const insertTaskStmt = (db: Db, row: TaskInsert) => db.insert(tasks).values(row);
/** For tasks made by a machine (a signal): the same source key twice inserts once. */
export const insertTaskOnceStmt = (db: Db, row: TaskInsert) => db.insert(tasks).values(row).onConflictDoNothing();
export const insertNoteStmt = (db: Db, row: NoteInsert) => db.insert(notes).values(row);

export const findTask = (db: Db, accountId: string, id: string) => findScoped(db, tasks, accountId, id);
export const findNote = (db: Db, accountId: string, id: string) => findScoped(db, notes, accountId, id);

export const updateTask = (db: Db, accountId: string, id: string, set: Partial<TaskInsert>) =>
  updateScoped(db, tasks, accountId, id, set).returning().get() as Promise<typeof tasks.$inferSelect | undefined>;
export const updateNote = (db: Db, accountId: string, id: string, set: Partial<NoteInsert>) =>
  updateScoped(db, notes, accountId, id, set).returning().get() as Promise<typeof notes.$inferSelect | undefined>;

export const deleteTask = (db: Db, accountId: string, id: string) =>
  db
    .delete(tasks)
    .where(ofAccount(tasks, accountId, eq(tasks.id, id)))
    .run();
/** A note goes alone: its follow-up task stays (it may already be under way), no longer tied to it. */
export const deleteNoteStmts = (db: Db, accountId: string, id: string) => [
  db
    .update(tasks)
    .set({ noteId: null })
    .where(ofAccount(tasks, accountId, eq(tasks.noteId, id))),
  db.delete(notes).where(ofAccount(notes, accountId, eq(notes.id, id))),
];

const onSubject = <T extends typeof tasks | typeof notes>(t: T, accountId: string, s: SubjectRef) =>
  ofAccount(t, accountId, eq(t.subjectType, s.subjectType), eq(t.subjectId, s.subjectId));

/** A record's tasks: open ones first, by deadline (none last), then done ones, newest first. */
export const tasksOf = (db: Db, accountId: string, s: SubjectRef) =>
  db
    .select()
    .from(tasks)
    .where(onSubject(tasks, accountId, s))
    .orderBy(
      sql`case when ${tasks.status} = 'open' then 0 else 1 end`,
      sql`case when ${tasks.status} = 'open' and ${tasks.deadline} is null then 1 else 0 end`,
      sql`case when ${tasks.status} = 'open' then ${tasks.deadline} end`,
      desc(tasks.updatedAt),
    )
    .limit(500)
    .all();

export const notesOf = (db: Db, accountId: string, s: SubjectRef) =>
  db
    .select()
    .from(notes)
    .where(onSubject(notes, accountId, s))
    .orderBy(desc(notes.createdAt))
    .limit(500)
    .all();

/** Follow-up tasks of these notes (D1 binds at most 100 parameters: the ids go in slices). */
export async function tasksOfNotes(db: Db, accountId: string, noteIds: string[]): Promise<TaskRecord[]> {
  const out: TaskRecord[] = [];
  for (let i = 0; i < noteIds.length; i += 90) {
    const slice = noteIds.slice(i, i + 90);
    out.push(
      ...(await db
        .select()
        .from(tasks)
        .where(ofAccount(tasks, accountId, inArray(tasks.noteId, slice)))
        .all()),
    );
  }
  return out;
}

/** Open tasks assigned to a user, by deadline with the overdue ones (earliest) first and those without one last. */
export const openTasksOf = (db: Db, accountId: string, userId: string, limit: number) =>
  db
    .select()
    .from(tasks)
    .where(ofAccount(tasks, accountId, eq(tasks.assigneeUserId, userId), eq(tasks.status, 'open')))
    .orderBy(sql`case when ${tasks.deadline} is null then 1 else 0 end`, asc(tasks.deadline), asc(tasks.createdAt))
    .limit(limit)
    .all();
