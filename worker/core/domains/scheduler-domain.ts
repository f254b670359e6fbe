import { parse } from 'tldts';
import type { DnsRecordDto, DomainStatus } from '../../contracts/scheduler-domain';

/** What the decisions below read of a Cloudflare for SaaS custom hostname (its API's `result`). */
export type CustomHostnameState = {
  hostname: string;
  status: string;
  ssl?: { status?: string; validation_records?: { txt_name?: string; txt_value?: string }[]; validation_errors?: { message: string }[] };
  ownership_verification?: { type?: string; name?: string; value?: string };
  verification_errors?: string[];
};

/**
 * Why `hostname` cannot be an organization's scheduler domain, or null when it can: it must be a subdomain
 * (meet.acme.com; an apex cannot carry the CNAME the custom hostname needs) under a registrable domain of the
 * public suffix list, and not under the product's own domain (`ownHost`, the host of APP_URL).
 */
export function hostnameProblem(hostname: string, ownHost: string): 'invalid' | 'ours' | null {
  const p = parse(hostname, { allowPrivateDomains: true });
  if (p.isIp || !p.domain || !p.subdomain || p.hostname !== hostname) return 'invalid';
  if (!p.isIcann && !p.isPrivate) return 'invalid';
  const own = parse(ownHost, { allowPrivateDomains: true });
  if (hostname === ownHost || (own.domain && own.domain === p.domain)) return 'ours';
  return null;
}

// Custom hostname statuses after which Cloudflare stops trying on its own: the customer must fix DNS and check again.
const FAILED_HOSTNAME = new Set(['moved', 'deleted', 'blocked', 'pending_blocked', 'test_blocked', 'test_failed']);
const FAILED_SSL = new Set([
  'expired',
  'deleted',
  'initializing_timed_out',
  'validation_timed_out',
  'issuance_timed_out',
  'deployment_timed_out',
]);

/**
 * The spec's verification state of a custom hostname: verified once both the hostname and its certificate
 * are active; unverified when Cloudflare gave up or reports what is wrong; pending while it is still checking.
 */
export function domainStatus(h: CustomHostnameState): DomainStatus {
  const ssl = h.ssl?.status ?? '';
  if (h.status === 'active' && ssl === 'active') return 'verified';
  if (FAILED_HOSTNAME.has(h.status) || FAILED_SSL.has(ssl)) return 'unverified';
  if ((h.verification_errors ?? []).length || (h.ssl?.validation_errors ?? []).length) return 'unverified';
  return 'pending';
}

/** Cloudflare's own explanations of what it could not verify yet, for the settings page. */
export const verificationErrors = (h: CustomHostnameState): string[] => [
  ...(h.verification_errors ?? []),
  ...(h.ssl?.validation_errors ?? []).map((e) => e.message),
];

/**
 * The DNS records the customer adds: the CNAME routing the hostname to the product's fallback origin, the TXT
 * proving ownership, and the TXT records validating the certificate (until Cloudflare no longer needs them).
 */
export function dnsRecords(h: CustomHostnameState, fallbackOrigin: string): DnsRecordDto[] {
  const records: DnsRecordDto[] = [{ purpose: 'routing', type: 'CNAME', name: h.hostname, value: fallbackOrigin }];
  const own = h.ownership_verification;
  if (own?.name && own.value) records.push({ purpose: 'ownership', type: 'TXT', name: own.name, value: own.value });
  for (const r of h.ssl?.validation_records ?? [])
    if (r.txt_name && r.txt_value) records.push({ purpose: 'certificate', type: 'TXT', name: r.txt_name, value: r.txt_value });
  return records;
}

/** Where the bare hostname sends a visitor: the configured root URL redirect, else the customer's own site (the apex of their domain). */
export function rootRedirectTarget(hostname: string, rootRedirectUrl: string | null): string {
  if (rootRedirectUrl) return rootRedirectUrl;
  const domain = parse(hostname).domain;
  return `https://${domain ?? hostname}/`;
}
