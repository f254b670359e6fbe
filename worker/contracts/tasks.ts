import * as v from 'valibot';
import { multiLine, requiredString, requiredText } from './common';

// Spec section 3, "Note and task": a task has a type (to_do, phone, email), title, description, assignee,
// deadline and status; a note has a description and an optional follow-up task with a deadline. Both
// hang off an account or a contact of the CRM, or a meeting.

export const TASK_TYPES = ['to_do', 'phone', 'email'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
export const TASK_TYPE_LABELS: Record<TaskType, string> = { to_do: 'To-do', phone: 'Phone', email: 'Email' };
export const TASK_STATUSES = ['open', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = { open: 'Open', done: 'Done' };
export const SUBJECT_TYPES = ['account', 'contact', 'meeting'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];
export const SUBJECT_LABELS: Record<SubjectType, string> = { account: 'Account', contact: 'Contact', meeting: 'Meeting' };

/** Open tasks "My tasks" lists at most. */
export const MY_TASKS_LIMIT = 200;

export const TASK_MESSAGES = {
  titleRequired: 'Title is a required field',
  descriptionRequired: 'Description is a required field',
  deadlineRequired: 'Deadline is a required field',
  invalidDeadline: 'Enter a valid date and time',
  assigneeNotMember: 'The assignee must be an active member of your organization',
  subjectRequired: 'Select an account, a contact or a meeting',
  typeRequired: 'Select a task type',
  statusRequired: 'Select a status',
} as const;

const subjectType = v.picklist(SUBJECT_TYPES, TASK_MESSAGES.subjectRequired);
const subjectId = v.pipe(v.string(TASK_MESSAGES.subjectRequired), v.nonEmpty(TASK_MESSAGES.subjectRequired), v.maxLength(64));
const taskType = v.picklist(TASK_TYPES, TASK_MESSAGES.typeRequired);
const title = requiredString(TASK_MESSAGES.titleRequired, 200);
const description = v.pipe(v.string(), v.trim(), v.maxLength(5000, 'Must be at most 5000 characters'), multiLine('Description'));
const assigneeUserId = v.pipe(v.string(), v.nonEmpty(TASK_MESSAGES.assigneeNotMember), v.maxLength(64));
/** An instant with its offset (as the browser's toISOString gives it). */
const instantInput = (message: string) => v.pipe(v.string(message), v.isoTimestamp(TASK_MESSAGES.invalidDeadline));

export const SubjectQuery = v.object({ subjectType, subjectId });
export type SubjectRef = v.InferOutput<typeof SubjectQuery>;

export const TaskInputSchema = v.object({
  subjectType,
  subjectId,
  type: v.optional(taskType, 'to_do'),
  title,
  description: v.optional(description, ''),
  /** Empty: the caller. */
  assigneeUserId: v.optional(assigneeUserId),
  deadline: v.optional(v.nullable(instantInput(TASK_MESSAGES.invalidDeadline)), null),
});
export type TaskInput = v.InferOutput<typeof TaskInputSchema>;

export const TaskUpdateSchema = v.object({
  type: v.optional(taskType),
  title: v.optional(title),
  description: v.optional(description),
  assigneeUserId: v.optional(assigneeUserId),
  deadline: v.optional(v.nullable(instantInput(TASK_MESSAGES.invalidDeadline))),
  status: v.optional(v.picklist(TASK_STATUSES, TASK_MESSAGES.statusRequired)),
});
export type TaskUpdate = v.InferOutput<typeof TaskUpdateSchema>;

export const FollowUpSchema = v.object({
  type: v.optional(taskType, 'to_do'),
  title,
  description: v.optional(description, ''),
  assigneeUserId: v.optional(assigneeUserId),
  deadline: instantInput(TASK_MESSAGES.deadlineRequired),
});

export const NoteInputSchema = v.object({
  subjectType,
  subjectId,
  description: requiredText(TASK_MESSAGES.descriptionRequired, 10_000),
  followUp: v.optional(FollowUpSchema),
});
export type NoteInput = v.InferOutput<typeof NoteInputSchema>;
export const NoteUpdateSchema = v.object({ description: requiredText(TASK_MESSAGES.descriptionRequired, 10_000) });

export type TaskDto = {
  id: string;
  subjectType: SubjectType;
  subjectId: string;
  subjectName: string | null;
  type: TaskType;
  title: string;
  description: string;
  assigneeUserId: string;
  assigneeName: string | null;
  deadline: string | null;
  overdue: boolean;
  status: TaskStatus;
  completedAt: string | null;
  noteId: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
};

export type NoteDto = {
  id: string;
  subjectType: SubjectType;
  subjectId: string;
  description: string;
  authorUserId: string;
  authorName: string | null;
  followUpTask: TaskDto | null;
  createdAt: string;
  updatedAt: string;
};
