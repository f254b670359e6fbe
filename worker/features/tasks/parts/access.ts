import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import type { SubjectRef, TaskDto } from '../../../contracts/tasks';
import { DomainError, notFound } from '../../../core/errors';
import { getRecord, recordNames } from '../../crm/service';
import { meetingForCaller, meetingTitles } from '../../meetings/service';
import { namesByIds } from '../../members/service';
import type { NoteRecord, TaskRecord } from '../repo';
import { iso } from '../../../contracts/response-kit';

/** Admins and Managers see every record of the organization (CRM and meetings alike); a User sees fewer. */
export const seesAll = (caller: Caller) => caller.role !== 'regular';

/**
 * The record a note or task hangs off, as the caller may see it: the CRM's and the meetings' own rules
 * decide (a User sees their own accounts, those accounts' contacts, and meetings they take part in).
 * Another organization's record, an unseen one and one of the wrong kind are all a 404.
 */
export async function subjectForCaller(db: Db, caller: Caller, s: SubjectRef): Promise<{ name: string }> {
  if (s.subjectType === 'meeting') return { name: (await meetingForCaller(db, caller, s.subjectId)).title };
  const record = await getRecord(db, caller, s.subjectId).catch((e: unknown) => {
    if (e instanceof DomainError && e.kind === 'not_found') return null;
    throw e;
  });
  if (!record || record.module !== s.subjectType) throw notFound(s.subjectType === 'account' ? 'Account' : 'Contact');
  return { name: record.name };
}

/** Whether the caller may see the record (without throwing). */
export const canSeeSubject = (db: Db, caller: Caller, s: SubjectRef) =>
  subjectForCaller(db, caller, s).then(
    () => true,
    () => false,
  );

/** A task is the caller's when it is assigned to them or they wrote it; those they see wherever it hangs. */
const ownsTask = (caller: Caller, t: TaskRecord) => t.assigneeUserId === caller.userId || t.createdBy === caller.userId;

/** Members see and edit their own tasks and those on records they can see; Admins and Managers all of them. */
export async function taskForCaller(db: Db, caller: Caller, t: TaskRecord | undefined): Promise<TaskRecord> {
  if (!t) throw notFound('Task');
  if (seesAll(caller) || ownsTask(caller, t) || (await canSeeSubject(db, caller, t))) return t;
  throw notFound('Task');
}

export async function noteForCaller(db: Db, caller: Caller, n: NoteRecord | undefined): Promise<NoteRecord> {
  if (!n) throw notFound('Note');
  if (seesAll(caller) || n.authorUserId === caller.userId || (await canSeeSubject(db, caller, n))) return n;
  throw notFound('Note');
}

/** Subject names of rows of any kind, in two queries (CRM records, meetings). */
export async function subjectNames(db: Db, accountId: string, rows: SubjectRef[]) {
  const crmIds = rows.filter((r) => r.subjectType !== 'meeting').map((r) => r.subjectId);
  const meetingIds = rows.filter((r) => r.subjectType === 'meeting').map((r) => r.subjectId);
  const [records, meetings] = await Promise.all([
    crmIds.length ? recordNames(db, accountId, crmIds) : new Map<string, string>(),
    meetingIds.length ? meetingTitles(db, accountId, meetingIds) : new Map<string, string>(),
  ]);
  return (r: SubjectRef) => (r.subjectType === 'meeting' ? meetings : records).get(r.subjectId) ?? null;
}

/** Tasks as the API answers them, with the assignee's and the record's names. */
export async function taskDtos(db: Db, accountId: string, rows: TaskRecord[], now = Date.now()): Promise<TaskDto[]> {
  if (!rows.length) return [];
  const [people, nameOf] = await Promise.all([
    namesByIds(
      db,
      accountId,
      rows.map((r) => r.assigneeUserId),
    ),
    subjectNames(db, accountId, rows),
  ]);
  return rows.map((t) => ({
    id: t.id,
    subjectType: t.subjectType,
    subjectId: t.subjectId,
    subjectName: nameOf(t),
    type: t.type,
    title: t.title,
    description: t.description,
    assigneeUserId: t.assigneeUserId,
    assigneeName: people.get(t.assigneeUserId) ?? null,
    deadline: t.deadline === null ? null : iso(t.deadline),
    overdue: t.status === 'open' && t.deadline !== null && t.deadline < now,
    status: t.status,
    completedAt: t.completedAt === null ? null : iso(t.completedAt),
    noteId: t.noteId,
    createdBy: t.createdBy,
    createdAt: iso(t.createdAt),
    updatedAt: iso(t.updatedAt),
  }));
}
