import * as v from 'valibot';
import { MESSAGES, optionalUrl, requiredString, timezoneField } from './common';

const domainField = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, 'Invalid domain'),
);

export const SIGNUP_MODES = ['invite_only', 'allowed_domains'] as const;
export const SIGNUP_MODE_LABELS: Record<(typeof SIGNUP_MODES)[number], string> = {
  invite_only: 'By admin invitation only',
  allowed_domains: 'Anyone with an e-mail from an allowed domain',
};

export const updateOrganizationSchema = v.object({
  company: v.optional(requiredString('Company name is a required field')),
  logoUrl: optionalUrl,
  defaultTimezone: v.optional(timezoneField),
  domainAllowlist: v.optional(v.pipe(v.array(domainField), v.maxLength(20, 'At most 20 domains'))),
  signupMode: v.optional(v.picklist(SIGNUP_MODES, 'Choose how people can sign up')),
  timeFormat: v.optional(v.picklist(['12h', '24h'])),
  allowChangesAfterStart: v.optional(v.boolean()),
  onboarded: v.optional(v.boolean()),
});
export type UpdateOrganizationInput = v.InferOutput<typeof updateOrganizationSchema>;

export type OrganizationDto = {
  id: string;
  company: string;
  logoUrl: string | null;
  defaultTimezone: string;
  emailDomain: string | null;
  domainAllowlist: string[];
  signupMode: (typeof SIGNUP_MODES)[number];
  timeFormat: '12h' | '24h';
  allowChangesAfterStart: boolean;
  onboarded: boolean;
};
/** GET and PUT /api/organization/trusted-origins. */
export type TrustedOriginsDto = { trustedOrigins: string[] };
export { MESSAGES };
