/**
 * A strict local stand-in for Slack on slack.com: the OAuth v2 app install (authorize page with an
 * "Allow" button at /oauth/v2/authorize, token exchange at /api/oauth.v2.access with client
 * credentials as HTTP Basic or form fields), and the Web API methods the product uses:
 * /api/chat.postMessage (Bearer bot token, JSON or form body with channel and text or blocks; a
 * member's user id as the channel is a direct message from the app, answered with its D… channel),
 * /api/conversations.list and /api/users.lookupByEmail (arguments in the query string or a form or
 * JSON body), /api/auth.test. Each method needs its scope (missing_scope with needed and provided
 * otherwise; an install has the scopes its authorize URL asked for). Web API errors are HTTP 200 with
 * `{ ok: false, error }` (not_authed, invalid_auth, channel_not_found, users_not_found, no_text,
 * invalid_arguments, ...), rate limits are HTTP 429 with Retry-After, exactly as Slack documents.
 *
 * Every install creates a new workspace, so tests side by side never see each other's messages.
 * Test-only control routes (never Slack paths):
 *   GET  /__fake/messages            (Bearer bot token) what was posted in that workspace
 *   POST /__fake/fail-next           (Bearer bot token) {status?, error?, retryAfter?, count?}
 *   POST /__fake/install             (no auth) a workspace and bot token without the browser flow; {scopes?}
 *   POST /__fake/members             (Bearer bot token) {email, name} adds a member to that workspace
 *   GET  /__fake/all-messages        (no auth) every workspace's messages, for the browser tests
 */

import { respond, type Answer } from './kit';
import { standInBanner } from './stand-in-banner';

type Posted = { channel: string; user: string | null; text: string; blocks: unknown; ts: string; teamId: string };
type Member = { id: string; name: string; email: string };
type Workspace = { id: string; name: string; token: string; scopes: string[]; members: Member[]; messages: Posted[]; failNext: Answer[] };

export const SLACK_HOST = 'slack.com';
/** The one Slack app the fake knows; local runs and browser tests configure the worker with it. */
export const FAKE_SLACK_APP = { clientId: '1111111111.2222222222', clientSecret: 'fakeslacksecret0123456789abcdef' } as const;
/** Channels every fake workspace has. */
export const FAKE_SLACK_CHANNELS = [
  { id: 'C0GENERAL01', name: 'general' },
  { id: 'C0SALES0001', name: 'sales' },
] as const;
/** Members every fake workspace starts with (the demo organization's reps). */
export const FAKE_SLACK_MEMBERS = [
  { id: 'U0URSULA001', name: 'ursula', email: 'ursula@acme.test' },
  { id: 'U0RAVI00001', name: 'ravi', email: 'ravi@acme.test' },
] as const;
/** What the Slack app asks for at install; `scope` of the authorize URL decides what a workspace grants. */
const ALL_SCOPES = ['chat:write', 'chat:write.public', 'channels:read', 'users:read', 'users:read.email'];
/** The scope each Web API method needs (https://docs.slack.dev/reference/methods). */
const METHOD_SCOPES: Record<string, string> = {
  'chat.postMessage': 'chat:write',
  'conversations.list': 'channels:read',
  'users.lookupByEmail': 'users:read.email',
};

const json = (body: unknown, status = 200, headers?: Record<string, string>): Answer => ({ status, body, headers });
const slackError = (error: string, extra: Record<string, unknown> = {}) => json({ ok: false, error, ...extra });
const rand = () => crypto.randomUUID().replace(/-/g, '');
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function createFakeSlack() {
  const workspaces = new Map<string, Workspace>();
  const codes = new Map<string, { redirectUri: string; teamName: string; scopes: string[] }>();
  let tsCounter = 1_700_000_000;

  const install = (teamName = 'Acme Workspace', scopes = ALL_SCOPES) => {
    const members = FAKE_SLACK_MEMBERS.map((m) => ({ ...m }));
    const ws: Workspace = {
      id: `T${rand().slice(0, 10).toUpperCase()}`,
      name: teamName,
      token: `xoxb-${rand().slice(0, 12)}-${rand()}`,
      scopes,
      members,
      messages: [],
      failNext: [],
    };
    workspaces.set(ws.token, ws);
    return ws;
  };
  const bearer = (req: Request) => /^Bearer (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1] ?? null;

  async function formOf(req: Request): Promise<URLSearchParams | null> {
    if ((req.headers.get('content-type') ?? '').split(';')[0].trim() !== 'application/x-www-form-urlencoded') return null;
    return new URLSearchParams(await req.text());
  }

  function authorizePage(url: URL): Response {
    const clientId = url.searchParams.get('client_id');
    const redirectUri = url.searchParams.get('redirect_uri');
    const state = url.searchParams.get('state') ?? '';
    const scope = url.searchParams.get('scope') ?? '';
    if (clientId !== FAKE_SLACK_APP.clientId || !redirectUri)
      return new Response('<h1>Invalid client_id parameter</h1>', { status: 400, headers: { 'content-type': 'text/html' } });
    if (!scope.split(',').includes('chat:write'))
      return new Response('<h1>Invalid scope</h1>', { status: 400, headers: { 'content-type': 'text/html' } });
    const hidden = [
      ['redirect_uri', redirectUri],
      ['state', state],
      ['scope', scope],
    ]
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
      .join('');
    const html = `<!doctype html><html><head><title>Slack - Install app</title></head><body>${standInBanner('Slack')}<h1>Routewise is requesting permission to access the Acme Workspace Slack workspace</h1><form method="get" action="authorize/allow">${hidden}<button type="submit">Allow</button></form></body></html>`;
    return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }

  function allow(url: URL): Response {
    const redirectUri = url.searchParams.get('redirect_uri')!;
    const code = `${rand().slice(0, 12)}.${rand().slice(0, 12)}`;
    codes.set(code, {
      redirectUri,
      teamName: 'Acme Workspace',
      scopes: url.searchParams.get('scope')?.split(',').filter(Boolean) ?? ALL_SCOPES,
    });
    const to = new URL(redirectUri);
    to.searchParams.set('code', code);
    to.searchParams.set('state', url.searchParams.get('state') ?? '');
    return new Response(null, { status: 302, headers: { location: to.toString() } });
  }

  async function access(req: Request): Promise<Answer> {
    const form = await formOf(req);
    if (!form) return slackError('invalid_form_data');
    let clientId = form.get('client_id');
    let clientSecret = form.get('client_secret');
    const basic = /^Basic (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    if (basic) [clientId, clientSecret] = atob(basic).split(':');
    if (clientId !== FAKE_SLACK_APP.clientId) return slackError('invalid_client_id');
    if (clientSecret !== FAKE_SLACK_APP.clientSecret) return slackError('bad_client_secret');
    const code = form.get('code');
    const grant = code ? codes.get(code) : undefined;
    if (!grant) return slackError('invalid_code');
    codes.delete(code!);
    if (form.get('redirect_uri') !== grant.redirectUri) return slackError('bad_redirect_uri');
    const ws = install(grant.teamName, grant.scopes);
    return json({
      ok: true,
      access_token: ws.token,
      token_type: 'bot',
      scope: ws.scopes.join(','),
      bot_user_id: 'U0BOT000001',
      app_id: 'A0ROUTEWISE',
      team: { id: ws.id, name: ws.name },
      enterprise: null,
      authed_user: { id: 'U0ADMIN0001' },
    });
  }

  /** A read method's arguments: the query string, then a form or JSON body (Slack takes all three). */
  async function argsOf(req: Request, url: URL): Promise<Record<string, unknown> | null> {
    const args: Record<string, unknown> = Object.fromEntries(url.searchParams);
    if (req.method === 'GET') return args;
    const type = (req.headers.get('content-type') ?? '').split(';')[0].trim();
    if (type === 'application/x-www-form-urlencoded') return { ...args, ...Object.fromEntries(new URLSearchParams(await req.text())) };
    if (type === 'application/json') return { ...args, ...((await req.json().catch(() => null)) as Record<string, unknown> | null) };
    return type ? null : args;
  }

  function lookupByEmail(args: Record<string, unknown>, ws: Workspace): Answer {
    const email = typeof args.email === 'string' ? args.email.trim().toLowerCase() : '';
    if (!email) return slackError('invalid_arguments');
    const m = ws.members.find((x) => x.email.toLowerCase() === email);
    if (!m) return slackError('users_not_found');
    return json({
      ok: true,
      user: {
        id: m.id,
        team_id: ws.id,
        name: m.name,
        deleted: false,
        real_name: m.name,
        is_bot: false,
        profile: { email: m.email, real_name: m.name, display_name: m.name },
      },
    });
  }

  async function postMessage(req: Request, ws: Workspace): Promise<Answer> {
    const type = (req.headers.get('content-type') ?? '').split(';')[0].trim();
    let body: Record<string, unknown>;
    if (type === 'application/json') {
      try {
        body = await req.json();
      } catch {
        return slackError('invalid_json');
      }
    } else if (type === 'application/x-www-form-urlencoded') body = Object.fromEntries(new URLSearchParams(await req.text()));
    else return slackError('invalid_arguments');
    const canned = ws.failNext.shift();
    if (canned) return canned;
    const channelArg = body.channel;
    if (typeof channelArg !== 'string' || !channelArg) return slackError('channel_not_found');
    const name = channelArg.replace(/^#/, '');
    const member = ws.members.find((m) => m.id === channelArg);
    // A user id opens the app's direct message with that member; Slack answers with the D… channel.
    const channel =
      FAKE_SLACK_CHANNELS.find((c) => c.id === channelArg || c.name === name)?.id ?? (member ? `D${member.id.slice(1)}` : undefined);
    if (!channel) return slackError('channel_not_found');
    const text = typeof body.text === 'string' ? body.text : '';
    if (!text.trim() && !Array.isArray(body.blocks)) return slackError('no_text');
    if (text.length > 40_000) return slackError('msg_too_long');
    const ts = `${tsCounter++}.000${String(ws.messages.length).padStart(3, '0')}`;
    ws.messages.push({ channel, user: member?.id ?? null, text, blocks: body.blocks ?? null, ts, teamId: ws.id });
    return json({ ok: true, channel, ts, message: { type: 'message', text, bot_id: 'B0ROUTEWISE', ts } });
  }

  async function route(req: Request, url: URL): Promise<Answer | Response> {
    const path = url.pathname;
    if (path === '/oauth/v2/authorize' && req.method === 'GET') return authorizePage(url);
    if (path === '/oauth/v2/authorize/allow' && req.method === 'GET') return allow(url);
    if (path === '/api/oauth.v2.access') return req.method === 'POST' ? access(req) : slackError('method_not_supported_for_channel_type');
    if (path === '/__fake/install' && req.method === 'POST') {
      const asked = ((await req.json().catch(() => ({}))) as { scopes?: string[] }).scopes;
      const ws = install('Acme Workspace', asked ?? ALL_SCOPES);
      return json({ ok: true, access_token: ws.token, team: { id: ws.id, name: ws.name } });
    }
    if (path === '/__fake/all-messages' && req.method === 'GET')
      return json({ ok: true, messages: [...workspaces.values()].flatMap((w) => w.messages.map((m) => ({ ...m, team: w.name }))) });
    const token = bearer(req);
    if (path.startsWith('/api/') || path.startsWith('/__fake/')) {
      if (!token) return slackError('not_authed');
      const ws = workspaces.get(token);
      if (!ws) return slackError('invalid_auth');
      if (path === '/__fake/messages') return json({ ok: true, messages: ws.messages });
      if (path === '/__fake/fail-next' && req.method === 'POST') {
        const {
          status = 200,
          error = 'internal_error',
          retryAfter = 1,
          count = 1,
        } = (await req.json()) as { status?: number; error?: string; retryAfter?: number; count?: number };
        const answer =
          status === 429
            ? json({ ok: false, error: 'ratelimited' }, 429, { 'retry-after': String(retryAfter) })
            : json({ ok: false, error }, status);
        for (let i = 0; i < count; i++) ws.failNext.push(answer);
        return json(null, 204);
      }
      if (path === '/__fake/members' && req.method === 'POST') {
        const { email, name } = (await req.json()) as { email: string; name?: string };
        const m = { id: `U${rand().slice(0, 10).toUpperCase()}`, name: name ?? email.split('@')[0], email };
        ws.members.push(m);
        return json({ ok: true, id: m.id });
      }
      const method = path.slice('/api/'.length);
      const needed = METHOD_SCOPES[method];
      if (needed && !ws.scopes.includes(needed)) return slackError('missing_scope', { needed, provided: ws.scopes.join(',') });
      if (path === '/api/auth.test')
        return json({
          ok: true,
          url: `https://${ws.name.toLowerCase().replace(/\s+/g, '-')}.slack.com/`,
          team: ws.name,
          team_id: ws.id,
          user_id: 'U0BOT000001',
          bot_id: 'B0ROUTEWISE',
        });
      if (path === '/api/users.lookupByEmail') {
        const args = await argsOf(req, url);
        if (!args) return slackError('invalid_form_data');
        const canned = ws.failNext.shift();
        return canned ?? lookupByEmail(args, ws);
      }
      if (path === '/api/conversations.list' && !(await argsOf(req, url))) return slackError('invalid_form_data');
      if (path === '/api/conversations.list')
        return json({
          ok: true,
          channels: FAKE_SLACK_CHANNELS.map((c) => ({ id: c.id, name: c.name, is_channel: true, is_member: true })),
          response_metadata: { next_cursor: '' },
        });
      if (path === '/api/chat.postMessage') return req.method === 'POST' ? postMessage(req, ws) : slackError('invalid_arguments');
      return slackError('unknown_method');
    }
    return json({ ok: false, error: 'not_found' }, 404);
  }

  return {
    async handle(req: Request): Promise<Response> {
      const a = await route(req, new URL(req.url));
      return a instanceof Response ? a : respond(a, 'application/json; charset=utf-8');
    },
    /** Every message posted in every workspace (for the browser tests' checks through the control route). */
    allMessages: () => [...workspaces.values()].flatMap((w) => w.messages),
  };
}
