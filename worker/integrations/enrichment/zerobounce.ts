import { EnrichmentAuthError, EnrichmentError, type EnrichmentAdapter, type EmailVerification } from './adapter';
import { KeyedEnrichmentClient, obj } from './http';
import { textOf } from './normalise';

export const ZEROBOUNCE_HOST = 'api.zerobounce.net';

/**
 * ZeroBounce e-mail validation: GET /v2/validate?api_key=&email=&ip_address=. ZeroBounce reports a bad
 * key or an empty balance as 200 with an `error` field, so that is read as an auth failure.
 */
export class ZeroBounceEnrichment extends KeyedEnrichmentClient implements EnrichmentAdapter {
  readonly provider = 'zerobounce';

  async verifyEmail(email: string, signal?: AbortSignal): Promise<EmailVerification | null> {
    const q = new URLSearchParams({ api_key: this.apiKey, email, ip_address: '' });
    const a = await this.call(ZEROBOUNCE_HOST, `/v2/validate?${q}`, { method: 'GET', headers: { accept: 'application/json' } }, signal);
    const b = obj(a.body);
    if (textOf(b.error)) {
      if (/api key|credits/i.test(String(b.error))) throw new EnrichmentAuthError(this.provider, String(b.error));
      throw new EnrichmentError(this.provider, String(b.error));
    }
    if (a.status !== 200) throw new EnrichmentError(this.provider, `ZeroBounce answered ${a.status}`);
    const status = textOf(b.status)?.toLowerCase();
    return status ? { email, status, subStatus: textOf(b.sub_status) } : null;
  }
}
