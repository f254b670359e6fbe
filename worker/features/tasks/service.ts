import { runBatch, type Stmt } from '../../db/batch';
import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import {
  MY_TASKS_LIMIT,
  TASK_MESSAGES,
  type NoteDto,
  type NoteInput,
  type SubjectRef,
  type TaskDto,
  type TaskInput,
  type TaskUpdate,
} from '../../contracts/tasks';
import { fieldError, forbidden } from '../../core/errors';
import { namesByIds, peopleByIds } from '../members/service';
import { noteForCaller, seesAll, subjectForCaller, taskDtos, taskForCaller } from './parts/access';
import * as repo from './repo';
import { iso, pick } from '../../contracts/response-kit';

export { signalTaskStmts } from './parts/signal-tasks';

/** The assignee: an active member of the organization; none given is the caller. */
async function assigneeOf(db: Db, caller: Caller, userId: string | undefined, field: string) {
  if (!userId || userId === caller.userId) return caller.userId;
  if (!(await peopleByIds(db, caller.accountId, [userId])).has(userId)) throw fieldError(field, TASK_MESSAGES.assigneeNotMember);
  return userId;
}

const taskDto = async (db: Db, caller: Caller, row: repo.TaskRecord) => (await taskDtos(db, caller.accountId, [row]))[0];

type NewTask = Omit<TaskInput, 'subjectType' | 'subjectId'>;
async function taskRow(db: Db, caller: Caller, s: SubjectRef, t: NewTask, field: string, now: number): Promise<repo.TaskInsert> {
  return {
    id: crypto.randomUUID(),
    accountId: caller.accountId,
    subjectType: s.subjectType,
    subjectId: s.subjectId,
    type: t.type,
    title: t.title,
    description: t.description,
    assigneeUserId: await assigneeOf(db, caller, t.assigneeUserId, field),
    deadline: t.deadline ? Date.parse(t.deadline) : null,
    createdBy: caller.userId,
    createdAt: now,
    updatedAt: now,
  };
}

// ---- Tasks ----

/** A record's tasks, for its Notes & tasks section; a record the caller cannot see is a 404. */
export async function listTasks(db: Db, caller: Caller, s: SubjectRef): Promise<TaskDto[]> {
  await subjectForCaller(db, caller, s);
  return taskDtos(db, caller.accountId, await repo.tasksOf(db, caller.accountId, s));
}

/** "My tasks": open tasks assigned to the caller, overdue ones first. */
export async function myTasks(db: Db, caller: Caller): Promise<TaskDto[]> {
  return taskDtos(db, caller.accountId, await repo.openTasksOf(db, caller.accountId, caller.userId, MY_TASKS_LIMIT));
}

export async function getTask(db: Db, caller: Caller, id: string): Promise<TaskDto> {
  return taskDto(db, caller, await taskForCaller(db, caller, await repo.findTask(db, caller.accountId, id)));
}

export async function createTask(db: Db, caller: Caller, input: TaskInput, now = Date.now()): Promise<TaskDto> {
  await subjectForCaller(db, caller, input);
  const row = await taskRow(db, caller, input, input, 'assigneeUserId', now);
  await repo.insertTaskStmt(db, row).run();
  return getTask(db, caller, row.id);
}

export async function updateTask(db: Db, caller: Caller, id: string, input: TaskUpdate, now = Date.now()): Promise<TaskDto> {
  const task = await taskForCaller(db, caller, await repo.findTask(db, caller.accountId, id));
  const set: Partial<repo.TaskInsert> = { updatedAt: now };
  if (input.type !== undefined) set.type = input.type;
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description;
  if (input.deadline !== undefined) set.deadline = input.deadline ? Date.parse(input.deadline) : null;
  if (input.assigneeUserId !== undefined) set.assigneeUserId = await assigneeOf(db, caller, input.assigneeUserId, 'assigneeUserId');
  if (input.status !== undefined && input.status !== task.status) {
    set.status = input.status;
    set.completedAt = input.status === 'done' ? now : null;
  }
  const row = await repo.updateTask(db, caller.accountId, id, set);
  // Handing a task to someone else may take it out of a User's sight: the answer is the saved task.
  return taskDto(db, caller, row!);
}

/** Who wrote a task, or an Admin or Manager, deletes it; others who see it may only change it. */
export async function deleteTask(db: Db, caller: Caller, id: string) {
  const task = await taskForCaller(db, caller, await repo.findTask(db, caller.accountId, id));
  if (!seesAll(caller) && task.createdBy !== caller.userId) throw forbidden();
  await repo.deleteTask(db, caller.accountId, id);
}

// ---- Notes ----

async function noteDtos(db: Db, caller: Caller, rows: repo.NoteRecord[]): Promise<NoteDto[]> {
  if (!rows.length) return [];
  const followUps = await taskDtos(
    db,
    caller.accountId,
    await repo.tasksOfNotes(
      db,
      caller.accountId,
      rows.map((n) => n.id),
    ),
  );
  const authors = await namesByIds(
    db,
    caller.accountId,
    rows.map((n) => n.authorUserId),
  );
  return rows.map((n) => ({
    ...pick(n, 'id', 'subjectType', 'subjectId', 'description', 'authorUserId'),
    authorName: authors.get(n.authorUserId) ?? null,
    followUpTask: followUps.find((t) => t.noteId === n.id) ?? null,
    createdAt: iso(n.createdAt),
    updatedAt: iso(n.updatedAt),
  }));
}

export async function listNotes(db: Db, caller: Caller, s: SubjectRef): Promise<NoteDto[]> {
  await subjectForCaller(db, caller, s);
  return noteDtos(db, caller, await repo.notesOf(db, caller.accountId, s));
}

const noteDto = async (db: Db, caller: Caller, row: repo.NoteRecord) => (await noteDtos(db, caller, [row]))[0];

/** A note, and its follow-up task when one is asked for, written together in one transaction. */
export async function createNote(db: Db, caller: Caller, input: NoteInput, now = Date.now()): Promise<NoteDto> {
  await subjectForCaller(db, caller, input);
  const note: repo.NoteInsert = {
    id: crypto.randomUUID(),
    accountId: caller.accountId,
    subjectType: input.subjectType,
    subjectId: input.subjectId,
    description: input.description,
    authorUserId: caller.userId,
    createdAt: now,
    updatedAt: now,
  };
  const stmts: Stmt[] = [repo.insertNoteStmt(db, note)];
  if (input.followUp) {
    const task = await taskRow(db, caller, input, input.followUp, 'followUp/assigneeUserId', now);
    stmts.push(repo.insertTaskStmt(db, { ...task, noteId: note.id }));
  }
  await runBatch(db, stmts);
  return noteDto(db, caller, (await repo.findNote(db, caller.accountId, note.id))!);
}

/** The author, or an Admin or Manager, edits or deletes a note; others who see it only read it. */
async function noteToChange(db: Db, caller: Caller, id: string) {
  const note = await noteForCaller(db, caller, await repo.findNote(db, caller.accountId, id));
  if (!seesAll(caller) && note.authorUserId !== caller.userId) throw forbidden();
  return note;
}

export async function updateNote(db: Db, caller: Caller, id: string, description: string, now = Date.now()): Promise<NoteDto> {
  await noteToChange(db, caller, id);
  return noteDto(db, caller, (await repo.updateNote(db, caller.accountId, id, { description, updatedAt: now }))!);
}

export async function deleteNote(db: Db, caller: Caller, id: string) {
  await noteToChange(db, caller, id);
  await runBatch(db, repo.deleteNoteStmts(db, caller.accountId, id));
}
