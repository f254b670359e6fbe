import type { Env } from '../../../env';
import { DomainError } from '../../../core/errors';
import { ASSET_MAX_BYTES, sniffImage } from '../../../core/branding/sniff-image';
import { sniffVideo } from '../../../core/assets/sniff-video';
import { ASSET_MESSAGES as MESSAGES } from '../../../contracts/assets';

/** The spec's upload errors (section 8). */
export const ASSET_MESSAGES = { tooLarge: MESSAGES.tooLarge, notImage: MESSAGES.notImage, notVideo: MESSAGES.notVideo } as const;

/** What an upload may be: an image (the default; brand images and image assets) or a video asset. */
export type UploadKind = 'image' | 'video';

/** Where an uploaded asset is shown from (spec section 7: /api/assets?assetId={key}). */
export const assetUrl = (appUrl: string, key: string) => `${appUrl.replace(/\/+$/, '')}/api/assets?assetId=${encodeURIComponent(key)}`;

/** The storage key an asset URL of this product names, or null for any other URL. */
export function keyOfAssetUrl(appUrl: string, url: string): string | null {
  try {
    const u = new URL(url);
    const app = new URL(appUrl);
    return u.origin === app.origin && u.pathname === '/api/assets' ? u.searchParams.get('assetId') : null;
  } catch {
    return null;
  }
}

/**
 * Stores an image (or, with kind video, an MP4, WebM or QuickTime video) under a new key in the
 * organization's folder: its type is told from its bytes (the browser's claim is ignored), SVG and
 * anything else is refused, and so is a file over 5 MB (413).
 */
export async function uploadImage(env: Pick<Env, 'ASSETS_BUCKET' | 'APP_URL'>, accountId: string, file: File, kind: UploadKind = 'image') {
  if (file.size > ASSET_MAX_BYTES) throw new DomainError('payload_too_large', 'payload_too_large', ASSET_MESSAGES.tooLarge, '/files');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = kind === 'video' ? sniffVideo(bytes) : sniffImage(bytes);
  if (!type)
    throw new DomainError('invalid', 'invalid_file', kind === 'video' ? ASSET_MESSAGES.notVideo : ASSET_MESSAGES.notImage, '/files');
  const key = `${accountId}/${crypto.randomUUID()}`;
  await env.ASSETS_BUCKET.put(key, bytes, { httpMetadata: { contentType: type }, customMetadata: { name: file.name.slice(0, 200) } });
  return { key, s3Url: assetUrl(env.APP_URL, key), contentType: type, size: bytes.length };
}

/** An asset's bytes and type, or null for an unknown key. */
export async function readAsset(env: Pick<Env, 'ASSETS_BUCKET'>, key: string) {
  const object = await env.ASSETS_BUCKET.get(key);
  return object
    ? { body: object.body, contentType: object.httpMetadata?.contentType ?? 'application/octet-stream', etag: object.httpEtag }
    : null;
}

/** A stored upload's size and type (read from storage, not from any caller), or null for an unknown key. */
export async function storedUpload(env: Pick<Env, 'ASSETS_BUCKET'>, key: string) {
  const head = await env.ASSETS_BUCKET.head(key);
  return head ? { size: head.size, contentType: head.httpMetadata?.contentType ?? 'application/octet-stream' } : null;
}

/** Removes an upload's bytes (an asset deleted from the library). */
export const removeUpload = (env: Pick<Env, 'ASSETS_BUCKET'>, key: string) => env.ASSETS_BUCKET.delete(key);
