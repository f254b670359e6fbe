import { mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, DEMO_PASSWORD, phoneShot, signIn } from './support/app';
import { callApi, createOpenLink, createOpenMeetingType } from './support/booking';
import { createForm, NAME_AND_EMAIL_QUESTIONS } from './support/forms';
import { choose } from './support/select';

const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const POSITIONS = ['left_30', 'left', 'right', 'right_30', 'center'] as const;

mkdirSync('.tmp/screens', { recursive: true });

/** A 640x400 PNG with a gradient, so the placed picture is plain to see in the screenshots. */
function gradientPng() {
  const [w, hgt] = [640, 400];
  const rows = Buffer.alloc((w * 3 + 1) * hgt);
  for (let y = 0; y < hgt; y++)
    for (let x = 0; x < w; x++)
      rows.set([40 + Math.floor((x * 180) / w), 90 + Math.floor((y * 120) / hgt), 200], y * (w * 3 + 1) + 1 + x * 3);
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(hgt, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const shoot = (page: Page, name: string) => phoneShot(page, `asset-${name}`);

test('an admin places an image with a template, picks it in a campaign router, and the page shows it in each position', async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  test.setTimeout(240_000);
  // The renamed file below is refused on purpose (422 from /api/uploads).
  allowConsoleErrors(/status of 422 .*\/api\/uploads/);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // The asset library: a renamed file is refused by its bytes; a picture is uploaded; a template places it at Left 30%.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Asset templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Asset configuration' })).toBeVisible();
  const fileInput = page.getByLabel('Image or video (at most 5 MB)');
  await fileInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
  await page.getByRole('button', { name: 'Add asset' }).click();
  await expect(page.getByText('Unable to upload image asset')).toBeVisible();
  await page.getByLabel('Asset name').fill(`Hero ${id}`);
  await fileInput.setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: gradientPng() });
  await page.getByRole('button', { name: 'Add asset' }).click();
  await expect(page.getByRole('list', { name: 'Assets' }).getByText(`Hero ${id}`)).toBeVisible();

  await page.getByRole('button', { name: 'New template' }).click();
  await page.getByLabel('Name', { exact: true }).fill(`Spring hero ${id}`);
  await choose(page.locator('#template-asset'), `Hero ${id} (image)`);
  await page.getByRole('radio', { name: 'Left 30%' }).check();
  await page.getByRole('button', { name: 'Create template' }).click();
  const templates = page.getByRole('list', { name: 'Asset templates' });
  await expect(templates.getByText(`Left 30% · Hero ${id}`)).toBeVisible();
  await shoot(page, 'configuration');

  // A campaign router, then its Asset template layout card picks the template.
  const members = (await callApi<{ data: { id: string; name: string }[] }>(page, 'GET', '/api/members')).body.data;
  const reps = members.filter((m) => m.name === 'Ursula Rep' || m.name === 'Ravi Rep').map((m) => m.id);
  const type = await createOpenMeetingType(page, reps, { name: `Asset call ${id}`, durationMinutes: 30, slotIncrementMinutes: 30 });
  const form = await createForm(page, {
    kind: 'form',
    name: `Asset form ${id}`,
    formKey: id.slice(-4).toUpperCase(),
    questions: NAME_AND_EMAIL_QUESTIONS,
  });
  const teams = (await callApi<{ data: { id: string; name: string }[] }>(page, 'GET', '/api/teams')).body.data;
  const teamId = teams.find((t) => t.name === 'Sales')!.id;
  const made = await callApi<{ data: { id: string; url: string } }>(page, 'POST', '/api/campaign-routers', {
    name: `Asset page ${id}`,
    slug: `asset-page-${id}`,
    teamId,
    assignedMemberIds: reps,
    meetingTypeId: type.id,
    formId: form.id,
    redirectUrl: 'https://www.acme-e2e.test/later',
    crmRecords: 'nothing',
    fallback: { distribution: 'round_robin_all', teamId, method: 'round_robin_strict' },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const router = made.body.data;
  await page.goto(`/campaign-router/${router.id}`);
  await choose(page.locator('#assetTemplateId'), new RegExp(`^Spring hero ${id}`));
  await shoot(page, 'router-card');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(async () => (await callApi(page, 'GET', `/api/campaign-routers/${router.id}`)).body.data.assetTemplateId)
    .not.toBeNull();

  const all = (await callApi(page, 'GET', '/api/asset-templates')).body.data as { id: string; name: string; assetId: string }[];
  const tpl = all.find((t) => t.name === `Spring hero ${id}`)!;
  const prospect = await (await browser.newContext()).newPage();
  for (const position of POSITIONS) {
    if (position !== 'left_30') {
      const body = { name: tpl.name, assetPosition: position, assetId: tpl.assetId };
      expect((await callApi(page, 'PUT', `/api/asset-templates/${tpl.id}`, body)).status).toBe(200);
    }
    await prospect.goto(router.url);
    await expect(prospect.getByRole('heading', { name: 'Enter your details' })).toBeVisible();
    const stage = prospect.locator('.rw-stage');
    await expect(stage).toHaveAttribute('data-position', position);
    const img = stage.locator('.rw-asset img');
    await expect(img).toHaveAttribute('src', /\/api\/assets\?assetId=/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(640);
    await shoot(prospect, position);
  }
  await prospect.context().close();

  // Leave the demo organization as it was.
  await callApi(page, 'DELETE', `/api/campaign-routers/${router.id}`);
  expect((await callApi(page, 'DELETE', `/api/asset-templates/${tpl.id}`)).status).toBe(204);
  expect((await callApi(page, 'DELETE', `/api/assets/${tpl.assetId}`)).status).toBe(204);
});

test("an admin chooses the meeting links' template, and a meeting link's page shows its image and link preview", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { slug } = await createOpenLink(page);
  await page.goto('/meeting-links/settings/asset-configuration');
  await page.getByLabel('Asset name').fill(`Link hero ${id}`);
  await page.getByLabel('Image or video (at most 5 MB)').setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: gradientPng() });
  await page.getByRole('button', { name: 'Add asset' }).click();
  await expect(page.getByRole('list', { name: 'Assets' }).getByText(`Link hero ${id}`)).toBeVisible();
  const assets = (await callApi(page, 'GET', '/api/assets')).body.data as { id: string; name: string }[];
  const assetId = assets.find((a) => a.name === `Link hero ${id}`)!.id;
  const ogTags = { title: `Tour ${id}`, description: 'Pick a time', image: '' };
  const body = { name: `Links ${id}`, assetPosition: 'right_30', assetId, usesAccountMeta: false, ogTags };
  const tpl = (await callApi(page, 'POST', '/api/asset-templates', body)).body.data as { id: string };
  await page.reload();

  const select = page.locator('#meetingLinkTemplate');
  await choose(select, new RegExp(`^Links ${id}`));
  await expect(page.getByText('Meeting links template saved')).toBeVisible();
  await shoot(page, 'meeting-links-configuration');

  const prospect = await (await browser.newContext()).newPage();
  await prospect.goto(`/b/${slug}`);
  const stage = prospect.locator('.rw-stage');
  await expect(stage).toHaveAttribute('data-position', 'right_30');
  const img = stage.locator('.rw-asset img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(640);
  await expect(prospect.locator('meta[property="og:title"]')).toHaveAttribute('content', `Tour ${id}`);
  await expect(prospect.locator('.rw-slot').first()).toBeVisible();
  await shoot(prospect, 'meeting-link-right_30');

  // Back to Default (the plain page), which also leaves the demo organization as it was.
  await choose(select, /^Default/);
  await expect.poll(async () => (await callApi(page, 'GET', '/api/asset-templates/meeting-links')).body.data.templateId).not.toBe(tpl.id);
  await prospect.reload();
  await expect(prospect.locator('.rw-slot').first()).toBeVisible();
  await expect(prospect.locator('.rw-stage')).toHaveCount(0);
  await prospect.context().close();
  expect((await callApi(page, 'DELETE', `/api/asset-templates/${tpl.id}`)).status).toBe(204);
  expect((await callApi(page, 'DELETE', `/api/assets/${assetId}`)).status).toBe(204);
});
