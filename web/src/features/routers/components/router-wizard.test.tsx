import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { optionNames } from '@web/lib/test/choose-option';
import { useMutation } from '@tanstack/react-query';
import type { FormDto } from '@contracts/forms';
import { ROUTER_MESSAGES, type RouterDto, type RouterInput } from '@contracts/routers';
import { fakeFetch, restoreAfterEach } from '@web/lib/test/fake-fetch';
import { renderRoute } from '@web/lib/test/list-page';
import { nativeForm } from './router-card.fixture';
import { newRouterValues, type RouterForm } from './router-form-model';
import { RouterWizard } from './router-wizard';

const NATIVE_FORM = nativeForm('f1', 'Demo request', 'DR1');
const UNMAPPED_FORM: FormDto = {
  ...NATIVE_FORM,
  id: 'f2',
  kind: 'marketing_form',
  name: 'Website form',
  provider: 'hubspot',
  questions: [],
  mapping: null,
};
const MATCHING_RULES = Array.from({ length: 7 }, (_, i) => ({
  id: `m${i + 1}`,
  name: `Matching rule ${i + 1}`,
  position: i + 1,
  version: 1,
  updatedAt: '',
  definition: { moduleType: 'related_lead', matchBy: { by: 'email' }, conditions: [] },
}));
const DISTRIBUTION_RULES = [
  {
    id: 'd1',
    kind: 'rule',
    name: 'EMEA pod',
    position: 1,
    version: 1,
    updatedAt: '',
    definition: { distribution: 'round_robin_all', conditions: [] },
  },
];

beforeEach(() => {
  fakeFetch(({ path }, url) => {
    if (path === '/api/forms')
      return [{ id: 'f1', kind: 'form', name: 'Demo request', formKey: 'DR1', provider: 'native', questionCount: 2, mappedFieldCount: 0 }];
    if (path === '/api/forms/f1') return NATIVE_FORM;
    if (path === '/api/forms/f2') return UNMAPPED_FORM;
    if (path === '/api/meeting-types') return [{ id: 'mt1', name: 'Intro call', durationMinutes: 30 }];
    if (path === '/api/matching-rules') return MATCHING_RULES;
    if (path === '/api/distribution-rules') return url.searchParams.get('kind') === 'rule' ? DISTRIBUTION_RULES : [];
    return undefined;
  });
});
restoreAfterEach();

function renderWizard(values: Partial<RouterForm> = {}) {
  const save = vi.fn(async (input: RouterInput) => ({ ...input, id: 'r1' }) as unknown as RouterDto);
  function Harness() {
    const mutation = useMutation({ mutationFn: save });
    return <RouterWizard mode="create" defaultValues={{ ...newRouterValues(), ...values }} mutation={mutation} />;
  }
  renderRoute('/routers/new', <Harness />);
  return save;
}

const stepHeading = () => screen.getByRole('heading', { name: /^Step \d of 6/ }).textContent;
const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const next = () => click('Next');

/** Values that pass the first four steps. */
const THROUGH_REDISTRIBUTION: Partial<RouterForm> = {
  formId: 'f1',
  meetingTypeId: 'mt1',
  matchingRuleIds: ['m1'],
  distributionRuleIds: ['d1'],
};

describe('RouterWizard', () => {
  it('keeps an empty form on the first step with the spec messages', async () => {
    renderWizard();
    expect(stepHeading()).toContain('Map a form');
    await next();
    expect(stepHeading()).toContain('Map a form');
    expect(await screen.findByText(ROUTER_MESSAGES.formRequired, { selector: '[role="alert"]' })).toBeTruthy();
    expect(screen.getByText(ROUTER_MESSAGES.meetingTypeRequired, { selector: '[role="alert"]' })).toBeTruthy();
    expect(screen.getByLabelText('Meeting type', { selector: 'button' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('does not go on with a form whose fields are not mapped', async () => {
    renderWizard({ formId: 'f2', meetingTypeId: 'mt1' });
    expect(await screen.findByRole('link', { name: 'Edit mapping' })).toBeTruthy();
    await next();
    expect(stepHeading()).toContain('Map a form');
    expect(screen.getByRole('alert').textContent).toBe(ROUTER_MESSAGES.formNotMapped);
  });

  it('adds at most six matching rules', async () => {
    renderWizard({ formId: 'f1', meetingTypeId: 'mt1' });
    await screen.findByRole('link', { name: 'Edit form' });
    await next();
    expect(stepHeading()).toContain('Add matching rules');
    await screen.findByRole('button', { name: 'Add Matching rule 1' });
    for (let i = 1; i <= 6; i++) await click(`Add Matching rule ${i}`);
    const seventh = screen.getByRole('button', { name: 'Add Matching rule 7' }) as HTMLButtonElement;
    expect(seventh.disabled).toBe(true);
    expect(screen.getByText(`${ROUTER_MESSAGES.matchingRulesMax}. Remove one to add another.`)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: /Added matching rules/ })).getAllByRole('listitem')).toHaveLength(6);

    await click('Remove Matching rule 2');
    expect((screen.getByRole('button', { name: 'Add Matching rule 7' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks for a matching rule while matching is on, and skipping turns matching off', async () => {
    renderWizard({ formId: 'f1', meetingTypeId: 'mt1' });
    await screen.findByRole('link', { name: 'Edit form' });
    await next();
    await next();
    expect(stepHeading()).toContain('Add matching rules');
    expect(await screen.findByText(ROUTER_MESSAGES.matchingRuleRequired)).toBeTruthy();
    await click('Skip this step');
    expect(stepHeading()).toContain('Add distribution rules');
    await next();
    expect(await screen.findByText(ROUTER_MESSAGES.matchingOrDistribution)).toBeTruthy();
  });

  it('requires the redirect URLs and both halves of a query parameter', async () => {
    renderWizard(THROUGH_REDISTRIBUTION);
    await screen.findByRole('link', { name: 'Edit form' });
    for (let i = 0; i < 4; i++) await next();
    expect(stepHeading()).toContain('Set redirect URLs');
    await click('Add query parameter');
    await next();
    expect(stepHeading()).toContain('Set redirect URLs');
    expect(screen.getAllByText(ROUTER_MESSAGES.redirectRequired)).toHaveLength(3);
    expect(screen.getByText(ROUTER_MESSAGES.queryKeyRequired)).toBeTruthy();
    expect(screen.getByText(ROUTER_MESSAGES.queryValueRequired)).toBeTruthy();
    const value = screen.getByLabelText('Value 1', { selector: 'button' });
    expect(await optionNames(value)).toEqual(['Full name', 'Work e-mail']);
  });

  it('creates the router once every step is valid, and holds back leads with contacts', async () => {
    const urls = {
      bookedUrl: 'https://acme.test/booked',
      notBookedUrl: 'https://acme.test/later',
      disqualifiedUrl: 'https://acme.test/sorry',
      queryParams: [{ key: 'email', formField: 'email' }],
    };
    const save = renderWizard({ ...THROUGH_REDISTRIBUTION, redirects: urls });
    await screen.findByRole('link', { name: 'Edit form' });
    for (let i = 0; i < 5; i++) await next();
    expect(stepHeading()).toContain('Configure router');
    fireEvent.change(screen.getByLabelText('Router name'), { target: { value: '  Website demo  ' } });
    fireEvent.click(screen.getByLabelText(/^Lead and contact/));
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Create leads' }));
      fireEvent.click(screen.getByRole('switch', { name: 'Update contacts' }));
    });
    await click('Create');
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(ROUTER_MESSAGES.leadsExclusive);

    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Update contacts' }));
    });
    await click('Create');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][0]).toMatchObject({
      name: 'Website demo',
      formId: 'f1',
      crmModule: 'both',
      createLeads: true,
      updateContacts: false,
      matchingRuleIds: ['m1'],
      fallbackPodId: null,
      redirects: urls,
    });
  });
  it('offers only the record flags that act for the chosen CRM module, and saves none it no longer shows', async () => {
    const urls = {
      bookedUrl: 'https://acme.test/booked',
      notBookedUrl: 'https://acme.test/later',
      disqualifiedUrl: 'https://acme.test/sorry',
      queryParams: [],
    };
    const save = renderWizard({ ...THROUGH_REDISTRIBUTION, redirects: urls });
    await screen.findByRole('link', { name: 'Edit form' });
    for (let i = 0; i < 5; i++) await next();
    const switches = () =>
      screen
        .queryAllByRole('switch')
        .map((s) => s.getAttribute('id'))
        .filter((id) => /Leads|Contacts|Accounts/.test(id ?? ''));
    expect(switches()).toEqual([]);
    expect(screen.getByText(/Choose the CRM module to update/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^Contact/));
    expect(switches()).toEqual(['createContacts', 'updateContacts', 'createAccounts', 'updateAccounts']);
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Create contacts' }));
      fireEvent.click(screen.getByRole('switch', { name: 'Create accounts' }));
    });
    fireEvent.click(screen.getByLabelText(/^Lead(?! and)/));
    expect(switches()).toEqual(['createLeads', 'updateLeads', 'createAccounts', 'updateAccounts']);
    expect(screen.getByRole('switch', { name: 'Create accounts' }).getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Create accounts' }));
      fireEvent.click(screen.getByRole('switch', { name: 'Update leads' }));
    });
    fireEvent.change(screen.getByLabelText('Router name'), { target: { value: 'Leads only' } });
    await click('Create');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][0]).toMatchObject({
      crmModule: 'lead',
      createLeads: false,
      updateLeads: true,
      createContacts: false,
      updateContacts: false,
      createAccounts: false,
    });
  });
});
