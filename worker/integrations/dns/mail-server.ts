import type { MailServer } from '../../contracts/routing-decision';
import { vendorUrl } from '../vendor-url';
import type { StandInEnv } from '../stand-ins';

export const DOH_HOST = 'cloudflare-dns.com';

/** The lookup must never hold a prospect: past this, the answer is `unknown` and nobody is disqualified on it. */
export const MAIL_SERVER_TIMEOUT_MS = 400;

// Cloudflare's DNS-over-HTTPS JSON API (https://developers.cloudflare.com/1.1.1.1/encryption/dns-over-https/make-api-requests/dns-json/):
// GET /dns-query?name=&type= with `accept: application/dns-json`; Status 0 is NOERROR, 3 is NXDOMAIN.
type DohAnswer = { Status: number; Answer?: { name: string; type: number; TTL: number; data: string }[] };
const MX = 15;
const A = 1;
const AAAA = 28;

/** Answers kept per isolate, by domain, until their DNS TTL (at least 5 minutes, at most an hour) runs out. */
const cache = new Map<string, { answer: Exclude<MailServer, 'unknown'>; until: number }>();
const MAX_CACHED = 5_000;

async function ask(env: StandInEnv, name: string, type: 'MX' | 'A' | 'AAAA', signal: AbortSignal): Promise<DohAnswer> {
  const url = vendorUrl(env, DOH_HOST, `/dns-query?${new URLSearchParams({ name, type })}`);
  const res = await fetch(url, { headers: { accept: 'application/dns-json' }, signal });
  if (!res.ok) throw new Error(`DNS over HTTPS answered ${res.status}`);
  return (await res.json()) as DohAnswer;
}

const records = (a: DohAnswer, type: number) => (a.Answer ?? []).filter((r) => r.type === type);

/**
 * Whether `domain` can receive e-mail, per RFC 5321 section 5.1: its MX records, or with none its address
 * records (the implicit MX). A "null MX" (RFC 7505, `0 .`) and NXDOMAIN say it cannot. Any failure or a
 * slow resolver is `unknown`, which is not cached.
 */
export async function mailServerOf(
  env: StandInEnv,
  domain: string,
  now = Date.now(),
  timeoutMs = MAIL_SERVER_TIMEOUT_MS,
): Promise<MailServer> {
  const key = domain.toLowerCase();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.answer;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const mx = await ask(env, key, 'MX', signal);
    let answer: Exclude<MailServer, 'unknown'>;
    let ttl = Math.min(...records(mx, MX).map((r) => r.TTL), 3600);
    if (mx.Status === 3) answer = 'none';
    else if (mx.Status !== 0) return 'unknown';
    else if (records(mx, MX).length) answer = records(mx, MX).every((r) => /^0\s+\.$/.test(r.data.trim())) ? 'none' : 'found';
    else {
      const [a, aaaa] = await Promise.all([ask(env, key, 'A', signal), ask(env, key, 'AAAA', signal)]);
      const addresses = [...records(a, A), ...records(aaaa, AAAA)];
      ttl = Math.min(...addresses.map((r) => r.TTL), 3600);
      answer = addresses.length ? 'found' : 'none';
    }
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, { answer, until: now + Math.max(ttl, 300) * 1000 });
    return answer;
  } catch {
    return 'unknown';
  }
}
