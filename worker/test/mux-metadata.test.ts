import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { MUX_MESSAGES } from '../contracts/media';
import { ASSET_MESSAGES } from '../contracts/assets';
import { addOrg, addUser, signIn, uid, type TestClient, BASE } from './client';
import { fakeControl } from './crm-vendors-helpers';
import { MUX_HOST } from './fakes/mux';
import { muxPosterUrl } from '../features/assets/parts/videos';

// POST /api/mux (spec section 7: {url} -> Get video metadata) through the worker and the strict Mux fake, and
// the asset library taking a Mux playback URL as a video with that metadata.

vi.setConfig({ testTimeout: 30_000 });

type Token = { tokenId: string; tokenSecret: string };
const basic = (t: Token) => ({ authorization: `Basic ${btoa(`${t.tokenId}:${t.tokenSecret}`)}` });
const fake = (t: Token, path: string, body?: unknown) => fakeControl(`https://${MUX_HOST}/__fake${path}`, body, basic(t));

async function connectedOrg() {
  const org = await addOrg();
  const admin = await signIn(org.admin.email);
  const token: Token = await fakeControl(`https://${MUX_HOST}/__fake/tokens`, {});
  expect((await admin.json('PUT', '/api/media/mux', { ...token, signingSecret: `whsec_${uid()}` })).status).toBe(200);
  return { ...org, admin, token };
}

/** A video uploaded to the org's Mux account (as the browser does), settled as told; answers its playback id and asset id. */
async function muxVideo(
  org: { admin: TestClient; token: Token },
  settle?: { status: 'ready' | 'errored'; duration?: number; aspectRatio?: string },
) {
  const res = await org.admin.json('POST', '/api/assets/video-uploads', { name: `Up ${uid()}` });
  expect(res.status).toBe(201);
  expect((await fetch(res.body.data.uploadUrl, { method: 'PUT', headers: { origin: BASE }, body: new Uint8Array([1, 2, 3]) })).status).toBe(
    200,
  );
  const uploadId = res.body.data.uploadUrl.split('/upload/')[1].split('?')[0];
  const up = await (await fetch(`https://${MUX_HOST}/video/v1/uploads/${uploadId}`, { headers: basic(org.token) })).json<any>();
  const assetId = up.data.asset_id as string;
  const asset = settle
    ? (await fake(org.token, `/assets/${assetId}/settle`, settle)).data
    : (await (await fetch(`https://${MUX_HOST}/video/v1/assets/${assetId}`, { headers: basic(org.token) })).json<any>()).data;
  return { assetId, playbackId: asset.playback_ids[0].id as string };
}

describe('POST /api/mux', () => {
  it("answers a stream, player or thumbnail URL's video metadata, asked of Mux with its documented calls", async () => {
    const org = await connectedOrg();
    const { assetId, playbackId } = await muxVideo(org, { status: 'ready', duration: 42.46, aspectRatio: '4:3' });
    const expected = {
      playbackId,
      assetId,
      status: 'ready',
      duration: 42.5,
      aspectRatio: '4:3',
      streamUrl: `https://stream.mux.com/${playbackId}.m3u8`,
      thumbnailUrl: `https://image.mux.com/${playbackId}/thumbnail.jpg`,
    };
    for (const url of [
      `https://stream.mux.com/${playbackId}.m3u8`,
      `https://player.mux.com/${playbackId}`,
      `https://image.mux.com/${playbackId}/thumbnail.png?width=200`,
    ]) {
      const res = await org.admin.json('POST', '/api/mux', { url });
      expect([res.status, res.body.data]).toEqual([200, expected]);
    }
    const paths = (await fake(org.token, '/requests')).requests.map((r: any) => `${r.method} ${r.path}`);
    expect(paths.slice(-2)).toEqual([`GET /video/v1/playback-ids/${playbackId}`, `GET /video/v1/assets/${assetId}`]);
  });

  it('answers a video still transcoding as processing, without length or shape', async () => {
    const org = await connectedOrg();
    const { playbackId } = await muxVideo(org);
    const res = await org.admin.json('POST', '/api/mux', { url: `https://player.mux.com/${playbackId}` });
    expect(res.body.data).toMatchObject({ status: 'processing', duration: null, aspectRatio: null });
  });

  it('refuses a URL that is not a Mux playback URL (422), Mux not connected (409), and a playback id of another Mux account (422)', async () => {
    const org = await connectedOrg();
    for (const url of ['https://vimeo.com/76979871', 'https://stream.mux.com.evil.test/abc.m3u8', 'http://stream.mux.com/abc.m3u8']) {
      const res = await org.admin.json('POST', '/api/mux', { url });
      expect([res.status, res.body.errors[0].detail, res.body.errors[0].source]).toEqual([
        422,
        MUX_MESSAGES.notMuxUrl,
        { pointer: '/url' },
      ]);
    }
    for (const url of [' ', 7, undefined]) {
      const missing = await org.admin.json('POST', '/api/mux', { url });
      expect([missing.status, missing.body.errors[0].detail]).toEqual([422, MUX_MESSAGES.urlRequired]);
    }
    const other = await connectedOrg();
    const theirs = await muxVideo(other, { status: 'ready', duration: 3 });
    const foreign = await org.admin.json('POST', '/api/mux', { url: `https://player.mux.com/${theirs.playbackId}` });
    expect([foreign.status, foreign.body.errors[0].detail]).toEqual([422, MUX_MESSAGES.unknownPlayback]);
    expect(JSON.stringify(foreign.body)).not.toContain(theirs.assetId);
    const bare = await signIn((await addOrg()).admin.email);
    const unconnected = await bare.json('POST', '/api/mux', { url: `https://player.mux.com/${theirs.playbackId}` });
    expect([unconnected.status, unconnected.body.errors[0].detail]).toEqual([409, MUX_MESSAGES.notConnected]);
  });

  it("answers Mux's failure with the spec's integration error, and is for Admins only", async () => {
    const org = await connectedOrg();
    const { playbackId } = await muxVideo(org, { status: 'ready', duration: 5 });
    await fake(org.token, '/fail-next', { status: 503, count: 3 });
    const failed = await org.admin.json('POST', '/api/mux', { url: `https://player.mux.com/${playbackId}` });
    expect([failed.status, failed.body.errors[0].detail]).toEqual([409, MUX_MESSAGES.integrationFailed]);
    for (const role of ['manager', 'regular'] as const) {
      const c = await signIn((await addUser(org.accountId, { role })).email);
      expect((await c.json('POST', '/api/mux', { url: `https://player.mux.com/${playbackId}` })).status).toBe(403);
    }
  });
});

describe('a Mux link in the asset library', () => {
  it('becomes a ready video with its length; deleting it leaves the video in the Mux account', async () => {
    const org = await connectedOrg();
    const { assetId, playbackId } = await muxVideo(org, { status: 'ready', duration: 12.04 });
    const res = await org.admin.json('POST', '/api/assets', {
      asset: { category: 'external', name: 'Keynote', link: `https://player.mux.com/${playbackId}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      category: 'video',
      name: 'Keynote',
      link: `https://stream.mux.com/${playbackId}.m3u8`,
      provider: null,
      meta: { duration: 12 },
      video: { status: 'ready', playbackId },
    });
    expect((await org.admin.json('DELETE', `/api/assets/${res.body.data.id}`)).status).toBe(204);
    const events = await env.DB.prepare("select count(*) as n from domain_events where subject_id = ? and type = 'media.video_deleted'")
      .bind(res.body.data.id)
      .first<{ n: number }>();
    expect(events!.n).toBe(0);
    expect((await fetch(`https://${MUX_HOST}/video/v1/assets/${assetId}`, { headers: basic(org.token) })).status).toBe(200);
  });

  it('refuses a video still processing or failed at Mux, and keeps refusing other links with the spec wording', async () => {
    const org = await connectedOrg();
    const processing = await muxVideo(org);
    const failed = await muxVideo(org, { status: 'errored' });
    const add = (link: string) => org.admin.json('POST', '/api/assets', { asset: { category: 'external', name: 'V', link } });
    for (const [link, detail] of [
      [`https://stream.mux.com/${processing.playbackId}.m3u8`, MUX_MESSAGES.processing],
      [`https://stream.mux.com/${failed.playbackId}.m3u8`, MUX_MESSAGES.failed],
      ['https://player.mux.com/nosuchplayback', MUX_MESSAGES.unknownPlayback],
      ['https://example.com/video.mp4', ASSET_MESSAGES.externalOnly],
    ]) {
      const res = await add(link);
      expect([res.status, res.body.errors[0].detail, res.body.errors[0].source], link).toEqual([422, detail, { pointer: '/asset/link' }]);
    }
    const listed = (await org.admin.json('GET', '/api/assets')).body.data.filter((a: any) => a.name === 'V');
    expect(listed).toEqual([]);
  });
});

describe('Mux thumbnails', () => {
  const E = env as unknown as import('../env').Env;

  it("are image.mux.com's in production and the local stand-in's when vendors are stand-ins (npm start, browser tests)", () => {
    expect(muxPosterUrl({ ...E, VENDOR_BASE_URL: undefined }, 'pb1')).toBe('https://image.mux.com/pb1/thumbnail.jpg');
    expect(muxPosterUrl({ ...E, VENDOR_BASE_URL: 'http://127.0.0.1:8799/' }, 'pb1')).toBe(
      'http://127.0.0.1:8799/image.mux.com/pb1/thumbnail.jpg',
    );
    // Real Mux configured for this run (REAL_VENDORS) points at Mux's own images again.
    expect(muxPosterUrl({ ...E, VENDOR_BASE_URL: 'http://127.0.0.1:8799', REAL_VENDORS: 'mux' }, 'pb1')).toBe(
      'https://image.mux.com/pb1/thumbnail.jpg',
    );
  });

  it("are served by the stand-in as real images for a ready video's playback id, and not for one still processing", async () => {
    const org = await connectedOrg();
    const { playbackId } = await muxVideo(org, { status: 'ready', duration: 4 });
    const magic: Record<string, [string, number[]]> = {
      jpg: ['image/jpeg', [0xff, 0xd8, 0xff]],
      png: ['image/png', [0x89, 0x50, 0x4e, 0x47]],
      webp: ['image/webp', [0x52, 0x49, 0x46, 0x46]],
    };
    for (const [ext, [type, bytes]] of Object.entries(magic)) {
      const res = await fetch(`https://image.mux.com/${playbackId}/thumbnail.${ext}?width=80&time=2`);
      expect([res.status, res.headers.get('content-type')], ext).toEqual([200, type]);
      const body = new Uint8Array(await res.arrayBuffer());
      expect([...body.slice(0, bytes.length)], ext).toEqual(bytes);
      expect(body.length).toBeGreaterThan(200);
    }
    expect((await fetch(`https://image.mux.com/${playbackId}/thumbnail.jpg?nonsense=1`)).status).toBe(400);
    const processing = await muxVideo(org);
    expect((await fetch(`https://image.mux.com/${processing.playbackId}/thumbnail.jpg`)).status).toBe(404);
    expect((await fetch('https://image.mux.com/nosuchplayback/thumbnail.jpg')).status).toBe(404);
    // The library lists a ready video with that thumbnail (once the status check learnt it is ready); a processing one has none yet.
    for (const a of (await org.admin.json('GET', '/api/assets')).body.data as { id: string }[])
      expect((await org.admin.json('POST', `/api/assets/${a.id}/video-status`, {})).status).toBe(200);
    const listed = (await org.admin.json('GET', '/api/assets')).body.data as {
      video: { playbackId: string | null; thumbnailUrl: string | null };
    }[];
    expect(listed.map((a) => a.video.thumbnailUrl).sort()).toEqual([`https://image.mux.com/${playbackId}/thumbnail.jpg`, null].sort());
  });
});
