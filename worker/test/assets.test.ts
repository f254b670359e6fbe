import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ASSET_MESSAGES } from '../contracts/assets';
import { addOrg, addUser, demo, signIn, TestClient, uid, uploadFile, BASE } from './client';
import { meetingType, nativeForm, salesTeamId } from './routing-session-helpers';
import { campaignRouterBody } from './router-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0,
]);
const MP4 = new Uint8Array([0, 0, 0, 0x20, ...[...'ftypisom'].map((c) => c.charCodeAt(0)), 0, 0, 2, 0, 0, 0, 0, 0]);
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

let admin: TestClient;
let manager: TestClient;
let other: TestClient;

beforeAll(async () => {
  ({ admin, manager } = await demo());
  other = await signIn((await addOrg()).admin.email);
});

/** A multipart upload as the browser sends it (field `files`, and `kind` for a video). */
const upload = (client: TestClient, bytes: Uint8Array<ArrayBuffer>, name: string, type: string, kind?: 'video') =>
  uploadFile(client, bytes, name, type, kind);

const createAsset = (client: TestClient, asset: Record<string, unknown>) =>
  client.json('POST', '/api/assets', { asset: { name: `Asset ${uid()}`, meta: {}, ...asset } });

const detail = (res: { body: any }) => [res.body.errors[0].source?.pointer, res.body.errors[0].detail];

describe('asset uploads', () => {
  it('stores a video told by its bytes and serves it back; an image renamed .mp4 is refused as a video', async () => {
    const video = await upload(admin, MP4, 'tour.mov', 'application/octet-stream', 'video');
    expect(video.status).toBe(201);
    expect(video.body.data.contentType).toBe('video/mp4');
    const served = await SELF.fetch(video.body.data.s3Url.replace(/^https?:\/\/[^/]+/, BASE));
    expect(served.headers.get('content-type')).toBe('video/mp4');
    const renamed = await upload(admin, PNG, 'tour.mp4', 'video/mp4', 'video');
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors[0].detail).toBe(ASSET_MESSAGES.notVideo);
    const fakeImage = await upload(admin, MP4, 'photo.png', 'image/png');
    expect(fakeImage.body.errors[0].detail).toBe(ASSET_MESSAGES.notImage);
  });

  it('refuses a video over 5 MB with 413 and the spec message', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(MP4);
    const res = await upload(admin, big, 'big.mp4', 'video/mp4', 'video');
    expect(res.status).toBe(413);
    expect(res.body.errors[0].detail).toBe(ASSET_MESSAGES.tooLarge);
  });
});

describe('the asset library', () => {
  it('creates image, video and external assets with sizes and types from storage, and lists them by scope', async () => {
    const img = await upload(admin, PNG, 'hero.png', 'image/png');
    const made = await createAsset(admin, { category: 'image', link: img.body.data.s3Url, meta: { duration: 99 } });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ category: 'image', meta: { size: PNG.length, fileType: 'image/png', duration: null } });
    const vid = await upload(admin, MP4, 'tour.mp4', 'video/mp4', 'video');
    const video = await createAsset(admin, { category: 'video', link: vid.body.data.s3Url, meta: { duration: 12.5 } });
    expect(video.body.data.meta).toEqual({ size: MP4.length, fileType: 'video/mp4', duration: 12.5 });
    const ext = await createAsset(admin, { category: 'external', link: YOUTUBE });
    expect(ext.body.data).toMatchObject({ provider: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    const ids = (r: any) => r.body.data.map((a: any) => a.id);
    const team = await manager.json('GET', '/api/assets?scope=team');
    expect(ids(team)).toEqual(expect.arrayContaining([made.body.data.id, video.body.data.id, ext.body.data.id]));
    expect(ids(await manager.json('GET', '/api/assets?scope=personal'))).not.toContain(made.body.data.id);
    expect(ids(await admin.json('GET', '/api/assets?category=video'))).toContain(video.body.data.id);
    expect(ids(await admin.json('GET', '/api/assets?category=video'))).not.toContain(ext.body.data.id);
    expect(ids(await other.json('GET', '/api/assets'))).not.toContain(made.body.data.id);
  });

  it.each([
    ['https://vimeo.com/about', ASSET_MESSAGES.externalOnly],
    ['https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ', ASSET_MESSAGES.externalOnly],
    ['', ASSET_MESSAGES.linkRequired],
  ])('refuses the external link %j', async (link, message) => {
    const res = await createAsset(admin, { category: 'external', link });
    expect(res.status).toBe(422);
    expect(detail(res)).toEqual(['/asset/link', message]);
  });

  it("refuses an image asset naming another organization's upload, a missing one, or a video as an image", async () => {
    const foreign = await upload(other, PNG, 'x.png', 'image/png');
    const vid = await upload(admin, MP4, 'tour.mp4', 'video/mp4', 'video');
    for (const link of [foreign.body.data.s3Url, `${BASE}/api/assets?assetId=demo-account/${crypto.randomUUID()}`, vid.body.data.s3Url]) {
      const res = await createAsset(admin, { category: 'image', link });
      expect(res.status).toBe(422);
      expect(detail(res)).toEqual(['/asset/link', ASSET_MESSAGES.notCreated]);
    }
  });

  it('lets only an Admin create or delete assets; deleting removes the bytes; a used asset is kept', async () => {
    expect((await createAsset(manager, { category: 'external', link: YOUTUBE })).status).toBe(403);
    const img = await upload(admin, PNG, 'a.png', 'image/png');
    const made = (await createAsset(admin, { category: 'image', link: img.body.data.s3Url })).body.data;
    expect((await manager.json('DELETE', `/api/assets/${made.id}`)).status).toBe(403);
    expect((await other.json('DELETE', `/api/assets/${made.id}`)).status).toBe(404);
    const tpl = await admin.json('POST', '/api/asset-templates', { name: `Uses ${uid()}`, assetPosition: 'left', assetId: made.id });
    expect((await admin.json('DELETE', `/api/assets/${made.id}`)).status).toBe(409);
    await admin.json('DELETE', `/api/asset-templates/${tpl.body.data.id}`);
    expect((await admin.json('DELETE', `/api/assets/${made.id}`)).status).toBe(204);
    const gone = await SELF.fetch(img.body.data.s3Url.replace(/^https?:\/\/[^/]+/, BASE));
    expect(gone.status).toBe(404);
  });
});

describe('asset templates', () => {
  let assetId: string;
  beforeAll(async () => {
    assetId = (await createAsset(admin, { category: 'external', link: YOUTUBE })).body.data.id;
  });
  const tpl = (over: Record<string, unknown> = {}) => ({ name: `Template ${uid()}`, assetPosition: 'left_30', assetId, ...over });

  it('has one system template per organization, made once even when listed at the same time', async () => {
    const fresh = await signIn((await addOrg()).admin.email);
    const lists = await Promise.all(Array.from({ length: 5 }, () => fresh.json('GET', '/api/asset-templates')));
    for (const l of lists) expect(l.body.data.filter((t: any) => t.system)).toHaveLength(1);
    expect(new Set(lists.map((l) => l.body.data[0].id)).size).toBe(1);
    const system = lists[0].body.data[0];
    expect(system).toMatchObject({ name: 'Default', assetPosition: 'center', asset: null, usesAccountMeta: true });
    expect((await fresh.json('PUT', `/api/asset-templates/${system.id}`, tpl({ assetId: null }))).status).toBe(409);
    expect((await fresh.json('DELETE', `/api/asset-templates/${system.id}`)).status).toBe(409);
  });

  it('creates, reads, updates and deletes, with the asset attached', async () => {
    const made = await admin.json('POST', '/api/asset-templates', tpl({ ogTags: { title: 'Hi', description: 'There', image: '' } }));
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ assetPosition: 'left_30', system: false, asset: { id: assetId, provider: 'youtube' } });
    const id = made.body.data.id;
    const changed = await admin.json('PUT', `/api/asset-templates/${id}`, tpl({ assetPosition: 'right', showLogo: false, assetId: null }));
    expect(changed.body.data).toMatchObject({ assetPosition: 'right', showLogo: false, asset: null });
    expect((await manager.json('GET', `/api/asset-templates/${id}`)).body.data.assetPosition).toBe('right');
    expect((await admin.json('DELETE', `/api/asset-templates/${id}`)).status).toBe(204);
    expect((await admin.json('GET', `/api/asset-templates/${id}`)).status).toBe(404);
  });

  it.each([
    [{ name: '' }, '/name', 'Name is a required field'],
    [{ assetPosition: 'top' }, '/assetPosition', 'Choose a position'],
    [{ ogTags: { title: 'x'.repeat(71) } }, '/ogTags/title', ASSET_MESSAGES.ogTitleMax],
    [{ ogTags: { image: 'javascript:alert(1)' } }, '/ogTags/image', 'Invalid URL'],
    [{ assetId: 'no-such-asset' }, '/assetId', ASSET_MESSAGES.selectAsset],
  ])('refuses %j', async (over, pointer, message) => {
    const res = await admin.json('POST', '/api/asset-templates', tpl(over));
    expect(res.status).toBe(422);
    expect(detail(res)).toEqual([pointer, message]);
  });

  it('keeps names unique: two saves of one name at once make one template', async () => {
    const name = `Twin ${uid()}`;
    const res = await Promise.all(Array.from({ length: 4 }, () => admin.json('POST', '/api/asset-templates', tpl({ name }))));
    expect(res.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(res.find((r) => r.status === 409)!.body.errors[0].detail).toBe(ASSET_MESSAGES.templateNameTaken);
  });

  it("is the Admin's to change, and scoped to the organization", async () => {
    expect((await manager.json('POST', '/api/asset-templates', tpl())).status).toBe(403);
    const mine = (await admin.json('POST', '/api/asset-templates', tpl())).body.data;
    expect((await other.json('GET', `/api/asset-templates/${mine.id}`)).status).toBe(404);
    expect((await other.json('PUT', `/api/asset-templates/${mine.id}`, tpl({ assetId: null }))).status).toBe(404);
    expect((await other.json('DELETE', `/api/asset-templates/${mine.id}`)).status).toBe(404);
    // Another organization's asset cannot be placed on a template either.
    expect((await other.json('POST', '/api/asset-templates', tpl())).status).toBe(422);
  });
});

describe('a campaign router page with a template', () => {
  it("carries the template's og tags in the HTML head and its asset and layout in the page data", async () => {
    const img = await upload(admin, PNG, 'hero.png', 'image/png');
    const asset = (await createAsset(admin, { category: 'image', link: img.body.data.s3Url })).body.data;
    const ogTags = { title: 'Meet us at the summit', description: 'Pick a time <now>', image: 'https://cdn.acme.test/og.png' };
    const template = (
      await admin.json('POST', '/api/asset-templates', {
        name: `Summit ${uid()}`,
        assetPosition: 'left_30',
        assetId: asset.id,
        showProfileInfo: false,
        usesAccountMeta: false,
        ogTags,
      })
    ).body.data;
    const ids = { teamId: await salesTeamId(admin), meetingTypeId: await meetingType(admin), formId: await nativeForm() };
    const fallback = { distribution: 'round_robin_all', teamId: ids.teamId, method: 'round_robin_strict' };
    expect((await admin.json('POST', '/api/campaign-routers', campaignRouterBody(ids, { assetTemplateId: 'nope', fallback }))).status).toBe(
      422,
    );
    const foreign = (await other.json('POST', '/api/asset-templates', { name: 'x', assetPosition: 'left' })).body.data;
    const refused = await admin.json('POST', '/api/campaign-routers', campaignRouterBody(ids, { assetTemplateId: foreign.id, fallback }));
    expect(detail(refused)).toEqual(['/assetTemplateId', ASSET_MESSAGES.selectTemplate]);
    const router = (await admin.json('POST', '/api/campaign-routers', campaignRouterBody(ids, { assetTemplateId: template.id, fallback })))
      .body.data;
    expect(router.assetTemplateId).toBe(template.id);
    const path = new URL(router.url).pathname;
    const data = (await new TestClient().json('GET', `/api/public/campaigns/${path.split('/').slice(2).join('/')}`)).body.data;
    expect(data.page).toEqual({
      position: 'left_30',
      showProfileInfo: false,
      showLogo: true,
      asset: { category: 'image', name: asset.name, url: asset.link, provider: null, poster: null },
    });
    expect(data.meta).toMatchObject({ title: ogTags.title, description: ogTags.description, image: ogTags.image });
    const html = await (await SELF.fetch(`${BASE}${path}`)).text();
    expect(html).toContain('<meta property="og:title" content="Meet us at the summit">');
    expect(html).toContain('<meta property="og:description" content="Pick a time &#60;now&#62;">');
    expect(html).toContain('<meta property="og:image" content="https://cdn.acme.test/og.png">');

    // Back to the system template: the plain page with the organization's meta.
    await admin.json(
      'PUT',
      `/api/campaign-routers/${router.id}`,
      campaignRouterBody(ids, { slug: router.slug, assetTemplateId: null, fallback }),
    );
    const plain = (await new TestClient().json('GET', `/api/public/campaigns/${path.split('/').slice(2).join('/')}`)).body.data;
    expect(plain.page).toMatchObject({ position: 'center', asset: null, showProfileInfo: true });
    expect(plain.meta.title).not.toBe(ogTags.title);
  });
});

it('lets a member read the library and templates but not write them', async () => {
  const user = await signIn((await addUser('demo-account', { role: 'regular' })).email);
  expect((await user.json('GET', '/api/assets')).status).toBe(200);
  expect((await user.json('GET', '/api/asset-templates')).status).toBe(200);
  expect((await user.json('POST', '/api/asset-templates', { name: 'x', assetPosition: 'left' })).status).toBe(403);
});
