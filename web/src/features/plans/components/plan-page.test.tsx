import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ENTERPRISE_FEATURES, ENTERPRISE_FEATURE_LABELS, enterpriseMessage, type PlanDto } from '@contracts/plans';
import { renderRoute, stubApi } from '@web/lib/test/list-page';
import { PlanPage } from './plan-page';

const dto = (plan: PlanDto['plan']): PlanDto => ({
  plan,
  label: plan === 'enterprise' ? 'Enterprise' : 'Standard',
  features: ENTERPRISE_FEATURES.map((feature) => ({
    feature,
    label: ENTERPRISE_FEATURE_LABELS[feature],
    included: plan === 'enterprise',
    message: enterpriseMessage(feature),
  })),
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlanPage', () => {
  it('shows Standard with each Enterprise feature and the words asking to contact us', async () => {
    stubApi((url) => (url.pathname === '/api/organization/plan' ? dto('standard') : undefined));
    renderRoute('/settings/plan', <PlanPage />);
    expect((await screen.findByTestId('current-plan')).textContent).toContain('Standard');
    for (const f of ENTERPRISE_FEATURES) expect(screen.getByText(enterpriseMessage(f))).toBeTruthy();
    expect(screen.getByText(/Contact us to move to the Enterprise plan/)).toBeTruthy();
    expect(screen.queryByText('Included in your plan')).toBeNull();
    // Read only: no control changes the plan.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows Enterprise with every feature included', async () => {
    stubApi((url) => (url.pathname === '/api/organization/plan' ? dto('enterprise') : undefined));
    renderRoute('/settings/plan', <PlanPage />);
    expect((await screen.findByTestId('current-plan')).textContent).toContain('Enterprise');
    expect(screen.getAllByText('Included in your plan')).toHaveLength(ENTERPRISE_FEATURES.length);
  });

  it('says when the plan cannot be loaded, with a retry', async () => {
    stubApi(() => undefined);
    renderRoute('/settings/plan', <PlanPage />);
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the plan.");
  });
});
