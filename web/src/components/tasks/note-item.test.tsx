import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { NoteDto, TaskDto } from '@contracts/tasks';
import { fakeFetch, renderInRouter, restoreAfterEach } from '@web/lib/test/fake-fetch';
import { NoteItem } from './note-item';
import { TaskItem } from './task-item';

const calls: { method: string; url: string; body?: unknown }[] = [];
let role = 'regular';
let timezone: string | undefined;

beforeEach(() => {
  calls.length = 0;
  role = 'regular';
  timezone = undefined;
  document.cookie = 'rw_csrf=x';
  // The session is the signed-in user's; every other call is recorded and answered empty.
  fakeFetch(({ method, path, body }) => {
    if (path.includes('/auth/session')) return { user: { id: 'u1', role, name: 'Uma', email: 'uma@acme.test', timezone } };
    calls.push({ method, url: path, body: body ?? undefined });
    return method === 'DELETE' ? new Response(null, { status: 204 }) : {};
  });
});
restoreAfterEach();

const wrap = renderInRouter;

const note = (authorUserId: string): NoteDto => ({
  id: 'n1',
  subjectType: 'account',
  subjectId: 'a1',
  description: 'Wants pricing',
  authorUserId,
  authorName: 'Uma',
  followUpTask: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

const task = (createdBy: string): TaskDto => ({
  id: 't1',
  subjectType: 'account',
  subjectId: 'a1',
  subjectName: 'Acme',
  type: 'to_do',
  title: 'Call back',
  description: '',
  assigneeUserId: 'u1',
  assigneeName: 'Uma',
  deadline: null,
  overdue: false,
  status: 'open',
  completedAt: null,
  noteId: null,
  createdBy,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

describe('changing notes and tasks', () => {
  it('the author edits a note in place: one PATCH with the new text', async () => {
    wrap(<NoteItem note={note('u1')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the note' }));
    fireEvent.change(screen.getByLabelText('Note text'), { target: { value: 'Wants pricing for 40 seats' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { description: 'Wants pricing for 40 seats' } });
    expect(calls[0].url).toMatch(/\/api\/notes\/n1$/);
  });

  it('a note is deleted only after the question is answered', async () => {
    wrap(<NoteItem note={note('u1')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the note' }));
    expect(await screen.findByText('Delete this note?')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].method).toBe('DELETE');
    expect(calls[0].url).toMatch(/\/api\/notes\/n1$/);
  });

  it("a User is offered neither edit nor delete on another's note or task; a Manager is", async () => {
    const { unmount } = wrap(
      <ul>
        <NoteItem note={{ ...note('u1'), id: 'mine' }} />
        <NoteItem note={note('u2')} />
        <TaskItem task={task('u2')} />
      </ul>,
    );
    // The session has loaded once the User's own note offers its edit: the other note does not.
    expect(await screen.findAllByRole('button', { name: 'Edit the note' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Delete the note' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Delete Call back' })).toBeNull();
    unmount();
    role = 'manager';
    wrap(
      <ul>
        <NoteItem note={note('u2')} />
        <TaskItem task={task('u2')} />
      </ul>,
    );
    expect(await screen.findByRole('button', { name: 'Edit the note' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Call back' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && /\/api\/tasks\/t1$/.test(c.url))).toBe(true));
  });

  it("notes and task deadlines read in the member's own zone, as the Activity stream beside them does", async () => {
    timezone = 'Asia/Tokyo';
    wrap(
      <ul>
        <NoteItem note={{ ...note('u1'), updatedAt: '2026-11-20T15:30:00.000Z' }} />
        <TaskItem task={{ ...task('u1'), deadline: '2026-11-20T23:30:00.000Z' }} />
      </ul>,
    );
    // 10:00 UTC is 7:00 PM in Tokyo, and 23:30 UTC is the next morning there.
    expect(await screen.findByText(/Uma · Nov 20, 2026, 7:00 PM · edited Nov 21, 2026, 12:30 AM/)).toBeTruthy();
    expect(screen.getByText('Due Nov 21, 2026, 8:30 AM')).toBeTruthy();
  });
});
