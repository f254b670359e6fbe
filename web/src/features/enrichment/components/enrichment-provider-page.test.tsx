import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EnrichmentProviderDto } from '@contracts/enrichment';
import { fakeFetch, jsonResponse as json, renderInRouter, allowWritesAndRestore } from '@web/lib/test/fake-fetch';
import { EnrichmentProviderPage } from './enrichment-provider-page';

allowWritesAndRestore();

const apollo = (integration: EnrichmentProviderDto['integration'] = null): EnrichmentProviderDto => ({
  provider: 'apollo',
  label: 'Apollo',
  description: 'Company size, industry, revenue and location by company domain.',
  capabilities: ['company'],
  credentials: 'api_key',
  keyLabel: 'API key',
  integration,
});
const connected = {
  id: 'i1',
  status: 'connected',
  accountName: 'Key ending 1234',
  lastError: null,
  connectedAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

/** Renders the page over a fake API: `answers` decides each call; every call is recorded. */
function renderPage(answers: (method: string, body: unknown) => Response) {
  const calls = fakeFetch(({ method, body }) => answers(method, body));
  renderInRouter(<EnrichmentProviderPage provider="apollo" />);
  return calls;
}

describe('the enrichment provider page', () => {
  it('asks for the key, shows the provider refusing it in the spec wording, then connects', async () => {
    let accepted = false;
    const calls = renderPage((method, body) => {
      if (method === 'GET') return json(200, { data: apollo(accepted ? connected : null) });
      if ((body as { apiKey: string }).apiKey === 'wrong') {
        return json(422, {
          errors: [
            {
              status: '422',
              code: 'integration_failed',
              detail: 'Sorry! Apollo integration failed. Please check your API credentials and configuration settings.',
              source: { pointer: '/apiKey' },
            },
          ],
        });
      }
      accepted = true;
      return json(200, { data: apollo(connected) });
    });
    expect(await screen.findByText('Not connected')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Enrichment fields' }).textContent).toContain('Industry');

    fireEvent.click(screen.getByRole('button', { name: 'Connect Apollo' }));
    expect(await screen.findByText('API key is a required field')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Apollo' }));
    expect(
      await screen.findByText('Sorry! Apollo integration failed. Please check your API credentials and configuration settings.'),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'ap_live_1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Apollo' }));
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(screen.getByText('Key ending 1234')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace key' })).toBeTruthy();
    const put = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(put.path).toContain('/api/enrichments/apollo');
    expect(put.body).toEqual({ apiKey: 'ap_live_1234' });
    expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe('');
  });

  it('disables only after the typed "Disable Apollo" confirmation', async () => {
    let removed = false;
    const calls = renderPage((method) => {
      if (method === 'DELETE') {
        removed = true;
        return json(204, null);
      }
      return json(200, { data: apollo(removed ? null : connected) });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog');
    const action = () => within(dialog).getByRole('button', { name: 'Disable' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Apollo' } });
    fireEvent.click(action());
    expect(await within(dialog).findByText("The given input didn't match the Apollo name")).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Disable Apollo' } });
    fireEvent.click(action());
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path.includes('/api/enrichments/apollo'))).toBe(true));
    expect(await screen.findByText('Not connected')).toBeTruthy();
  });
});
