import { sqliteTable, text, integer } from 'drizzle-orm/sqlite-core';
import type { UtmFieldMap } from '../../contracts/utm-params';
import { accountKey } from './identity';
import { lastEdit } from './columns';

// Settings -> Meeting -> UTM parameters: which CRM field each UTM parameter is written to (migration 0051).
export const utmMappings = sqliteTable('utm_mappings', {
  ...accountKey(),
  /** Only mapped parameters appear: { campaign: 'lead_campaign' }. */
  fields: text('fields', { mode: 'json' }).$type<UtmFieldMap>().notNull().default({}),
  ...lastEdit(),
});
