import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, jsonResponse, renderInRouter, restoreAfterEach } from '@web/lib/test/fake-fetch';
import { NotesTasksSection } from './notes-tasks-section';

const posts: { url: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  posts.length = 0;
  document.cookie = 'rw_csrf=x';
  fakeFetch(({ method, path, body }) => {
    if (method !== 'POST') return [];
    posts.push({ url: path, body });
    return jsonResponse(201, { data: {} });
  });
});
restoreAfterEach();

describe('NotesTasksSection', () => {
  it('writes a note with its follow-up task in one call, the deadline as an instant', async () => {
    renderInRouter(<NotesTasksSection subject={{ subjectType: 'contact', subjectId: 'c1' }} />);
    expect(await screen.findByText('No tasks yet.')).toBeTruthy();
    expect(await screen.findByText('No notes yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Wants pricing' } });
    fireEvent.click(screen.getByLabelText('Add a follow-up task'));
    fireEvent.change(document.getElementById('follow-up-title')!, { target: { value: 'Send pricing' } });
    fireEvent.change(document.getElementById('follow-up-deadline')!, { target: { value: '2026-12-01T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].url).toMatch(/\/api\/notes$/);
    expect(posts[0].body).toEqual({
      subjectType: 'contact',
      subjectId: 'c1',
      description: 'Wants pricing',
      followUp: { type: 'to_do', title: 'Send pricing', deadline: new Date('2026-12-01T09:30').toISOString() },
    });
  });

  it('adds a task without a deadline', async () => {
    renderInRouter(<NotesTasksSection subject={{ subjectType: 'account', subjectId: 'a1' }} />);
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Call back' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].url).toMatch(/\/api\/tasks$/);
    expect(posts[0].body).toEqual({ subjectType: 'account', subjectId: 'a1', type: 'to_do', title: 'Call back', deadline: null });
  });
});
