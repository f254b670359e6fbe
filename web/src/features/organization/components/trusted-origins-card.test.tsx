import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeFetch, renderWithQuery, restoreAfterEach } from '@web/lib/test/fake-fetch';
import { TrustedOriginsCard } from './trusted-origins-card';

let stored: string[];
let puts: string[][];

beforeEach(() => {
  stored = ['https://www.acme.test'];
  puts = [];
  document.cookie = 'rw_csrf=test';
  fakeFetch(({ method, path, body }) => {
    if (!path.includes('/api/organization/trusted-origins')) return undefined;
    if (method === 'PUT') {
      stored = (body as { trustedOrigins: string[] }).trustedOrigins;
      puts.push(stored);
    }
    return { trustedOrigins: stored };
  });
});
restoreAfterEach();

function renderCard() {
  renderWithQuery(<TrustedOriginsCard />);
}

const add = async (value: string) => {
  fireEvent.change(screen.getByLabelText('Origin'), { target: { value } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add origin' }));
  });
};

describe('TrustedOriginsCard', () => {
  it("refuses what is not an origin with the spec's message", async () => {
    renderCard();
    await screen.findByText('https://www.acme.test');
    await add('https://www.acme.test/pricing');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid origin url');
    expect(screen.getByLabelText('Origin').getAttribute('aria-invalid')).toBe('true');
    expect(puts).toEqual([]);
  });

  it('adds a normalised origin and removes one, saving the whole list each time', async () => {
    renderCard();
    await screen.findByText('https://www.acme.test');
    await add('  HTTPS://Shop.Acme.test:8443 ');
    expect(puts).toEqual([['https://www.acme.test', 'https://shop.acme.test:8443']]);
    expect(await screen.findByText('https://shop.acme.test:8443')).toBeTruthy();
    expect((screen.getByLabelText('Origin') as HTMLInputElement).value).toBe('');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove https://www.acme.test' }));
    });
    expect(puts[1]).toEqual(['https://shop.acme.test:8443']);
  });
});
