import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { MESSAGES } from '../../contracts/common';
import { dataOf } from '../../contracts/response-kit';
import { DomainError } from '../../core/errors';
import { doc } from '../../http/openapi';
import { errorJson } from '../../http/errors';
import { requireRole, signedInRoutes } from '../../http/session';
import { ASSET_MESSAGES, readAsset, uploadImage } from './parts/assets';

const uploadSchema = v.object({ key: v.string(), s3Url: v.string(), contentType: v.string(), size: v.number() });

/**
 * POST /api/uploads (spec section 7): a multipart form whose field `files` holds one image (or, with the
 * field `kind` set to video, one video for the asset library); Admins upload brand images and assets.
 */
export const uploadRoutes = signedInRoutes().post(
  '/',
  doc('branding', 'Upload an image (logo, meta image, favicon, image asset) or a video asset; the answer carries s3Url, 413 over 5 MB', {
    ok: { status: 201, schema: dataOf(uploadSchema) },
  }),
  requireRole('super_admin'),
  async (c) => {
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('files');
    const kind = form?.get('kind') === 'video' ? 'video' : 'image';
    if (!(file instanceof File))
      throw new DomainError('invalid', 'invalid_file', kind === 'video' ? ASSET_MESSAGES.notVideo : ASSET_MESSAGES.notImage, '/files');
    return c.json({ data: await uploadImage(c.env, c.var.caller.accountId, file, kind) }, 201);
  },
);

const YEAR = 365 * 24 * 3600;

/**
 * GET /api/assets?assetId={key}: an uploaded image or video, for anyone (prospects' pages show it). A key is
 * random and never reused, so the answer is cached for a year; nosniff and a sandboxing CSP keep the
 * bytes an image.
 */
export const assetFileRoutes = new Hono<AppEnv>().get(
  '/',
  // Described with the library's list (assets/routes.ts): one path, one description of both answers.
  async (c, next) => {
    // Without assetId this is the library's list (assets/routes.ts, mounted after this one).
    if (c.req.query('assetId') === undefined) return next();
    const key = c.req.query('assetId') ?? '';
    const asset = /^[\w-]{1,64}\/[0-9a-f-]{36}$/.test(key) ? await readAsset(c.env, key) : null;
    if (!asset) return errorJson(c, 404, [{ status: '404', code: 'not_found', detail: MESSAGES.notFound }]);
    return new Response(asset.body, {
      headers: {
        'content-type': asset.contentType,
        'cache-control': `public, max-age=${YEAR}, immutable`,
        etag: asset.etag,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cross-origin-resource-policy': 'cross-origin',
      },
    });
  },
);
