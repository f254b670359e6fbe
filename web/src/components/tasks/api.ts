import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoteDto, SubjectRef, TaskDto, TaskType, TaskUpdate } from '@contracts/tasks';
import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';

// Notes and tasks are shown on accounts, contacts and meetings and in "My tasks": the calls live here,
// shared, so every feature showing them reads the same cache.

/** Every key starts with 'tasks': one invalidation refreshes a record's section and "My tasks". */
export const tasksKey = ['tasks'] as const;

export const subjectTasksQuery = (s: SubjectRef) =>
  queryOptions({
    queryKey: [...tasksKey, 'subject', s.subjectType, s.subjectId],
    queryFn: async (): Promise<TaskDto[]> => (await call(api.tasks.$get({ query: s }))).data as TaskDto[],
  });

export const subjectNotesQuery = (s: SubjectRef) =>
  queryOptions({
    queryKey: [...tasksKey, 'notes', s.subjectType, s.subjectId],
    queryFn: async (): Promise<NoteDto[]> => (await call(api.notes.$get({ query: s }))).data as NoteDto[],
  });

export const myTasksQuery = queryOptions({
  queryKey: [...tasksKey, 'mine'],
  queryFn: async (): Promise<TaskDto[]> => (await call(api.tasks.mine.$get())).data as TaskDto[],
});

export const useSubjectTasks = (s: SubjectRef) => useQuery(subjectTasksQuery(s));
export const useSubjectNotes = (s: SubjectRef) => useQuery(subjectNotesQuery(s));
export const useMyTasks = () => useQuery(myTasksQuery);

// Notes and tasks are entries of the account's and contact's activity stream too: a write refreshes both.
const REFRESH = [tasksKey, ['crm', 'activity']];

export type NewTask = { type: TaskType; title: string; deadline: string | null };

export const useCreateTask = (s: SubjectRef) =>
  useRefreshingMutation(
    async (t: NewTask): Promise<TaskDto> => (await call(api.tasks.$post({ json: { ...s, ...t } }))).data as TaskDto,
    REFRESH,
  );

export const useUpdateTask = () =>
  useRefreshingMutation(
    async ({ id, ...json }: TaskUpdate & { id: string }): Promise<TaskDto> =>
      (await call(api.tasks[':id'].$patch({ param: { id }, json }))).data as TaskDto,
    REFRESH,
  );

export const useCreateNote = (s: SubjectRef) =>
  useRefreshingMutation(
    async (n: { description: string; followUp?: NewTask & { deadline: string } }): Promise<NoteDto> =>
      (await call(api.notes.$post({ json: { ...s, ...n } }))).data as NoteDto,
    REFRESH,
  );

export const useDeleteTask = () =>
  useRefreshingMutation(async (id: string) => void (await call(api.tasks[':id'].$delete({ param: { id } }))), REFRESH);

export const useUpdateNote = () =>
  useRefreshingMutation(
    async ({ id, description }: { id: string; description: string }): Promise<NoteDto> =>
      (await call(api.notes[':id'].$patch({ param: { id }, json: { description } }))).data as NoteDto,
    REFRESH,
  );

export const useDeleteNote = () =>
  useRefreshingMutation(async (id: string) => void (await call(api.notes[':id'].$delete({ param: { id } }))), REFRESH);
