import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FormDto } from '@contracts/forms';
import { defaultQuestions } from '@contracts/forms-body';
import { ROUTER_MESSAGES, type RouterDto } from '@contracts/routers';
import { RouterEditor } from './router-editor';

const form = (id: string, name: string): FormDto => ({
  id,
  kind: 'form',
  name,
  formKey: id.toUpperCase(),
  provider: 'native',
  consentEnabled: false,
  consentText: '',
  submitLabel: 'Submit',
  questions: defaultQuestions(),
  mapping: null,
  createdAt: '',
  updatedAt: '',
});

const ROUTER: RouterDto = {
  id: 'r1',
  version: 3,
  name: 'Website demo',
  formId: 'f1',
  meetingTypeId: 'mt1',
  matchingEnabled: true,
  matchingRuleIds: ['m1'],
  distributionRuleIds: ['d1'],
  fallbackPodId: null,
  redistributionEnabled: false,
  notBookedMinutes: 10,
  redistributionRuleIds: [],
  redirects: {
    bookedUrl: 'https://acme.test/b',
    notBookedUrl: 'https://acme.test/n',
    disqualifiedUrl: 'https://acme.test/d',
    queryParams: [{ key: 'email', formField: 'email' }],
  },
  crmModule: 'lead',
  disqualifyFreeEmail: false,
  disqualifyLowQuality: false,
  disqualifyInvalidEmail: true,
  checkExistingEmail: true,
  overrideExistingOwner: false,
  createContacts: false,
  updateContacts: false,
  createLeads: true,
  updateLeads: false,
  createAccounts: false,
  updateAccounts: false,
  installation: 'verified',
  verifiedAt: null,
  verifiedOrigin: null,
  form: { id: 'f1', name: 'Demo request', provider: 'native', mapped: true },
  meetingType: { id: 'mt1', name: 'Intro call', durationMinutes: 30 },
  createdAt: '',
  updatedAt: '',
};

let puts: { url: string; body: Record<string, unknown> }[];
const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  puts = [];
  document.cookie = 'rw_csrf=test';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if ((init?.method ?? 'GET').toUpperCase() === 'PUT') {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        puts.push({ url: url.pathname + url.search, body });
        return json({ ...ROUTER, ...body, version: 4 });
      }
      if (url.pathname === '/api/forms')
        return json([
          { ...form('f1', 'Demo request'), mappedFieldCount: 0 },
          { ...form('f2', 'Pricing form'), mappedFieldCount: 0 },
        ]);
      if (url.pathname === '/api/forms/f1') return json(form('f1', 'Demo request'));
      if (url.pathname === '/api/forms/f2') return json(form('f2', 'Pricing form'));
      if (url.pathname === '/api/meeting-types') return json([{ id: 'mt1', name: 'Intro call', durationMinutes: 30 }]);
      if (url.pathname === '/api/matching-rules')
        return json([{ id: 'm1', name: 'Owner by e-mail', definition: { moduleType: 'related_lead', matchBy: { by: 'email' } } }]);
      if (url.pathname === '/api/distribution-rules') return json([]);
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderEditor() {
  const router = createMemoryRouter([{ path: '/routers/r1', element: <RouterEditor router={ROUTER} /> }], {
    initialEntries: ['/routers/r1'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('RouterEditor', () => {
  it('shows matching read-only', async () => {
    renderEditor();
    expect(screen.getByText(ROUTER_MESSAGES.matchingLocked)).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Enable matching rules' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('Owner by e-mail')).toBeTruthy();
    expect(screen.queryByText('Available matching rules')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove Owner/ })).toBeNull();
  });

  it('asks before a new form resets the query parameters, then saves with the confirmation', async () => {
    renderEditor();
    await screen.findByRole('link', { name: 'Edit form' });
    await act(async () => {
      fireEvent.click(screen.getByRole('combobox', { name: 'Form' }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('option', { name: /Pricing form/ }));
    });
    expect(screen.getByRole('alertdialog').textContent).toContain(ROUTER_MESSAGES.formChangeResets);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change form' }));
    });
    expect(screen.getByRole('combobox', { name: 'Form' }).textContent).toContain('Pricing form');
    expect(screen.queryByRole('textbox', { name: 'Key name 1' })).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(puts).toHaveLength(1);
    expect(puts[0].url).toBe('/api/routers/r1?confirmFormReset=true');
    expect(puts[0].body).toMatchObject({ formId: 'f2', matchingEnabled: true, matchingRuleIds: ['m1'], redirects: { queryParams: [] } });
  });

  it('saves the spam and low-quality lead setting it shows', async () => {
    renderEditor();
    await screen.findByRole('link', { name: 'Edit form' });
    const spam = screen.getByRole('switch', { name: 'Spam and low-quality lead disqualification' });
    expect(spam.getAttribute('aria-checked')).toBe('false');
    await act(async () => {
      fireEvent.click(spam);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(puts).toHaveLength(1);
    expect(puts[0].body).toMatchObject({ disqualifyLowQuality: true, disqualifyFreeEmail: false });
  });
});
