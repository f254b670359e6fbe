import type { ProviderDomainState } from '../../core/domains/email-domain';

const TIMEOUT_MS = 15_000;
export const RESEND_API_BASE = 'https://api.resend.com';

/** A domain as Resend's domains API answers it (https://resend.com/docs/api-reference/domains). */
export type ResendDomain = ProviderDomainState & { id: string; region?: string; created_at?: string };

/** Resend refused or could not be reached (`status` 0); `name` and `message` are Resend's own (`{ statusCode, name, message }`). */
export class ResendDomainError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    readonly detail: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`Resend answered ${status} ${errorName}: ${detail}`);
  }
}

type Fetcher = (input: string, init: RequestInit) => Promise<Response>;

/** Whether this server can register sending domains: a Resend API key with full access (a sending-only key is refused by Resend). */
export const hasResendKey = (env: { RESEND_API_KEY?: string }) => Boolean(env.RESEND_API_KEY?.trim());

/**
 * Resend's domains API with plain fetch: register a sending domain (its DKIM, SPF and return-path records come
 * back), read it, ask Resend to verify it now, delete it. The key is the sender's, so the domain is verified in the
 * same Resend account that sends the organization's mail.
 */
export function resendDomains(apiKey: string, baseUrl = RESEND_API_BASE, fetcher: Fetcher = (input, init) => fetch(input, init)) {
  const base = baseUrl.replace(/\/$/, '');
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetcher(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${apiKey.trim()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new ResendDomainError(0, 'unreachable', String(err));
    }
    const json = (await res.json().catch(() => null)) as (T & { name?: string; message?: string }) | null;
    if (!res.ok || json === null) {
      const retry = Number(res.headers.get('retry-after'));
      throw new ResendDomainError(
        res.status,
        json?.name ?? 'unknown_error',
        json?.message ?? `HTTP ${res.status}`,
        Number.isFinite(retry) && res.headers.has('retry-after') ? retry : null,
      );
    }
    return json;
  }
  const at = (id: string) => `/domains/${encodeURIComponent(id)}`;
  return {
    create: (name: string) => call<ResendDomain>('POST', '/domains', { name }),
    get: (id: string) => call<ResendDomain>('GET', at(id)),
    verify: (id: string) => call<{ object: 'domain'; id: string }>('POST', `${at(id)}/verify`),
    remove: (id: string) => call<{ object: 'domain'; id: string; deleted: boolean }>('DELETE', at(id)),
  };
}
