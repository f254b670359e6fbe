import * as v from 'valibot';
import { singleLine } from './common';

/** The five UTM parameters, by the name after `utm_`, in the order pages and settings list them. */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** The UTM values a visit came with; a parameter the page URL lacked is absent or null. */
export type UtmValues = Partial<Record<UtmKey, string | null>>;

/** The longest UTM value a submission or booking may carry (the widget clips to it). */
export const UTM_VALUE_MAX = 300;
const utmValue = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(UTM_VALUE_MAX), singleLine('UTM parameter'))));

/**
 * The `utm` of a router submission or a meeting link booking: the page URL's utm_* parameters (or the
 * tab's remembered landing ones), each at most 300 characters on one line.
 */
export const utmValuesSchema = v.optional(
  v.object({ source: utmValue, medium: utmValue, campaign: utmValue, term: utmValue, content: utmValue }),
  {},
);

/** Which CRM field each mapped UTM parameter is written to; an unmapped parameter is absent. */
export type UtmFieldMap = Partial<Record<UtmKey, string>>;

export const UTM_PARAM_MESSAGES = {
  field: 'CRM field must be at most 100 characters on one line',
  saved: 'UTM parameters saved',
} as const;

const fieldKey = v.nullable(
  v.pipe(
    v.string(UTM_PARAM_MESSAGES.field),
    v.trim(),
    v.maxLength(100, UTM_PARAM_MESSAGES.field),
    singleLine('CRM field'),
    v.transform((s) => s || null),
  ),
);

/**
 * Settings -> Meeting -> UTM parameters: each parameter maps to one CRM field key, or to nothing (null).
 * When a prospect books, the mapped parameters' values are written to those fields of their CRM record.
 */
export const utmParamsSchema = v.object({
  fields: v.object({ source: fieldKey, medium: fieldKey, campaign: fieldKey, term: fieldKey, content: fieldKey }),
});
export type UtmParamsInput = v.InferOutput<typeof utmParamsSchema>;
export type UtmParamsDto = UtmParamsInput & { updatedAt: string | null };

/** The parameters that carry a value, trimmed: what a meeting keeps of its booking's UTM values. */
export function presentUtm(utm: UtmValues | null | undefined): UtmValues {
  const out: UtmValues = {};
  for (const key of UTM_KEYS) {
    const value = utm?.[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}
