import * as v from 'valibot';
import { examples, instant, schemaOf } from './response-kit';
import {
  ASSET_CATEGORIES,
  ASSET_POSITIONS,
  EXTERNAL_PROVIDERS,
  VIDEO_STATUSES,
  type AssetDto,
  type VideoUploadDto,
  type AssetTemplateDto,
  type PublicAssetPageDto,
  type MeetingLinkTemplateDto,
} from './assets';

/** The answers of the asset library (/api/assets) and asset templates (/api/asset-templates). */
export const assetSchema = schemaOf<AssetDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      category: v.picklist(ASSET_CATEGORIES),
      name: v.string(),
      link: v.pipe(v.string(), v.description('The upload URL (/api/assets?assetId=...) or the external link as pasted')),
      provider: v.nullable(v.picklist(EXTERNAL_PROVIDERS)),
      embedUrl: v.pipe(v.nullable(v.string()), v.description("An external link's player URL")),
      meta: v.object({
        size: v.pipe(v.nullable(v.number()), v.description('Bytes, read from storage')),
        fileType: v.nullable(v.string()),
        duration: v.pipe(v.nullable(v.number()), v.description("A video's length in seconds")),
      }),
      video: v.pipe(
        v.nullable(
          v.object({
            status: v.picklist(VIDEO_STATUSES),
            playbackId: v.nullable(v.string()),
            thumbnailUrl: v.pipe(
              v.nullable(v.string()),
              v.description("A ready video's thumbnail image (Mux's, or locally its stand-in's)"),
            ),
          }),
        ),
        v.description('A video uploaded to Mux: processing, ready (with its playback id) or failed; null otherwise'),
      ),
      createdBy: v.string(),
      createdAt: instant,
    }),
    examples({
      id: '0c3d5e7f-1a2b-4c4d-8e6f-7a8b9c0d1e2f',
      category: 'external',
      name: 'Product tour',
      link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      provider: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      meta: { size: null, fileType: null, duration: null },
      video: null,
      createdBy: 'demo-admin',
      createdAt: '2026-11-29T09:00:00.000Z',
    }),
  ),
);

export const assetTemplateSchema = schemaOf<AssetTemplateDto>()(
  v.object({
    id: v.string(),
    name: v.string(),
    assetPosition: v.pipe(v.picklist(ASSET_POSITIONS), v.description('center is the background; the others sit beside the scheduler')),
    showProfileInfo: v.boolean(),
    showLogo: v.boolean(),
    usesAccountMeta: v.pipe(v.boolean(), v.description("true: the page's head tags are the organization's meta; false: ogTags")),
    ogTags: v.object({ title: v.string(), description: v.string(), image: v.string() }),
    assetId: v.nullable(v.string()),
    system: v.pipe(v.boolean(), v.description("The organization's default (a plain page); it cannot be changed or deleted")),
    asset: v.nullable(assetSchema),
    createdAt: instant,
    updatedAt: instant,
  }),
);

export const publicAssetPageSchema = schemaOf<PublicAssetPageDto>()(
  v.object({
    position: v.picklist(ASSET_POSITIONS),
    showProfileInfo: v.boolean(),
    showLogo: v.boolean(),
    asset: v.nullable(
      v.object({
        category: v.picklist(ASSET_CATEGORIES),
        name: v.string(),
        url: v.string(),
        provider: v.nullable(v.picklist(EXTERNAL_PROVIDERS)),
        poster: v.nullable(v.string()),
      }),
    ),
  }),
);

export const videoUploadAnswer = schemaOf<VideoUploadDto>()(
  v.object({
    asset: assetSchema,
    uploadUrl: v.pipe(v.string(), v.description("Mux's direct upload URL: the browser PUTs the video file there")),
  }),
);

export const meetingLinkTemplateAnswer = schemaOf<MeetingLinkTemplateDto>()(
  v.object({
    templateId: v.pipe(v.string(), v.description("The template meeting links' booking pages use (the system one: the plain page)")),
  }),
);
