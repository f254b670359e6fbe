import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { chooseOption, chooseValue, optionNames, valueOf } from '@web/lib/test/choose-option';
import type { UtmParamsDto } from '@contracts/utm-params';
import { renderWithQuery } from '@web/lib/test/fake-fetch';
import { clickSave, fakeSettingsApi } from '@web/lib/test/settings-api';
import { UtmParamsPage } from './utm-params-page';

const NONE = { source: null, medium: null, campaign: null, term: null, content: null };
const api = fakeSettingsApi<UtmParamsDto>('/api/meeting-settings/utm-params', {
  initial: () => ({ fields: { ...NONE, source: 'lead_source' }, updatedAt: '2026-11-30T05:00:00.000Z' }),
  store: (body) => ({ fields: body.fields, updatedAt: '2026-11-30T05:01:00.000Z' }),
  refusal: { detail: 'CRM field must be at most 100 characters on one line', pointer: '/fields/term' },
  other: (call) =>
    call.path === '/api/crm/fields'
      ? [
          { key: 'lead_source', label: 'Lead source' },
          { key: 'campaign_name', label: 'Campaign name' },
        ]
      : undefined,
});

const select = (key: string) => screen.findByLabelText(`utm_${key}`);

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
    await clickSave();
    await waitFor(() => expect(api.writes).toEqual([{ fields: { ...NONE, campaign: 'campaign_name' } }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('UTM parameters saved'));
    success.mockRestore();
    expect(valueOf(await select('campaign'))).toBe('campaign_name');
    expect(valueOf(await select('source'))).toBe('');
  });

  it("keeps showing a saved field the CRM no longer lists, and puts the server's error on its parameter", async () => {
    api.stored = { fields: { ...NONE, term: 'old_field' }, updatedAt: '2026-11-30T05:00:00.000Z' };
    api.refuse = true;
    renderWithQuery(<UtmParamsPage />);
    expect(valueOf(await select('term'))).toBe('old_field');
    await chooseValue(await select('content'), 'lead_source');
    await clickSave();
    expect(await screen.findByText('CRM field must be at most 100 characters on one line')).toBeTruthy();
    expect((await select('term')).getAttribute('aria-invalid')).toBe('true');
  });
});
