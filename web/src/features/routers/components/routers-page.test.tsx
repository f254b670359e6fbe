import { describe, expect, it, vi } from 'vitest';
import { act, screen, fireEvent } from '@testing-library/react';
import { ROUTER_MESSAGES, type RouterSummaryDto } from '@contracts/routers';
import { fakeListApi, renderRoute } from '@web/lib/test/list-page';
import { ROUTER } from './router-card.fixture';
import { RoutersPage } from './routers-page';

const api = fakeListApi<RouterSummaryDto>('/api/routers');
const renderPage = () => renderRoute('/inbound-router/routers', <RoutersPage />);

describe('RoutersPage', () => {
  it('offers editors to get started when there are no routers', async () => {
    renderPage();
    expect(await screen.findByText('No routers yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/routers/new');
    expect(screen.getByRole('tab', { name: 'Inbound Router' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Object Router' }).getAttribute('href')).toBe('/object-router/routers');
    expect(screen.getByRole('tab', { name: 'Handover Router' }).getAttribute('href')).toBe('/handover-router/routers');
  });

  it('hides write actions from regular users', async () => {
    api.role = 'regular';
    renderPage();
    expect(await screen.findByText('An Admin or Manager has not created any routers yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get started' })).toBeNull();
    expect(screen.queryByRole('link', { name: /New router/ })).toBeNull();
  });

  it('says when the search matches no router', async () => {
    api.items = [ROUTER];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPage();
      expect(await screen.findByRole('link', { name: 'Website demo' })).toBeTruthy();
      await act(async () => {
        fireEvent.change(screen.getByRole('searchbox', { name: 'Search routers' }), { target: { value: 'pricing' } });
        await vi.advanceTimersByTimeAsync(300);
      });
      expect(await screen.findByText(ROUTER_MESSAGES.noRoutersMatched)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
