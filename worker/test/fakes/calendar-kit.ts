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
