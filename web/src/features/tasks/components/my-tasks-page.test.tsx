import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInRouter } from '@web/lib/test/fake-fetch';
import type { TaskDto } from '@contracts/tasks';
import { MyTasksPage } from './my-tasks-page';

const task = (over: Partial<TaskDto>): TaskDto => ({
  id: 't1',
  subjectType: 'account',
  subjectId: 'acc-1',
  subjectName: 'Acme Inc.',
  type: 'phone',
  title: 'Call Jamie',
  description: '',
  assigneeUserId: 'u1',
  assigneeName: 'Ursula',
  deadline: '2026-11-20T10:00:00.000Z',
  overdue: true,
  status: 'open',
  completedAt: null,
  noteId: null,
  createdBy: 'u1',
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-19T10:00:00.000Z',
  ...over,
});

let open: TaskDto[] = [];
const calls: { method: string; url: string; body: unknown }[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls.length = 0;
  open = [
    task({}),
    task({
      id: 't2',
      title: 'Send the deck',
      type: 'email',
      overdue: false,
      deadline: null,
      subjectType: 'meeting',
      subjectId: 'm1',
      subjectName: 'Intro call',
    }),
  ];
  document.cookie = 'rw_csrf=x';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const body = init.body
        ? JSON.parse(String(init.body))
        : input instanceof Request && method !== 'GET'
          ? await input.clone().json()
          : null;
      // Deadlines read in the member's zone, from the session; signed out here, so the browser's.
      if (url.includes('/auth/session')) return new Response(null, { status: 401 });
      calls.push({ method, url, body });
      if (method === 'PATCH') {
        open = open.filter((t) => !url.endsWith(`/api/tasks/${t.id}`));
        return json({ data: task({ status: 'done' }) });
      }
      return json({ data: open });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  renderInRouter(<MyTasksPage />);
}

describe('MyTasksPage', () => {
  it('lists my open tasks in the order the server gives (overdue first), marks the overdue one, and links each record', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Open tasks' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Call Jamie', 'Send the deck']);
    expect(within(items[0]).getByText('Overdue')).toBeTruthy();
    expect(within(items[1]).queryByText('Overdue')).toBeNull();
    expect(within(items[0]).getByRole('link', { name: 'Acme Inc.' }).getAttribute('href')).toBe('/accounts/acc-1/users');
    expect(within(items[1]).getByRole('link', { name: 'Intro call' }).getAttribute('href')).toBe('/meetings/m1');
    expect(screen.getByText('2 open · 1 overdue')).toBeTruthy();
  });

  it('completes a task in one click and drops it from the list', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Call Jamie done' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toMatch(/\/api\/tasks\/t1$/);
    expect(patch.body).toEqual({ status: 'done' });
    await waitFor(() => expect(screen.queryByText('Call Jamie')).toBeNull());
    expect(screen.getByText('Send the deck')).toBeTruthy();
  });

  it('says so when nothing is open', async () => {
    open = [];
    renderPage();
    expect(await screen.findByText('No open tasks')).toBeTruthy();
  });
});
