import * as v from 'valibot';
import { isSingleLine, MESSAGES, optionalRef, requiredString, requiredUrlField, singleLine } from './common';

/** Asset categories (spec section 3, Asset). */
export const ASSET_CATEGORIES = ['external', 'image', 'video'] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];
/** The providers an external asset link may come from (spec section 5). */
export const EXTERNAL_PROVIDERS = ['youtube', 'vimeo', 'loom'] as const;
export type ExternalProvider = (typeof EXTERNAL_PROVIDERS)[number];
/** Asset template positions (spec section 3): center is the page's background, the others sit beside the scheduler. */
export const ASSET_POSITIONS = ['center', 'left', 'left_30', 'right', 'right_30'] as const;
export type AssetPosition = (typeof ASSET_POSITIONS)[number];
export const ASSET_POSITION_LABELS: Record<AssetPosition, string> = {
  center: 'Center (background)',
  left: 'Left',
  left_30: 'Left 30%',
  right: 'Right',
  right_30: 'Right 30%',
};

/** The spec's asset limit (section 9) and its messages (sections 5 and 8). */
export const ASSET_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const ASSET_MESSAGES = {
  fileTooLarge: 'File size exceeds the maximum limit of 5 MB',
  tooLarge: 'Asset size is too large',
  notImage: 'Unable to upload image asset',
  notVideo: 'Unable to upload video asset',
  notCreated: 'Unable to create video or image asset',
  externalOnly: 'External asset URLs only from youtube, vimeo and loom',
  linkRequired: 'Link is a required field',
  nameRequired: 'Name is a required field',
  inUse: 'This asset is used by an asset template',
  templateNameTaken: 'An asset template with this name already exists',
  systemTemplate: 'The system template cannot be changed or deleted',
  selectAsset: 'Select an asset',
  selectTemplate: 'Select an asset template',
  ogTitleMax: 'Must be at most 70 characters',
  ogDescriptionMax: 'Must be at most 200 characters',
} as const;

const link = requiredUrlField(ASSET_MESSAGES.linkRequired, MESSAGES.invalidUrl, isSingleLine);

/** POST /api/assets (spec section 7): `{ asset: { category, link, meta, name } }`; an image or video link is an upload's s3Url. */
export const assetCreateSchema = v.object({
  asset: v.object({
    category: v.picklist(ASSET_CATEGORIES, 'Choose external, image or video'),
    link,
    name: requiredString(ASSET_MESSAGES.nameRequired, 120),
    meta: v.optional(
      v.object({
        // The browser reads a video's length from the file; size and type are taken from the stored object.
        duration: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(24 * 3600)))),
      }),
      {},
    ),
  }),
});
export type AssetCreateInput = v.InferOutput<typeof assetCreateSchema>;

/** GET /api/assets: scope `account` (the organization's, also what `team` is sent as) or `personal` (the caller's). */
export const assetListQuery = v.object({
  scope: v.optional(v.picklist(['account', 'team', 'personal']), 'account'),
  category: v.optional(v.picklist(ASSET_CATEGORIES)),
});

/** POST /api/assets/video-uploads: a video asset whose file the browser sends straight to Mux (when Mux is connected). */
export const videoUploadSchema = v.object({ name: requiredString(ASSET_MESSAGES.nameRequired, 120) });

/** Where a video uploaded to Mux is: processing there, ready to play, or failed. */
export const VIDEO_STATUSES = ['processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** A video streamed by Mux: its state and, once ready, its playback id and thumbnail image. */
export type AssetVideoDto = { status: VideoStatus; playbackId: string | null; thumbnailUrl: string | null };

export type AssetMetaDto = {
  size: number | null;
  fileType: string | null;
  duration: number | null;
};
export type AssetDto = {
  id: string;
  category: AssetCategory;
  name: string;
  link: string;
  /** The external link's provider and player URL; null for uploaded files. */
  provider: ExternalProvider | null;
  embedUrl: string | null;
  meta: AssetMetaDto;
  /** A video uploaded to Mux; null for files in storage and links. */
  video: AssetVideoDto | null;
  createdBy: string;
  createdAt: string;
};

/** The answer of POST /api/assets/video-uploads: the new asset and where the browser PUTs the file. */
export type VideoUploadDto = { asset: AssetDto; uploadUrl: string };

const ogText = (max: number, message: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, message), singleLine('This field')), '');

const ogImage = v.optional(
  v.pipe(
    v.string(MESSAGES.invalidUrl),
    v.trim(),
    v.maxLength(2000, MESSAGES.invalidUrl),
    v.check((s) => s === '' || (isSingleLine(s) && /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(s)), MESSAGES.invalidUrl),
  ),
  '',
);

/** An asset template as created or edited (spec section 3, Asset template). */
export const assetTemplateInputSchema = v.object({
  name: requiredString(MESSAGES.nameRequired, 100, 'Name'),
  assetPosition: v.picklist(ASSET_POSITIONS, 'Choose a position'),
  showProfileInfo: v.optional(v.boolean(), true),
  showLogo: v.optional(v.boolean(), true),
  usesAccountMeta: v.optional(v.boolean(), true),
  ogTags: v.optional(
    v.object({
      title: ogText(70, ASSET_MESSAGES.ogTitleMax),
      description: ogText(200, ASSET_MESSAGES.ogDescriptionMax),
      image: ogImage,
    }),
    { title: '', description: '', image: '' },
  ),
  assetId: v.nullish(optionalRef, null),
});
export type AssetTemplateInput = v.InferInput<typeof assetTemplateInputSchema>;

/** Which template meeting links' booking pages use (organization-wide; the system Default is the plain page). */
export const meetingLinkTemplateSchema = v.object({
  templateId: v.pipe(v.string(ASSET_MESSAGES.selectTemplate), v.trim(), v.nonEmpty(ASSET_MESSAGES.selectTemplate), v.maxLength(64)),
});
export type MeetingLinkTemplateDto = { templateId: string };
export type AssetTemplateValues = v.InferOutput<typeof assetTemplateInputSchema>;

export type AssetTemplateDto = AssetTemplateValues & {
  id: string;
  system: boolean;
  asset: AssetDto | null;
  createdAt: string;
  updatedAt: string;
};

/** What a public page (campaign router link, meeting link) shows of its asset template. */
export type PublicAssetPageDto = {
  position: AssetPosition;
  showProfileInfo: boolean;
  showLogo: boolean;
  asset: {
    category: AssetCategory;
    name: string;
    /** An uploaded image's or video's URL (a Mux video's HLS stream), or an external provider's player URL. */
    url: string;
    provider: ExternalProvider | null;
    /** A Mux video's thumbnail: shown before it plays, and where the browser cannot play the stream. */
    poster: string | null;
  } | null;
};
