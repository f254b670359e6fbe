import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { CONFERENCING_MESSAGES, conferencingTool, type ConferencingProvider } from '../../../contracts/conferencing';
import { ConferencingError, type ConferencingAdapter } from '../../../integrations/conferencing/adapter';
import { conferencingClientFor } from '../../../integrations/conferencing/catalogue';
import { refreshZoomTokens, type ZoomTokens } from '../../../integrations/conferencing/zoom';
import { credentialsOf, getIntegration, markExpired, storeCredentials, type IntegrationRow } from '../../integrations/service';

export type ZoomCredentials = Pick<ZoomTokens, 'accessToken' | 'refreshToken'>;
export type DailyCredentials = { apiKey: string };

/** Refresh this long before Zoom's expiry, so a call never starts with a token about to lapse. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * Zoom's access token for a connection: the stored one while it is fresh, otherwise refreshed and
 * stored again (Zoom rotates the refresh token). When a refresh is refused, the row is read again
 * first: another request may have just rotated it, and only a refusal of the newest token means the
 * grant is gone.
 */
export function zoomTokenSource(env: Env, db: Db, row: IntegrationRow, now: () => number = Date.now) {
  let current = row;
  const refresh = async (): Promise<string> => {
    const creds = await credentialsOf<ZoomCredentials>(env, current);
    try {
      const t = await refreshZoomTokens(env, creds.refreshToken, now());
      await storeCredentials(env, db, current, { accessToken: t.accessToken, refreshToken: t.refreshToken }, t.expiresAt, now());
      current = { ...current, tokenExpiresAt: t.expiresAt };
      return t.accessToken;
    } catch (e) {
      if (!(e instanceof ConferencingError && e.kind === 'auth')) throw e;
      const fresh = await getIntegration(db, current.accountId, current.id);
      if (fresh.credentials !== current.credentials && (fresh.tokenExpiresAt ?? 0) > now() + REFRESH_MARGIN_MS) {
        current = fresh;
        return (await credentialsOf<ZoomCredentials>(env, fresh)).accessToken;
      }
      throw e;
    }
  };
  return {
    async access() {
      if ((current.tokenExpiresAt ?? 0) <= now() + REFRESH_MARGIN_MS) return refresh();
      return (await credentialsOf<ZoomCredentials>(env, current)).accessToken;
    },
    refresh,
  };
}

/** The client of a member's connected tool, as the conferencing catalogue builds it for the connection's vendor. */
export function adapterFor(env: Env, db: Db, row: IntegrationRow): Promise<ConferencingAdapter> {
  return conferencingClientFor(row.provider, env, {
    tokens: () => zoomTokenSource(env, db, row),
    apiKey: async () => (await credentialsOf<DailyCredentials>(env, row)).apiKey,
    settings: row.settings,
  });
}

/**
 * The credentials stopped working: the connection becomes expired (one audit entry, spec section 3)
 * with the spec's error text, which the member's tool page and expired toast show.
 */
export async function expireConnection(db: Db, row: IntegrationRow, now: number) {
  const name = conferencingTool(row.provider as ConferencingProvider)?.name ?? row.provider;
  return markExpired(db, row, CONFERENCING_MESSAGES.integrationFailed(name), now);
}
