// Where a customer's webhook URL may point. A URL is data from a customer, and the worker fetching it
// must not become a way into private networks: private, loopback, link-local (cloud metadata at
// 169.254.169.254), CGNAT, multicast and reserved ranges are refused, for literal IPv4 and IPv6
// addresses (also IPv4 spelled in decimal, hex or as an IPv4-mapped IPv6) and for local-only names.
// Workers cannot resolve DNS before fetching, so a public name that resolves to a private address is
// left to Cloudflare's own egress, which never routes to private ranges.

export type SsrfVerdict = { ok: true } | { ok: false; reason: string };

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/i;

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
  const embedsV4 = (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) || (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0));
  if (embedsV4) return blockedIPv4([g[6] >> 8, g[6] & 255, g[7] >> 8, g[7] & 255]) ?? null;
  if ((g[0] & 0xfe00) === 0xfc00) return 'private';
  if ((g[0] & 0xffc0) === 0xfe80) return 'link-local';
  if ((g[0] & 0xffc0) === 0xfec0) return 'site-local';
  if ((g[0] & 0xff00) === 0xff00) return 'multicast';
  if (g[0] === 0x2001 && g[1] === 0x0db8) return 'documentation';
  return null;
}

/**
 * Whether a webhook may be delivered to this URL. `allowLoopback` is for local runs and tests only
 * (a receiver on 127.0.0.1); private and link-local ranges stay refused even then.
 */
export function checkWebhookTarget(rawUrl: string, opts: { allowLoopback: boolean }): SsrfVerdict {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'only http and https URLs' };
  if (url.username || url.password) return { ok: false, reason: 'credentials in the URL' };
  const host = url.hostname.replace(/\.$/, '');
  const loopbackOk = (why: string | null) => (why === null || (why === 'loopback' && opts.allowLoopback) ? { ok: true as const } : { ok: false as const, reason: `${why} address` });
  if (host.startsWith('[')) {
    const g = parseIPv6(host.slice(1, -1));
    return g ? loopbackOk(blockedIPv6(g)) : { ok: false, reason: 'not a valid IPv6 address' };
  }
  const v4 = /^[0-9a-fx.]+$/i.test(host) && /^[0-9]|^0x/i.test(host) ? parseIPv4(host) : null;
  if (v4) return loopbackOk(blockedIPv4(v4));
  if (/^(localhost|localhost\.localdomain)$/i.test(host) || /\.localhost$/i.test(host)) return loopbackOk('loopback');
  if (LOCAL_NAMES.test(host) || !host.includes('.')) return { ok: false, reason: 'local network name' };
  if (/^metadata(\.google\.internal)?$/i.test(host)) return { ok: false, reason: 'cloud metadata' };
  return { ok: true };
}
