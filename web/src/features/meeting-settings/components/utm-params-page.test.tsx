import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { chooseOption, chooseValue, optionNames, valueOf } from '@web/lib/test/choose-option';
import type { UtmParamsDto } from '@contracts/utm-params';
import { fakeFetch, jsonResponse, renderWithQuery, restoreAfterEach, type FetchCall } from '@web/lib/test/fake-fetch';
import { UtmParamsPage } from './utm-params-page';

const NONE = { source: null, medium: null, campaign: null, term: null, content: null };
let stored: UtmParamsDto;
let calls: FetchCall[];
let refuse: boolean;

beforeEach(() => {
  stored = { fields: { ...NONE, source: 'lead_source' }, updatedAt: '2026-11-30T05:00:00.000Z' };
  refuse = false;
  document.cookie = 'rw_csrf=test';
  calls = fakeFetch((call) => {
    if (call.path === '/api/crm/fields')
      return [
        { key: 'lead_source', label: 'Lead source' },
        { key: 'campaign_name', label: 'Campaign name' },
      ];
    if (call.path !== '/api/meeting-settings/utm-params') return undefined;
    if (call.method === 'PUT') {
      if (refuse)
        return jsonResponse(422, {
          errors: [
            {
              status: '422',
              code: 'invalid',
              detail: 'CRM field must be at most 100 characters on one line',
              source: { pointer: '/fields/term' },
            },
          ],
        });
      stored = { fields: call.body.fields, updatedAt: '2026-11-30T05:01:00.000Z' };
    }
    return stored;
  });
});
restoreAfterEach();

const select = (key: string) => screen.findByLabelText(`utm_${key}`);
const save = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });

describe('UtmParamsPage', () => {
  it('shows five parameters with the saved mapping and the CRM fields to pick, and saves a change', async () => {
    const success = vi.spyOn(toast, 'success');
    renderWithQuery(<UtmParamsPage />);
    expect(valueOf(await select('source'))).toBe('lead_source');
    for (const key of ['medium', 'campaign', 'term', 'content']) expect(valueOf(await select(key))).toBe('');
    expect(await optionNames(await select('campaign'))).toEqual([
      'Not mapped',
      'Lead source (lead_source)',
      'Campaign name (campaign_name)',
    ]);
    await chooseValue(await select('campaign'), 'campaign_name');
    await chooseOption(await select('source'), 'Not mapped');
    await save();
    const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);
    await waitFor(() => expect(puts()).toEqual([{ fields: { ...NONE, campaign: 'campaign_name' } }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('UTM parameters saved'));
    success.mockRestore();
    expect(valueOf(await select('campaign'))).toBe('campaign_name');
    expect(valueOf(await select('source'))).toBe('');
  });

  it("keeps showing a saved field the CRM no longer lists, and puts the server's error on its parameter", async () => {
    stored = { fields: { ...NONE, term: 'old_field' }, updatedAt: '2026-11-30T05:00:00.000Z' };
    refuse = true;
    renderWithQuery(<UtmParamsPage />);
    expect(valueOf(await select('term'))).toBe('old_field');
    await chooseValue(await select('content'), 'lead_source');
    await save();
    expect(await screen.findByText('CRM field must be at most 100 characters on one line')).toBeTruthy();
    expect((await select('term')).getAttribute('aria-invalid')).toBe('true');
  });
});
