/**
 * Resend's domains API for the strict Resend fake (./resend.ts), per API key like its mail: POST /domains
 * `{ name, region? }` answers the domain with its DNS records (the return path's MX and SPF TXT under `send`, the
 * DKIM TXT under `resend._domainkey`, both relative to the registrable domain: `send.mail` for mail.acme.com);
 * GET /domains/:id, POST /domains/:id/verify (`{ object, id }`), DELETE /domains/:id (`{ object, id, deleted }`).
 * Statuses are Resend's: not_started until a verification is asked for, then pending until the records are found.
 * Errors are Resend's `{ statusCode, name, message }`: 422 missing_required_field / validation_error / invalid_region,
 * 403 "domain has been registered already", 404 not_found.
 *
 * Test-only control routes (never Resend paths): POST /__fake/domains/{name}/publish puts the records in DNS (the
 * next verification, or read of a pending domain, finds them); POST /__fake/domains/{name}/fail `{ status }` ends it
 * failed or temporary_failure.
 */
import { parse } from 'tldts';
import type { Answer } from './kit';

export type FakeDomain = {
  id: string;
  name: string;
  status: 'not_started' | 'pending' | 'verified' | 'failed' | 'temporary_failure';
  region: string;
  created_at: string;
  published: boolean;
  dkim: string;
};
export type DomainStore = Map<string, FakeDomain>;

const REGIONS = ['us-east-1', 'eu-west-1', 'sa-east-1', 'ap-northeast-1'];
const CREATE_KEYS = new Set(['name', 'region', 'custom_return_path', 'open_tracking', 'click_tracking', 'tls']);
const NAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/;

const error = (status: number, name: string, message: string): Answer => ({ status, body: { statusCode: status, message, name } });
const base64 = (n: number) => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(n))));

function view(d: FakeDomain) {
  const sub = parse(d.name).subdomain;
  const at = (label: string) => (sub ? `${label}.${sub}` : label);
  const each = d.status === 'verified' ? 'verified' : d.status;
  return {
    object: 'domain',
    id: d.id,
    name: d.name,
    status: d.status,
    created_at: d.created_at,
    region: d.region,
    records: [
      {
        record: 'SPF',
        name: at('send'),
        type: 'MX',
        ttl: 'Auto',
        status: each,
        value: `feedback-smtp.${d.region}.amazonses.com`,
        priority: 10,
      },
      { record: 'SPF', name: at('send'), value: '"v=spf1 include:amazonses.com ~all"', type: 'TXT', ttl: 'Auto', status: each },
      { record: 'DKIM', name: at('resend._domainkey'), value: `p=${d.dkim}`, type: 'TXT', status: each, ttl: 'Auto' },
    ],
  };
}

/** A request body as Resend reads it: a JSON object naming only the fields the endpoint knows, else its 422. */
export function readResendObject(raw: string, known: ReadonlySet<string>): { body: Record<string, unknown> } | { refused: Answer } {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { refused: error(422, 'validation_error', 'Invalid JSON body.') };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { refused: error(422, 'validation_error', 'The request body must be a JSON object.') };
  const unknown = Object.keys(body).filter((k) => !known.has(k));
  if (unknown.length) return { refused: error(422, 'validation_error', `Unknown field(s): ${unknown.join(', ')}.`) };
  return { body: body as Record<string, unknown> };
}

async function create(req: Request, store: DomainStore): Promise<Answer> {
  if ((req.headers.get('content-type') ?? '').split(';')[0].trim() !== 'application/json')
    return error(422, 'validation_error', 'Content-Type must be application/json.');
  const read = readResendObject(await req.text(), CREATE_KEYS);
  if ('refused' in read) return read.refused;
  const { body } = read;
  if (body.name === undefined || body.name === '') return error(422, 'missing_required_field', 'Missing `name` field.');
  const name = typeof body.name === 'string' ? body.name.toLowerCase() : '';
  const p = parse(name);
  if (!NAME.test(name) || p.isIp || !p.domain)
    return error(422, 'validation_error', 'Invalid `name` field. It must be a valid domain name.');
  const region = body.region ?? 'us-east-1';
  if (typeof region !== 'string' || !REGIONS.includes(region))
    return error(422, 'invalid_region', `Region must be one of: ${REGIONS.join(', ')}.`);
  if ([...store.values()].some((d) => d.name === name))
    return error(403, 'validation_error', `The \`${name}\` domain has been registered already.`);
  const d: FakeDomain = {
    id: crypto.randomUUID(),
    name,
    status: 'not_started',
    region,
    created_at: new Date().toISOString(),
    published: false,
    dkim: base64(162),
  };
  store.set(d.id, d);
  const { object: _o, ...created } = view(d);
  return { status: 200, body: created };
}

/** Answers a /domains request for one API key's domains, or null when the path is not the domains API. */
export async function routeDomains(req: Request, path: string, store: DomainStore): Promise<Answer | null> {
  if (path === '/domains') {
    if (req.method === 'POST') return create(req, store);
    if (req.method === 'GET') return { status: 200, body: { object: 'list', has_more: false, data: [...store.values()].map(view) } };
    return error(405, 'method_not_allowed', 'Method is not allowed for the requested path.');
  }
  const m = /^\/domains\/([^/]+)(\/verify)?$/.exec(path);
  if (!m) return null;
  const d = store.get(decodeURIComponent(m[1]));
  if (!d) return error(404, 'not_found', 'Domain not found');
  if (m[2]) {
    if (req.method !== 'POST') return error(405, 'method_not_allowed', 'Method is not allowed for the requested path.');
    d.status = d.published ? 'verified' : 'pending';
    return { status: 200, body: { object: 'domain', id: d.id } };
  }
  if (req.method === 'GET') {
    // Resend keeps checking a domain whose verification was asked for: records now in DNS are found on their own.
    if ((d.status === 'pending' || d.status === 'temporary_failure') && d.published) d.status = 'verified';
    return { status: 200, body: view(d) };
  }
  if (req.method === 'DELETE') {
    store.delete(d.id);
    return { status: 200, body: { object: 'domain', id: d.id, deleted: true } };
  }
  return error(405, 'method_not_allowed', 'Method is not allowed for the requested path.');
}

/** The test-only control routes of the domains (see the module comment); null when the path is not one. */
export async function controlDomains(req: Request, path: string, store: DomainStore): Promise<Answer | null> {
  const m = /^\/__fake\/domains\/([^/]+)\/(publish|fail)$/.exec(path);
  if (!m || req.method !== 'POST') return null;
  const d = [...store.values()].find((x) => x.name === decodeURIComponent(m[1]));
  if (!d) return { status: 404, body: { error: 'no such domain' } };
  if (m[2] === 'publish') d.published = true;
  else {
    const { status = 'failed' } = (await req.json().catch(() => ({}))) as { status?: string };
    d.status = status === 'temporary_failure' ? 'temporary_failure' : 'failed';
    d.published = false;
  }
  return { status: 204 };
}

/** Resend refuses a From on a domain of the account that is not verified; domains the account never added are left alone here. */
export function unverifiedFrom(store: DomainStore, address: string): Answer | null {
  const domain = address.split('@').pop()!.toLowerCase();
  const d = [...store.values()].find((x) => x.name === domain);
  if (!d || d.status === 'verified') return null;
  return error(
    403,
    'validation_error',
    `The ${domain} domain is not verified. Please, add and verify your domain on https://resend.com/domains`,
  );
}
