import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderInRouter } from '@web/lib/test/fake-fetch';
import { AuditLogPage } from './audit-log-page';

const entry = (id: string, action: string, label: string, detail: Record<string, unknown>) => ({
  id,
  action,
  label,
  integrationName: null,
  member: null,
  actor: { id: 'scim', name: 'SCIM provisioning' },
  detail,
  loggedAt: '2026-11-29T10:00:00.000Z',
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes('/api/audit-log')) return new Response('{}', { status: 404 });
      const data = [
        entry('1', 'member_updated', 'Member details changed', { from: { name: 'Ann Lee' }, to: { name: 'Ann Park' } }),
        entry('2', 'team_updated', 'Team renamed', { teamId: 't1', from: { name: 'Sales' }, to: { name: 'Sales EMEA' } }),
      ];
      return new Response(JSON.stringify({ data, meta: { nextCursor: null } }), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AuditLogPage', () => {
  it('says what SCIM provisioning changed and names it as the actor', async () => {
    renderInRouter(<AuditLogPage />);
    expect(await screen.findByText('Ann Lee → Ann Park')).toBeTruthy();
    expect(screen.getByText('Sales EMEA')).toBeTruthy();
    expect(screen.getAllByText('SCIM provisioning')).toHaveLength(2);
  });
});
