import { vendorUrl } from '../vendor-url';
import { MediaError, type HostedVideo, type MediaClient, type MediaToken } from './adapter';

// Mux Video's REST API (https://docs.mux.com/api-reference): HTTP Basic auth with the access token's id and
// secret, JSON bodies, answers as {data: ...} and errors as {error: {type, messages[]}}. Direct uploads
// (https://docs.mux.com/guides/upload-files-directly): POST /video/v1/uploads answers the URL the browser
// PUTs the file to; the upload then names its asset, whose playback id streams it; DELETE /video/v1/assets/:id
// removes a video (and stops its storage being billed); GET /video/v1/playback-ids/:id names the asset a
// playback URL plays. A 429 or a 5xx is retried
// after its Retry-After when that is short; a longer wait is the caller's.

export const MUX_HOST = 'api.mux.com';
const MAX_INLINE_WAIT_S = 2;
const RETRIES = 2;

type Env = { VENDOR_BASE_URL?: string; APP_ENV?: string; REAL_VENDORS?: string };
type WireUpload = { id: string; url?: string; status: string; asset_id?: string };
type WireAsset = {
  id: string;
  status: string;
  duration?: number;
  aspect_ratio?: string;
  playback_ids?: { id: string; policy: string }[];
};
type WirePlayback = { id: string; policy: string; object?: { type: string; id: string } };

const defaultSleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const STATUSES = new Set(['preparing', 'ready', 'errored']);

/** A Mux asset reduced to what the library keeps: its state, its public playback id and its length. */
export function toHostedVideo(a: WireAsset): HostedVideo {
  return {
    id: a.id,
    status: (STATUSES.has(a.status) ? a.status : 'preparing') as HostedVideo['status'],
    playbackId: a.playback_ids?.find((p) => p.policy === 'public')?.id ?? null,
    duration: typeof a.duration === 'number' ? Math.round(a.duration * 10) / 10 : null,
    aspectRatio: typeof a.aspect_ratio === 'string' && /^\d{1,5}:\d{1,5}$/.test(a.aspect_ratio) ? a.aspect_ratio : null,
  };
}

export function muxClient(env: Env, fetcher: typeof fetch = fetch, sleep = defaultSleep): MediaClient {
  async function call<T>(token: MediaToken, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const auth = `Basic ${btoa(`${token.tokenId}:${token.tokenSecret}`)}`;
    for (let attempt = 0; ; attempt++) {
      const res = await fetcher(vendorUrl(env, MUX_HOST, path), {
        method,
        headers: { authorization: auth, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      // A DELETE answers 204 with no body.
      if (res.status === 204) return undefined as T;
      if (res.ok) return ((await res.json()) as { data: T }).data;
      const err = (await res.json().catch(() => null)) as { error?: { messages?: string[] } } | null;
      const message = err?.error?.messages?.join('; ') || `Mux answered ${res.status}`;
      const retryable = res.status === 429 || res.status >= 500;
      const retryAfter = Number(res.headers.get('retry-after') ?? '') || null;
      const wait = retryAfter ?? 2 ** attempt * 0.5;
      if (retryable && attempt < RETRIES && wait <= MAX_INLINE_WAIT_S) {
        await sleep(wait * 1000);
        continue;
      }
      throw new MediaError(message, res.status, retryable, retryable ? (retryAfter ?? 30) : null);
    }
  }

  return {
    async verify(token) {
      await call(token, 'GET', '/video/v1/assets?limit=1');
    },
    async createUpload(token, corsOrigin) {
      const up = await call<WireUpload>(token, 'POST', '/video/v1/uploads', {
        new_asset_settings: { playback_policy: ['public'] },
        cors_origin: corsOrigin,
      });
      if (!up.url) throw new MediaError('Mux answered an upload without its URL', 502, true, 30);
      // Locally the upload host is a stand-in too: the URL is mapped like every vendor base URL.
      const u = new URL(up.url);
      return { id: up.id, status: up.status, url: vendorUrl(env, u.host, `${u.pathname}${u.search}`) };
    },
    async uploadAsset(token, uploadId) {
      const up = await call<WireUpload>(token, 'GET', `/video/v1/uploads/${encodeURIComponent(uploadId)}`);
      return { status: up.status, assetId: up.asset_id ?? null };
    },
    video: async (token, assetId) => toHostedVideo(await call<WireAsset>(token, 'GET', `/video/v1/assets/${encodeURIComponent(assetId)}`)),
    async assetOfPlayback(token, playbackId) {
      // https://docs.mux.com/api-reference#video/operation/get-asset-or-livestream-id
      const p = await call<WirePlayback>(token, 'GET', `/video/v1/playback-ids/${encodeURIComponent(playbackId)}`);
      if (p.object?.type !== 'asset' || !p.object.id) throw new MediaError('This playback ID plays no video asset', 404, false);
      return p.object.id;
    },
    async cancelUpload(token, uploadId) {
      await call(token, 'PUT', `/video/v1/uploads/${encodeURIComponent(uploadId)}/cancel`);
    },
    async deleteVideo(token, assetId) {
      try {
        await call(token, 'DELETE', `/video/v1/assets/${encodeURIComponent(assetId)}`);
      } catch (err) {
        // Already gone (deleted in Mux's dashboard, or an earlier attempt whose answer was lost): the goal is met.
        if (!(err instanceof MediaError && err.status === 404)) throw err;
      }
    },
  };
}
