import { sqliteTable, text, integer, real, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import type { AssetCategory, AssetPosition, ExternalProvider, VideoStatus } from '../../contracts/assets';
import { requiredRef, timestamps } from './columns';
import { accounts, tenantRow } from './identity';

// An asset of the organization's library: an uploaded image or video (bytes in R2 under storage_key, served
// from /api/assets?assetId=), a video uploaded to Mux (its direct upload, asset and playback ids and state),
// or an external YouTube, Vimeo or Loom link.
export const assets = sqliteTable(
  'assets',
  {
    ...tenantRow(),
    category: text('category', { enum: ['external', 'image', 'video'] })
      .$type<AssetCategory>()
      .notNull(),
    name: text('name').notNull(),
    link: text('link').notNull(),
    provider: text('provider', { enum: ['youtube', 'vimeo', 'loom'] }).$type<ExternalProvider>(),
    storageKey: text('storage_key'),
    size: integer('size'),
    fileType: text('file_type'),
    duration: real('duration'),
    muxUploadId: text('mux_upload_id'),
    muxAssetId: text('mux_asset_id'),
    muxPlaybackId: text('mux_playback_id'),
    videoStatus: text('video_status', { enum: ['processing', 'ready', 'failed'] }).$type<VideoStatus>(),
    createdBy: text('created_by').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('assets_account_idx').on(t.accountId, t.createdAt), uniqueIndex('assets_mux_upload_idx').on(t.accountId, t.muxUploadId)],
);

// Mux webhook events applied per organization: a redelivered event (same id) changes nothing. `claim` is the
// delivery that inserted the row; the asset update of the same batch runs only for that delivery.
export const muxEvents = sqliteTable(
  'mux_events',
  {
    accountId: requiredRef('account_id', () => accounts.id),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    claim: text('claim').notNull(),
    receivedAt: integer('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.eventId] })],
);

// How a public page places an asset; one system template per organization (the plain page) is made on first use.
export const assetTemplates = sqliteTable(
  'asset_templates',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    assetPosition: text('asset_position', { enum: ['center', 'left', 'left_30', 'right', 'right_30'] })
      .$type<AssetPosition>()
      .notNull(),
    showProfileInfo: integer('show_profile_info', { mode: 'boolean' }).notNull().default(true),
    showLogo: integer('show_logo', { mode: 'boolean' }).notNull().default(true),
    system: integer('system', { mode: 'boolean' }).notNull().default(false),
    usesAccountMeta: integer('uses_account_meta', { mode: 'boolean' }).notNull().default(true),
    ogTitle: text('og_title').notNull().default(''),
    ogDescription: text('og_description').notNull().default(''),
    ogImage: text('og_image').notNull().default(''),
    assetId: text('asset_id').references(() => assets.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('asset_templates_name_idx').on(t.accountId, t.name),
    uniqueIndex('asset_templates_system_idx')
      .on(t.accountId)
      .where(sql`${t.system} = 1`),
  ],
);
