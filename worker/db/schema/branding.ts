import { sqliteTable, text, integer } from 'drizzle-orm/sqlite-core';
import { accountKey } from './identity';

// One row per organization once an Admin saves its branding; an organization without one shows the
// default theme (contracts/branding DEFAULT_THEME). The logo stays on accounts.logo_url.
export const brandings = sqliteTable('brandings', {
  ...accountKey(),
  primaryColor: text('primary_color').notNull(),
  colorMode: text('color_mode', { enum: ['light', 'dark'] }).notNull(),
  style: text('style', { enum: ['classic', 'frozen_glass', 'light_default', 'sharp', 'serenity', 'retro', 'terminal'] }).notNull(),
  submitLabel: text('submit_label').notNull(),
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  metaImageUrl: text('meta_image_url'),
  faviconUrl: text('favicon_url'),
  updatedAt: integer('updated_at').notNull(),
});
