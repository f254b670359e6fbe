import { idParam } from '../../contracts/common';
import {
  assetCreateSchema,
  assetListQuery,
  assetTemplateInputSchema,
  meetingLinkTemplateSchema,
  videoUploadSchema,
} from '../../contracts/assets';
import { assetSchema, assetTemplateSchema, meetingLinkTemplateAnswer, videoUploadAnswer } from '../../contracts/assets-responses';
import { docCreated, docData, docDone, docList } from '../../http/doc-answers';
import { describeRoute, resolver } from 'hono-openapi';
import { listOf } from '../../contracts/response-kit';
import { IMAGE_TYPES } from '../../core/branding/sniff-image';
import { VIDEO_TYPES } from '../../core/assets/sniff-video';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as assets from './service';
import { noContent } from '../../http/answers';

const TAG = 'assets';

/**
 * The asset library (spec section 7: POST assets, GET assets with scope). Mount at /api/assets after the
 * file route (GET /api/assets?assetId= answers the bytes). Every member lists; Admins add and delete.
 */
export const assetRoutes = signedInRoutes()
  .get(
    '/',
    describeRoute({
      tags: [TAG],
      summary: "The organization's assets (scope account or team) or the caller's own (scope personal); with assetId, an upload's bytes",
      description:
        'GET /api/assets?assetId={key} answers an uploaded image or video to anyone (no session), in the type told from its bytes at upload, cached for a year.',
      responses: {
        200: {
          description: 'The list, or with assetId the file',
          content: {
            'application/json': { schema: resolver(listOf(assetSchema), { typeMode: 'output' }) },
            ...Object.fromEntries([...IMAGE_TYPES, ...VIDEO_TYPES].map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
          },
        },
      },
    }),
    validate('query', assetListQuery),
    async (c) => c.json({ data: await assets.listAssets(c.env, c.var.db, c.var.caller, c.req.valid('query')) }),
  )
  .post(
    '/',
    docCreated(TAG, 'Create an asset: an external YouTube, Vimeo or Loom link, or an uploaded image or video', assetSchema),
    requireRole('super_admin'),
    validate('json', assetCreateSchema),
    async (c) => c.json({ data: await assets.createAsset(c.env, c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .post(
    '/video-uploads',
    docCreated(
      TAG,
      'With Mux connected: a video asset (processing) and the Mux direct upload URL the browser PUTs the file to',
      videoUploadAnswer,
    ),
    requireRole('super_admin'),
    validate('json', videoUploadSchema),
    async (c) => c.json({ data: await assets.createVideoUpload(c.env, c.var.db, c.var.caller, c.req.valid('json').name) }, 201),
  )
  .post(
    '/:id/video-status',
    docData(TAG, "A Mux video's state asked of Mux (processing, ready with its playback id, or failed)", assetSchema),
    requireRole('super_admin'),
    validate('param', idParam),
    async (c) => c.json({ data: await assets.refreshVideo(c.env, c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .delete('/:id', docDone(TAG, 'Delete an asset no template uses'), requireRole('super_admin'), validate('param', idParam), async (c) =>
    noContent(c, assets.deleteAsset(c.env, c.var.db, c.var.caller, c.req.valid('param').id)),
  );

/** Asset templates (spec section 3), for campaign router pages and meeting links. Mount at /api/asset-templates. */
export const assetTemplateRoutes = signedInRoutes()
  .get('/', docList(TAG, "The organization's asset templates, the system one first", assetTemplateSchema), async (c) =>
    c.json({ data: await assets.listTemplates(c.env, c.var.db, c.var.caller) }),
  )
  .get('/meeting-links', docData(TAG, "The template meeting links' booking pages use", meetingLinkTemplateAnswer), async (c) =>
    c.json({ data: await assets.meetingLinkTemplate(c.var.db, c.var.caller) }),
  )
  .put(
    '/meeting-links',
    docData(TAG, "Choose the template every meeting link's booking page uses (the system one: the plain page)", meetingLinkTemplateAnswer),
    requireRole('super_admin'),
    validate('json', meetingLinkTemplateSchema),
    async (c) => c.json({ data: await assets.setMeetingLinkTemplate(c.var.db, c.var.caller, c.req.valid('json').templateId) }),
  )
  .get('/:id', docData(TAG, 'One asset template', assetTemplateSchema), validate('param', idParam), async (c) =>
    c.json({ data: await assets.getTemplate(c.env, c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .post(
    '/',
    docCreated(TAG, 'Create an asset template', assetTemplateSchema),
    requireRole('super_admin'),
    validate('json', assetTemplateInputSchema),
    async (c) => c.json({ data: await assets.createTemplate(c.env, c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .put(
    '/:id',
    docData(TAG, 'Update an asset template (not the system one)', assetTemplateSchema),
    requireRole('super_admin'),
    validate('param', idParam),
    validate('json', assetTemplateInputSchema),
    async (c) => c.json({ data: await assets.updateTemplate(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete(
    '/:id',
    docDone(TAG, 'Delete an asset template (not the system one)'),
    requireRole('super_admin'),
    validate('param', idParam),
    async (c) => noContent(c, assets.deleteTemplate(c.var.db, c.var.caller, c.req.valid('param').id)),
  );
