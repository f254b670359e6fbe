import type { Env } from '../../../env';
import { DomainError } from '../../../core/errors';
import { ASSET_MAX_BYTES, sniffImage } from '../../../core/branding/sniff-image';

/** The spec's upload errors (section 8). */
export const ASSET_MESSAGES = {
  tooLarge: 'Asset size is too large',
  notImage: 'Unable to upload image asset',
} as const;

/** Where an uploaded asset is shown from (spec section 7: /api/assets?assetId={key}). */
export const assetUrl = (appUrl: string, key: string) => `${appUrl.replace(/\/+$/, '')}/api/assets?assetId=${encodeURIComponent(key)}`;

/**
 * Stores an image under a new key in the organization's folder: its type is told from its bytes (the
 * browser's claim is ignored), SVG and anything that is not PNG, JPEG, GIF, WebP or ICO is refused, and
 * so is a file over 5 MB (413).
 */
export async function uploadImage(env: Pick<Env, 'ASSETS_BUCKET' | 'APP_URL'>, accountId: string, file: File) {
  if (file.size > ASSET_MAX_BYTES) throw new DomainError('payload_too_large', 'payload_too_large', ASSET_MESSAGES.tooLarge, '/files');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) throw new DomainError('invalid', 'invalid_file', ASSET_MESSAGES.notImage, '/files');
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
