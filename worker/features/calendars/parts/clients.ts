import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { CALENDAR_VENDOR_NAMES } from '../../../contracts/vendors';
import { CalendarAuthError } from '../../../integrations/calendar/adapter';
import type { CalDavCredentials } from '../../../integrations/calendar/caldav';
import { calendarClientFor, type AnyCalendarClient } from '../../../integrations/calendar/catalogue';
import { refreshTokens, type TokenSet } from '../../../integrations/calendar/oauth';
import type { TokenSource } from '../../../integrations/calendar/http';
import { outboundPolicy } from '../../../lib/outbound-url';
import { credentialsOf, markExpired, storeCredentials, type IntegrationRow } from '../../integrations/service';

/** Tokens are refreshed this long before they expire, so a call never starts with a token about to die. */
const REFRESH_MARGIN_MS = 2 * 60_000;

export const PROVIDER_NAMES = CALENDAR_VENDOR_NAMES;

/**
 * The OAuth token source of one connection: unseals once, refreshes ahead of expiry (or when a call got
 * 401), stores the new tokens sealed, and turns a refused refresh into an expired integration with its
 * audit entry, so the member is asked to reauthorize and slots fall back to our own meetings.
 */
function oauthTokens(env: Env, db: Db, row: IntegrationRow): TokenSource {
  let current: Promise<TokenSet> | null = null;
  const load = () => (current ??= credentialsOf<TokenSet>(env, row));
  return {
    async token(force = false) {
      const tokens = await load();
      if (!force && (tokens.expiresAt === null || tokens.expiresAt - REFRESH_MARGIN_MS > Date.now())) return tokens.accessToken;
      if (!tokens.refreshToken) return expire(new CalendarAuthError('No refresh token'));
      try {
        const fresh = await refreshTokens(env, row.provider as 'google_calendar' | 'microsoft_calendar', tokens.refreshToken);
        current = Promise.resolve(fresh);
        await storeCredentials(env, db, row, fresh, fresh.expiresAt);
        return fresh.accessToken;
      } catch (err) {
        if (err instanceof CalendarAuthError) return expire(err);
        throw err;
      }
    },
  };
  async function expire(err: CalendarAuthError): Promise<never> {
    await markExpired(db, row, err.message);
    throw err;
  }
}

export type { AnyCalendarClient };

/** The vendor client of a calendar connection; `timeoutMs` bounds each call (the live free/busy fallback). */
export function clientFor(env: Env, db: Db, row: IntegrationRow, timeoutMs?: number): AnyCalendarClient {
  return calendarClientFor(row.provider, env, {
    tokens: () => oauthTokens(env, db, row),
    credentials: () => credentialsOf<CalDavCredentials>(env, row),
    policy: outboundPolicy(env),
    timeoutMs,
  });
}
