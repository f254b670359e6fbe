import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { CrmRecordDto } from '@contracts/crm';
import { AccountsPage } from './accounts-page';
import { ContactsPage } from './contacts-page';
import { allowWritesAndRestore, renderSignedIn } from '@web/lib/test/fake-fetch';

allowWritesAndRestore();

const record = (over: Partial<CrmRecordDto>): CrmRecordDto => ({
  id: 'r1',
  module: 'account',
  objectType: null,
  name: 'Globex',
  email: null,
  phone: null,
  domain: 'globex.test',
  ownerUserId: 'demo-ursula',
  ownerEmail: 'ursula@acme.test',
  ownerName: 'Ursula Rep',
  parentAccountId: null,
  parentAccountName: null,
  contactId: null,
  fields: {},
  contactCount: 0,
  billing: null,
  usageScore: null,
  usageLevel: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...over,
});

function renderAs(role: 'regular' | 'manager', page: React.ReactNode, records: CrmRecordDto[]) {
  const session = { user: { role } };
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/api/auth/session')
        ? json({ data: session })
        : json({ data: records, meta: { page: 1, pageSize: 25, total: records.length } }),
    ),
  );
  renderSignedIn(page, session);
}

describe('CRM pages for a User', () => {
  it('accounts: says they are the User’s own and offers no import or create', async () => {
    renderAs('regular', <AccountsPage />, [record({})]);
    expect(await screen.findByText('Globex')).toBeTruthy();
    expect(screen.getByText('The accounts you own, with their contacts.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Import/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /New account/ })).toBeNull();
  });

  it('contacts: an empty list tells a User nothing is theirs yet, with no import action', async () => {
    renderAs('regular', <ContactsPage />, []);
    expect(await screen.findByText('No contacts are yours yet. An Admin or Manager assigns them in the CRM.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Import/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /New contact/ })).toBeNull();
  });

  it('a contact whose account is not theirs shows no account link', async () => {
    renderAs('regular', <ContactsPage />, [
      record({ id: 'c1', module: 'contact', name: 'Bob', email: 'bob@initech.test', domain: null, contactCount: null }),
    ]);
    expect(await screen.findByText('Bob')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Account/ })).toBeNull();
  });
});

describe('CRM pages for a Manager', () => {
  it('offer import and create', async () => {
    renderAs('manager', <AccountsPage />, [record({})]);
    expect(await screen.findByText('Globex')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Import/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /New account/ })).toBeTruthy();
  });
});

describe('Stripe columns on the accounts list', () => {
  it("show a matched account's plan and MRR, and a dash for one without a Stripe customer", async () => {
    renderAs('manager', <AccountsPage />, [
      record({ billing: { plan: 'Growth', mrrCents: 49950, status: 'active', currency: 'usd', stripeCustomerId: 'cus_1' } }),
      record({ id: 'r2', name: 'Initech', billing: { plan: null, mrrCents: null, status: null, currency: null, stripeCustomerId: null } }),
    ]);
    expect(await screen.findByText('Growth')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Plan' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'MRR' })).toBeTruthy();
    const row = (name: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(name))!;
    expect(row('Globex').textContent).toContain('499.50');
    expect(row('Initech').textContent).toContain('—');
    expect(row('Initech').textContent).not.toContain('499.50');
  });
});
