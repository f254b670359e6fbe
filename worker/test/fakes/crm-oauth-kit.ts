/**
 * The OAuth 2.0 server half shared by the Zoho and Pipedrive fakes: an authorize page (plain HTML with
 * an Allow button that redirects with code and state), a token endpoint taking authorization_code and
 * refresh_token grants with the client's credentials (HTTP Basic or client_id/client_secret in the
 * form body, form-encoded only), and bearer access tokens that expire. Each connected account of the
 * vendor ("org", "company") keeps its own data. Control routes (under /__fake/ on the API host) seed
 * an account with tokens at once, expire its access token, revoke its grant, or queue failures.
 */

import { standInBanner } from './stand-in-banner';
import { controlBody } from './kit';

export type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
export const respond = (a: Answer) =>
  new Response(a.body === undefined ? null : typeof a.body === 'string' ? a.body : JSON.stringify(a.body), {
    status: a.status,
    headers: {
      ...(a.body === undefined
        ? {}
        : { 'content-type': typeof a.body === 'string' ? 'text/html; charset=utf-8' : 'application/json;charset=utf-8' }),
      ...a.headers,
    },
  });

export type OAuthAccount = { id: string; revoked: boolean; failNext: Answer[]; calls: { method: string; path: string; body: unknown }[] };

export function oauthServer<A extends OAuthAccount>(opts: {
  /** The vendor as its consent page names it. */
  vendor: string;
  client: { id: string; secret: string };
  accessTtlSeconds: number;
  /** Extra fields of a token answer (Zoho and Pipedrive's api_domain). */
  tokenExtras: (account: A) => Record<string, unknown>;
  /** How the vendor answers a dead refresh token or code. */
  deadGrant: () => Answer;
  /** The vendor's answer to a missing, expired or unknown access token. */
  unauthorized: () => Answer;
  newAccount: (id: string) => A;
  /** Whether refresh rotates the refresh token (Pipedrive may, Zoho never does). */
  rotateRefresh?: boolean;
  /** Extra parameters the vendor adds to the redirect back (Zoho: location and accounts-server). */
  redirectExtras?: Record<string, string>;
}) {
  const accounts = new Map<string, A>();
  const codes = new Map<string, { account: string; redirectUri: string }>();
  const access = new Map<string, { account: string; expiresAt: number }>();
  const refresh = new Map<string, string>();
  let seq = 100;

  const account = (id: string) => {
    let a = accounts.get(id);
    if (!a) accounts.set(id, (a = opts.newAccount(id)));
    return a;
  };
  const issue = (a: A, withRefresh: boolean): Record<string, unknown> => {
    const token = `at_${crypto.randomUUID()}`;
    access.set(token, { account: a.id, expiresAt: Date.now() + opts.accessTtlSeconds * 1000 });
    const out: Record<string, unknown> = {
      access_token: token,
      token_type: 'Bearer',
      expires_in: opts.accessTtlSeconds,
      ...opts.tokenExtras(a),
    };
    if (withRefresh) {
      const r = `rt_${crypto.randomUUID()}`;
      refresh.set(r, a.id);
      out.refresh_token = r;
    }
    return out;
  };

  function clientOk(req: Request, form: URLSearchParams) {
    const basic = /^Basic (.+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    const [id, secret] = basic ? atob(basic).split(':') : [form.get('client_id'), form.get('client_secret')];
    return id === opts.client.id && secret === opts.client.secret;
  }

  return {
    accounts,
    account,
    /** A new account with tokens issued at once (what a finished connect flow leaves behind). */
    connect(): { account: A; tokens: Record<string, unknown> } {
      const a = account(`acc${++seq}`);
      return { account: a, tokens: issue(a, true) };
    },
    /** A new account and a one-time code for a redirect URI (the browser flow). */
    code(redirectUri: string) {
      const a = account(`acc${++seq}`);
      const code = `code_${crypto.randomUUID()}`;
      codes.set(code, { account: a.id, redirectUri });
      return { account: a, code };
    },
    expireAccess(id: string) {
      for (const [t, v] of access) if (v.account === id) access.set(t, { ...v, expiresAt: 0 });
    },
    revoke(id: string) {
      account(id).revoked = true;
      for (const [t, v] of refresh) if (v === id) refresh.delete(t);
      for (const [t, v] of access) if (v.account === id) access.delete(t);
    },
    authorizePage(url: URL): Answer {
      const redirect = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== opts.client.id || !redirect || url.searchParams.get('response_type') !== 'code')
        return { status: 400, body: { error: 'invalid_request' } };
      const { code } = this.code(redirect);
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      for (const [k, val] of Object.entries(opts.redirectExtras ?? {})) back.searchParams.set(k, val);
      if (url.searchParams.get('state')) back.searchParams.set('state', url.searchParams.get('state')!);
      const href = back.toString().replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      return {
        status: 200,
        body: `<!doctype html><title>Authorize Routewise</title>${standInBanner(opts.vendor)}<p>Routewise wants to access your CRM.</p><a href="${href}"><button>Allow</button></a>`,
      };
    },
    async token(req: Request): Promise<Answer> {
      if (req.method !== 'POST' || (req.headers.get('content-type') ?? '').split(';')[0].trim() !== 'application/x-www-form-urlencoded')
        return { status: 400, body: { error: 'invalid_request', error_description: 'form-encoded POST required' } };
      const form = new URLSearchParams(await req.text());
      if (!clientOk(req, form)) return { status: 401, body: { error: 'invalid_client' } };
      if (form.get('grant_type') === 'authorization_code') {
        const c = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!c || c.redirectUri !== form.get('redirect_uri')) return opts.deadGrant();
        return { status: 200, body: issue(account(c.account), true) };
      }
      if (form.get('grant_type') === 'refresh_token') {
        const id = refresh.get(form.get('refresh_token') ?? '');
        if (!id || account(id).revoked) return opts.deadGrant();
        if (opts.rotateRefresh) refresh.delete(form.get('refresh_token')!);
        return { status: 200, body: issue(account(id), opts.rotateRefresh ?? false) };
      }
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    },
    /** The account an API request acts for, or the vendor's 401. */
    bearer(req: Request, scheme = 'Bearer'): A | Answer {
      const token = new RegExp(`^${scheme} (\\S+)$`).exec(req.headers.get('authorization') ?? '')?.[1];
      const hit = token ? access.get(token) : undefined;
      if (!hit || hit.expiresAt <= Date.now() || account(hit.account).revoked) return opts.unauthorized();
      return account(hit.account);
    },
  };
}

/** A JSON request body, or null when it is not JSON. */
export async function jsonBody(req: Request): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'DELETE') return null;
  if ((req.headers.get('content-type') ?? '').split(';')[0].trim() !== 'application/json') return undefined;
  try {
    return await req.json();
  } catch {
    return undefined;
  }
}

/** What a control route posts: records to seed, users to add, failures to queue. */
export type ControlInput = Record<string, unknown>;

/** POST records: seeds each through the fake's own `put` and answers what was stored. */
export const seedRecords = (input: ControlInput, put: (r: Record<string, unknown>, at: number) => unknown): Answer => ({
  status: 200,
  body: { data: ((input.records ?? []) as Record<string, unknown>[]).map((r) => put(r, Number(input.at ?? Date.now()))) },
});

/** POST fail-next { status, count?, retryAfter? }: the next `count` API calls answer the vendor's failure. */
export function queueFailures(queue: Answer[], input: ControlInput, failure: (status: number) => Answer): Answer {
  for (let i = 0; i < Number(input.count ?? 1); i++) queue.push(failure(Number(input.status)));
  return { status: 204 };
}

/**
 * The control routes of an OAuth CRM fake: POST /__fake/connect and /__fake/code make an account, and
 * under /__fake/<accounts>/:id: GET its state, POST records, users, expire-access, revoke and fail-next.
 */
export function oauthControl<A extends OAuthAccount & { users: unknown[] }>(
  server: ReturnType<typeof oauthServer<A>>,
  o: {
    /** The path segment and the id's key in answers: orgs/orgId (Zoho), companies/companyId (Pipedrive). */
    accounts: string;
    idKey: string;
    noun: string;
    state: (a: A) => unknown;
    put: (a: A, input: ControlInput, r: Record<string, unknown>, at: number) => unknown;
    failure: (status: number, input: ControlInput) => Answer;
  },
) {
  const path = new RegExp(`^/__fake/${o.accounts}/([^/]+)(?:/([a-z-]+))?$`);
  return async function control(req: Request, url: URL): Promise<Answer> {
    if (url.pathname === '/__fake/connect' && req.method === 'POST') {
      const { account, tokens } = server.connect();
      return { status: 200, body: { [o.idKey]: account.id, tokens } };
    }
    if (url.pathname === '/__fake/code' && req.method === 'POST') {
      const { redirectUri } = (await req.json()) as { redirectUri: string };
      const { account, code } = server.code(redirectUri);
      return { status: 200, body: { [o.idKey]: account.id, code } };
    }
    const m = path.exec(url.pathname);
    if (!m || !server.accounts.has(m[1])) return { status: 404, body: { error: `unknown ${o.noun}` } };
    const a = server.account(m[1]);
    const input = await controlBody<ControlInput>(req);
    switch (m[2]) {
      case undefined:
        return { status: 200, body: o.state(a) };
      case 'records':
        return seedRecords(input, (r, at) => o.put(a, input, r, at));
      case 'users':
        a.users.push(...((input.users ?? []) as unknown[]));
        return { status: 204 };
      case 'expire-access':
        server.expireAccess(a.id);
        return { status: 204 };
      case 'revoke':
        server.revoke(a.id);
        return { status: 204 };
      case 'fail-next':
        return queueFailures(a.failNext, input, (status) => o.failure(status, input));
    }
    return { status: 404, body: { error: 'unknown control route' } };
  };
}
