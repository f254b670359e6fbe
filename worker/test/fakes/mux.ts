/**
 * A strict local stand-in for Mux Video (https://docs.mux.com/api-reference) on api.mux.com, with direct
 * uploads landing on uploads.mux.com. Every API call needs HTTP Basic auth with a known access token (id and
 * secret; 401 otherwise); each token is its own Mux environment (another token's upload or asset is a 404).
 * Served, exactly as documented, and nothing else:
 *   GET  /video/v1/assets?limit=1..100[&page=n]   {data: [asset]}
 *   POST /video/v1/uploads  JSON {new_asset_settings: {playback_policy: ['public'|'signed']}, cors_origin?, timeout?, test?}
 *                           -> 201 {data: {id, url, status: 'waiting', ...}} (an unknown key or policy is a 400)
 *   GET  /video/v1/uploads/:id   {data: {id, status, asset_id?}}
 *   GET  /video/v1/assets/:id    {data: {id, status, playback_ids, duration?, aspect_ratio?, upload_id}}
 *   GET  /video/v1/playback-ids/:id   {data: {id, policy, object: {type: 'asset', id}}} (another token's id is a 404)
 *   PUT  /video/v1/uploads/:id/cancel   {data: upload} now 'cancelled' (only a 'waiting' upload; else a 400);
 *                                       its URL then refuses the file
 *   DELETE /video/v1/assets/:id  204 with no body; the asset is gone (a later GET or DELETE of it is a 404)
 * Thumbnails (https://docs.mux.com/guides/get-images-from-a-video), public like Mux's, on image.mux.com:
 *   GET /:playback_id/thumbnail.(jpg|png|webp)[?width&height&time&fit_mode&rotate&flip_v&flip_h]
 *       a real image of that type for a ready asset's public playback id (any environment's); else a 404,
 *       and an unknown parameter is a 400
 * Errors are {error: {type, messages}}. The browser's PUT of the file to the upload URL (uploads.mux.com,
 * CORS for the upload's cors_origin) makes the upload asset_created and its asset preparing.
 *
 * FAKE_MUX_TOKEN exists from the start. Test-only control routes (never Mux paths), with the token's Basic auth
 * except the first:
 *   POST /__fake/tokens                 a new environment's token: {tokenId, tokenSecret}
 *   POST /__fake/fail-next              {status, retryAfter?, count?}: canned failures of the next API calls
 *   POST /__fake/assets/:id/settle      {status: 'ready'|'errored', duration?, aspectRatio?}: what transcoding ended in
 *                                       (a ready asset has an aspect_ratio, 16:9 unless told)
 *   GET  /__fake/requests               the token's API calls: [{method, path, body}]
 */

import { type Answer, queueFailNext, respond } from './kit';
import { THUMBNAIL_JPG_BASE64, THUMBNAIL_PNG_BASE64, THUMBNAIL_WEBP_BASE64 } from './mux-thumbnails';

export const MUX_HOST = 'api.mux.com';
export const MUX_UPLOAD_HOST = 'uploads.mux.com';
export const MUX_IMAGE_HOST = 'image.mux.com';
const THUMBNAILS: Record<string, { type: string; base64: string }> = {
  jpg: { type: 'image/jpeg', base64: THUMBNAIL_JPG_BASE64 },
  png: { type: 'image/png', base64: THUMBNAIL_PNG_BASE64 },
  webp: { type: 'image/webp', base64: THUMBNAIL_WEBP_BASE64 },
};
const THUMBNAIL_PARAMS = new Set(['width', 'height', 'time', 'fit_mode', 'rotate', 'flip_v', 'flip_h']);
export const FAKE_MUX_TOKEN = { tokenId: 'a1b2c3d4-fake-mux-token', tokenSecret: 'FakeMuxSecret0123456789abcdef' };

type Upload = {
  id: string;
  status: 'waiting' | 'asset_created' | 'cancelled';
  corsOrigin: string | null;
  assetId: string | null;
  key: string;
};
type Asset = {
  id: string;
  status: 'preparing' | 'ready' | 'errored';
  uploadId: string;
  playbackId: string;
  duration: number | null;
  aspectRatio: string | null;
};
type Environment = {
  uploads: Map<string, Upload>;
  assets: Map<string, Asset>;
  failNext: Answer[];
  requests: { method: string; path: string; body: unknown }[];
};

const error = (status: number, type: string, message: string, headers?: Record<string, string>): Answer => ({
  status,
  body: { error: { type, messages: [message] } },
  headers,
});
const id = () => crypto.randomUUID().replace(/-/g, '');

const assetJson = (a: Asset) => ({
  id: a.id,
  status: a.status,
  playback_ids: [{ id: a.playbackId, policy: 'public' }],
  ...(a.duration !== null ? { duration: a.duration } : {}),
  ...(a.aspectRatio !== null ? { aspect_ratio: a.aspectRatio } : {}),
  upload_id: a.uploadId,
  mp4_support: 'none',
  created_at: '1700000000',
});
const uploadJson = (u: Upload) => ({
  id: u.id,
  status: u.status,
  timeout: 3600,
  new_asset_settings: { playback_policy: ['public'] },
  ...(u.corsOrigin ? { cors_origin: u.corsOrigin } : {}),
  ...(u.assetId ? { asset_id: u.assetId } : {}),
  url: `https://${MUX_UPLOAD_HOST}/upload/${u.id}?key=${u.key}`,
});

export function createFakeMux() {
  const envs = new Map<string, Environment>();
  const add = (tokenId: string, tokenSecret: string) => {
    const e: Environment = { uploads: new Map(), assets: new Map(), failNext: [], requests: [] };
    envs.set(`${tokenId}:${tokenSecret}`, e);
    return e;
  };
  add(FAKE_MUX_TOKEN.tokenId, FAKE_MUX_TOKEN.tokenSecret);
  const uploadsById = new Map<string, { env: Environment; upload: Upload }>();

  function basic(req: Request) {
    const h = req.headers.get('authorization') ?? '';
    if (!h.startsWith('Basic ')) return undefined;
    try {
      return envs.get(atob(h.slice(6)));
    } catch {
      return undefined;
    }
  }

  function createUpload(e: Environment, body: unknown): Answer {
    const b = body as Record<string, unknown> | null;
    if (!b || typeof b !== 'object' || Array.isArray(b)) return error(400, 'invalid_parameters', 'Body must be a JSON object');
    const unknown = Object.keys(b).find((k) => !['new_asset_settings', 'cors_origin', 'timeout', 'test'].includes(k));
    if (unknown) return error(400, 'invalid_parameters', `${unknown} is not a valid parameter`);
    const settings = b.new_asset_settings as Record<string, unknown> | undefined;
    const policy = settings?.playback_policy;
    if (!settings || !Array.isArray(policy) || policy.length === 0 || policy.some((p) => p !== 'public' && p !== 'signed'))
      return error(400, 'invalid_parameters', 'new_asset_settings.playback_policy must be a list of public or signed');
    if (Object.keys(settings).some((k) => k !== 'playback_policy'))
      return error(400, 'invalid_parameters', 'Only playback_policy is accepted in new_asset_settings by this fake');
    if (b.cors_origin !== undefined && (typeof b.cors_origin !== 'string' || !/^https?:\/\/[^/]+$/.test(b.cors_origin)))
      return error(400, 'invalid_parameters', 'cors_origin must be an origin');
    const upload: Upload = { id: id(), status: 'waiting', corsOrigin: (b.cors_origin as string) ?? null, assetId: null, key: id() };
    e.uploads.set(upload.id, upload);
    uploadsById.set(upload.id, { env: e, upload });
    return { status: 201, body: { data: uploadJson(upload) } };
  }

  async function api(req: Request, url: URL): Promise<Answer> {
    const path = url.pathname;
    if (path === '/__fake/tokens' && req.method === 'POST') {
      const token = { tokenId: crypto.randomUUID(), tokenSecret: id() };
      add(token.tokenId, token.tokenSecret);
      return { status: 201, body: token };
    }
    const e = basic(req);
    if (!e) return error(401, 'unauthorized', 'Unauthorized request');
    if (path === '/__fake/fail-next' && req.method === 'POST') {
      return queueFailNext(req, e.failNext, ({ status, retryAfter }) =>
        status === 429
          ? error(429, 'too_many_requests', 'Too many requests', { 'retry-after': String(retryAfter) })
          : error(status, 'server_error', 'Canned failure from the fake'),
      );
    }
    const settle = /^\/__fake\/assets\/([^/]+)\/settle$/.exec(path);
    if (settle && req.method === 'POST') {
      const a = e.assets.get(settle[1]);
      if (!a) return error(404, 'not_found', 'Asset not found');
      const b = (await req.json()) as { status: 'ready' | 'errored'; duration?: number | null; aspectRatio?: string };
      const ready = b.status === 'ready';
      Object.assign(a, {
        status: b.status,
        duration: ready ? (b.duration ?? null) : null,
        aspectRatio: ready ? (b.aspectRatio ?? '16:9') : null,
      });
      return { status: 200, body: { data: assetJson(a) } };
    }
    if (path === '/__fake/requests') return { status: 200, body: { requests: e.requests } };
    const body = req.method === 'POST' ? await req.json().catch(() => undefined) : undefined;
    e.requests.push({ method: req.method, path: `${path}${url.search}`, body });
    if (req.method === 'POST' && !(req.headers.get('content-type') ?? '').startsWith('application/json'))
      return error(415, 'invalid_parameters', 'Content-Type must be application/json');
    const canned = e.failNext.shift();
    if (canned) return canned;
    if (path === '/video/v1/assets' && req.method === 'GET') {
      for (const k of url.searchParams.keys())
        if (!['limit', 'page', 'cursor', 'live_stream_id', 'upload_id'].includes(k))
          return error(400, 'invalid_parameters', `${k} is not valid`);
      const limit = Number(url.searchParams.get('limit') ?? '25');
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) return error(400, 'invalid_parameters', 'limit must be 1 to 100');
      return { status: 200, body: { data: [...e.assets.values()].slice(0, limit).map(assetJson) } };
    }
    if (path === '/video/v1/uploads' && req.method === 'POST') return createUpload(e, body);
    const one = /^\/video\/v1\/(uploads|assets)\/([^/]+)$/.exec(path);
    if (one && req.method === 'GET') {
      if (url.search) return error(400, 'invalid_parameters', 'No parameters are accepted here');
      if (one[1] === 'uploads') {
        const u = e.uploads.get(one[2]);
        return u ? { status: 200, body: { data: uploadJson(u) } } : error(404, 'not_found', 'Upload not found');
      }
      const a = e.assets.get(one[2]);
      return a ? { status: 200, body: { data: assetJson(a) } } : error(404, 'not_found', 'Asset not found');
    }
    const playback = /^\/video\/v1\/playback-ids\/([^/]+)$/.exec(path);
    if (playback && req.method === 'GET') {
      if (url.search) return error(400, 'invalid_parameters', 'No parameters are accepted here');
      const a = [...e.assets.values()].find((x) => x.playbackId === playback[1]);
      return a
        ? { status: 200, body: { data: { id: a.playbackId, policy: 'public', object: { type: 'asset', id: a.id } } } }
        : error(404, 'not_found', 'Playback ID not found');
    }
    const cancel = /^\/video\/v1\/uploads\/([^/]+)\/cancel$/.exec(path);
    if (cancel && req.method === 'PUT') {
      const u = e.uploads.get(cancel[1]);
      if (!u) return error(404, 'not_found', 'Upload not found');
      if (u.status !== 'waiting') return error(400, 'invalid_parameters', 'Only a waiting upload can be cancelled');
      u.status = 'cancelled';
      return { status: 200, body: { data: uploadJson(u) } };
    }
    if (one && one[1] === 'assets' && req.method === 'DELETE') {
      if (url.search) return error(400, 'invalid_parameters', 'No parameters are accepted here');
      return e.assets.delete(one[2]) ? { status: 204 } : error(404, 'not_found', 'Asset not found');
    }
    return error(404, 'not_found', `No route ${req.method} ${path}`);
  }

  /** The signed upload URL: the file's bytes in one PUT, from the upload's cors_origin when a browser sends it. */
  async function upload(req: Request, url: URL): Promise<Response> {
    const found = uploadsById.get(/^\/upload\/([^/]+)$/.exec(url.pathname)?.[1] ?? '');
    const cors: Record<string, string> = found?.upload.corsOrigin
      ? {
          'access-control-allow-origin': found.upload.corsOrigin,
          'access-control-allow-methods': 'PUT',
          'access-control-allow-headers': 'content-type',
        }
      : {};
    if (!found || url.searchParams.get('key') !== found.upload.key)
      return new Response('Invalid upload URL', { status: 403, headers: cors });
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (req.method !== 'PUT') return new Response('Only PUT uploads a file', { status: 405, headers: cors });
    const origin = req.headers.get('origin');
    if (origin && origin !== found.upload.corsOrigin) return new Response('Origin not allowed', { status: 403 });
    if (found.upload.status === 'cancelled') return new Response('This upload was cancelled', { status: 410, headers: cors });
    if (found.upload.status !== 'waiting') return new Response('This upload already has its file', { status: 409, headers: cors });
    const bytes = (await req.arrayBuffer()).byteLength;
    if (bytes === 0) return new Response('Empty file', { status: 400, headers: cors });
    const asset: Asset = { id: id(), status: 'preparing', uploadId: found.upload.id, playbackId: id(), duration: null, aspectRatio: null };
    found.env.assets.set(asset.id, asset);
    Object.assign(found.upload, { status: 'asset_created', assetId: asset.id });
    return new Response(null, { status: 200, headers: cors });
  }

  /** A ready video's thumbnail: public (no token), found by its playback id in whichever environment has it. */
  function thumbnail(req: Request, url: URL): Response {
    const m = /^\/([A-Za-z0-9]+)\/thumbnail\.(jpg|png|webp)$/.exec(url.pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD') return new Response('Method not allowed', { status: 405 });
    const bad = [...url.searchParams.keys()].find((k) => !THUMBNAIL_PARAMS.has(k));
    if (bad) return new Response(`${bad} is not a thumbnail parameter`, { status: 400 });
    const ready = m && [...envs.values()].some((e) => [...e.assets.values()].some((a) => a.playbackId === m[1] && a.status === 'ready'));
    if (!m || !ready) return new Response('Not found', { status: 404 });
    const image = THUMBNAILS[m[2]];
    const bytes = Uint8Array.from(atob(image.base64), (c) => c.charCodeAt(0));
    return new Response(req.method === 'HEAD' ? null : bytes, {
      status: 200,
      headers: { 'content-type': image.type, 'cache-control': 'public, max-age=3600', 'access-control-allow-origin': '*' },
    });
  }

  return {
    api: { handle: async (req: Request) => respond(await api(req, new URL(req.url))) },
    uploads: { handle: (req: Request) => upload(req, new URL(req.url)) },
    images: { handle: async (req: Request) => thumbnail(req, new URL(req.url)) },
  };
}

/** A webhook event as Mux delivers it, with the Mux-Signature header it would carry. */
export async function signMuxEvent(
  secret: string,
  event: { id: string; type: string; data: Record<string, unknown> },
  signedAt = Math.floor(Date.now() / 1000),
) {
  const body = JSON.stringify({
    type: event.type,
    object: { type: event.type.split('.')[1], id: event.data.id },
    id: event.id,
    environment: { name: 'Production', id: 'env1' },
    data: event.data,
    created_at: new Date(signedAt * 1000).toISOString(),
    attempts: [],
  });
  return { body, signature: await muxSignature(secret, body, signedAt) };
}

/** Mux-Signature: t=<seconds>,v1=<hex HMAC-SHA256 of "t.body" keyed with the webhook's signing secret>. */
export async function muxSignature(secret: string, body: string, t: number): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, enc.encode(`${t}.${body}`));
  return `t=${t},v1=${[...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
