// What the calendar fakes (Google, Microsoft, CalDAV) share: their answers, canned failures and the
// small OAuth pieces (PKCE S256, form bodies, OAuth error bodies).

import { respond, type Answer } from './kit';

export type { Answer } from './kit';
export type FailQueue = { path?: string; answer: Answer }[];

export const newId = () => crypto.randomUUID().replace(/-/g, '');
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const form = async (req: Request) => new URLSearchParams(await req.text());
/** The OAuth error shape of RFC 6749 section 5.2. */
export const errorBody = (status: number, error: string, description: string): Answer => ({
  status,
  body: { error, error_description: description },
});

export async function S256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Queues canned failures (a 429 carries Retry-After), optionally only for paths containing `path`. */
export function queueFailure(q: FailQueue, b: { status: number; retryAfter?: number; count?: number; path?: string }) {
  const answer: Answer = {
    status: b.status,
    body: { error: { code: b.status, message: 'Canned failure from the fake.' } },
    headers: b.status === 429 ? { 'retry-after': String(b.retryAfter ?? 1) } : undefined,
  };
  for (let i = 0; i < (b.count ?? 1); i++) q.push({ path: b.path, answer });
}
export function takeFailure(q: FailQueue, path: string): Answer | undefined {
  const i = q.findIndex((f) => !f.path || path.includes(f.path));
  return i < 0 ? undefined : q.splice(i, 1)[0].answer;
}

/** The calendar vendors send JSON as application/json; charset=UTF-8. */
export const json = (a: Answer): Response => respond(a, 'application/json; charset=UTF-8');

/** What a one-time authorization code stands for until the token endpoint exchanges it. */
export type CodeGrant = { email: string; clientId: string; redirectUri: string; challenge: string; scope: string };

/**
 * The consent form's answer: a redirect back with the state, and with `error=access_denied` when denied,
 * else with a new code granted to the login (`defaultLogin` when none was typed) plus `extra` parameters.
 */
export async function consentRedirect(
  req: Request,
  o: {
    code: string;
    defaultLogin: string;
    grant: (code: string, g: CodeGrant) => void;
    extra?: (p: URLSearchParams) => Record<string, string>;
  },
): Promise<Answer> {
  const p = await form(req);
  const redirect = new URL(p.get('redirect_uri')!);
  if (p.get('state')) redirect.searchParams.set('state', p.get('state')!);
  if (p.get('decision') !== 'allow') {
    redirect.searchParams.set('error', 'access_denied');
    return { status: 302, headers: { location: redirect.toString() } };
  }
  o.grant(o.code, {
    email: (p.get('login') || o.defaultLogin).toLowerCase(),
    clientId: p.get('client_id')!,
    redirectUri: p.get('redirect_uri')!,
    challenge: p.get('code_challenge') ?? '',
    scope: p.get('scope') ?? '',
  });
  redirect.searchParams.set('code', o.code);
  for (const [k, v] of Object.entries(o.extra?.(p) ?? {})) redirect.searchParams.set(k, v);
  return { status: 302, headers: { location: redirect.toString() } };
}
