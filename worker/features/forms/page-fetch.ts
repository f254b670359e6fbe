/** Why a page could not be fetched; the route answers every reason with the same 422 the user can act on. */
export class PageFetchError extends Error {
  constructor(readonly reason: 'invalid_url' | 'blocked_host' | 'timeout' | 'network' | 'http_status' | 'not_html' | 'too_many_redirects') {
    super(reason);
  }
}

export type PageFetchOptions = {
  /** Only outside production: loopback and private hosts (the dev server, test fixtures) may be fetched. */
  allowPrivateHosts: boolean;
  fetcher?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

export type FetchedPage = { url: string; html: string; truncated: boolean };

const PAGE_TIMEOUT_MS = 5_000;
const PAGE_MAX_BYTES = 1024 * 1024;

function ipv4(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const n = parts.map(Number);
  return n.every((x) => x <= 255) ? n : null;
}

function privateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/**
 * True for hosts a server-side fetch must never reach from production: loopback, private, link-local
 * and reserved addresses, and names that only resolve inside a network. The WHATWG URL parser has
 * already normalised decimal, octal and hex IPv4 forms to dotted quads.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.') && !host.startsWith('[')) return true;
  if (host === 'localhost' || /\.(localhost|local|internal|intranet|lan|home\.arpa)$/.test(host)) return true;
  const v4 = ipv4(host);
  if (v4) return privateIpv4(v4);
  if (host.startsWith('[')) {
    const v6 = host.slice(1, -1);
    if (v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6)) return true;
    const mapped = v6.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
    if (mapped) return privateIpv4(ipv4(mapped[1]) ?? [0]);
    const mappedHex = v6.match(/^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
    if (mappedHex) {
      const hi = parseInt(mappedHex[1], 16);
      return privateIpv4([hi >> 8, hi & 255]);
    }
    return false;
  }
  return false;
}

function checkUrl(raw: string, allowPrivateHosts: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PageFetchError('invalid_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PageFetchError('invalid_url');
  if (url.username || url.password) throw new PageFetchError('invalid_url');
  if (!allowPrivateHosts && isPrivateHost(url.hostname)) throw new PageFetchError('blocked_host');
  return url;
}

async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<{ html: string; truncated: boolean }> {
  if (!body) return { html: '', truncated: false };
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let html = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { html: html + decoder.decode(), truncated: false };
    const room = maxBytes - size;
    if (value.byteLength > room) {
      html += decoder.decode(value.subarray(0, room));
      await reader.cancel();
      return { html, truncated: true };
    }
    size += value.byteLength;
    html += decoder.decode(value, { stream: true });
  }
}

/**
 * Fetches an outside page for form detection: http(s) only, every redirect hop re-checked against the
 * host rules, 5 seconds in all and at most 1 MB read (the rest is cut off, forms usually come first).
 */
export async function fetchPage(rawUrl: string, options: PageFetchOptions): Promise<FetchedPage> {
  const { allowPrivateHosts, fetcher = fetch, timeoutMs = PAGE_TIMEOUT_MS, maxBytes = PAGE_MAX_BYTES, maxRedirects = 3 } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = checkUrl(rawUrl, allowPrivateHosts);
  const run = async (): Promise<FetchedPage> => {
    for (let hop = 0; ; hop++) {
      let res: Response;
      try {
        res = await fetcher(url.toString(), { redirect: 'manual', signal, headers: { accept: 'text/html,application/xhtml+xml', 'user-agent': 'RoutewiseFormDetector/1.0' } });
      } catch (e) {
        throw new PageFetchError(signal.aborted ? 'timeout' : 'network');
      }
      if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
        await res.body?.cancel();
        if (hop >= maxRedirects) throw new PageFetchError('too_many_redirects');
        url = checkUrl(new URL(res.headers.get('location')!, url).toString(), allowPrivateHosts);
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new PageFetchError('http_status');
      }
      const type = res.headers.get('content-type') ?? '';
      if (type && !/text\/html|application\/xhtml\+xml/i.test(type)) {
        await res.body?.cancel();
        throw new PageFetchError('not_html');
      }
      const declared = Number(res.headers.get('content-length') ?? 0);
      const { html, truncated } = await readCapped(res.body, maxBytes);
      return { url: url.toString(), html, truncated: truncated || declared > maxBytes };
    }
  };
  // The signal stops the request; the race also bounds a body that trickles in after the headers.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PageFetchError('timeout')), timeoutMs + 50);
  });
  try {
    return await Promise.race([run(), deadline]);
  } catch (e) {
    if (e instanceof PageFetchError) throw e;
    throw new PageFetchError(signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
}
