import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ROUTER_MESSAGES, type RouterDto } from '@contracts/routers';
import { fakeFetch, restoreAfterEach } from '@web/lib/test/fake-fetch';
import { renderRoute } from '@web/lib/test/list-page';
import { ROUTER as ROUTER_CARD, nativeForm } from './router-card.fixture';
import { RouterEditor } from './router-editor';

/** The card's router as the editor gets it: one matching rule, a query parameter, installed. */
const ROUTER: RouterDto = {
  ...ROUTER_CARD,
  version: 3,
  matchingRuleIds: ['m1'],
  redirects: { ...ROUTER_CARD.redirects, queryParams: [{ key: 'email', formField: 'email' }] },
  crmModule: 'lead',
  updateContacts: false,
  installation: 'verified',
  form: { id: 'f1', name: 'Demo request', provider: 'native', mapped: true },
  createdAt: '',
  updatedAt: '',
};

let puts: { url: string; body: Record<string, unknown> }[];

beforeEach(() => {
  puts = [];
  document.cookie = 'rw_csrf=test';
  fakeFetch(({ method, path, body }, url) => {
    if (method === 'PUT') {
      puts.push({ url: path + url.search, body });
      return { ...ROUTER, ...body, version: 4 };
    }
    if (path === '/api/forms')
      return [
        { ...nativeForm('f1', 'Demo request'), mappedFieldCount: 0 },
        { ...nativeForm('f2', 'Pricing form'), mappedFieldCount: 0 },
      ];
    if (path === '/api/forms/f1') return nativeForm('f1', 'Demo request');
    if (path === '/api/forms/f2') return nativeForm('f2', 'Pricing form');
    if (path === '/api/meeting-types') return [{ id: 'mt1', name: 'Intro call', durationMinutes: 30 }];
    if (path === '/api/matching-rules')
      return [{ id: 'm1', name: 'Owner by e-mail', definition: { moduleType: 'related_lead', matchBy: { by: 'email' } } }];
    if (path === '/api/distribution-rules') return [];
    return undefined;
  });
});
restoreAfterEach();

const renderEditor = () => renderRoute('/routers/r1', <RouterEditor router={ROUTER} />);

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
