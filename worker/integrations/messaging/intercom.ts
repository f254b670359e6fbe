import { usesStandIn } from '../stand-ins';
import { vendorUrl } from '../vendor-url';
import { MessagingError, excerptOf, type Fetcher } from './adapter';

// Intercom's REST API v2.11 (https://developers.intercom.com/docs/references/2.11): Bearer token, the
// Intercom-Version header on every call, JSON bodies, errors as `{ type: 'error.list', errors: [{ code,
// message }] }`, and 429 with X-RateLimit-Reset (epoch seconds) when the app's rate limit is spent.

export const INTERCOM_APP_HOST = 'app.intercom.com';
export const INTERCOM_API_HOST = 'api.intercom.io';
export const INTERCOM_VERSION = '2.11';
/** A 429 whose reset is this close is waited out in the same request; a later one is retried by the caller. */
const MAX_WAIT_SECONDS = 3;

export type IntercomEnv = {
  VENDOR_BASE_URL?: string;
  INTERCOM_CLIENT_ID?: string;
  INTERCOM_CLIENT_SECRET?: string;
  APP_ENV?: string;
  REAL_VENDORS?: string;
};

/** The Intercom app local runs and tests use (the local fake's app) when INTERCOM_CLIENT_ID is not set; production needs its own. */
const LOCAL_INTERCOM_APP = { clientId: 'fake-intercom-client-0001', clientSecret: 'fakeintercomsecret0123456789abcdef' };

/** The app's client id and secret (the secret also signs Intercom's webhooks), or null when none is configured. */
export function intercomApp(env: IntercomEnv) {
  if (env.INTERCOM_CLIENT_ID && env.INTERCOM_CLIENT_SECRET)
    return { clientId: env.INTERCOM_CLIENT_ID, clientSecret: env.INTERCOM_CLIENT_SECRET };
  return usesStandIn(env, 'intercom') ? LOCAL_INTERCOM_APP : null;
}

const requireApp = (env: IntercomEnv) => {
  const app = intercomApp(env);
  if (!app) throw new MessagingError('Intercom is not configured (INTERCOM_CLIENT_ID, INTERCOM_CLIENT_SECRET)', false);
  return app;
};

/**
 * Intercom's OAuth code flow (no PKCE, no scopes in the URL: permissions are set on the app; tokens do not
 * expire, so there is no refresh token). arctic has no Intercom provider, hence this small flow.
 */
export function intercomOAuth(env: IntercomEnv, redirectUri: string, fetcher: Fetcher = fetch) {
  const app = requireApp(env);
  return {
    authorizeUrl(state: string): string {
      const url = new URL(vendorUrl(env, INTERCOM_APP_HOST, '/oauth'));
      url.searchParams.set('client_id', app.clientId);
      url.searchParams.set('state', state);
      url.searchParams.set('redirect_uri', redirectUri);
      return url.toString();
    },
    async exchange(code: string): Promise<{ accessToken: string }> {
      const res = await fetcher(vendorUrl(env, INTERCOM_API_HOST, '/auth/eagle/token'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ code, client_id: app.clientId, client_secret: app.clientSecret }).toString(),
      });
      const text = await res.text();
      const data = (() => {
        try {
          return JSON.parse(text) as { token?: string; access_token?: string };
        } catch {
          return {};
        }
      })();
      const token = data.access_token ?? data.token;
      if (!res.ok || !token)
        throw new MessagingError(`Intercom connection failed (${res.status})`, false, res.status, null, null, excerptOf(text));
      return { accessToken: token };
    },
  };
}

export type IntercomAdmin = { id: string; name: string; email: string };
export type IntercomContact = {
  id: string;
  email: string | null;
  name: string | null;
  customAttributes: Record<string, unknown>;
  companyIds: string[];
};
export type IntercomCompany = { id: string; name: string; website: string | null };
export type IntercomConversation = { id: string; contactIds: string[]; adminAssigneeId: string | null };
export type IntercomAttribute = { name: string; label: string; dataType: string; options: string[] };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function intercomClient(env: IntercomEnv, fetcher: Fetcher = fetch) {
  async function call<T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown, attempt = 0): Promise<T> {
    const res = await fetcher(vendorUrl(env, INTERCOM_API_HOST, path), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'intercom-version': INTERCOM_VERSION,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status === 429) {
      const reset = Number(res.headers.get('x-ratelimit-reset'));
      const wait = Number.isFinite(reset) && reset > 0 ? Math.max(0, reset - Math.floor(Date.now() / 1000)) : 10;
      if (wait <= MAX_WAIT_SECONDS && attempt < 2) {
        await sleep(wait * 1000 + 100);
        return call<T>(token, method, path, body, attempt + 1);
      }
      throw new MessagingError('Intercom rate limit', true, 429, 'rate_limit_exceeded', wait, excerptOf(text));
    }
    let data: Record<string, unknown> = {};
    try {
      data = JSON.parse(text);
    } catch {
      if (res.ok) throw new MessagingError(`Intercom answered ${res.status} without JSON`, false, res.status, null, null, excerptOf(text));
    }
    if (!res.ok) {
      const first = (data.errors as { code?: string; message?: string }[] | undefined)?.[0];
      const code = first?.code ?? null;
      throw new MessagingError(
        `Intercom error: ${first?.message ?? res.status}`,
        res.status >= 500,
        res.status,
        code,
        null,
        excerptOf(text),
      );
    }
    return data as T;
  }

  const toContact = (c: Record<string, unknown>): IntercomContact => ({
    id: String(c.id),
    email: typeof c.email === 'string' ? c.email : null,
    name: typeof c.name === 'string' ? c.name : null,
    customAttributes: (c.custom_attributes as Record<string, unknown>) ?? {},
    companyIds: ((c.companies as { data?: { id: string }[] } | undefined)?.data ?? []).map((x) => String(x.id)),
  });

  return {
    async me(token: string) {
      const m = await call<{ id: string; name: string; email: string; app?: { id_code?: string; name?: string } }>(token, 'GET', '/me');
      return { adminId: String(m.id), email: m.email, name: m.name, appId: m.app?.id_code ?? '', workspaceName: m.app?.name ?? m.name };
    },
    async admins(token: string): Promise<IntercomAdmin[]> {
      const r = await call<{ admins: { id: string | number; name: string; email: string }[] }>(token, 'GET', '/admins');
      return r.admins.map((a) => ({ id: String(a.id), name: a.name, email: a.email }));
    },
    contact: async (token: string, id: string) => toContact(await call(token, 'GET', `/contacts/${encodeURIComponent(id)}`)),
    async contactByEmail(token: string, email: string): Promise<IntercomContact | null> {
      const r = await call<{ data: Record<string, unknown>[] }>(token, 'POST', '/contacts/search', {
        query: { field: 'email', operator: '=', value: email },
      });
      return r.data[0] ? toContact(r.data[0]) : null;
    },
    async company(token: string, id: string): Promise<IntercomCompany> {
      const c = await call<{ id: string; name: string; website?: string }>(token, 'GET', `/companies/${encodeURIComponent(id)}`);
      return { id: String(c.id), name: c.name, website: c.website || null };
    },
    async conversation(token: string, id: string): Promise<IntercomConversation> {
      const c = await call<{ id: string; admin_assignee_id: number | null; contacts?: { contacts: { id: string }[] } }>(
        token,
        'GET',
        `/conversations/${encodeURIComponent(id)}`,
      );
      return {
        id: String(c.id),
        contactIds: (c.contacts?.contacts ?? []).map((x) => String(x.id)),
        adminAssigneeId: c.admin_assignee_id === null ? null : String(c.admin_assignee_id),
      };
    },
    /** The contact's most recently updated conversation, or null. */
    async latestConversationOf(token: string, contactId: string): Promise<string | null> {
      const r = await call<{ conversations: { id: string }[] }>(token, 'POST', '/conversations/search', {
        query: { field: 'contact_ids', operator: '=', value: contactId },
        sort: { field: 'updated_at', order: 'descending' },
      });
      return r.conversations[0] ? String(r.conversations[0].id) : null;
    },
    /** An internal note in the conversation, written as the connecting admin. */
    note: (token: string, conversationId: string, adminId: string, body: string) =>
      call(token, 'POST', `/conversations/${encodeURIComponent(conversationId)}/reply`, {
        message_type: 'note',
        type: 'admin',
        admin_id: adminId,
        body,
      }),
    assign: (token: string, conversationId: string, adminId: string, assigneeId: string) =>
      call(token, 'POST', `/conversations/${encodeURIComponent(conversationId)}/parts`, {
        message_type: 'assignment',
        type: 'admin',
        admin_id: adminId,
        assignee_id: assigneeId,
      }),
    /** Creates the tag when it does not exist (Intercom's POST /tags finds by name), then tags the conversation. */
    async tag(token: string, conversationId: string, adminId: string, name: string) {
      const t = await call<{ id: string }>(token, 'POST', '/tags', { name });
      await call(token, 'POST', `/conversations/${encodeURIComponent(conversationId)}/tags`, { id: String(t.id), admin_id: adminId });
    },
    async contactAttributes(token: string): Promise<IntercomAttribute[]> {
      const r = await call<{ data: { name: string; label: string; data_type: string; options?: (string | { value: string })[] }[] }>(
        token,
        'GET',
        '/data_attributes?model=contact',
      );
      return r.data.map((a) => ({
        name: a.name,
        label: a.label,
        dataType: a.data_type,
        options: (a.options ?? []).map((o) => (typeof o === 'string' ? o : o.value)),
      }));
    },
  };
}
export type IntercomApi = ReturnType<typeof intercomClient>;
