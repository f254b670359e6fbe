import { checkOutboundUrl, outboundFetch, OutboundUrlError, type OutboundPolicy } from '../../../lib/outbound-url';

/** Why a page could not be fetched; the route answers every reason with the same 422 the user can act on. */
export class PageFetchError extends Error {
  constructor(readonly reason: 'invalid_url' | 'blocked_host' | 'timeout' | 'network' | 'http_status' | 'not_html' | 'too_many_redirects') {
    super(reason);
  }
}

export type PageFetchOptions = {
  /** The outbound URL policy (worker/lib/outbound-url.ts): which hosts a user's URL may reach. */
  policy: OutboundPolicy;
  fetcher?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

export type FetchedPage = { url: string; html: string; truncated: boolean };

const PAGE_TIMEOUT_MS = 5_000;
const PAGE_MAX_BYTES = 1024 * 1024;

/** A URL the policy refuses: malformed, another scheme or credentials are an invalid URL, a private address a blocked host. */
function refusal(reason: string): PageFetchError {
  return new PageFetchError(/^(not a URL|only |credentials)/.test(reason) ? 'invalid_url' : 'blocked_host');
}

/**
 * Fetches an outside page for form detection under the outbound URL policy: every redirect hop
 * re-checked, 5 seconds in all and at most 1 MB read (the rest is cut off, forms usually come first).
 */
export async function fetchPage(rawUrl: string, options: PageFetchOptions): Promise<FetchedPage> {
  const { policy, fetcher = fetch, timeoutMs = PAGE_TIMEOUT_MS, maxBytes = PAGE_MAX_BYTES, maxRedirects = 3 } = options;
  const first = checkOutboundUrl(rawUrl, policy);
  if (!first.ok) throw refusal(first.reason);
  let res: Response & { truncated?: boolean };
  try {
    res = await outboundFetch(
      first.url.toString(),
      { headers: { accept: 'text/html,application/xhtml+xml', 'user-agent': 'RoutewiseFormDetector/1.0' } },
      { policy, fetcher, timeoutMs, maxBytes, truncate: true, maxRedirects },
    );
  } catch (e) {
    if (e instanceof OutboundUrlError)
      throw e.reason === 'refused'
        ? refusal(e.message.replace(/^Refused: /, ''))
        : new PageFetchError(e.reason === 'timeout' ? 'timeout' : e.reason === 'too_many_redirects' ? 'too_many_redirects' : 'network');
    throw new PageFetchError('network');
  }
  if (!res.ok) throw new PageFetchError('http_status');
  const type = res.headers.get('content-type') ?? '';
  if (type && !/text\/html|application\/xhtml\+xml/i.test(type)) throw new PageFetchError('not_html');
  return { url: res.headers.get('x-final-url') ?? first.url.toString(), html: await res.text(), truncated: !!res.truncated };
}
