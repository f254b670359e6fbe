// The one policy for every fetch of a URL a user typed in (a CalDAV server, a webhook receiver, a page
// to detect forms on): the worker must not become a way into private networks. Refused: schemes other
// than https (http too outside production, for local receivers), credentials in the URL, literal IPv4
// and IPv6 addresses in private, loopback, link-local (cloud metadata at 169.254.169.254), CGNAT,
// multicast and reserved ranges (also IPv4 spelled in decimal, hex or octal, or mapped into IPv6), and
// local-only names. Loopback is allowed outside production (the dev server, test receivers). An
// operator may allow named hosts of a private network (a self-hosted CalDAV server) through
// OUTBOUND_ALLOWED_HOSTS. Workers cannot resolve DNS before fetching, so a public name that resolves to
// a private address is left to Cloudflare's egress, which never routes to private ranges. Redirects are
// followed by hand, each hop checked again; time and size are bounded.
import type { Env } from '../env';

export type OutboundPolicy = { production: boolean; allowedHosts: string[] };
export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

export class OutboundUrlError extends Error {
  constructor(
    readonly reason: 'refused' | 'timeout' | 'too_many_redirects' | 'too_large',
    message: string,
  ) {
    super(message);
  }
}

/** The policy of a deployment: production or not, and the operator's allowlist (comma- or space-separated host names, "*.corp.example" for a domain). */
export function outboundPolicy(env: Pick<Env, 'APP_ENV'> & { OUTBOUND_ALLOWED_HOSTS?: string }): OutboundPolicy {
  return {
    production: env.APP_ENV === 'production',
    allowedHosts: (env.OUTBOUND_ALLOWED_HOSTS ?? '')
      .split(/[\s,]+/)
      .map((h) => h.trim().toLowerCase().replace(/\.$/, ''))
      .filter(Boolean),
  };
}

const LOCAL_NAMES = /(^|\.)(local|internal|intranet|lan|home\.arpa|localdomain)$/i;

/** Parses an IPv4 literal in any form URL parsers accept (dotted, decimal, hex, octal parts). */
export function parseIPv4(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length < 1 || parts.length > 4 || parts.some((p) => p === '')) return null;
  const nums: number[] = [];
  for (const p of parts) {
    let n: number;
    if (/^0x[0-9a-f]*$/i.test(p)) n = p.length === 2 ? 0 : parseInt(p.slice(2), 16);
    else if (/^0[0-7]+$/.test(p)) n = parseInt(p, 8);
    else if (/^(0|[1-9][0-9]*)$/.test(p)) n = Number(p);
    else return null;
    nums.push(n);
  }
  const last = nums.pop()!;
  if (nums.some((n) => n > 255) || last >= 256 ** (4 - nums.length)) return null;
  const bytes = [...nums];
  for (let i = 4 - nums.length - 1; i >= 0; i--) bytes.push(Math.floor(last / 256 ** i) % 256);
  return bytes;
}

function blockedIPv4([a, b, c]: number[]): string | null {
  if (a === 0) return 'unspecified';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 127) return 'loopback';
  if (a === 169 && b === 254) return 'link-local';
  if (a === 100 && b >= 64 && b <= 127) return 'carrier-grade NAT';
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return 'reserved';
  if (a === 198 && (b === 18 || b === 19)) return 'benchmarking';
  if ((a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) return 'documentation';
  if (a >= 224) return a === 255 ? 'broadcast' : a < 240 ? 'multicast' : 'reserved';
  return null;
}

/** Expands an IPv6 literal (without brackets) to 8 groups, or null. */
export function parseIPv6(host: string): number[] | null {
  let h = host.toLowerCase();
  const zone = h.indexOf('%');
  if (zone >= 0) h = h.slice(0, zone);
  let tail: number[] = [];
  const lastColon = h.lastIndexOf(':');
  if (h.slice(lastColon + 1).includes('.')) {
    const v4 = parseIPv4(h.slice(lastColon + 1));
    if (!v4 || h.slice(lastColon + 1).split('.').length !== 4) return null;
    tail = [(v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]];
    h = h.slice(0, lastColon + 1) + (h.endsWith('::') || lastColon === 0 ? '' : '0');
    if (h.endsWith(':0')) h = h.slice(0, -2);
    else if (h.endsWith(':') && !h.endsWith('::')) h = h.slice(0, -1);
  }
  const halves = h.split('::');
  if (halves.length > 2) return null;
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)));
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  const groupsNeeded = 8 - tail.length;
  if ([...head, ...rest].some(Number.isNaN)) return null;
  if (halves.length === 1 && head.length !== groupsNeeded) return null;
  if (head.length + rest.length > groupsNeeded) return null;
  const zeros = groupsNeeded - head.length - rest.length;
  if (halves.length === 2 && zeros < 1 && head.length + rest.length === groupsNeeded) return null;
  return [...head, ...Array(zeros).fill(0), ...rest, ...tail];
}

function blockedIPv6(g: number[]): string | null {
  if (g.every((x) => x === 0)) return 'unspecified';
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::/96) carry an IPv4 address.
  const embedsV4 =
    (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) ||
    (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0));
  if (embedsV4) return blockedIPv4([g[6] >> 8, g[6] & 255, g[7] >> 8, g[7] & 255]) ?? null;
  if ((g[0] & 0xfe00) === 0xfc00) return 'private';
  if ((g[0] & 0xffc0) === 0xfe80) return 'link-local';
  if ((g[0] & 0xffc0) === 0xfec0) return 'site-local';
  if ((g[0] & 0xff00) === 0xff00) return 'multicast';
  if (g[0] === 0x2001 && g[1] === 0x0db8) return 'documentation';
  return null;
}

const allowed = (host: string, list: string[]) => list.some((a) => (a.startsWith('*.') ? host.endsWith(a.slice(1)) : host === a));

/** Whether the worker may fetch this URL under the policy, and the parsed URL when it may. */
export function checkOutboundUrl(raw: string, policy: OutboundPolicy): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !policy.production))
    return { ok: false, reason: policy.production ? 'only https URLs' : 'only http and https URLs' };
  if (url.username || url.password) return { ok: false, reason: 'credentials in the URL' };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (allowed(host, policy.allowedHosts)) return { ok: true, url };
  const verdict = (why: string | null): UrlVerdict =>
    why === null || (why === 'loopback' && !policy.production) ? { ok: true, url } : { ok: false, reason: `${why} address` };
  if (host.startsWith('[')) {
    const g = parseIPv6(host.slice(1, -1));
    return g ? verdict(blockedIPv6(g)) : { ok: false, reason: 'not a valid IPv6 address' };
  }
  const v4 = /^[0-9a-fx.]+$/i.test(host) && /^[0-9]|^0x/i.test(host) ? parseIPv4(host) : null;
  if (v4) return verdict(blockedIPv4(v4));
  if (host === 'localhost' || host.endsWith('.localhost')) return verdict('loopback');
  if (LOCAL_NAMES.test(host) || !host.includes('.')) return { ok: false, reason: 'local network name' };
  return { ok: true, url };
}

export type OutboundOptions = {
  policy: OutboundPolicy;
  /** The whole exchange, redirects and body included. */
  timeoutMs?: number;
  /** Bytes of response body read at most; a longer body is an error (`truncate`: cut off instead). */
  maxBytes?: number;
  truncate?: boolean;
  maxRedirects?: number;
  fetcher?: typeof fetch;
};

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

async function readCapped(
  res: Response,
  maxBytes: number,
  truncate: boolean,
): Promise<{ body: Uint8Array<ArrayBuffer>; truncated: boolean }> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > maxBytes && !truncate) {
    await res.body?.cancel();
    throw new OutboundUrlError('too_large', `Answer larger than ${maxBytes} bytes`);
  }
  if (!res.body) return { body: new Uint8Array(), truncated: false };
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > maxBytes) {
      await reader.cancel();
      if (!truncate) throw new OutboundUrlError('too_large', `Answer larger than ${maxBytes} bytes`);
      chunks.push(value.subarray(0, maxBytes - size));
      size = maxBytes;
      return { body: concat(chunks, size), truncated: true };
    }
    chunks.push(value);
    size += value.byteLength;
  }
  return { body: concat(chunks, size), truncated: declared > maxBytes };
}

function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * fetch() under the policy. Redirects are followed by hand unless the caller asked for `redirect:
 * 'manual'` (then the 3xx comes back, and the caller checks the next hop itself): a 303, or a 301/302 of
 * a POST, continues as GET. The answer's body is read here, within the deadline and the size cap, and
 * handed back buffered, with where it finally came from in its `x-final-url` header.
 */
export async function outboundFetch(raw: string, init: RequestInit, opts: OutboundOptions): Promise<Response & { truncated?: boolean }> {
  const {
    policy,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    maxBytes = DEFAULT_MAX_BYTES,
    truncate = false,
    maxRedirects = 5,
    fetcher = fetch,
  } = opts;
  const signal = init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
  const follow = init.redirect !== 'manual';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new OutboundUrlError('timeout', `No answer within ${timeoutMs} ms`)), timeoutMs + 50)),
  );
  const run = async () => {
    let current = raw;
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body;
    for (let hop = 0; ; hop++) {
      const verdict = checkOutboundUrl(current, policy);
      if (!verdict.ok) throw new OutboundUrlError('refused', `Refused: ${verdict.reason}`);
      let res: Response;
      try {
        res = await fetcher(verdict.url.toString(), { ...init, method, body, redirect: 'manual', signal });
      } catch (err) {
        if (signal.aborted) throw new OutboundUrlError('timeout', `No answer within ${timeoutMs} ms`);
        throw err;
      }
      const location = res.headers.get('location');
      if (follow && res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        if (hop >= maxRedirects) throw new OutboundUrlError('too_many_redirects', 'Too many redirects');
        current = new URL(location, verdict.url).toString();
        if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      const { body: bytes, truncated } = await readCapped(res, maxBytes, truncate);
      const headers = new Headers(res.headers);
      headers.set('x-final-url', verdict.url.toString());
      const out = new Response(res.status === 204 || res.status === 304 || (res.status >= 100 && res.status < 200) ? null : bytes, {
        status: res.status,
        statusText: res.statusText,
        headers,
      });
      return Object.assign(out, { truncated });
    }
  };
  try {
    return await Promise.race([run(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
