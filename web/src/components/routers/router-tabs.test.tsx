import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RouterTabs } from './router-tabs';

afterEach(cleanup);

const renderTabs = (active: 'inbound' | 'object' | 'relay' | 'campaign') =>
  render(
    <MemoryRouter>
      <RouterTabs active={active} />
    </MemoryRouter>,
  );

const tabs = () => screen.getAllByRole('tab');

describe('RouterTabs', () => {
  it.each(['inbound', 'object', 'relay', 'campaign'] as const)(
    'shows the same tabs in the same order on the %s list, with only that one selected',
    (active) => {
      renderTabs(active);
      expect(screen.getByRole('tablist', { name: 'Router kinds' })).toBeTruthy();
      expect(tabs().map((t) => t.textContent)).toEqual(['Inbound Router', 'Object Router', 'Handover Router', 'Campaign Router']);
      const label = { inbound: 'Inbound Router', object: 'Object Router', relay: 'Handover Router', campaign: 'Campaign Router' }[active];
      expect(
        tabs()
          .filter((t) => t.getAttribute('aria-selected') === 'true')
          .map((t) => t.textContent),
      ).toEqual([label]);
      // Only the selected tab is in the Tab order.
      expect(
        tabs()
          .filter((t) => t.tabIndex === 0)
          .map((t) => t.textContent),
      ).toEqual([label]);
    },
  );

  it('links each kind to its list', () => {
    renderTabs('inbound');
    expect(screen.getByRole('tab', { name: 'Inbound Router' }).getAttribute('href')).toBe('/inbound-router/routers');
    expect(screen.getByRole('tab', { name: 'Handover Router' }).getAttribute('href')).toBe('/handover-router/routers');
    expect(screen.getByRole('tab', { name: 'Campaign Router' }).getAttribute('href')).toBe('/campaign-router/routers');
    expect(screen.getByRole('tab', { name: 'Object Router' }).getAttribute('href')).toBe('/object-router/routers');
  });

  it('moves between the tabs with the arrow keys, Home and End, wrapping at the ends', () => {
    renderTabs('relay');
    const list = screen.getByRole('tablist');
    const focused = () => document.activeElement?.textContent;
    screen.getByRole('tab', { name: 'Handover Router' }).focus();
    const moves: [string, string][] = [
      ['ArrowRight', 'Campaign Router'],
      ['ArrowRight', 'Inbound Router'],
      ['ArrowLeft', 'Campaign Router'],
      ['Home', 'Inbound Router'],
      ['ArrowRight', 'Object Router'],
      ['End', 'Campaign Router'],
    ];
    for (const [key, lands] of moves) {
      fireEvent.keyDown(list, { key });
      expect(focused(), key).toBe(lands);
    }
  });
});
