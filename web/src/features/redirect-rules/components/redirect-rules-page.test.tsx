import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { enterpriseMessage } from '@contracts/plans';
import { renderRoute, stubApi } from '@web/lib/test/list-page';
import { RedirectRulesPage } from './redirect-rules-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = (plan: 'standard' | 'enterprise') =>
  stubApi((url) => {
    if (url.pathname === '/api/auth/session') return { user: { id: 'u1', role: 'manager' }, account: { plan } };
    if (url.pathname === '/api/redirect-rules' || url.pathname === '/api/lists') return [];
    return undefined;
  });

describe('RedirectRulesPage and the Enterprise plan', () => {
  it("on Standard disables New redirect rule and says, in the server's words, to contact us", async () => {
    api('standard');
    renderRoute('/redirect-rules', <RedirectRulesPage />);
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain(enterpriseMessage('rule_redirects'));
    const create = screen.getByRole('button', { name: /New redirect rule/ }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
  });

  it('on Enterprise offers New redirect rule with no note', async () => {
    api('enterprise');
    renderRoute('/redirect-rules', <RedirectRulesPage />);
    const buttons = (await screen.findAllByRole('button', { name: /New redirect rule/ })) as HTMLButtonElement[];
    expect(buttons.every((b) => !b.disabled)).toBe(true);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
