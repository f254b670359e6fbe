import * as v from 'valibot';
import {
  USAGE_LEVELS,
  USAGE_PERIODS,
  type ProductUsageDto,
  type UsageCredentialDto,
  type UsageIngestDto,
  type UsageScoreDto,
} from './product-usage';
import { instant, schemaOf } from './response-kit';

/** The answers of the product usage API, checked against the service's DTO types below. */

const tab = v.object({
  events: v.pipe(v.array(v.string()), v.description('Core activation events: together they make up the score')),
  advancedEvents: v.pipe(
    v.array(v.string()),
    v.description('Advanced events: each adds up to 10 points on top, capped at 100; at most 5 events in all'),
  ),
  periodDays: v.pipe(v.picklist(USAGE_PERIODS), v.description("The window, shown as 'Every N days'")),
});

export const productUsageSchema = schemaOf<ProductUsageDto>()(
  v.pipe(
    v.object({
      account: tab,
      user: tab,
      segment: v.object({
        connected: v.boolean(),
        keyHint: v.pipe(v.nullable(v.string()), v.description('The last characters of the write key')),
      }),
      http: v.object({ connected: v.boolean(), secretHint: v.nullable(v.string()) }),
      mixpanel: v.object({ connected: v.boolean(), importedAt: v.nullable(instant) }),
      seenEvents: v.pipe(v.array(v.string()), v.description('Event names received in the last 30 days, most frequent first')),
    }),
    v.metadata({
      examples: [
        {
          account: { events: ['Report Created'], advancedEvents: ['Export'], periodDays: 14 },
          user: { events: ['Login', 'Report Created'], advancedEvents: [], periodDays: 7 },
          segment: { connected: true, keyHint: '…x9Qa' },
          http: { connected: false, secretHint: null },
          mixpanel: { connected: false, importedAt: null },
          seenEvents: ['Login', 'Report Created'],
        },
      ],
    }),
  ),
);

export const usageCredentialSchema = schemaOf<UsageCredentialDto>()(
  v.pipe(
    v.object({
      value: v.pipe(v.string(), v.description('Shown this once; only its hint is kept readable')),
      hint: v.string(),
    }),
    v.metadata({ examples: [{ value: 'rwsk_3q2…', hint: '…x9Qa' }] }),
  ),
);

export const usageIngestSchema = schemaOf<UsageIngestDto>()(
  v.pipe(
    v.object({
      accepted: v.pipe(v.number(), v.description('Events stored now')),
      duplicates: v.pipe(v.number(), v.description('Events whose id was stored already; they change nothing')),
    }),
    v.metadata({ examples: [{ accepted: 2, duplicates: 1 }] }),
  ),
);

export const usageScoreSchema = schemaOf<UsageScoreDto>()(
  v.object({
    score: v.pipe(v.nullable(v.number()), v.description('0-100; null when not applicable')),
    level: v.picklist(USAGE_LEVELS),
  }),
);
