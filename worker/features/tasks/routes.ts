import { idParam } from '../../contracts/common';
import { NoteInputSchema, NoteUpdateSchema, SubjectQuery, TaskInputSchema, TaskUpdateSchema } from '../../contracts/tasks';
import { noteSchema, taskSchema } from '../../contracts/tasks-responses';
import { docCreated, docData, docDone, docList } from '../../http/doc-answers';
import { signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as tasks from './service';
import { noContent } from '../../http/answers';
import { itemRoutes } from '../../http/item-routes';

const TAG = 'tasks';

/** Tasks on accounts, contacts and meetings, and "My tasks". Mount at /api/tasks. */
export const taskRoutes = signedInRoutes()
  .get('/', docList(TAG, "A record's tasks, open ones first", taskSchema), validate('query', SubjectQuery), async (c) =>
    c.json({ data: await tasks.listTasks(c.var.db, c.var.caller, c.req.valid('query')) }),
  )
  .get('/mine', docList(TAG, 'My tasks: open tasks assigned to me, overdue first', taskSchema), async (c) =>
    c.json({ data: await tasks.myTasks(c.var.db, c.var.caller) }),
  )
  .post('/', docCreated(TAG, 'Create a task', taskSchema), validate('json', TaskInputSchema), async (c) =>
    c.json({ data: await tasks.createTask(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .route(
    '/',
    itemRoutes({
      tag: TAG,
      noun: 'task',
      schema: taskSchema,
      edit: 'patch',
      input: TaskUpdateSchema,
      summaries: { update: 'Update a task, or mark it done or open again' },
      get: tasks.getTask,
      update: (db, caller, id, input) => tasks.updateTask(db, caller, id, input),
      remove: tasks.deleteTask,
    }),
  );

/** Notes on accounts, contacts and meetings, each with an optional follow-up task. Mount at /api/notes. */
export const noteRoutes = signedInRoutes()
  .get('/', docList(TAG, "A record's notes, newest first", noteSchema), validate('query', SubjectQuery), async (c) =>
    c.json({ data: await tasks.listNotes(c.var.db, c.var.caller, c.req.valid('query')) }),
  )
  .post('/', docCreated(TAG, 'Write a note, with a follow-up task if asked', noteSchema), validate('json', NoteInputSchema), async (c) =>
    c.json({ data: await tasks.createNote(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .patch('/:id', docData(TAG, 'Edit a note', noteSchema), validate('param', idParam), validate('json', NoteUpdateSchema), async (c) =>
    c.json({ data: await tasks.updateNote(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').description) }),
  )
  .delete('/:id', docDone(TAG, 'Delete a note (its follow-up task stays)'), validate('param', idParam), async (c) =>
    noContent(c, tasks.deleteNote(c.var.db, c.var.caller, c.req.valid('param').id)),
  );
