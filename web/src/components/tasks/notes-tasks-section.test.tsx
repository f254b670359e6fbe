import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { NotesTasksSection } from './notes-tasks-section';

const posts: { url: string; body: Record<string, unknown> }[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  posts.length = 0;
  document.cookie = 'rw_csrf=x';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const req = input instanceof Request ? input : null;
      const url = String(req ? req.url : input);
      const method = (init.method ?? req?.method ?? 'GET').toUpperCase();
      if (method === 'POST') {
        posts.push({ url, body: init.body ? JSON.parse(String(init.body)) : await req!.clone().json() });
        return json({ data: {} }, 201);
      }
      return json({ data: [] });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NotesTasksSection', () => {
  it('writes a note with its follow-up task in one call, the deadline as an instant', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <NotesTasksSection subject={{ subjectType: 'contact', subjectId: 'c1' }} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
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
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <NotesTasksSection subject={{ subjectType: 'account', subjectId: 'a1' }} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Call back' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].url).toMatch(/\/api\/tasks$/);
    expect(posts[0].body).toEqual({ subjectType: 'account', subjectId: 'a1', type: 'to_do', title: 'Call back', deadline: null });
  });
});
