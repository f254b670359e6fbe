import { OAuth2Client, OAuth2RequestError } from 'arctic';
import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import { usesStandIn } from '../../../integrations/stand-ins';
import { vendorUrl } from '../../../integrations/vendor-url';
import { CrmError, CrmTokenExpiredError } from '../../../integrations/crm/adapter';
import { crmVendor } from '../../../integrations/crm/catalogue';
import { tokenWithFormCredentials } from '../../../integrations/crm/form-token';
import {
  CRM_IN_USE_ORDER,
  type CrmProvider,
  type CrmVendorClient,
  type CrmVendorDefinition,
  type VendorCredentials,
  type VendorOAuth,
  type VendorSession,
} from '../../../integrations/crm/vendor';
import { connectIntegration, credentialsOf, markExpired, storeCredentials, type IntegrationRow } from '../../integrations/service';
import * as repo from '../repo';

/** Refresh a little before the vendor's expiry, so a call never starts with a token about to die. */
const REFRESH_MARGIN_MS = 60_000;

/** The OAuth apps the local stand-ins know; a real vendor needs its own (a missing one refuses to connect). */
const DEV_CLIENTS: Record<string, { id: string; secret: string }> = {
  hubspot: { id: 'routewise-dev-hubspot', secret: 'routewise-dev-hubspot-secret' },
  salesforce: { id: 'routewise-dev-salesforce', secret: 'routewise-dev-salesforce-secret' },
};

/** The vendor's OAuth endpoints and app for this environment; null when the vendor has no OAuth or no app is configured. */
export function oauthConfig(env: Env, def: CrmVendorDefinition, domain?: string | null): VendorOAuth | null {
  if (!def.oauth) return null;
  const cfg = def.oauth(env as unknown as Record<string, unknown>, { domain });
  if (!cfg.clientId && DEV_CLIENTS[def.provider] && usesStandIn(env as never, def.provider))
    return { ...cfg, clientId: DEV_CLIENTS[def.provider].id, clientSecret: DEV_CLIENTS[def.provider].secret };
  return cfg.clientId ? cfg : null;
}

export const redirectUri = (env: Env, provider: string) => `${env.APP_URL.replace(/\/$/, '')}/api/integrations/oauth/${provider}/callback`;

export function oauthClient(env: Env, def: CrmVendorDefinition, cfg: VendorOAuth) {
  return new OAuth2Client(cfg.clientId, cfg.clientSecret, redirectUri(env, def.provider));
}

/** An arctic token error that means the grant is gone (revoked, expired, or the app uninstalled). */
export const isDeadGrant = (e: unknown) =>
  e instanceof OAuth2RequestError && (e.code === 'invalid_grant' || e.code === 'invalid_client' || e.code === 'unauthorized_client');

type SessionHooks = { fetch?: typeof fetch; now?: () => number };

/**
 * A live session over one integration row: the sealed credentials opened once, a refresh that persists
 * the new token, and a dead refresh token turning the integration expired (one audit entry) before the
 * CrmTokenExpiredError reaches the caller.
 */
export async function openSession(env: Env, db: Db, row: IntegrationRow, hooks: SessionHooks = {}): Promise<VendorSession> {
  const def = crmVendor(row.provider);
  if (!def) throw new CrmError(row.provider, `${row.provider} is not a supported CRM`);
  if (row.status === 'expired' || row.status === 'requires_reconnection') throw new CrmTokenExpiredError(def.label);
  let credentials = await credentialsOf<VendorCredentials>(env, row);
  const now = hooks.now ?? Date.now;
  const doFetch = hooks.fetch ?? ((input: Request | string, init?: RequestInit) => fetch(input, init));
  let refreshing: Promise<VendorCredentials> | null = null;

  const refresh = async (): Promise<VendorCredentials> => {
    if (credentials.kind !== 'oauth' || !credentials.refreshToken) throw await expire('no refresh token');
    const cfg = oauthConfig(env, def, (row.settings as { domain?: string }).domain);
    if (!cfg) throw new CrmError(def.provider, `${def.label} is not configured on this server`);
    try {
      const tokens =
        cfg.tokenAuth === 'form'
          ? await tokenWithFormCredentials(cfg, { grant_type: 'refresh_token', refresh_token: credentials.refreshToken })
          : await oauthClient(env, def, cfg).refreshAccessToken(cfg.tokenUrl, credentials.refreshToken, []);
      const fresh = def.credentialsFromToken!(tokens.data as Record<string, unknown>, now());
      // Vendors that do not rotate refresh tokens (Salesforce, HubSpot) answer none: keep the one we have.
      const next: VendorCredentials = {
        ...fresh,
        refreshToken: (fresh.kind === 'oauth' && fresh.refreshToken) || credentials.refreshToken,
        apiBase: (fresh.kind === 'oauth' && fresh.apiBase) || credentials.apiBase,
      } as VendorCredentials;
      credentials = next;
      await storeCredentials(env, db, row, next, next.kind === 'oauth' ? next.expiresAt : null, now());
      return next;
    } catch (e) {
      if (isDeadGrant(e)) throw await expire((e as OAuth2RequestError).code);
      throw new CrmError(def.provider, `${def.label} token refresh failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  const expire = async (reason: string) => {
    await markExpired(db, row, reason, now());
    return new CrmTokenExpiredError(def.label);
  };

  const session: VendorSession = {
    credentials: () => credentials,
    // One refresh at a time per session: parallel calls that all got a 401 share it.
    refresh: () => (refreshing ??= refresh().finally(() => (refreshing = null))),
    url: (host, path = '') => vendorUrl(env, host, path),
    fetch: doFetch,
  };
  if (credentials.kind === 'oauth' && credentials.expiresAt !== null && credentials.expiresAt - REFRESH_MARGIN_MS < now())
    await session.refresh();
  return session;
}

export type CrmClientHandle = { row: IntegrationRow; def: CrmVendorDefinition; client: CrmVendorClient; session: VendorSession };

/** A vendor client over a connected integration. */
export async function openClient(env: Env, db: Db, row: IntegrationRow, hooks: SessionHooks = {}): Promise<CrmClientHandle> {
  const def = crmVendor(row.provider)!;
  const session = await openSession(env, db, row, hooks);
  const settings = row.settings as { customObjectType?: string | null };
  return { row, def, session, client: def.create(session, { customObjectType: settings.customObjectType ?? null }) };
}

/**
 * Spec section 4: "The CRM in use is the first enabled among hubspot, salesforce, freshsales, otherwise
 * zoho" (pipedrive after them). Enabled means connected or expired (an expired CRM is still the one in
 * use: routing then reads its mirror and says so); null when the organization has no outside CRM.
 */
export function pickCrmInUse(rows: IntegrationRow[]): IntegrationRow | null {
  const enabled = rows.filter((r) => r.kind === 'crm' && r.userId === null && r.status !== 'failed' && r.status !== 'connecting');
  for (const provider of CRM_IN_USE_ORDER) {
    const row = enabled.find((r) => r.provider === provider);
    if (row) return row;
  }
  return null;
}

export const crmInUse = async (db: Db, accountId: string) => pickCrmInUse(await repo.crmIntegrations(db, accountId));

export const isUsable = (row: IntegrationRow) => row.status === 'connected' || row.status === 'partially_connected';

export const providerLabel = (provider: string) => crmVendor(provider)?.label ?? provider;

export type { CrmProvider };

/**
 * Stores a CRM connection: the organization's (no member's), reaching the vendor account `who` the
 * credentials opened, with the admin who connected it in the audit log.
 */
export function connectCrm(
  env: Env,
  db: Db,
  caller: Caller,
  c: {
    provider: string;
    who: { externalAccountId: string; name: string };
    credentials: VendorCredentials;
    settings: Record<string, unknown>;
    tokenExpiresAt?: number | null;
    scopes?: string;
  },
  now: number,
) {
  const { who, ...rest } = c;
  return connectIntegration(
    env,
    db,
    {
      ...rest,
      accountId: caller.accountId,
      userId: null,
      kind: 'crm',
      externalAccountId: who.externalAccountId,
      externalAccountName: who.name,
      actorUserId: caller.userId,
    },
    now,
  );
}
