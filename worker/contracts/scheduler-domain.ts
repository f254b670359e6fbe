import * as v from 'valibot';
import { optionalUrl } from './common';

/** Spec section 4, Domain verification. */
export const DOMAIN_STATUSES = ['pending', 'unverified', 'verified'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** The spec's wording for the scheduler domain's errors (section 8, "Links, users and domains"). */
export const DOMAIN_MESSAGES = {
  invalid: 'Invalid domain. Enter a subdomain you own, such as meet.example.com',
  inUse: 'The domain is already in use',
  cannotVerify: 'Cannot verify domain',
  notConfigured: 'Custom domains need Cloudflare for SaaS credentials',
  replace: 'Remove the current domain before adding another',
} as const;

/** A DNS record the customer adds at their DNS provider; `purpose` says which check it satisfies. */
export type DnsRecordDto = { purpose: 'routing' | 'ownership' | 'certificate'; type: 'CNAME' | 'TXT'; name: string; value: string };

/** GET /api/scheduler-domain: the organization's custom scheduler domain, if any. */
export type SchedulerDomainDto = {
  hostname: string;
  status: DomainStatus;
  /** Cloudflare's custom hostname status (pending, active, moved, ...), null until Cloudflare answered. */
  hostnameStatus: string | null;
  /** The TLS certificate's status (pending_validation, active, ...). */
  sslStatus: string | null;
  records: DnsRecordDto[];
  verificationErrors: string[];
  rootRedirectUrl: string | null;
  checkedAt: string | null;
};

/** The settings page: whether this server can create custom hostnames at all, and the domain. */
export type SchedulerDomainStateDto = { configured: boolean; domain: SchedulerDomainDto | null };

// Shape only; the server also checks with the public suffix list that it is a subdomain (core/scheduler-domain).
const HOSTNAME = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** A hostname as typed: trimmed, lower-cased, a pasted scheme, path or trailing dot dropped. */
export const hostnameField = v.pipe(
  v.string(DOMAIN_MESSAGES.invalid),
  v.trim(),
  v.toLowerCase(),
  v.transform((s) =>
    s
      .replace(/^https?:\/\//, '')
      .replace(/[/?#].*$/, '')
      .replace(/\.$/, ''),
  ),
  v.nonEmpty('Domain is a required field'),
  v.regex(HOSTNAME, DOMAIN_MESSAGES.invalid),
);

export const saveSchedulerDomainSchema = v.object({ hostname: hostnameField, rootRedirectUrl: optionalUrl });
export type SaveSchedulerDomainInput = v.InferOutput<typeof saveSchedulerDomainSchema>;

export const updateRootRedirectSchema = v.object({ rootRedirectUrl: optionalUrl });
export type UpdateRootRedirectInput = v.InferOutput<typeof updateRootRedirectSchema>;
