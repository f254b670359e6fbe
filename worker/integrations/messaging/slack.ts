import { OAuth2Client, OAuth2RequestError } from 'arctic';
import { vendorUrl } from '../vendor-url';
import { MessagingError, excerptOf, type ChatClient, type Fetcher, type SendOutcome } from './adapter';

// Slack's Web API answers HTTP 200 with `{ ok: false, error }` for most failures and HTTP 429 with
// Retry-After when rate limited (https://api.slack.com/web#responses, /docs/rate-limits).

export const SLACK_HOST = 'slack.com';
export const SLACK_SCOPES = ['chat:write', 'chat:write.public', 'channels:read'];
type SlackEnv = { VENDOR_BASE_URL?: string; SLACK_CLIENT_ID?: string; SLACK_CLIENT_SECRET?: string; APP_ENV?: string };

/** The Slack app local runs and tests install (the local fake's app) when SLACK_CLIENT_ID is not set; production needs its own. */
const LOCAL_SLACK_APP = { clientId: '1111111111.2222222222', clientSecret: 'fakeslacksecret0123456789abcdef' };

function slackApp(env: SlackEnv) {
  if (env.SLACK_CLIENT_ID && env.SLACK_CLIENT_SECRET) return { clientId: env.SLACK_CLIENT_ID, clientSecret: env.SLACK_CLIENT_SECRET };
  return env.APP_ENV === 'production' ? null : LOCAL_SLACK_APP;
}

/** Errors a retry cannot fix: a revoked token, a missing channel, a malformed message. */
const PERMANENT = new Set(['not_authed', 'invalid_auth', 'account_inactive', 'token_revoked', 'token_expired', 'no_permission', 'missing_scope', 'channel_not_found', 'is_archived', 'not_in_channel', 'no_text', 'msg_too_long', 'invalid_arguments', 'restricted_action', 'invalid_blocks']);
/** Errors that mean the installation is gone and must be reconnected. */
export const SLACK_AUTH_ERRORS = new Set(['not_authed', 'invalid_auth', 'account_inactive', 'token_revoked', 'token_expired']);

export function slackOAuth(env: SlackEnv, redirectUri: string) {
  const app = slackApp(env);
  if (!app) throw new MessagingError('Slack is not configured (SLACK_CLIENT_ID, SLACK_CLIENT_SECRET)', false);
  const client = new OAuth2Client(app.clientId, app.clientSecret, redirectUri);
  return {
    /** The consent page of the Slack app install (OAuth v2); Slack takes scopes comma-separated. */
    authorizeUrl(state: string): string {
      const url = client.createAuthorizationURL(vendorUrl(env, SLACK_HOST, '/oauth/v2/authorize'), state, []);
      url.searchParams.set('scope', SLACK_SCOPES.join(','));
      return url.toString();
    },
    /** Exchanges the callback's code for the bot token and the workspace it belongs to. */
    async exchange(code: string): Promise<{ accessToken: string; teamId: string; teamName: string; scope: string }> {
      try {
        const tokens = await client.validateAuthorizationCode(vendorUrl(env, SLACK_HOST, '/api/oauth.v2.access'), code, null);
        const data = tokens.data as { ok?: boolean; error?: string; access_token?: string; scope?: string; team?: { id: string; name: string } };
        if (data.ok === false || !data.access_token || !data.team) throw new MessagingError(`Slack install failed: ${data.error ?? 'no token'}`, false);
        return { accessToken: data.access_token, teamId: data.team.id, teamName: data.team.name, scope: data.scope ?? '' };
      } catch (err) {
        if (err instanceof OAuth2RequestError) throw new MessagingError(`Slack install failed: ${err.code}`, false, null, err.code);
        throw err;
      }
    },
  };
}

async function call(env: SlackEnv, fetcher: Fetcher, method: string, token: string, body: Record<string, unknown>): Promise<{ data: Record<string, unknown>; status: number; text: string }> {
  const res = await fetcher(vendorUrl(env, SLACK_HOST, `/api/${method}`), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status === 429) {
    const after = Number(res.headers.get('retry-after') ?? '30');
    throw new MessagingError('Slack rate limit', true, 429, 'ratelimited', Number.isFinite(after) ? after : 30, excerptOf(text));
  }
  if (res.status >= 500) throw new MessagingError(`Slack answered ${res.status}`, true, res.status, null, null, excerptOf(text));
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(text);
  } catch {
    throw new MessagingError(`Slack answered ${res.status} without JSON`, res.status >= 500, res.status, null, null, excerptOf(text));
  }
  if (data.ok !== true) {
    const error = String(data.error ?? 'unknown_error');
    throw new MessagingError(`Slack error: ${error}`, !PERMANENT.has(error), res.status, error, null, excerptOf(text));
  }
  return { data, status: res.status, text };
}

/** A Slack Web API client over fetch (the fake stands in through VENDOR_BASE_URL or the test outbound). */
export function slackClient(env: SlackEnv, fetcher: Fetcher = fetch): ChatClient & { channels(token: string): Promise<{ id: string; name: string }[]> } {
  return {
    async postMessage(token, channel, text): Promise<SendOutcome> {
      const { data, status, text: raw } = await call(env, fetcher, 'chat.postMessage', token, { channel, text, unfurl_links: false });
      return { externalId: `${String(data.channel)}:${String(data.ts)}`, status, excerpt: excerptOf(raw) };
    },
    async channels(token) {
      const { data } = await call(env, fetcher, 'conversations.list', token, { exclude_archived: true, types: 'public_channel', limit: 200 });
      return ((data.channels as { id: string; name: string }[]) ?? []).map((c) => ({ id: c.id, name: c.name }));
    },
  };
}
