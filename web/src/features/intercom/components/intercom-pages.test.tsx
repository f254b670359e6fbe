import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { INTERCOM_MESSAGES, type IntercomConnectionDto, type IntercomRouterDto } from '@contracts/intercom';
import { chooseOption } from '@web/lib/test/choose-option';
import { fakeFetch, jsonResponse as json, renderWithQuery, allowWritesAndRestore, type FetchCall as Call } from '@web/lib/test/fake-fetch';
import { IntercomSettingsPage } from './intercom-settings-page';
import { IntercomOnboardingPage } from './intercom-onboarding-page';

allowWritesAndRestore();
const connected: IntercomConnectionDto = {
  status: 'connected',
  integrationId: 'i1',
  workspaceName: 'Acme',
  admins: [
    { id: '1', name: 'Rita', email: 'rita@acme.test', userId: 'u1', chosen: false },
    { id: '2', name: 'Sam', email: 'sam@elsewhere.test', userId: null, chosen: false },
  ],
};
const router: IntercomRouterDto = {
  id: 'r1',
  name: 'Chats',
  trigger: 'conversation_started',
  attributeName: null,
  attributeValue: null,
  matchingRuleIds: [],
  podId: 'p1',
  tags: ['vip'],
  active: true,
  version: 1,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

function renderAt(path: string, answers: (c: Call) => Response) {
  const calls = fakeFetch(answers);
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/settings/integrations/intercom" element={<IntercomSettingsPage />} />
        <Route path="/integrations/intercom/onboarding" element={<IntercomOnboardingPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

const api = (c: Call, routers: IntercomRouterDto[] = [router]) => {
  if (c.path.includes('/intercom/connection')) return json(200, { data: connected });
  if (c.path.includes('/intercom/routers') && c.method === 'GET') return json(200, { data: routers });
  if (c.path.includes('/api/members'))
    return json(200, {
      data: [
        { id: 'u1', name: 'Rita Rep' },
        { id: 'u2', name: 'Sam Rep' },
      ],
    });
  if (c.path.includes('/distribution-rules')) return json(200, { data: [{ id: 'p1', name: 'Chat pod' }] });
  if (c.path.includes('/intercom/attributes'))
    return json(200, {
      data: [
        { name: 'region', label: 'Region', dataType: 'string', options: Array.from({ length: 11 }, (_, i) => `R${i}`), selectable: false },
      ],
    });
  return json(404, { errors: [] });
};

describe('the Intercom settings page', () => {
  it('shows the connection and admins, lists routers, and saves an edit', async () => {
    const calls = renderAt('/settings/integrations/intercom', (c) =>
      c.method === 'PUT' ? json(200, { data: { ...router, ...(c.body as object), version: 2 } }) : api(c),
    );
    expect(await screen.findByText('Chats')).toBeTruthy();
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(screen.getByText('Same e-mail (no member has it)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const name = await screen.findByLabelText('Router name');
    fireEvent.change(name, { target: { value: 'Chats 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save router' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toContain('/api/intercom/routers/r1');
    expect(put.body).toMatchObject({ name: 'Chats 2', podId: 'p1', tags: ['vip'] });
  });

  it('saves the member an admin chose for an Intercom admin whose e-mail matches nobody', async () => {
    const calls = renderAt('/settings/integrations/intercom', (c) =>
      c.method === 'PUT'
        ? json(200, { data: { ...connected, admins: [connected.admins[0], { ...connected.admins[1], userId: 'u2', chosen: true }] } })
        : api(c),
    );
    await chooseOption(await screen.findByLabelText('Member for Sam'), 'Sam Rep');
    fireEvent.click(screen.getByRole('button', { name: 'Save admin mapping' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toContain('/api/intercom/admin-mapping');
    expect(put.body).toEqual({ mapping: [{ adminId: '2', userId: 'u2' }] });
  });

  it('offers to connect when Intercom is not connected', async () => {
    const calls = renderAt('/settings/integrations/intercom', (c) =>
      c.path.includes('/connection')
        ? json(200, { data: { status: 'not_connected', integrationId: null, workspaceName: '', admins: [] } })
        : json(200, { data: { url: 'https://app.intercom.com/oauth?state=s' } }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Intercom' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://app.intercom.com/oauth?state=s'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ returnTo: '/settings/integrations/intercom' });
  });
});

describe('the Intercom onboarding page', () => {
  it('refuses a dropdown of more than ten choices as the trigger, then creates the first router', async () => {
    const calls = renderAt('/integrations/intercom/onboarding', (c) => (c.method === 'POST' ? json(201, { data: router }) : api(c, [])));
    expect(await screen.findByText('Connected to Acme')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Router name'), { target: { value: 'Chats' } });
    await chooseOption(screen.getByLabelText('Route when'), 'A contact attribute is set to a value');
    await chooseOption(await screen.findByLabelText('Intercom attribute'), 'Region (more than ten choices)');
    expect(await screen.findByText(INTERCOM_MESSAGES.dropdownTooLarge)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create router' }) as HTMLButtonElement).disabled).toBe(true);
    await chooseOption(screen.getByLabelText('Route when'), 'A conversation starts');
    await chooseOption(screen.getByLabelText('Distribution pod'), 'Chat pod');
    fireEvent.click(screen.getByRole('button', { name: 'Create router' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ name: 'Chats', trigger: 'conversation_started', podId: 'p1' });
  });
});
