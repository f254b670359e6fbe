import * as v from 'valibot';
import { singleLine } from './common';

/** Spec section 9: "Levels: low, medium, high, not applicable". */
export const USAGE_LEVELS = ['low', 'medium', 'high', 'not_applicable'] as const;
export type UsageLevel = (typeof USAGE_LEVELS)[number];
export const USAGE_LEVEL_LABELS: Record<UsageLevel, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  not_applicable: 'Not applicable',
};

/** Spec section 9: "Period 7, 14 or 30 days (weekly, bi-weekly, monthly), shown as 'Every N days'". */
export const USAGE_PERIODS = [7, 14, 30] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];
export const usagePeriodLabel = (days: number) => `Every ${days} days`;

/** Spec section 2: "Activation settings have account-level and user-level tabs"; users are contacts, by e-mail. */
export const USAGE_SCOPES = ['account', 'user'] as const;
export type UsageScope = (typeof USAGE_SCOPES)[number];

/** Spec section 8/9: "At most 5 product usage events". */
export const MAX_USAGE_EVENTS = 5;
/** Mixpanel onboarding fetches 14 days of data (spec section 9). */
export const MIXPANEL_IMPORT_DAYS = 14;

export const USAGE_MESSAGES = {
  tooManyEvents: 'At most 5 product usage events.',
  eventRequired: 'Event name is required',
  duplicateEvent: 'Each event can be chosen once',
  period: 'Choose every 7, 14 or 30 days',
  badSignature: 'The webhook signature does not match',
  badWriteKey: 'Invalid write key',
  mixpanelNotConnected: 'Connect Mixpanel first',
} as const;

const EventName = v.pipe(
  v.string(USAGE_MESSAGES.eventRequired),
  v.trim(),
  v.nonEmpty(USAGE_MESSAGES.eventRequired),
  v.maxLength(200, 'Must be at most 200 characters'),
  singleLine('Event name'),
);

/**
 * One tab's activation settings (spec section 3: core events, advanced events, calculation period):
 * `events` are the core events, `advancedEvents` add on top; at most 5 in all, each chosen once.
 */
export const usageSettingsSchema = v.pipe(
  v.object({
    events: v.array(EventName),
    advancedEvents: v.optional(v.array(EventName), []),
    periodDays: v.pipe(
      v.number(USAGE_MESSAGES.period),
      v.check((n) => (USAGE_PERIODS as readonly number[]).includes(n), USAGE_MESSAGES.period),
      v.transform((n) => n as UsagePeriod),
    ),
  }),
  v.forward(
    v.check((s) => s.events.length + s.advancedEvents.length <= MAX_USAGE_EVENTS, USAGE_MESSAGES.tooManyEvents),
    ['events'],
  ),
  v.forward(
    v.check(
      (s) => new Set([...s.events, ...s.advancedEvents]).size === s.events.length + s.advancedEvents.length,
      USAGE_MESSAGES.duplicateEvent,
    ),
    ['events'],
  ),
);
export type UsageSettingsInput = v.InferOutput<typeof usageSettingsSchema>;
export const usageScopeParam = v.object({ scope: v.picklist(USAGE_SCOPES, 'Choose account or user') });

/** The product usage settings page: both tabs, what is connected (never a secret) and the event names seen. */
export type UsageTabDto = { events: string[]; advancedEvents: string[]; periodDays: UsagePeriod };
export type ProductUsageDto = {
  /** Each tab's core events (`events`), advanced events and window. */
  account: UsageTabDto;
  user: UsageTabDto;
  segment: { connected: boolean; keyHint: string | null };
  http: { connected: boolean; secretHint: string | null };
  mixpanel: { connected: boolean; importedAt: string | null };
  /** Event names received in the last 30 days, most frequent first, for choosing activation events. */
  seenEvents: string[];
};

/** A credential shown once, when it is made: the Segment write key or the endpoint's signing secret. */
export type UsageCredentialDto = { value: string; hint: string };

/** What an import or an inbound call stored: new events and repeats of an id already stored. */
export type UsageIngestDto = { accepted: number; duplicates: number };

/** A subject's score as lists and details show it. */
export type UsageScoreDto = { score: number | null; level: UsageLevel };
