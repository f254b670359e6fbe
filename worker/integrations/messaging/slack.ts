import { OAuth2Client, OAuth2RequestError } from 'arctic';
import { usesStandIn } from '../stand-ins';
import { vendorUrl } from '../vendor-url';
import { MessagingError, excerptOf, type ChatClient, type Fetcher, type SendOutcome } from './adapter';

// Slack's Web API answers HTTP 200 with `{ ok: false, error }` for most failures and HTTP 429 with
// Retry-After when rate limited (https://api.slack.com/web#responses, /docs/rate-limits).

export const SLACK_HOST = 'slack.com';
// users:read.email (with users:read, which Slack requires beside it) finds a member by their e-mail.
export const SLACK_SCOPES = ['chat:write', 'chat:write.public', 'channels:read', 'users:read', 'users:read.email'];
type SlackEnv = {
  VENDOR_BASE_URL?: string;
  SLACK_CLIENT_ID?: string;
  SLACK_CLIENT_SECRET?: string;
  APP_ENV?: string;
  REAL_VENDORS?: string;
};

/** The Slack app local runs and tests install (the local fake's app) when SLACK_CLIENT_ID is not set; production needs its own. */
const LOCAL_SLACK_APP = { clientId: '1111111111.2222222222', clientSecret: 'fakeslacksecret0123456789abcdef' };

function slackApp(env: SlackEnv) {
  if (env.SLACK_CLIENT_ID && env.SLACK_CLIENT_SECRET) return { clientId: env.SLACK_CLIENT_ID, clientSecret: env.SLACK_CLIENT_SECRET };
  return usesStandIn(env, 'slack') ? LOCAL_SLACK_APP : null;
}

/** Errors a retry cannot fix: a revoked token, a missing channel, a malformed message. */
const PERMANENT = new Set([
  'not_authed',
  'invalid_auth',
  'account_inactive',
  'token_revoked',
  'token_expired',
  'no_permission',
  'missing_scope',
  'channel_not_found',
  'is_archived',
  'not_in_channel',
  'no_text',
  'msg_too_long',
  'invalid_arguments',
  'restricted_action',
  'invalid_blocks',
  'users_not_found',
  'invalid_form_data',
]);
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
        const data = tokens.data as {
          ok?: boolean;
          error?: string;
          access_token?: string;
          scope?: string;
          team?: { id: string; name: string };
        };
        if (data.ok === false || !data.access_token || !data.team)
          throw new MessagingError(`Slack install failed: ${data.error ?? 'no token'}`, false);
        return { accessToken: data.access_token, teamId: data.team.id, teamName: data.team.name, scope: data.scope ?? '' };
      } catch (err) {
        if (err instanceof OAuth2RequestError) throw new MessagingError(`Slack install failed: ${err.code}`, false, null, err.code);
        throw err;
      }
    },
  };
}

/**
 * One Web API call. Writes (chat.postMessage) send JSON; reads send their arguments form-encoded,
 * which every method accepts (some read methods ignore a JSON body).
 */
async function call(
  env: SlackEnv,
  fetcher: Fetcher,
  method: string,
  token: string,
  body: Record<string, unknown>,
  as: 'json' | 'form' = 'json',
): Promise<{ data: Record<string, unknown>; status: number; text: string }> {
  const form = () => new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
  const res = await fetcher(vendorUrl(env, SLACK_HOST, `/api/${method}`), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': as === 'json' ? 'application/json; charset=utf-8' : 'application/x-www-form-urlencoded',
    },
    body: as === 'json' ? JSON.stringify(body) : form(),
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
export type SlackMember = { id: string; name: string };
export type SlackApi = ChatClient & {
  channels(token: string): Promise<{ id: string; name: string }[]>;
  /** The workspace member with this e-mail, or null when there is none (users_not_found). */
  lookupByEmail(token: string, email: string): Promise<SlackMember | null>;
};

/** Pages of conversations.list read at most, 200 channels each. */
const MAX_CHANNEL_PAGES = 10;

export function slackClient(env: SlackEnv, fetcher: Fetcher = fetch): SlackApi {
  return {
    async postMessage(token, channel, text): Promise<SendOutcome> {
      const { data, status, text: raw } = await call(env, fetcher, 'chat.postMessage', token, { channel, text, unfurl_links: false });
      return { externalId: `${String(data.channel)}:${String(data.ts)}`, status, excerpt: excerptOf(raw) };
    },
    async channels(token) {
      const out: { id: string; name: string }[] = [];
      let cursor = '';
      for (let page = 0; page < MAX_CHANNEL_PAGES; page++) {
        const { data } = await call(
          env,
          fetcher,
          'conversations.list',
          token,
          { exclude_archived: true, types: 'public_channel', limit: 200, ...(cursor ? { cursor } : {}) },
          'form',
        );
        out.push(...((data.channels as { id: string; name: string }[]) ?? []).map((c) => ({ id: c.id, name: c.name })));
        cursor = String((data.response_metadata as { next_cursor?: string } | undefined)?.next_cursor ?? '');
        if (!cursor) break;
      }
      return out;
    },
    async lookupByEmail(token, email) {
      try {
        const { data } = await call(env, fetcher, 'users.lookupByEmail', token, { email }, 'form');
        const user = data.user as {
          id: string;
          name?: string;
          real_name?: string;
          profile?: { display_name?: string; real_name?: string };
        };
        return { id: user.id, name: user.profile?.display_name || user.profile?.real_name || user.real_name || user.name || user.id };
      } catch (err) {
        if (err instanceof MessagingError && err.code === 'users_not_found') return null;
        throw err;
      }
    },
  };
}
