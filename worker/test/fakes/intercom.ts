/**
 * A strict local stand-in for Intercom's REST API v2.11 (https://developers.intercom.com/docs/references/2.11):
 * OAuth (consent page at https://app.intercom.com/oauth with an "Authorize access" button; code exchange at
 * POST https://api.intercom.io/auth/eagle/token with client_id, client_secret and code), and on api.intercom.io
 * with `Authorization: Bearer <token>`, `Intercom-Version: 2.11` and JSON bodies: GET /me, GET /admins,
 * GET /contacts/{id}, POST /contacts/search, GET /companies/{id}, GET /conversations/{id}, POST /conversations/search, POST
 * /conversations/{id}/reply (message_type note), POST /conversations/{id}/parts (message_type assignment),
 * POST /tags, POST /conversations/{id}/tags, GET /data_attributes?model=contact. Errors are Intercom's
 * `{ type: 'error.list', request_id, errors: [{ code, message }] }`: 401 unauthorized (missing or wrong
 * token), 400 intercom_version_invalid (missing or unknown version), 400 parameter_invalid (unknown or
 * missing fields), 404 not_found, 429 rate_limit_exceeded with X-RateLimit-Limit/Remaining/Reset (epoch seconds).
 *
 * Every install is a new workspace, so tests side by side never see each other's data.
 * Test-only control routes (never Intercom paths), on api.intercom.io:
 *   POST /__fake/install                 (no auth) a workspace and token without the browser flow
 *   POST /__fake/contacts                (Bearer) {email, name, custom_attributes?, company?} a contact
 *   POST /__fake/conversations           (Bearer) {contact_id} a conversation that contact started
 *   POST /__fake/admins                  (Bearer) {email, name} a teammate (admin) of the workspace
 *   POST /__fake/data_attributes         (Bearer) {name, label, options} a list attribute of contacts
 *   POST /__fake/rate-limit              (Bearer) {count?, resetInSeconds?} the next calls answer 429
 *   POST /__fake/webhook                 (Bearer) {topic, item} a signed notification: {body, signature}
 *   GET  /__fake/state                   (Bearer) the workspace's conversations (notes, tags, assignees)
 */
import { controlBody, respond, type Answer } from './kit';
import { standInBanner } from './stand-in-banner';

export const INTERCOM_APP_HOST = 'app.intercom.com';
export const INTERCOM_API_HOST = 'api.intercom.io';
/** The one Intercom app the fake knows; the worker uses it when INTERCOM_CLIENT_ID is not set outside production. */
export const FAKE_INTERCOM_APP = { clientId: 'fake-intercom-client-0001', clientSecret: 'fakeintercomsecret0123456789abcdef' } as const;
/** Admins every fake workspace starts with (the demo organization's reps plus the installing admin). */
export const FAKE_INTERCOM_ADMINS = [
  { id: '814860', name: 'Ursula Admin', email: 'ursula@acme.test' },
  { id: '814861', name: 'Ravi Rep', email: 'ravi@acme.test' },
] as const;
const VERSIONS = new Set(['2.9', '2.10', '2.11', 'Unstable']);

type Note = { body: string; admin_id: string; created_at: number };
type Contact = { id: string; email: string; name: string; custom_attributes: Record<string, unknown>; company_id: string | null };
type Company = { id: string; company_id: string; name: string; website: string };
type Conversation = { id: string; contact_id: string; admin_assignee_id: string | null; notes: Note[]; tag_ids: string[] };
type Attribute = { name: string; label: string; data_type: string; options: string[] };
type Admin = { id: string; name: string; email: string };
type Workspace = {
  appId: string;
  admins: Admin[];
  token: string;
  contacts: Map<string, Contact>;
  companies: Map<string, Company>;
  conversations: Map<string, Conversation>;
  tags: Map<string, string>;
  attributes: Attribute[];
  limited: { count: number; resetAt: number };
};

const json = (body: unknown, status = 200, headers?: Record<string, string>): Answer => ({ status, body, headers });
const rand = () => crypto.randomUUID().replace(/-/g, '');
const errorList = (status: number, code: string, message: string, headers?: Record<string, string>) =>
  json({ type: 'error.list', request_id: rand().slice(0, 20), errors: [{ code, message }] }, status, headers);
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const seconds = () => Math.floor(Date.now() / 1000);

/** HMAC-SHA1 of the raw body with the app's client secret, hex: Intercom's X-Hub-Signature (`sha1=<hex>`). */
export async function intercomSignature(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
  return `sha1=${[...mac].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Refuses a body with a field the endpoint does not know or without one it needs, as Intercom does (parameter_invalid). */
function fieldsProblem(body: Record<string, unknown>, allowed: string[], required: string[]): Answer | null {
  const unknown = Object.keys(body).find((k) => !allowed.includes(k));
  if (unknown) return errorList(400, 'parameter_invalid', `${unknown} is not a valid parameter`);
  const missing = required.find((k) => body[k] === undefined || body[k] === '');
  return missing ? errorList(400, 'parameter_not_found', `${missing} is required`) : null;
}

export function createFakeIntercom() {
  const workspaces = new Map<string, Workspace>();
  const codes = new Map<string, { redirectUri: string }>();
  let nextId = 1000;
  const id = () => String(nextId++);

  const install = () => {
    const ws: Workspace = {
      appId: `app${rand().slice(0, 6)}`,
      admins: FAKE_INTERCOM_ADMINS.map((a) => ({ ...a })),
      token: `dG9rOi${rand()}`,
      contacts: new Map(),
      companies: new Map(),
      conversations: new Map(),
      tags: new Map(),
      attributes: [{ name: 'plan', label: 'Plan', data_type: 'string', options: ['Free', 'Pro', 'Enterprise'] }],
      limited: { count: 0, resetAt: 0 },
    };
    workspaces.set(ws.token, ws);
    return ws;
  };

  const contactDto = (ws: Workspace, c: Contact) => ({
    type: 'contact',
    id: c.id,
    workspace_id: ws.appId,
    external_id: null,
    role: 'user',
    email: c.email,
    name: c.name,
    custom_attributes: c.custom_attributes,
    companies: {
      type: 'list',
      data: c.company_id ? [{ type: 'company', id: c.company_id, url: `/companies/${c.company_id}` }] : [],
      total_count: c.company_id ? 1 : 0,
    },
  });
  const conversationDto = (ws: Workspace, c: Conversation) => ({
    type: 'conversation',
    id: c.id,
    state: 'open',
    admin_assignee_id: c.admin_assignee_id === null ? null : Number(c.admin_assignee_id),
    contacts: { type: 'contact.list', contacts: [{ type: 'contact', id: c.contact_id, external_id: null }] },
    tags: { type: 'tag.list', tags: c.tag_ids.map((t) => ({ type: 'tag', id: t, name: ws.tags.get(t) })) },
    conversation_parts: {
      type: 'conversation_part.list',
      conversation_parts: c.notes.map((n, i) => ({ type: 'conversation_part', id: `${c.id}${i}`, part_type: 'note', body: n.body })),
      total_count: c.notes.length,
    },
  });

  function authorizePage(url: URL): Response {
    const clientId = url.searchParams.get('client_id');
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state') ?? '';
    if (clientId !== FAKE_INTERCOM_APP.clientId || !/^https?:\/\//.test(redirectUri))
      return new Response('<h1>Invalid client_id or redirect_uri</h1>', { status: 400, headers: { 'content-type': 'text/html' } });
    const hidden = [
      ['redirect_uri', redirectUri],
      ['state', state],
    ]
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
      .join('');
    const html = `<!doctype html><html><head><title>Intercom - Connect app</title></head><body>${standInBanner('Intercom')}<h1>Routewise would like to access your Intercom workspace</h1><form method="get" action="oauth/allow">${hidden}<button type="submit">Authorize access</button></form></body></html>`;
    return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }

  function allow(url: URL): Response {
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    const code = rand();
    codes.set(code, { redirectUri });
    const to = new URL(redirectUri);
    to.searchParams.set('code', code);
    to.searchParams.set('state', url.searchParams.get('state') ?? '');
    return new Response(null, { status: 302, headers: { location: to.toString() } });
  }

  async function token(req: Request): Promise<Answer> {
    const type = (req.headers.get('content-type') ?? '').split(';')[0].trim();
    const raw = await req.text();
    const form: Record<string, string> =
      type === 'application/json' ? (JSON.parse(raw || '{}') as Record<string, string>) : Object.fromEntries(new URLSearchParams(raw));
    if (form.client_id !== FAKE_INTERCOM_APP.clientId || form.client_secret !== FAKE_INTERCOM_APP.clientSecret)
      return errorList(401, 'unauthorized', 'Invalid client credentials');
    const grant = form.code ? codes.get(form.code) : undefined;
    if (!grant) return errorList(400, 'invalid_grant', 'The authorization code is invalid or was used');
    codes.delete(form.code);
    const ws = install();
    return json({ token_type: 'Bearer', token: ws.token, access_token: ws.token });
  }

  /** A JSON object body, or the refusal Intercom answers for another content type or malformed JSON. */
  async function bodyOf(req: Request): Promise<{ body: Record<string, unknown> } | { refused: Answer }> {
    if ((req.headers.get('content-type') ?? '').split(';')[0].trim() !== 'application/json')
      return { refused: errorList(415, 'unsupported_media_type', 'Content-Type must be application/json') };
    try {
      const b = (await req.json()) as unknown;
      if (b && typeof b === 'object' && !Array.isArray(b)) return { body: b as Record<string, unknown> };
    } catch {
      // falls through to the refusal below
    }
    return { refused: errorList(400, 'parameter_invalid', 'Invalid JSON body') };
  }

  async function control(req: Request, path: string, ws: Workspace): Promise<Answer> {
    const b = await controlBody(req);
    if (path === '/__fake/state')
      return json({ conversations: [...ws.conversations.values()].map((c) => ({ ...c, tags: c.tag_ids.map((t) => ws.tags.get(t)) })) });
    if (path === '/__fake/contacts') {
      const company = b.company as { name: string; website?: string } | undefined;
      let companyId: string | null = null;
      if (company) {
        companyId = rand().slice(0, 24);
        ws.companies.set(companyId, { id: companyId, company_id: id(), name: company.name, website: company.website ?? '' });
      }
      const c: Contact = {
        id: rand().slice(0, 24),
        email: String(b.email ?? ''),
        name: String(b.name ?? ''),
        custom_attributes: (b.custom_attributes as Record<string, unknown>) ?? {},
        company_id: companyId,
      };
      ws.contacts.set(c.id, c);
      return json(contactDto(ws, c));
    }
    if (path === '/__fake/conversations') {
      const c: Conversation = { id: id(), contact_id: String(b.contact_id), admin_assignee_id: null, notes: [], tag_ids: [] };
      ws.conversations.set(c.id, c);
      return json(conversationDto(ws, c));
    }
    if (path === '/__fake/data_attributes') {
      ws.attributes.push({
        name: String(b.name),
        label: String(b.label ?? b.name),
        data_type: 'string',
        options: (b.options as string[]) ?? [],
      });
      return json(null, 204);
    }
    if (path === '/__fake/admins') {
      const a = { id: id(), name: String(b.name ?? b.email), email: String(b.email) };
      ws.admins.push(a);
      return json(a);
    }
    if (path === '/__fake/rate-limit') {
      ws.limited = { count: Number(b.count ?? 1), resetAt: seconds() + Number(b.resetInSeconds ?? 1) };
      return json(null, 204);
    }
    if (path === '/__fake/webhook') {
      const item = b.item as Record<string, unknown>;
      const full =
        item.type === 'conversation'
          ? conversationDto(ws, ws.conversations.get(String(item.id))!)
          : contactDto(ws, ws.contacts.get(String(item.id))!);
      const body = JSON.stringify({
        type: 'notification_event',
        app_id: ws.appId,
        data: { type: 'notification_event_data', item: full },
        links: {},
        id: `notif_${rand()}`,
        topic: String(b.topic),
        delivery_status: 'pending',
        delivery_attempts: 1,
        delivered_at: 0,
        first_sent_at: seconds(),
        created_at: seconds(),
        self: null,
      });
      return json({ body, signature: await intercomSignature(FAKE_INTERCOM_APP.clientSecret, body), appId: ws.appId });
    }
    return errorList(404, 'not_found', 'Resource Not Found');
  }

  async function api(req: Request, url: URL, ws: Workspace): Promise<Answer> {
    const path = url.pathname;
    const m = (re: RegExp) => re.exec(path);
    if (path === '/me' && req.method === 'GET') {
      const a = ws.admins[0];
      return json({ type: 'admin', id: a.id, email: a.email, name: a.name, app: { type: 'app', id_code: ws.appId, name: 'Acme' } });
    }
    if (path === '/admins' && req.method === 'GET')
      return json({ type: 'admin.list', admins: ws.admins.map((a) => ({ type: 'admin', ...a, away_mode_enabled: false })) });
    if (path === '/data_attributes' && req.method === 'GET') {
      const model = url.searchParams.get('model');
      if (model && !['contact', 'company', 'conversation'].includes(model)) return errorList(400, 'parameter_invalid', 'model is invalid');
      const data = (model === 'contact' || !model ? ws.attributes : []).map((a) => ({
        type: 'data_attribute',
        name: a.name,
        full_name: `custom_attributes.${a.name}`,
        label: a.label,
        data_type: a.data_type,
        ...(a.options.length ? { options: a.options } : {}),
        model: 'contact',
        custom: true,
      }));
      return json({ type: 'list', data });
    }
    let hit = m(/^\/contacts\/([^/]+)$/);
    if (hit && req.method === 'GET') {
      const c = ws.contacts.get(hit[1]);
      return c ? json(contactDto(ws, c)) : errorList(404, 'not_found', 'User Not Found');
    }
    if (path === '/contacts/search' && req.method === 'POST') {
      const parsed = await bodyOf(req);
      if ('refused' in parsed) return parsed.refused;
      const b = parsed.body;
      const bad = fieldsProblem(b, ['query', 'sort', 'pagination'], ['query']);
      if (bad) return bad;
      const q = b.query as { field?: string; operator?: string; value?: unknown } | undefined;
      if (!q || q.field !== 'email' || q.operator !== '=') return errorList(400, 'parameter_invalid', 'query is invalid');
      const data = [...ws.contacts.values()].filter((c) => c.email === q.value).map((c) => contactDto(ws, c));
      return json({ type: 'list', data, total_count: data.length, pages: { type: 'pages', page: 1, per_page: 50, total_pages: 1 } });
    }
    if (path === '/conversations/search' && req.method === 'POST') {
      const parsed = await bodyOf(req);
      if ('refused' in parsed) return parsed.refused;
      const bad = fieldsProblem(parsed.body, ['query', 'sort', 'pagination'], ['query']);
      if (bad) return bad;
      const q = parsed.body.query as { field?: string; operator?: string; value?: unknown } | undefined;
      if (!q || q.field !== 'contact_ids' || q.operator !== '=') return errorList(400, 'parameter_invalid', 'query is invalid');
      // Newest first, as the product asks with sort updated_at descending.
      const data = [...ws.conversations.values()].filter((c) => c.contact_id === q.value).reverse();
      return json({ type: 'conversation.list', conversations: data.map((c) => conversationDto(ws, c)), total_count: data.length });
    }
    hit = m(/^\/companies\/([^/]+)$/);
    if (hit && req.method === 'GET') {
      const c = ws.companies.get(hit[1]);
      return c ? json({ type: 'company', ...c, custom_attributes: {} }) : errorList(404, 'company_not_found', 'Company Not Found');
    }
    if (path === '/tags' && req.method === 'POST') {
      const parsed = await bodyOf(req);
      if ('refused' in parsed) return parsed.refused;
      const b = parsed.body;
      const bad = fieldsProblem(b, ['name', 'id'], ['name']);
      if (bad) return bad;
      const name = String(b.name);
      const existing = [...ws.tags].find(([, n]) => n === name);
      const tagId = existing?.[0] ?? id();
      ws.tags.set(tagId, name);
      return json({ type: 'tag', id: tagId, name });
    }
    hit = m(/^\/conversations\/([^/]+)(\/reply|\/parts|\/tags)?$/);
    if (!hit) return errorList(404, 'not_found', 'Resource Not Found');
    const conv = ws.conversations.get(hit[1]);
    if (!conv) return errorList(404, 'conversation_not_found', 'Conversation not found');
    if (!hit[2] && req.method === 'GET') return json(conversationDto(ws, conv));
    if (req.method !== 'POST') return errorList(404, 'not_found', 'Resource Not Found');
    const parsed = await bodyOf(req);
    if ('refused' in parsed) return parsed.refused;
    const b = parsed.body;
    const admin = (k: string) => ws.admins.some((a) => a.id === String(b[k]));
    if (hit[2] === '/reply') {
      const bad = fieldsProblem(b, ['message_type', 'type', 'admin_id', 'body'], ['message_type', 'type', 'admin_id', 'body']);
      if (bad) return bad;
      if (b.message_type !== 'note' && b.message_type !== 'comment') return errorList(400, 'parameter_invalid', 'message_type is invalid');
      if (b.type !== 'admin' || !admin('admin_id')) return errorList(400, 'parameter_invalid', 'admin_id is invalid');
      conv.notes.push({ body: String(b.body), admin_id: String(b.admin_id), created_at: seconds() });
      return json(conversationDto(ws, conv));
    }
    if (hit[2] === '/parts') {
      const bad = fieldsProblem(b, ['message_type', 'type', 'admin_id', 'assignee_id', 'body'], ['message_type', 'type', 'admin_id']);
      if (bad) return bad;
      if (b.message_type !== 'assignment') return errorList(400, 'parameter_invalid', 'message_type is invalid');
      if (b.type !== 'admin' || !admin('admin_id') || !admin('assignee_id'))
        return errorList(400, 'parameter_invalid', 'assignee_id is invalid');
      conv.admin_assignee_id = String(b.assignee_id);
      return json(conversationDto(ws, conv));
    }
    const bad = fieldsProblem(b, ['id', 'admin_id'], ['id', 'admin_id']);
    if (bad) return bad;
    if (!ws.tags.has(String(b.id))) return errorList(404, 'tag_not_found', 'Tag not found');
    if (!conv.tag_ids.includes(String(b.id))) conv.tag_ids.push(String(b.id));
    return json({ type: 'tag', id: String(b.id), name: ws.tags.get(String(b.id)) });
  }

  async function route(req: Request, url: URL): Promise<Answer | Response> {
    const path = url.pathname;
    if (url.host === INTERCOM_APP_HOST) {
      if (path === '/oauth' && req.method === 'GET') return authorizePage(url);
      if (path === '/oauth/allow' && req.method === 'GET') return allow(url);
      return errorList(404, 'not_found', 'Resource Not Found');
    }
    if (path === '/auth/eagle/token') return req.method === 'POST' ? token(req) : errorList(404, 'not_found', 'Resource Not Found');
    if (path === '/__fake/install' && req.method === 'POST') {
      const ws = install();
      return json({ token: ws.token, app_id: ws.appId });
    }
    const bearer = /^Bearer (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    const ws = bearer ? workspaces.get(bearer) : undefined;
    if (!ws) return errorList(401, 'unauthorized', 'Access Token Invalid');
    if (path.startsWith('/__fake/')) return control(req, path, ws);
    const version = req.headers.get('intercom-version');
    if (!version || !VERSIONS.has(version))
      return errorList(400, 'intercom_version_invalid', 'Intercom-Version header is missing or invalid');
    const limit = { 'x-ratelimit-limit': '10000', 'x-ratelimit-reset': String(ws.limited.resetAt || seconds() + 10) };
    if (ws.limited.count > 0) {
      ws.limited.count--;
      return errorList(429, 'rate_limit_exceeded', 'Exceeded rate limit', { ...limit, 'x-ratelimit-remaining': '0' });
    }
    const a = await api(req, url, ws);
    return { ...a, headers: { ...limit, 'x-ratelimit-remaining': '9999', ...a.headers } };
  }

  return {
    async handle(req: Request): Promise<Response> {
      const a = await route(req, new URL(req.url));
      return a instanceof Response ? a : respond(a, 'application/json; charset=utf-8');
    },
  };
}
