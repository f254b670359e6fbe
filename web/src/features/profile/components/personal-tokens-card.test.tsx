import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, jsonResponse as json, renderWithQuery, allowWritesAndRestore } from '@web/lib/test/fake-fetch';
import type { PersonalTokenDto } from '@contracts/personal-tokens';
import { PersonalTokensCard } from './personal-tokens-card';

allowWritesAndRestore();

const laptop: PersonalTokenDto = {
  id: 't1',
  name: 'Laptop',
  prefix: 'rwpat_AbCd',
  createdAt: '2030-01-02T00:00:00.000Z',
  lastUsedAt: null,
};
const SECRET = 'rwpat_EfGh0123456789012345678901234567890123456';

/** A fake of /api/profile/tokens that keeps its tokens: create answers the token once, the list never does. */
function renderCard() {
  let tokens = [laptop];
  const calls: string[] = [];
  fakeFetch(({ method, path, body }) => {
    if (path.endsWith('/auth/session')) return json(401, null); // the zone times are read in comes from it
    calls.push(`${method} ${path}`);
    if (method === 'GET') return json(200, { data: tokens });
    if (method === 'DELETE') {
      tokens = tokens.filter((t) => !path.endsWith(t.id));
      return json(204, null);
    }
    const { name } = body as { name: string };
    if (!name.trim())
      return json(422, {
        errors: [{ status: '422', code: 'invalid', detail: 'Name is a required field', source: { pointer: '/name' } }],
      });
    const made = { id: 't2', name, prefix: SECRET.slice(0, 10), createdAt: '2030-01-03T00:00:00.000Z', lastUsedAt: null };
    tokens = [made, ...tokens];
    return json(201, { data: { ...made, token: SECRET } });
  });
  renderWithQuery(<PersonalTokensCard />);
  return calls;
}

describe('the personal access tokens card', () => {
  it('lists tokens by name and prefix, shows a new token once, and revokes after confirming', async () => {
    const calls = renderCard();
    const list = await screen.findByRole('list', { name: 'Your tokens' });
    expect(within(list).getByText('Laptop')).toBeTruthy();
    expect(within(list).getByText('rwpat_AbCd…')).toBeTruthy();
    expect(within(list).getByText(/Never used/)).toBeTruthy();
    expect(screen.getByText(/\/mcp/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'Claude' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect((await screen.findByTestId('new-token')).textContent).toBe(SECRET);
    expect(screen.getByText('Copy this token now: it will not be shown again.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your tokens' })).getByText('Claude')).toBeTruthy());
    // The list shows the prefix only.
    expect(within(screen.getByRole('list', { name: 'Your tokens' })).queryByText(SECRET)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-token')).toBeNull();

    const laptopRow = within(screen.getByRole('list', { name: 'Your tokens' }))
      .getByText('Laptop')
      .closest('li')!;
    fireEvent.click(within(laptopRow as HTMLElement).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/"Laptop" loses access at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByText('Laptop')).toBeNull());
    expect(calls).toContain('DELETE /api/profile/tokens/t1');
  });

  it("shows the server's message when the name is missing", async () => {
    renderCard();
    await screen.findByRole('list', { name: 'Your tokens' });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Name is a required field')).toBeTruthy();
    expect(screen.queryByTestId('new-token')).toBeNull();
  });
});
