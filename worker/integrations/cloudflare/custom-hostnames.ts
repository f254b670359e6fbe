import type { CustomHostnameState } from '../../core/domains/scheduler-domain';
import { vendorUrl } from '../vendor-url';
import type { StandInEnv } from '../stand-ins';

export const CLOUDFLARE_API_HOST = 'api.cloudflare.com';
const TIMEOUT_MS = 15_000;

/** A custom hostname as Cloudflare's API answers it (https://developers.cloudflare.com/api/resources/custom_hostnames/). */
export type CustomHostname = CustomHostnameState & { id: string };

/** Cloudflare answered with `success: false` (or could not be reached: `code` 0); `messages` are Cloudflare's own. */
export class CloudflareError extends Error {
  constructor(
    readonly status: number,
    readonly codes: number[],
    readonly messages: string[],
  ) {
    super(`Cloudflare answered ${status}: ${messages.join('; ') || 'no message'}`);
  }
}

type Envelope<T> = { success: boolean; errors?: { code: number; message: string }[]; messages?: unknown[]; result: T | null };

export type CloudflareEnv = StandInEnv & { CF_ZONE_ID?: string; CF_API_TOKEN?: string };

/** Whether this server can manage custom hostnames: the zone and an API token with "SSL and Certificates: Edit". */
export const hasCloudflareCredentials = (env: CloudflareEnv) => Boolean(env.CF_ZONE_ID?.trim() && env.CF_API_TOKEN?.trim());

/**
 * Cloudflare for SaaS custom hostnames of the product's zone, with plain fetch: create (certificate validated by
 * TXT records, so it can be issued before the customer moves the CNAME), read and delete. Every answer is
 * Cloudflare's envelope `{ success, errors, messages, result }`.
 */
export function customHostnames(env: CloudflareEnv) {
  const zone = env.CF_ZONE_ID!.trim();
  const token = env.CF_API_TOKEN!.trim();
  const base = vendorUrl(env, CLOUDFLARE_API_HOST, `/client/v4/zones/${encodeURIComponent(zone)}/custom_hostnames`);

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new CloudflareError(0, [], [`unreachable: ${String(err)}`]);
    }
    const json = (await res.json().catch(() => null)) as Envelope<T> | null;
    if (!res.ok || !json?.success || json.result === null) {
      const errors = json?.errors ?? [];
      throw new CloudflareError(
        res.status,
        errors.map((e) => e.code),
        errors.map((e) => e.message),
      );
    }
    return json.result;
  }

  return {
    create: (hostname: string) => call<CustomHostname>('POST', '', { hostname, ssl: { method: 'txt', type: 'dv' } }),
    get: (id: string) => call<CustomHostname>('GET', `/${encodeURIComponent(id)}`),
    remove: (id: string) => call<{ id: string }>('DELETE', `/${encodeURIComponent(id)}`),
  };
}
