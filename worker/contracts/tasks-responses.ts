import * as v from 'valibot';
import { examples, instant, schemaOf } from './response-kit';
import { SUBJECT_TYPES, TASK_STATUSES, TASK_TYPES, type NoteDto, type TaskDto } from './tasks';

/**
 * The answers of the tasks and notes API (/api/tasks, /api/notes) as valibot schemas: the OpenAPI
 * document describes each success body from these, and the type checks at the bottom keep them equal
 * to the DTO types the services return.
 */

const taskExample: TaskDto = {
  id: '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a',
  subjectType: 'account',
  subjectId: '6f0c1d2e-8a3b-4c5d-9e7f-1a2b3c4d5e6f',
  subjectName: 'Acme Inc.',
  type: 'phone',
  title: 'Call about the renewal',
  description: '',
  assigneeUserId: 'demo-ursula',
  assigneeName: 'Ursula Rep',
  deadline: '2026-12-01T17:00:00.000Z',
  overdue: false,
  status: 'open',
  completedAt: null,
  noteId: null,
  createdBy: 'demo-admin',
  createdAt: '2026-11-29T09:00:00.000Z',
  updatedAt: '2026-11-29T09:00:00.000Z',
};

export const taskSchema = schemaOf<TaskDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      subjectType: v.picklist(SUBJECT_TYPES),
      subjectId: v.string(),
      subjectName: v.pipe(v.nullable(v.string()), v.description('The account or contact name, or the meeting title')),
      type: v.picklist(TASK_TYPES),
      title: v.string(),
      description: v.string(),
      assigneeUserId: v.string(),
      assigneeName: v.nullable(v.string()),
      deadline: v.nullable(instant),
      overdue: v.pipe(v.boolean(), v.description('Open and past its deadline')),
      status: v.picklist(TASK_STATUSES),
      completedAt: v.nullable(instant),
      noteId: v.pipe(v.nullable(v.string()), v.description('The note this task follows up')),
      createdBy: v.pipe(v.nullable(v.string()), v.description('Null when a signal created it')),
      createdAt: instant,
      updatedAt: instant,
    }),
    examples(taskExample),
  ),
);

export const noteSchema = schemaOf<NoteDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      subjectType: v.picklist(SUBJECT_TYPES),
      subjectId: v.string(),
      description: v.string(),
      authorUserId: v.string(),
      authorName: v.nullable(v.string()),
      followUpTask: v.pipe(v.nullable(taskSchema), v.description('The task created with the note, if any')),
      createdAt: instant,
      updatedAt: instant,
    }),
    examples({
      id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      subjectType: 'account',
      subjectId: taskExample.subjectId,
      description: 'Asked for the enterprise pricing sheet.',
      authorUserId: 'demo-admin',
      authorName: 'Ada Admin',
      followUpTask: { ...taskExample, noteId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' },
      createdAt: '2026-11-29T09:00:00.000Z',
      updatedAt: '2026-11-29T09:00:00.000Z',
    }),
  ),
);
