import { parse } from 'tldts';
import type { EmailDnsRecordDto, EmailDomainStatus } from '../../contracts/email-domain';

/** What the decisions below read of a domain as the provider's domains API answers it (Resend's domain object). */
export type ProviderDomainState = {
  name: string;
  status: string;
  records?: { record: string; name: string; type: string; value: string; ttl?: string | number; status?: string; priority?: number }[];
};

/**
 * Why `domain` cannot be an organization's sending domain, or null when it can: a registrable domain of the public
 * suffix list or a subdomain of one (acme.com, mail.acme.com), not an address, and not the product's own domain
 * (`ownHost`, the host of APP_URL), whose mail reputation is not the customer's to use.
 */
export function emailDomainProblem(domain: string, ownHost: string): 'invalid' | 'ours' | null {
  const p = parse(domain, { allowPrivateDomains: true });
  if (p.isIp || !p.domain || p.hostname !== domain) return 'invalid';
  if (!p.isIcann && !p.isPrivate) return 'invalid';
  const own = parse(ownHost, { allowPrivateDomains: true });
  if (own.domain && own.domain === p.domain) return 'ours';
  return null;
}

/**
 * The spec's state of a provider domain: verified once the provider verified it; failed when it stopped trying
 * (Resend gives up 72 hours after the records were asked for); pending while it has not started or is still looking
 * (temporary_failure included: the provider keeps checking a record that disappeared).
 */
export function emailDomainStatus(status: string): EmailDomainStatus {
  if (status === 'verified') return 'verified';
  if (status === 'failed') return 'failed';
  return 'pending';
}

const recordKind = (r: { record: string; type: string }): EmailDnsRecordDto['record'] => {
  if (r.record === 'DKIM') return 'DKIM';
  // The MX of the return-path subdomain (Resend lists it under SPF): where bounces come back.
  if (r.record === 'SPF') return r.type === 'MX' ? 'Return-Path' : 'SPF';
  if (r.record === 'DMARC') return 'DMARC';
  return 'Other';
};

/** The DNS records to add, as the provider asks for them (DKIM, the return path's MX and SPF TXT), in its order. */
export function emailDnsRecords(d: ProviderDomainState): EmailDnsRecordDto[] {
  return (d.records ?? [])
    .filter((r) => r.type === 'TXT' || r.type === 'MX' || r.type === 'CNAME')
    .map((r) => ({
      record: recordKind(r),
      type: r.type as EmailDnsRecordDto['type'],
      name: r.name,
      value: r.value,
      priority: typeof r.priority === 'number' ? r.priority : null,
      ttl: String(r.ttl ?? 'Auto'),
      status: r.status ?? 'not_started',
    }));
}

const DISPLAY_NAME_SPECIALS = /["\\]/g;

/** `Org name <address>`: the name quoted when it holds characters a display name cannot carry bare (RFC 5322). */
export function fromHeader(name: string, address: string): string {
  const clean = name.replace(/[\u0000-\u001F\u007F<>]+/g, ' ').trim();
  if (!clean) return address;
  return /^[A-Za-z0-9 !#$%&'*+\-/=?^_`{|}~]+$/.test(clean)
    ? `${clean} <${address}>`
    : `"${clean.replace(DISPLAY_NAME_SPECIALS, '\\$&')}" <${address}>`;
}
