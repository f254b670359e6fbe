import { expect, test } from './support/test';
import { shot } from './support/app';
import { signUpFreshOrganization } from './support/booking';
import { FAKE_MUX_TOKEN } from '../../worker/test/fakes/mux';

// The Mux stand-in of this run (scripts/e2e.mjs serves the fakes at port + 100).
const VENDORS = `http://127.0.0.1:${Number(process.env.E2E_PORT || 8788) + 100}`;
const basic = `Basic ${Buffer.from(`${FAKE_MUX_TOKEN.tokenId}:${FAKE_MUX_TOKEN.tokenSecret}`).toString('base64')}`;

test.describe('videos through Mux', () => {
  test('an Admin connects Mux, uploads a video straight to Mux and sees it go from Processing to Ready', async ({
    page,
    allowConsoleErrors,
  }) => {
    test.setTimeout(120_000);
    // The refused token answers 422. Thumbnails come from the Mux stand-in's image.mux.com (a real image).
    allowConsoleErrors(/status of 422 .*\/api\/media\/mux/);
    // A fresh organization: connecting Mux changes how the organization's videos upload.
    await signUpFreshOrganization(page, 'mux', 'Mux-pass1!', 'Muxco');

    await page.goto('/settings/integrations/mux');
    await expect(page.getByText('Not connected')).toBeVisible();
    await page.getByLabel('Access token ID').fill('wrong-token');
    await page.getByLabel('Secret key').fill('wrong-secret');
    await page.getByLabel('Webhook signing secret').fill('mux-signing-secret');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByText('Mux refused this access token.', { exact: false })).toBeVisible();
    await shot(page, 'mux-settings-refused');
    await page.getByLabel('Access token ID').fill(FAKE_MUX_TOKEN.tokenId);
    await page.getByLabel('Secret key').fill(FAKE_MUX_TOKEN.tokenSecret);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
    await shot(page, 'mux-settings');

    await page.goto('/meeting-links/settings/asset-configuration');
    await expect(page.getByText('Image (at most 5 MB) or video')).toBeVisible();
    // Over the 5 MB of files in storage: Mux takes it.
    const mp4 = Buffer.alloc(6 * 1024 * 1024, 1);
    await page.getByLabel('Image (at most 5 MB) or video').setInputFiles({ name: 'demo.mp4', mimeType: 'video/mp4', buffer: mp4 });
    await page.getByLabel('Asset name').fill('Product demo');
    await page.getByRole('button', { name: 'Add asset' }).click();
    const item = page.getByRole('list', { name: 'Assets' }).getByRole('listitem').filter({ hasText: 'Product demo' });
    await expect(item.getByText('Processing')).toBeVisible();
    await shot(page, 'mux-asset-processing');

    // Mux finishes transcoding (the stand-in's control route); the library's next check shows it ready.
    let assetId: string | undefined;
    await expect
      .poll(
        async () => {
          const calls = (await (await fetch(`${VENDORS}/api.mux.com/__fake/requests`, { headers: { authorization: basic } })).json()) as {
            requests: { path: string }[];
          };
          assetId = calls.requests.map((r) => /^\/video\/v1\/assets\/(\w+)$/.exec(r.path)?.[1]).find(Boolean);
          return assetId;
        },
        { timeout: 20_000 },
      )
      .toBeTruthy();
    const settled = await fetch(`${VENDORS}/api.mux.com/__fake/assets/${assetId}/settle`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'ready', duration: 31.5 }),
    });
    expect(settled.status).toBe(200);
    await expect(item.getByText('Ready')).toBeVisible({ timeout: 20_000 });
    await expect(item.getByText('Mux video · 32 s')).toBeVisible();
    const thumb = item.locator('img');
    await expect(thumb).toHaveAttribute('src', new RegExp(`^${VENDORS}/image\\.mux\\.com/\\w+/thumbnail\\.jpg`));
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'mux-asset-ready');

    // The same video pasted as a Mux link: POST /api/mux shows its metadata, and it is added as a ready video.
    const playbackId = ((await settled.json()) as { data: { playback_ids: { id: string }[] } }).data.playback_ids[0].id;
    await page.getByText('Paste a link', { exact: true }).click();
    await page.getByLabel('YouTube, Vimeo, Loom or Mux link').fill(`https://player.mux.com/${playbackId}`);
    const preview = page.getByRole('figure', { name: 'Mux video' });
    await expect(preview.getByText('Length 0:32 · Aspect ratio 16:9')).toBeVisible();
    await expect
      .poll(() => preview.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await shot(page, 'mux-link-preview');
    await page.getByLabel('Asset name').fill('Keynote');
    await page.getByRole('button', { name: 'Add asset' }).click();
    const linked = page.getByRole('list', { name: 'Assets' }).getByRole('listitem').filter({ hasText: 'Keynote' });
    await expect(linked.getByText('Ready')).toBeVisible();
  });
});
