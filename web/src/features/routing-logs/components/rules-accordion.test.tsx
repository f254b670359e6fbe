import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderWithQuery } from '@web/lib/test/fake-fetch';
import { ROUTING_REASONS } from '@contracts/routing';
import { RuleCompareDialog } from './rule-compare-dialog';
import { diffDefinitions } from './rule-diff';
import { RulesAccordion, type CompareTarget } from '@web/components/decision/rules-accordion';
import { testCrmMatches, testCurrentRules, testDecision, usedRule } from '@web/components/decision/test-decision';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rule = (id: string) => screen.getByTestId(`rule-${id}`);

describe('router and rules accordion', () => {
  it('marks each rule Passed, Failed or Not evaluated, with why and what changed since', () => {
    render(<RulesAccordion decision={testDecision()} currentRules={testCurrentRules} crmMatches={testCrmMatches} onCompare={() => {}} />);
    const old = within(rule('mr-old'));
    expect(old.getByText('Failed')).toBeTruthy();
    expect(old.getByText(ROUTING_REASONS.ruleDeleted)).toBeTruthy();
    expect(old.getByText('Country is not Germany')).toBeTruthy();
    expect(old.getByLabelText('Not met')).toBeTruthy();
    expect(old.getByText('(value: France)', { exact: false })).toBeTruthy();

    const owner = within(rule('mr-owner'));
    expect(owner.getByText('Passed')).toBeTruthy();
    expect(owner.getByText('Changed since (v2 → v3)')).toBeTruthy();
    expect(owner.queryByText(ROUTING_REASONS.ruleDeleted)).toBeNull();
    expect(owner.getByText('Fuzzy')).toBeTruthy();
    expect(owner.getByText('· account Acme', { exact: false })).toBeTruthy();

    const emea = within(rule('dr-emea'));
    expect(emea.getByText('Not evaluated')).toBeTruthy();
    expect(emea.queryByText(/Changed since/)).toBeNull();
    expect(emea.queryByRole('button', { name: /compare/i })).toBeNull();
    expect(screen.getByText(ROUTING_REASONS.redistributionDisabled)).toBeTruthy();
  });

  it('offers the definition the decision used for comparison', () => {
    const onCompare = vi.fn();
    render(<RulesAccordion decision={testDecision()} currentRules={testCurrentRules} crmMatches={testCrmMatches} onCompare={onCompare} />);
    fireEvent.click(within(rule('mr-owner')).getByRole('button', { name: 'Compare with current' }));
    expect(onCompare).toHaveBeenCalledWith({
      id: 'mr-owner',
      name: 'Account owner',
      table: 'matching',
      usedVersion: 2,
      used: usedRule,
      current: testCurrentRules[1],
    });
  });
});

describe('rule compare dialog', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const open = (target: CompareTarget) => renderWithQuery(<RuleCompareDialog target={target} onClose={() => {}} />);

  it('shows the used and current definitions side by side and marks the changes', async () => {
    const now = { ...usedRule, fuzzy: true, matchBy: { by: 'email' } };
    const { id: _id, ...definition } = now;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/api/matching-rules/mr-owner')
          ? json(200, { data: { id: 'mr-owner', name: 'Account owner', version: 3, definition } })
          : json(404, { errors: [] }),
      ),
    );
    open({ id: 'mr-owner', name: 'Account owner', table: 'matching', usedVersion: 2, used: usedRule, current: testCurrentRules[1] });
    const dialog = await screen.findByRole('dialog', { name: 'Compare rule: Account owner' });
    expect(await within(dialog).findByText('2 settings have changed since this prospect was routed.')).toBeTruthy();
    expect(within(dialog).getByRole('columnheader', { name: 'Used (v2)' })).toBeTruthy();
    expect(within(dialog).getByRole('columnheader', { name: 'Current (v3)' })).toBeTruthy();
    const fuzzy = within(dialog)
      .getByRole('rowheader', { name: /^Fuzzy/ })
      .closest('tr')!;
    expect(within(fuzzy).getByText('No')).toBeTruthy();
    expect(within(fuzzy).getByText('Yes')).toBeTruthy();
    expect(within(fuzzy).getByText('(changed)')).toBeTruthy();
  });

  it('says the rule has been deleted without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    open({ id: 'mr-old', name: 'Old owners', table: 'matching', usedVersion: 1, used: usedRule, current: testCurrentRules[0] });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ROUTING_REASONS.ruleDeleted)).toBeTruthy();
    expect(within(dialog).queryByRole('columnheader', { name: /Current/ })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('flattens nested settings into readable keys', () => {
    const rows = diffDefinitions(
      { id: 'x', assignee: { type: 'record_owner', ownerProperty: 'owner_id' }, conditions: [{ field: { key: 'country' } }], guests: [] },
      undefined,
    );
    expect(rows.map((r) => [r.key, r.used])).toEqual([
      ['Assignee › type', 'record_owner'],
      ['Assignee › owner property', 'owner_id'],
      ['Conditions 1 › field › key', 'country'],
      ['Guests', '(none)'],
    ]);
  });
});
