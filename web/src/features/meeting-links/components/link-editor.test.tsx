import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithQuery } from '@web/lib/test/fake-fetch';
import { fieldValue, setField } from '@web/lib/test/choose-option';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MeetingLinkDto } from '@contracts/meeting-links';
import { LinkEditor } from './link-editor';

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
  customMeetingType: null,
  questions: [],
  appearance: { linkColor: '#4f46e5', buttonColor: '#4f46e5', language: 'en' },
  redirectUrl: null,
  metaTitle: null,
  metaDescription: null,
  metaImage: null,
  url: 'http://localhost/b/ursula-intro',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const requests: { method: string; url: string; body?: unknown }[] = [];

beforeEach(() => {
  requests.length = 0;
  document.cookie = 'rw_csrf=test';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(req.url);
      requests.push({
        method: req.method,
        url: url.pathname + url.search,
        body: req.method === 'PUT' ? await req.clone().json() : undefined,
      });
      if (url.pathname === '/api/meeting-links/slug-availability') {
        const slug = url.searchParams.get('slug');
        return json({
          data:
            slug === 'taken' ? { available: false, message: 'Meeting link slug is already in use' } : { available: true, message: null },
        });
      }
      if (url.pathname === '/api/meeting-types')
        return json({ data: [{ id: 'mt1', name: 'Intro call', durationMinutes: 30, locationType: 'phone' }] });
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

function renderEditor(link: MeetingLinkDto = LINK) {
  const router = createMemoryRouter([{ path: '/', element: <LinkEditor link={link} canChooseOwner={false} onDeleted={() => {}} /> }]);
  renderWithQuery(<RouterProvider router={router} />);
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
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual(
        expect.objectContaining({ slug: 'fresh-slug', name: 'Intro with Ursula', meetingTypeId: 'mt1' }),
      ),
    );
  });
});

describe('LinkEditor meeting type', () => {
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const change = (label: string, value: string) => act(() => setField(field(label), value));
  const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  const putBody = () => requests.find((r) => r.method === 'PUT')?.body;

  it('switching to Custom shows its fields, validates them and saves customMeetingType', async () => {
    renderEditor();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Edit link settings' })));
    await waitFor(() => expect(fieldValue(field('Choose a meeting type'))).toBe('mt1'));
    expect(screen.queryByLabelText('Duration')).toBeNull();

    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: 'Custom' })));
    expect(screen.queryByLabelText('Choose a meeting type')).toBeNull();
    // Starts from the chosen meeting type's duration and location.
    expect(fieldValue(field('Duration'))).toBe('30');
    expect(fieldValue(field('Location type'))).toBe('phone');
    expect(field('Description')).toBeTruthy();
    expect(screen.queryByLabelText('Custom location')).toBeNull();

    await change('Location type', 'custom');
    await change('Duration', 'custom');
    await change('Custom duration (minutes)', '800');
    await save();
    expect(await screen.findByText('Duration must be at most 720 minutes')).toBeTruthy();
    expect(putBody()).toBeUndefined();

    await change('Custom duration (minutes)', '45');
    await save();
    expect(await screen.findByText('Custom location is required')).toBeTruthy();
    expect(screen.queryByText('Duration must be at most 720 minutes')).toBeNull();
    expect(putBody()).toBeUndefined();

    await change('Custom location', 'Room 4');
    await change('Description', 'A quick chat');
    await save();
    await waitFor(() =>
      expect(putBody()).toEqual(
        expect.objectContaining({
          meetingTypeId: '',
          customMeetingType: { durationMinutes: 45, locationType: 'custom', customLocation: 'Room 4', description: 'A quick chat' },
        }),
      ),
    );
  });

  it('prefills a custom meeting type and can go back to an existing one', async () => {
    renderEditor({
      ...LINK,
      meetingTypeId: 'private1',
      meetingTypeName: LINK.name,
      customMeetingType: { durationMinutes: 50, locationType: 'video', customLocation: '', description: 'Hello' },
    });
    expect(screen.getAllByText('Custom · 50 minutes · Video conferencing tool').length).toBeGreaterThan(0);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Edit link settings' })));
    expect((screen.getByRole('radio', { name: 'Custom' }) as HTMLInputElement).checked).toBe(true);
    expect(fieldValue(field('Duration'))).toBe('50');
    expect(fieldValue(field('Location type'))).toBe('video');
    expect(fieldValue(field('Description'))).toBe('Hello');

    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: 'Existing meeting type' })));
    // The link's own type is private, so nothing is chosen yet.
    expect(fieldValue(field('Choose a meeting type'))).toBe('');
    await save();
    expect(await screen.findByText('Select a meeting type', { selector: '[role="alert"]' })).toBeTruthy();
    expect(putBody()).toBeUndefined();

    await waitFor(() => expect((field('Choose a meeting type') as unknown as HTMLButtonElement).disabled).toBe(false));
    await change('Choose a meeting type', 'mt1');
    await save();
    await waitFor(() => expect(putBody()).toEqual(expect.objectContaining({ meetingTypeId: 'mt1', customMeetingType: null })));
  });
});
