import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { IntercomRouterSummaryDto } from '@contracts/intercom';
import { IntercomRouterCard } from './intercom-router-cards';

afterEach(cleanup);

const ROUTER: IntercomRouterSummaryDto = {
  id: 'ic-1',
  name: 'Chat router',
  trigger: 'conversation_started',
  attributeName: null,
  attributeValue: null,
  matchingRuleIds: [],
  podId: 'pod-1',
  tags: [],
  active: true,
  version: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  stats: { processed: 12, assigned: 9, since: '2026-11-01T10:00:00.000Z' },
};

describe('IntercomRouterCard', () => {
  it("shows the router's counts and links to its sessions in the routing log", () => {
    render(
      <MemoryRouter>
        <ul>
          <IntercomRouterCard router={ROUTER} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByText('Chat router')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('9')).toBeTruthy();
    const log = screen.getByRole('link', { name: 'Routing log' }).getAttribute('href') ?? '';
    expect(log).toContain('/routing-logs/views/all-prospects?routerId=ic-1');
    expect(log).toContain('since=');
  });
});
