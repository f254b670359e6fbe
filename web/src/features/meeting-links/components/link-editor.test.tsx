import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MeetingLinkDto } from '@contracts/meeting-links';
import { LinkEditor } from './link-editor';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
});

const LINK: MeetingLinkDto = {
  id: 'l1',
  kind: 'personal',
  name: 'Intro with Ursula',
  slug: 'ursula-intro',
  ownerUserId: 'u1',
  owner: { id: 'u1', name: 'Ursula Rep' },
  groupMode: null,
  memberIds: [],
  members: [],
  meetingTypeId: 'mt1',
  meetingTypeName: 'Intro call',
  questions: [],
  appearance: { linkColor: '#4f46e5', buttonColor: '#4f46e5', language: 'en' },
  redirectUrl: null,
  metaTitle: null,
  metaDescription: null,
  metaImage: null,
  url: 'http://localhost/b/ursula-intro',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const requests: { method: string; url: string; body?: unknown }[] = [];

beforeEach(() => {
  requests.length = 0;
  document.cookie = 'rw_csrf=test';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(req.url);
      requests.push({ method: req.method, url: url.pathname + url.search, body: req.method === 'PUT' ? await req.clone().json() : undefined });
      if (url.pathname === '/api/meeting-links/slug-availability') {
        const slug = url.searchParams.get('slug');
        return json({ data: slug === 'taken' ? { available: false, message: 'Meeting link slug is already in use' } : { available: true, message: null } });
      }
      if (url.pathname === '/api/meeting-types') return json({ data: [{ id: 'mt1', name: 'Intro call', durationMinutes: 30 }] });
      if (url.pathname === '/api/members') return json({ data: [] });
      if (url.pathname === '/api/meeting-links/l1' && req.method === 'PUT') {
        const body = (await req.json()) as Partial<MeetingLinkDto>;
        return json({ data: { ...LINK, ...body, url: `http://localhost/b/${body.slug}` } });
      }
      return json({ errors: [{ status: '404', code: 'not_found', detail: 'Not found' }] }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderEditor() {
  const router = createMemoryRouter([{ path: '/', element: <LinkEditor link={LINK} canChooseOwner={false} onDeleted={() => {}} /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const slugInput = () => screen.getByLabelText('Slug') as HTMLInputElement;
const type = (value: string) => fireEvent.change(slugInput(), { target: { value } });
const slugChecks = () => requests.filter((r) => r.url.startsWith('/api/meeting-links/slug-availability'));

describe('LinkEditor slug check', () => {
  it('checks the slug as it is typed and shows the spec messages', async () => {
    renderEditor();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Edit link settings' })));
    expect(slugInput().value).toBe('ursula-intro');
    expect(slugChecks()).toHaveLength(0);

    type('no spaces!');
    expect(await screen.findByText('Invalid Slug')).toBeTruthy();
    expect(slugInput().getAttribute('aria-invalid')).toBe('true');
    expect(slugChecks()).toHaveLength(0);

    type('taken');
    expect(await screen.findByText('Meeting link slug is already in use', {}, { timeout: 2000 })).toBeTruthy();
    expect(slugChecks().at(-1)?.url).toBe('/api/meeting-links/slug-availability?slug=taken&excludeId=l1');

    type('fresh-slug');
    expect(await screen.findByText('This slug is available.', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.queryByText('Meeting link slug is already in use')).toBeNull();
  });

  it('will not save a slug that is in use, and saves a free one', async () => {
    renderEditor();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Edit link settings' })));
    type('taken');
    await screen.findByText('Meeting link slug is already in use', {}, { timeout: 2000 });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    type('fresh-slug');
    await screen.findByText('This slug is available.', {}, { timeout: 2000 });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual(expect.objectContaining({ slug: 'fresh-slug', name: 'Intro with Ursula', meetingTypeId: 'mt1' })));
  });
});
