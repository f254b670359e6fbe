// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PublicCampaignDto } from '@contracts/campaign';
import type { PublicAssetPageDto } from '@contracts/assets';
import { mountCampaignPage } from './campaign-page';

const campaign = (page: PublicAssetPageDto): PublicCampaignDto => ({
  id: 'cr_1',
  name: 'Spring',
  organization: { company: 'Acme Inc.', logoUrl: 'https://cdn.acme.test/logo.png' },
  meetingType: { name: 'Product demo', durationMinutes: 30, description: 'A look at the product' },
  questions: [{ id: 'email', label: 'Email', placeholder: '', type: 'text', options: [], required: true, phone: false }],
  consent: { enabled: false, text: '' },
  submitLabel: 'Next',
  defaultCountryCode: 'US',
  page,
  theme: { primaryColor: '#4f46e5', colorMode: 'light', style: 'light_default', submitLabel: 'Schedule meeting' },
  meta: { title: 'Spring', description: 'Acme', image: null, favicon: null },
  customCode: null,
});

async function mount(page: PublicAssetPageDto) {
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  const fetch = async () => new Response(JSON.stringify({ data: campaign(page) }), { status: 200 });
  await mountCampaignPage(root, { org: 'acme', slug: 'spring', fetch }).ready;
  return root;
}

const image = { category: 'image', name: 'Hero', url: '/api/assets?assetId=a/1', provider: null, poster: null } as const;

describe('the campaign page with an asset template', () => {
  it('shows the logo and profile info, and the asset in the template position', async () => {
    const root = await mount({ position: 'right_30', showProfileInfo: true, showLogo: true, asset: image });
    expect(root.querySelector('.rw-stage')?.getAttribute('data-position')).toBe('right_30');
    expect(root.querySelector('.rw-asset img')?.getAttribute('src')).toBe(image.url);
    expect(root.querySelector('.rw-logo')).not.toBeNull();
    expect(root.querySelector('.rw-info')?.textContent).toContain('Acme Inc.');
    expect(root.querySelector('.rw-desc')?.textContent).toBe('A look at the product');
  });

  it('leaves out the logo and the profile info when the template turns them off', async () => {
    const root = await mount({ position: 'left', showProfileInfo: false, showLogo: false, asset: null });
    expect(root.querySelector('.rw-stage')).toBeNull();
    expect(root.querySelector('.rw-logo')).toBeNull();
    expect(root.querySelector('.rw-info')?.textContent).not.toContain('Acme Inc.');
    expect(root.querySelector('.rw-desc')).toBeNull();
    expect(root.querySelector('.rw-title')?.textContent).toBe('Product demo');
  });
});
