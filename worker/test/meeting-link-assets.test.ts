import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ASSET_MESSAGES } from '../contracts/assets';
import { addOrg, addUser, signIn, TestClient, uid, BASE } from './client';
import { createLink, openMeetingType, publicGet } from './booking-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

let admin: TestClient;
let accountId: string;
let slug: string;
let systemId: string;

// A throwaway organization: the choice is organization-wide, so the demo organization's pages stay as they are.
beforeAll(async () => {
  const org = await addOrg({ company: 'Linkco' });
  accountId = org.accountId;
  admin = await signIn(org.admin.email);
  const host = await addUser(accountId, { role: 'regular', name: 'Hana Host' });
  const type = await openMeetingType(admin, [host.id]);
  slug = (await createLink(admin, { meetingTypeId: type.id, ownerUserId: host.id })).slug;
  systemId = (await admin.json('GET', '/api/asset-templates')).body.data[0].id;
});

const choose = (client: TestClient, templateId: unknown) => client.json('PUT', '/api/asset-templates/meeting-links', { templateId });

async function template(over: Record<string, unknown> = {}) {
  const asset = (
    await admin.json('POST', '/api/assets', { asset: { name: `Tour ${uid()}`, category: 'external', link: YOUTUBE, meta: {} } })
  ).body.data;
  const body = { name: `Links ${uid()}`, assetPosition: 'right', assetId: asset.id, showLogo: false, ...over };
  return { asset, template: (await admin.json('POST', '/api/asset-templates', body)).body.data };
}

describe("meeting links' asset template", () => {
  it('starts on the system Default: the plain page with no asset', async () => {
    const fresh = await signIn((await addOrg()).admin.email);
    const chosen = (await fresh.json('GET', '/api/asset-templates/meeting-links')).body.data;
    expect(chosen.templateId).toBe((await fresh.json('GET', '/api/asset-templates')).body.data[0].id);
    expect((await fresh.json('GET', '/api/asset-templates/meeting-links')).body.data).toEqual(chosen);
  });

  it("puts the chosen template's layout and og tags on /b/:slug, and the system one back to the plain page", async () => {
    const ogTags = { title: 'Book a product tour', description: 'Thirty minutes <live>', image: 'https://cdn.acme.test/tour.png' };
    const { asset, template: t } = await template({ usesAccountMeta: false, ogTags });
    expect((await choose(admin, t.id)).body.data).toEqual({ templateId: t.id });
    expect((await admin.json('GET', '/api/asset-templates/meeting-links')).body.data.templateId).toBe(t.id);

    const data = (await publicGet(`/api/public/links/${slug}`)).body.data;
    expect(data.page).toEqual({
      position: 'right',
      showProfileInfo: true,
      showLogo: false,
      asset: { category: 'external', name: asset.name, url: asset.embedUrl, provider: 'youtube', poster: null },
    });
    expect(data.meta).toMatchObject({ title: ogTags.title, description: ogTags.description, image: ogTags.image });
    const res = await SELF.fetch(`${BASE}/b/${slug}`);
    const html = await res.text();
    expect([res.status, res.headers.get('location')]).toEqual([200, null]);
    expect(html).toContain('<meta property="og:title" content="Book a product tour">');
    expect(html).toContain('<meta property="og:description" content="Thirty minutes &#60;live&#62;">');
    expect(html).toContain('<meta property="og:image" content="https://cdn.acme.test/tour.png">');

    expect((await choose(admin, systemId)).body.data).toEqual({ templateId: systemId });
    const plain = (await publicGet(`/api/public/links/${slug}`)).body.data;
    expect(plain.page).toEqual({ position: 'center', showProfileInfo: true, showLogo: true, asset: null });
    expect(plain.meta.title).not.toBe(ogTags.title);
    expect(await (await SELF.fetch(`${BASE}/b/${slug}`)).text()).not.toContain('Book a product tour');
  });

  it("keeps the organization's meta when the template uses it, and falls back to the plain page when the template is deleted", async () => {
    const { template: t } = await template({ usesAccountMeta: true, ogTags: { title: 'Not used', description: '', image: '' } });
    await choose(admin, t.id);
    const data = (await publicGet(`/api/public/links/${slug}`)).body.data;
    expect(data.page.position).toBe('right');
    expect(data.meta.title).not.toBe('Not used');
    expect((await admin.json('DELETE', `/api/asset-templates/${t.id}`)).status).toBe(204);
    expect((await publicGet(`/api/public/links/${slug}`)).body.data.page).toMatchObject({ position: 'center', asset: null });
    expect((await admin.json('GET', '/api/asset-templates/meeting-links')).body.data.templateId).toBe(systemId);
  });

  it("refuses a missing, empty or another organization's template with 422, and is the Admin's to change", async () => {
    const other = await signIn((await addOrg()).admin.email);
    const foreign = (await other.json('POST', '/api/asset-templates', { name: 'x', assetPosition: 'left' })).body.data;
    for (const id of [foreign.id, 'nope', '', 5]) {
      const res = await choose(admin, id);
      expect(res.status).toBe(422);
      expect([res.body.errors[0].source?.pointer, res.body.errors[0].detail]).toEqual(['/templateId', ASSET_MESSAGES.selectTemplate]);
    }
    const member = await signIn((await addUser(accountId, { role: 'regular' })).email);
    expect((await member.json('GET', '/api/asset-templates/meeting-links')).status).toBe(200);
    expect((await choose(member, systemId)).status).toBe(403);
  });

  it('takes one of two choices made at once, and the page shows that one', async () => {
    const [a, b] = [(await template({ assetPosition: 'left' })).template, (await template({ assetPosition: 'left_30' })).template];
    const answers = await Promise.all([choose(admin, a.id), choose(admin, b.id)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const kept = (await admin.json('GET', '/api/asset-templates/meeting-links')).body.data.templateId;
    expect([a.id, b.id]).toContain(kept);
    const position = (await publicGet(`/api/public/links/${slug}`)).body.data.page.position;
    expect(position).toBe(kept === a.id ? 'left' : 'left_30');
    await choose(admin, systemId);
  });
});
