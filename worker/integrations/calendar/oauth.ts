// OAuth 2.0 with PKCE for the calendar providers through arctic's generic client, so every endpoint is
// configuration (vendorUrl): production talks to Google and Microsoft, tests to the local fakes.
import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError } from 'arctic';
import { usesStandIn } from '../stand-ins';
import { vendorUrl } from '../vendor-url';
import { CalendarApiError, CalendarAuthError, RetryAfterError, retryAfterSeconds } from './adapter';

export type OAuthEnv = {
  VENDOR_BASE_URL?: string;
  APP_ENV?: string;
  REAL_VENDORS?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  MICROSOFT_CLIENT_ID?: string;
  MICROSOFT_CLIENT_SECRET?: string;
};
export type OAuthProvider = 'google_calendar' | 'microsoft_calendar';
export type TokenSet = { accessToken: string; refreshToken: string | null; expiresAt: number | null; scopes: string };

type ProviderConfig = { authorize: string; token: string; revoke: string | null; scopes: string[]; extra: Record<string, string> };

// Least scopes: the calendar list, free/busy for the cold-cache fallback, and events (read for the busy
// cache and push channels, write for the chosen calendar) rather than the whole `calendar` scope.
export const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
  'https://www.googleapis.com/auth/calendar.freebusy',
  'https://www.googleapis.com/auth/calendar.events',
];
// Calendars.ReadWrite covers getSchedule, calendarView/delta, events and subscriptions; offline_access gives the refresh token.
export const MICROSOFT_SCOPES = ['offline_access', 'User.Read', 'Calendars.ReadWrite'];

function config(env: OAuthEnv, provider: OAuthProvider): ProviderConfig {
  if (provider === 'google_calendar') {
    return {
      authorize: vendorUrl(env, 'accounts.google.com', '/o/oauth2/v2/auth'),
      token: vendorUrl(env, 'oauth2.googleapis.com', '/token'),
      revoke: vendorUrl(env, 'oauth2.googleapis.com', '/revoke'),
      scopes: GOOGLE_SCOPES,
      // A refresh token is only issued for offline access, and again only when consent is asked again.
      extra: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    };
  }
  return {
    authorize: vendorUrl(env, 'login.microsoftonline.com', '/common/oauth2/v2.0/authorize'),
    token: vendorUrl(env, 'login.microsoftonline.com', '/common/oauth2/v2.0/token'),
    // Microsoft has no endpoint revoking one refresh token; disconnecting removes our subscriptions and forgets the tokens.
    revoke: null,
    scopes: MICROSOFT_SCOPES,
    extra: { response_mode: 'query', prompt: 'select_account' },
  };
}

/** The OAuth client id and secret; the local stand-ins (./stand-ins.ts decides) accept fixed ones. */
function credentials(env: OAuthEnv, provider: OAuthProvider) {
  const [id, secret] =
    provider === 'google_calendar'
      ? [env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET]
      : [env.MICROSOFT_CLIENT_ID, env.MICROSOFT_CLIENT_SECRET];
  if (id && secret) return { id, secret };
  if (!usesStandIn(env, provider === 'google_calendar' ? 'google' : 'microsoft'))
    throw new CalendarApiError(500, `${provider} OAuth client is not configured`);
  return { id: `routewise-local-${provider}`, secret: 'local-secret' };
}

const client = (env: OAuthEnv, provider: OAuthProvider, redirectUri: string | null) => {
  const c = credentials(env, provider);
  return new OAuth2Client(c.id, c.secret, redirectUri);
};

export function authorizationUrl(
  env: OAuthEnv,
  provider: OAuthProvider,
  redirectUri: string,
  state: string,
  codeVerifier: string,
  loginHint?: string,
): string {
  const cfg = config(env, provider);
  const url = client(env, provider, redirectUri).createAuthorizationURLWithPKCE(
    cfg.authorize,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    cfg.scopes,
  );
  for (const [k, v] of Object.entries(cfg.extra)) url.searchParams.set(k, v);
  if (loginHint) url.searchParams.set('login_hint', loginHint);
  return url.toString();
}

function tokenSet(
  t: {
    accessToken(): string;
    hasRefreshToken(): boolean;
    refreshToken(): string;
    accessTokenExpiresAt(): Date;
    hasScopes(): boolean;
    scopes(): string[];
  },
  previousRefresh: string | null,
  fallbackScopes: string[],
): TokenSet {
  let expiresAt: number | null = null;
  try {
    expiresAt = t.accessTokenExpiresAt().getTime();
  } catch {
    expiresAt = null;
  }
  return {
    accessToken: t.accessToken(),
    refreshToken: t.hasRefreshToken() ? t.refreshToken() : previousRefresh,
    expiresAt,
    scopes: (t.hasScopes() ? t.scopes() : fallbackScopes).join(' '),
  };
}

/** Turns arctic's failures into ours: a refused grant means reconnect, a 429/5xx means later. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof OAuth2RequestError) throw new CalendarAuthError(`${err.code}${err.description ? `: ${err.description}` : ''}`);
    const status = (err as { status?: number }).status;
    if (status === 429 || status === 503) throw new RetryAfterError(retryAfterSeconds(null));
    throw new CalendarApiError(status ?? 502, `Token endpoint failed: ${String((err as Error).message ?? err)}`);
  }
}

export function exchangeCode(
  env: OAuthEnv,
  provider: OAuthProvider,
  redirectUri: string,
  code: string,
  codeVerifier: string,
): Promise<TokenSet> {
  const cfg = config(env, provider);
  return guarded(async () =>
    tokenSet(await client(env, provider, redirectUri).validateAuthorizationCode(cfg.token, code, codeVerifier), null, cfg.scopes),
  );
}

export function refreshTokens(env: OAuthEnv, provider: OAuthProvider, refreshToken: string): Promise<TokenSet> {
  const cfg = config(env, provider);
  // Google refreshes without scopes (asking for them again is an error for narrowed grants); Microsoft needs them.
  const scopes = provider === 'microsoft_calendar' ? cfg.scopes : [];
  return guarded(async () =>
    tokenSet(await client(env, provider, null).refreshAccessToken(cfg.token, refreshToken, scopes), refreshToken, cfg.scopes),
  );
}

/** Revokes the grant where the provider can; a token already revoked is fine. */
export async function revokeTokens(
  env: OAuthEnv,
  provider: OAuthProvider,
  tokens: Pick<TokenSet, 'refreshToken' | 'accessToken'>,
): Promise<void> {
  const cfg = config(env, provider);
  if (!cfg.revoke) return;
  const token = tokens.refreshToken ?? tokens.accessToken;
  try {
    await client(env, provider, null).revokeToken(cfg.revoke, token);
  } catch (err) {
    if (err instanceof OAuth2RequestError) return;
    throw err;
  }
}
