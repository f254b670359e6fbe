import * as v from 'valibot';

/** The e-mail domain's verification state: pending until the provider finds its DNS records, failed when it gave up. */
export const EMAIL_DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;
export type EmailDomainStatus = (typeof EMAIL_DOMAIN_STATUSES)[number];

/** The spec's wording for the e-mail domain's errors (section 8, "Domain and security"). */
export const EMAIL_DOMAIN_MESSAGES = {
  invalid: 'Invalid domain. Enter a domain you own, such as acme.com or mail.acme.com',
  required: 'Domain is a required field',
  prefixInvalid: 'Notification prefix must be valid',
  prefixRequired: 'Notification prefix is a required field',
  inUse: 'The domain is already in use',
  cannotVerify: 'Cannot verify domain',
  notConfigured: 'Sending domains need a Resend API key',
  replace: 'Remove the current domain before adding another',
} as const;

/** A DNS record the customer adds, as the provider lists it: `record` says which check it satisfies. */
export type EmailDnsRecordDto = {
  record: 'DKIM' | 'SPF' | 'DMARC' | 'Return-Path' | 'Other';
  type: 'TXT' | 'MX' | 'CNAME';
  /** The record's name relative to the domain's zone, as DNS providers ask for it ("resend._domainkey"). */
  name: string;
  value: string;
  priority: number | null;
  ttl: string;
  /** The provider's check of this one record (not_started, pending, verified, failed, temporary_failure). */
  status: string;
};

/** GET /api/email-domain: the organization's sending domain, if any. */
export type EmailDomainDto = {
  domain: string;
  notificationPrefix: string;
  /** The address the organization's e-mails go from once verified ("meetings@acme.com"). */
  fromAddress: string;
  status: EmailDomainStatus;
  /** The provider's own status (not_started, pending, verified, failed, temporary_failure), null until it answered. */
  providerStatus: string | null;
  records: EmailDnsRecordDto[];
  checkedAt: string | null;
};

/**
 * The settings page: whether this server can register sending domains, the product's From (used until the domain is
 * verified), the From the organization's e-mails carry right now, and the domain.
 */
export type EmailDomainStateDto = { configured: boolean; defaultFrom: string; currentFrom: string; domain: EmailDomainDto | null };

// Shape only; the server also checks the public suffix list (core/domains/email-domain).
const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
// An e-mail local part the product can send from: letters, digits and . _ - (no dot first, last or twice in a row).
const PREFIX = /^(?=.{1,64}$)[a-z0-9](?:[a-z0-9_-]|\.(?!\.))*(?<!\.)$/;

/** A sending domain as typed: trimmed, lower-cased, a pasted scheme, path, "@" or trailing dot dropped. */
export const emailDomainField = v.pipe(
  v.string(EMAIL_DOMAIN_MESSAGES.invalid),
  v.trim(),
  v.toLowerCase(),
  v.transform((s) =>
    s
      .replace(/^https?:\/\//, '')
      .replace(/^@/, '')
      .replace(/[/?#].*$/, '')
      .replace(/\.$/, ''),
  ),
  v.nonEmpty(EMAIL_DOMAIN_MESSAGES.required),
  v.regex(DOMAIN, EMAIL_DOMAIN_MESSAGES.invalid),
);

/** The notification prefix: the local part of the From address ("meetings" -> meetings@acme.com). */
export const notificationPrefixField = v.pipe(
  v.string(EMAIL_DOMAIN_MESSAGES.prefixInvalid),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(EMAIL_DOMAIN_MESSAGES.prefixRequired),
  v.regex(PREFIX, EMAIL_DOMAIN_MESSAGES.prefixInvalid),
);

export const saveEmailDomainSchema = v.object({ domain: emailDomainField, notificationPrefix: notificationPrefixField });
export type SaveEmailDomainInput = v.InferOutput<typeof saveEmailDomainSchema>;

export const updateNotificationPrefixSchema = v.object({ notificationPrefix: notificationPrefixField });
export type UpdateNotificationPrefixInput = v.InferOutput<typeof updateNotificationPrefixSchema>;
