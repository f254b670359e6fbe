import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { MUX_MESSAGES } from '../contracts/media';
import { addOrg, addUser, apiErrorProblems, db, signIn, uid, type TestClient, BASE } from './client';
import { fakeControl } from './crm-vendors-helpers';
import { createLink, openMeetingType, publicGet } from './booking-helpers';
import { FAKE_MUX_TOKEN, MUX_HOST, signMuxEvent } from './fakes/mux';
import { RetryLater } from '../features/events/service';
import { muxVideoDeletion } from '../features/assets/service';

// Mux videos end to end through the worker and the strict fake: connecting (a refused token, roles, the
// vault), a direct upload (the browser's PUT to Mux, the status check, Mux's 429), the signed webhook (good,
// tampered, stale, replayed twice at once), cross-organization isolation, and pages streaming a ready video.

vi.setConfig({ testTimeout: 30_000 });

type Token = { tokenId: string; tokenSecret: string };

const newToken = async (): Promise<Token> => fakeControl(`https://${MUX_HOST}/__fake/tokens`, {});
const basic = (t: Token) => ({ authorization: `Basic ${btoa(`${t.tokenId}:${t.tokenSecret}`)}` });
const fake = (t: Token, path: string, body?: unknown) => fakeControl(`https://${MUX_HOST}/__fake${path}`, body, basic(t));

async function connectedOrg() {
  const org = await addOrg();
  const admin = await signIn(org.admin.email);
  const token = await newToken();
  const signingSecret = `mux_whsec_${uid()}`;
  const res = await admin.json('PUT', '/api/media/mux', { ...token, signingSecret });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...org, admin, token, signingSecret };
}

/** A direct upload, then the file PUT to Mux's upload URL as the browser sends it. */
async function uploadVideo(admin: TestClient, name = `Demo ${uid()}`) {
  const res = await admin.json('POST', '/api/assets/video-uploads', { name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { asset, uploadUrl } = res.body.data;
  const put = await fetch(uploadUrl, { method: 'PUT', headers: { origin: BASE }, body: new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112]) });
  expect(put.status).toBe(200);
  return { asset, uploadUrl };
}

async function deliver(
  org: { accountId: string; signingSecret: string },
  event: { id: string; type: string; data: Record<string, unknown> },
  opts: { signedAt?: number; secret?: string; tamper?: (b: string) => string } = {},
) {
  const { body, signature } = await signMuxEvent(opts.secret ?? org.signingSecret, event, opts.signedAt);
  const res = await SELF.fetch(`${BASE}/api/public/mux/${org.accountId}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'mux-signature': signature },
    body: opts.tamper ? opts.tamper(body) : body,
  });
  return { status: res.status, body: (await res.json()) as any };
}

const assetOf = async (admin: TestClient, id: string) =>
  ((await admin.json('GET', '/api/assets')).body.data as any[]).find((a) => a.id === id);

describe('connecting Mux', () => {
  it('refuses a token Mux refuses with a clear error, seals a good one, and disconnects', async () => {
    const org = await addOrg();
    const admin = await signIn(org.admin.email);
    const missing = await admin.json('PUT', '/api/media/mux', { tokenId: '', tokenSecret: 'x' });
    expect(missing.status).toBe(422);
    expect(apiErrorProblems(422, missing.body)).toEqual([]);
    expect(missing.body.errors).toContainEqual(expect.objectContaining({ detail: MUX_MESSAGES.tokenId, source: { pointer: '/tokenId' } }));
    const refused = await admin.json('PUT', '/api/media/mux', { tokenId: 'nope', tokenSecret: 'wrong', signingSecret: 'whs' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'integration_refused',
      detail: MUX_MESSAGES.refused,
      source: { pointer: '/tokenId' },
    });
    expect((await admin.json('GET', '/api/media/mux')).body.data.status).toBe('not_connected');

    const secret = `whsec_${uid()}`;
    const ok = await admin.json('PUT', '/api/media/mux', { ...FAKE_MUX_TOKEN, signingSecret: secret });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ status: 'connected', webhookUrl: `${BASE}/api/public/mux/${org.accountId}/webhook` });
    const text = JSON.stringify(ok.body) + JSON.stringify((await admin.json('GET', '/api/media/mux')).body);
    for (const s of [FAKE_MUX_TOKEN.tokenSecret, secret]) expect(text).not.toContain(s);
    const stored = await env.DB.prepare("select credentials, kind from integrations where account_id = ? and provider = 'mux'")
      .bind(org.accountId)
      .first<{ credentials: string; kind: string }>();
    expect(stored!.kind).toBe('media');
    for (const s of [FAKE_MUX_TOKEN.tokenSecret, secret]) expect(stored!.credentials).not.toContain(s);

    expect((await admin.json('DELETE', '/api/media/mux')).status).toBe(204);
    expect((await admin.json('GET', '/api/media/mux')).body.data.status).toBe('not_connected');
    const after = await admin.json('POST', '/api/assets/video-uploads', { name: 'Late' });
    expect([after.status, after.body.errors[0].detail]).toEqual([409, MUX_MESSAGES.notConnected]);
  });

  it('only Admins read, connect or disconnect Mux, and upload videos', async () => {
    const org = await connectedOrg();
    for (const role of ['manager', 'regular'] as const) {
      const c = await signIn((await addUser(org.accountId, { role })).email);
      expect((await c.json('GET', '/api/media/mux')).status).toBe(403);
      expect((await c.json('PUT', '/api/media/mux', { ...FAKE_MUX_TOKEN, signingSecret: 'whs_x' })).status).toBe(403);
      expect((await c.json('DELETE', '/api/media/mux')).status).toBe(403);
      expect((await c.json('POST', '/api/assets/video-uploads', { name: 'V' })).status).toBe(403);
    }
    expect((await org.admin.json('GET', '/api/media/mux')).body.data.status).toBe('connected');
  });
});

describe('a video through Mux', () => {
  it('asks Mux for a direct upload with the documented body, takes the file, and follows it to ready', async () => {
    const org = await connectedOrg();
    const bad = await org.admin.json('POST', '/api/assets/video-uploads', { name: '  ' });
    expect(bad.status).toBe(422);
    const { asset, uploadUrl } = await uploadVideo(org.admin, 'Product demo');
    expect(uploadUrl).toMatch(/^https:\/\/uploads\.mux\.com\/upload\/[0-9a-f]+\?key=/);
    expect(asset).toMatchObject({ category: 'video', name: 'Product demo', link: '', video: { status: 'processing', playbackId: null } });
    const calls = (await fake(org.token, '/requests')).requests;
    expect(calls.find((r: any) => r.path === '/video/v1/uploads')).toEqual({
      method: 'POST',
      path: '/video/v1/uploads',
      body: { new_asset_settings: { playback_policy: ['public'] }, cors_origin: BASE },
    });

    // Still transcoding: the check names the Mux asset and keeps it processing.
    const first = await org.admin.json('POST', `/api/assets/${asset.id}/video-status`, {});
    expect(first.body.data.video).toEqual({ status: 'processing', playbackId: null, thumbnailUrl: null });
    const muxAsset = (await fake(org.token, '/requests')).requests.at(-1).path.split('/').at(-1);
    const settled = (await fake(org.token, `/assets/${muxAsset}/settle`, { status: 'ready', duration: 42.46 })).data;

    // Mux's 429 with a short Retry-After is waited out inline.
    await fake(org.token, '/fail-next', { status: 429, retryAfter: 1 });
    const ready = await org.admin.json('POST', `/api/assets/${asset.id}/video-status`, {});
    expect(ready.status).toBe(200);
    const playbackId = settled.playback_ids[0].id;
    expect(ready.body.data).toMatchObject({
      link: `https://stream.mux.com/${playbackId}.m3u8`,
      meta: { duration: 42.5 },
      video: { status: 'ready', playbackId, thumbnailUrl: `https://image.mux.com/${playbackId}/thumbnail.jpg` },
    });
    expect(await assetOf(org.admin, asset.id)).toEqual(ready.body.data);
  });

  it("answers Mux's rate limit with a 429 and its wait when it is long", async () => {
    const org = await connectedOrg();
    await fake(org.token, '/fail-next', { status: 429, retryAfter: 40 });
    const res = await org.admin.request('POST', '/api/assets/video-uploads', { name: 'Busy' });
    expect([res.status, res.headers.get('retry-after')]).toEqual([429, '40']);
    expect((await org.admin.json('GET', '/api/assets')).body.data).toEqual([]);
  });

  it('plays a ready video on a meeting link page from its stream, with its thumbnail; nothing while it processes', async () => {
    const org = await connectedOrg();
    const { asset } = await uploadVideo(org.admin);
    const t = await org.admin.json('POST', '/api/asset-templates', { name: `T ${uid()}`, assetPosition: 'left', assetId: asset.id });
    expect(t.status).toBe(201);
    expect((await org.admin.json('PUT', '/api/asset-templates/meeting-links', { templateId: t.body.data.id })).status).toBe(200);
    const host = await addUser(org.accountId, { role: 'regular', name: 'Hana Host' });
    const type = await openMeetingType(org.admin, [host.id]);
    const slug = (await createLink(org.admin, { meetingTypeId: type.id, ownerUserId: host.id })).slug;
    const pageOf = async () => (await publicGet(`/api/public/links/${slug}`)).body.data.page;
    expect((await pageOf()).asset).toBeNull();
    const row = await env.DB.prepare('select mux_upload_id as u from assets where id = ?').bind(asset.id).first<{ u: string }>();
    const data = { id: 'mx1', status: 'ready', upload_id: row!.u, duration: 3, playback_ids: [{ id: 'pb1', policy: 'public' }] };
    expect((await deliver(org, { id: uid(), type: 'video.asset.ready', data })).body.outcome).toBe('applied');
    expect((await pageOf()).asset).toEqual({
      category: 'video',
      name: asset.name,
      url: 'https://stream.mux.com/pb1.m3u8',
      provider: null,
      poster: 'https://image.mux.com/pb1/thumbnail.jpg',
    });
  });
});

describe("Mux's webhook", () => {
  async function uploaded() {
    const org = await connectedOrg();
    const { asset } = await uploadVideo(org.admin);
    const row = await env.DB.prepare('select mux_upload_id as u from assets where id = ?').bind(asset.id).first<{ u: string }>();
    return { org, asset, uploadId: row!.u };
  }
  const ready = (uploadId: string, id = uid()) => ({
    id,
    type: 'video.asset.ready',
    data: { id: 'asset_1', status: 'ready', upload_id: uploadId, duration: 12.04, playback_ids: [{ id: 'play_1', policy: 'public' }] },
  });

  it('names the asset, makes it ready with its playback id and length, or failed', async () => {
    const { org, asset, uploadId } = await uploaded();
    const created = await deliver(org, {
      id: uid(),
      type: 'video.upload.asset_created',
      data: { id: uploadId, asset_id: 'asset_1', status: 'asset_created' },
    });
    expect(created).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect((await deliver(org, ready(uploadId))).body.outcome).toBe('applied');
    expect(await assetOf(org.admin, asset.id)).toMatchObject({ meta: { duration: 12 }, video: { status: 'ready', playbackId: 'play_1' } });

    const other = await uploaded();
    const errored = { id: uid(), type: 'video.asset.errored', data: { id: 'asset_2', status: 'errored', upload_id: other.uploadId } };
    expect((await deliver(other.org, errored)).body.outcome).toBe('applied');
    expect((await assetOf(other.org.admin, other.asset.id)).video).toEqual({ status: 'failed', playbackId: null, thumbnailUrl: null });
    const unknownType = await deliver(other.org, { id: uid(), type: 'video.asset.deleted', data: { id: 'asset_2' } });
    expect(unknownType.body.outcome).toBe('ignored');
  });

  it('refuses a bad, tampered or stale signature (400) and changes nothing', async () => {
    const { org, asset, uploadId } = await uploaded();
    const wrong = await deliver(org, ready(uploadId), { secret: 'not-the-secret' });
    const tampered = await deliver(org, ready(uploadId), { tamper: (b) => b.replace('play_1', 'play_2') });
    const stale = await deliver(org, ready(uploadId), { signedAt: Math.floor(Date.now() / 1000) - 301 });
    for (const r of [wrong, tampered, stale]) expect([r.status, r.body.errors[0].code]).toEqual([400, 'invalid_signature']);
    const unsigned = await SELF.fetch(`${BASE}/api/public/mux/${org.accountId}/webhook`, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(400);
    expect((await assetOf(org.admin, asset.id)).video.status).toBe('processing');
    expect((await deliver(org, ready(uploadId), { signedAt: Math.floor(Date.now() / 1000) - 240 })).body.outcome).toBe('applied');
  });

  it('applies the same event delivered twice at once exactly once', async () => {
    const { org, uploadId } = await uploaded();
    const event = ready(uploadId);
    const outcomes = (await Promise.all([deliver(org, event), deliver(org, event), deliver(org, event)])).map((r) => r.body.outcome);
    expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    const rows = await env.DB.prepare('select count(*) as n from mux_events where account_id = ? and event_id = ?')
      .bind(org.accountId, event.id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
  });

  it("keeps organizations apart: another's secret, upload or asset changes nothing of this one", async () => {
    const a = await uploaded();
    const b = await uploaded();
    // B's own signature on A's endpoint is refused; B's endpoint cannot reach A's upload.
    expect((await deliver({ accountId: a.org.accountId, signingSecret: b.org.signingSecret }, ready(a.uploadId))).status).toBe(400);
    expect((await deliver(b.org, ready(a.uploadId))).body.outcome).toBe('ignored');
    expect((await assetOf(a.org.admin, a.asset.id)).video.status).toBe('processing');
    // B's admin cannot check or see A's video.
    expect((await b.org.admin.json('POST', `/api/assets/${a.asset.id}/video-status`, {})).status).toBe(404);
    expect(await assetOf(b.org.admin, a.asset.id)).toBeUndefined();
    // A file-stored asset is not a Mux video.
    const link = await a.org.admin.json('POST', '/api/assets', {
      asset: { category: 'external', name: 'L', link: 'https://vimeo.com/76979871' },
    });
    const check = await a.org.admin.json('POST', `/api/assets/${link.body.data.id}/video-status`, {});
    expect([check.status, check.body.errors[0].detail]).toEqual([409, MUX_MESSAGES.notMuxVideo]);
  });
});

describe('deleting a Mux video', () => {
  const E = env as unknown as import('../env').Env;
  const muxAssetOf = async (token: Token, uploadId: string) =>
    (await (await fetch(`https://${MUX_HOST}/video/v1/uploads/${uploadId}`, { headers: basic(token) })).json<any>()).data.asset_id;
  const muxHas = async (token: Token, assetId: string) =>
    (await fetch(`https://${MUX_HOST}/video/v1/assets/${assetId}`, { headers: basic(token) })).status;
  const uploadIdOf = async (assetId: string) =>
    (await env.DB.prepare('select mux_upload_id as u from assets where id = ?').bind(assetId).first<{ u: string }>())!.u;

  it('deletes the video at Mux with its documented call once the row is gone (the queue delivers the event)', async () => {
    const org = await connectedOrg();
    const { asset } = await uploadVideo(org.admin);
    const muxAsset = await muxAssetOf(org.token, await uploadIdOf(asset.id));
    expect(await muxHas(org.token, muxAsset)).toBe(200);
    expect((await org.admin.json('DELETE', `/api/assets/${asset.id}`)).status).toBe(204);
    expect(await assetOf(org.admin, asset.id)).toBeUndefined();
    await vi.waitFor(async () => expect(await muxHas(org.token, muxAsset)).toBe(404), { timeout: 20_000, interval: 250 });
    const deletes = (await fake(org.token, '/requests')).requests.filter((r: any) => r.method === 'DELETE');
    expect(deletes.map((r: any) => r.path)).toContain(`/video/v1/assets/${muxAsset}`);
  });

  it('fails a delivery while Mux fails (the outbox retries it), honours a long 429, and finds a deleted video done', async () => {
    const org = await connectedOrg();
    const { asset } = await uploadVideo(org.admin);
    const muxAsset = await muxAssetOf(org.token, await uploadIdOf(asset.id));
    const event = {
      id: crypto.randomUUID(),
      accountId: org.accountId,
      type: 'media.video_deleted' as const,
      subjectId: asset.id,
      payload: { provider: 'mux' as const, uploadId: null, assetId: muxAsset },
      occurredAt: Date.now(),
    };
    // Every attempt of one delivery fails (the client's own quick retries included): the handler throws.
    await fake(org.token, '/fail-next', { status: 503, count: 3 });
    await expect(muxVideoDeletion.handle(E, db(), event)).rejects.toThrow();
    expect(await muxHas(org.token, muxAsset)).toBe(200);
    await fake(org.token, '/fail-next', { status: 429, retryAfter: 120 });
    const wait = await muxVideoDeletion.handle(E, db(), event).catch((e) => e);
    expect([wait instanceof RetryLater, wait.delaySeconds]).toEqual([true, 120]);
    await muxVideoDeletion.handle(E, db(), event);
    expect(await muxHas(org.token, muxAsset)).toBe(404);
    // Mux's 404 for a video already gone is success.
    await expect(muxVideoDeletion.handle(E, db(), event)).resolves.toBeUndefined();
  });

  it('cancels an upload whose file never came, so its URL refuses the file; a file-stored asset records nothing', async () => {
    const org = await connectedOrg();
    const res = await org.admin.json('POST', '/api/assets/video-uploads', { name: 'Never sent' });
    const { asset, uploadUrl } = res.body.data;
    expect((await org.admin.json('DELETE', `/api/assets/${asset.id}`)).status).toBe(204);
    const status = async () =>
      (
        await (
          await fetch(`https://${MUX_HOST}/video/v1/uploads/${new URL(uploadUrl).pathname.split('/').at(-1)}`, {
            headers: basic(org.token),
          })
        ).json<any>()
      ).data.status;
    await vi.waitFor(async () => expect(await status()).toBe('cancelled'), { timeout: 20_000, interval: 250 });
    const put = await fetch(uploadUrl, { method: 'PUT', headers: { origin: BASE }, body: new Uint8Array([1, 2, 3]) });
    expect(put.status).toBe(410);

    const link = await org.admin.json('POST', '/api/assets', {
      asset: { category: 'external', name: 'L', link: 'https://vimeo.com/76979871' },
    });
    expect((await org.admin.json('DELETE', `/api/assets/${link.body.data.id}`)).status).toBe(204);
    const events = await env.DB.prepare("select count(*) as n from domain_events where account_id = ? and type = 'media.video_deleted'")
      .bind(org.accountId)
      .first<{ n: number }>();
    expect(events!.n).toBe(1);
  });
});
