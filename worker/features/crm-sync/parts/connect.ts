import { CodeChallengeMethod } from 'arctic';
import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import { CRM_INTEGRATION_MESSAGES, type CrmConnectStartDto, type CrmIntegrationDto } from '../../../contracts/integration-catalog';
import type { OAuthCallback } from '../../../contracts/integrations';
import { DomainError, fieldError } from '../../../core/errors';
import { tokenWithFormCredentials } from '../../../integrations/crm/form-token';
import type { VendorCredentials } from '../../../integrations/crm/vendor';
import { probeSession } from '../../../integrations/crm/http';
import { zohoAccountsServer } from '../../../integrations/crm/zoho';

import { beginOAuth, consumeOAuthState } from '../../integrations/service';
import { connectCrm, isDeadGrant, oauthClient, oauthConfig, openClient, redirectUri } from './connection';
import { admin, crmIntegration, refreshFieldLists, vendorOf } from '../service';
import { startInitialSync } from './sync';

// Connecting a CRM: the OAuth consent round trip, or an API key; either way the initial import starts.

/** Step one of connecting a CRM: the vendor's consent URL with a single-use state (and PKCE where supported). */
export async function startConnect(
  env: Env,
  db: Db,
  caller: Caller,
  provider: string,
  input: { domain?: string; returnTo?: string },
): Promise<CrmConnectStartDto> {
  admin(caller);
  const def = vendorOf(provider);
  if (def.auth !== 'oauth') throw new DomainError('invalid', 'invalid', `${def.label} connects with an API key`);
  const domain = input.domain ? input.domain.replace(/^https?:\/\//, '').replace(/\/.*$/, '') : null;
  if (provider === 'salesforce' && input.domain !== undefined && !domain)
    throw fieldError('domain', CRM_INTEGRATION_MESSAGES.salesforceDomain);
  const cfg = oauthConfig(env, def, domain);
  if (!cfg) throw new DomainError('conflict', 'not_configured', CRM_INTEGRATION_MESSAGES.notConfigured(def.label));
  // The domain rides in returnTo's query so the callback reaches the same token endpoint.
  const returnTo = `${input.returnTo ?? `/settings/integrations/${provider}`}${domain ? `?domain=${encodeURIComponent(domain)}` : ''}`;
  const { state, codeVerifier } = await beginOAuth(db, { accountId: caller.accountId, userId: caller.userId, provider, returnTo });
  const client = oauthClient(env, def, cfg);
  const url = cfg.pkce
    ? client.createAuthorizationURLWithPKCE(cfg.authorizeUrl, state, CodeChallengeMethod.S256, codeVerifier, cfg.scopes)
    : client.createAuthorizationURL(cfg.authorizeUrl, state, cfg.scopes);
  return { authorizeUrl: url.toString() };
}

/** Connecting an API-key CRM (Freshsales asks for account domain and authenticator token): the key must open the account. */
export async function connectWithKey(
  env: Env,
  db: Db,
  caller: Caller,
  provider: string,
  input: { domain: string; apiKey: string },
  now = Date.now(),
): Promise<CrmIntegrationDto> {
  admin(caller);
  const def = vendorOf(provider);
  if (def.auth !== 'api_key') throw new DomainError('invalid', 'invalid', `${def.label} connects through its consent page`);
  const credentials: VendorCredentials = { kind: 'api_key', apiKey: input.apiKey, domain: input.domain };
  let who: { externalAccountId: string; name: string };
  try {
    who = await def.identify(probeSession(env, credentials));
  } catch {
    throw fieldError('apiKey', CRM_INTEGRATION_MESSAGES.connectFailed(def.label));
  }
  const row = await connectCrm(env, db, caller, { provider, who, credentials, settings: { domain: input.domain } }, now);
  const h = await openClient(env, db, row);
  await startInitialSync(env, db, h, now);
  await refreshFieldLists(db, h.client, row, now).catch(() => undefined);
  return crmIntegration(db, caller, row.id);
}

/**
 * The vendor's redirect back: the state must be this admin's, unused and fresh; the code becomes sealed
 * tokens in `integrations`, the audit log records the connection, and the initial import is queued.
 * Answers where to send the browser.
 */
export async function finishConnect(env: Env, db: Db, caller: Caller, provider: string, q: OAuthCallback, now = Date.now()) {
  const def = vendorOf(provider);
  const flow = await consumeOAuthState(db, q.state ?? '', provider, now);
  if (!flow || flow.accountId !== caller.accountId || flow.userId !== caller.userId)
    return { location: `/settings/integrations?error=${encodeURIComponent('The connection request expired. Try again.')}` };
  const [path, query] = flow.returnTo.split('?');
  // Zoho names the data centre that holds the account on its way back; the code is only good there.
  const domain = (provider === 'zoho' ? zohoAccountsServer(q['accounts-server']) : null) ?? new URLSearchParams(query ?? '').get('domain');
  const fail = (message: string) => ({ location: `${path}?error=${encodeURIComponent(message)}` });
  if (q.error || !q.code) return fail(CRM_INTEGRATION_MESSAGES.connectFailed(def.label));
  const cfg = oauthConfig(env, def, domain);
  if (!cfg) return fail(CRM_INTEGRATION_MESSAGES.notConfigured(def.label));
  let credentials: VendorCredentials;
  try {
    const verifier = cfg.pkce ? flow.codeVerifier : null;
    const tokens =
      cfg.tokenAuth === 'form'
        ? await tokenWithFormCredentials(cfg, {
            grant_type: 'authorization_code',
            code: q.code,
            redirect_uri: redirectUri(env, def.provider),
            ...(verifier ? { code_verifier: verifier } : {}),
          })
        : await oauthClient(env, def, cfg).validateAuthorizationCode(cfg.tokenUrl, q.code, verifier);
    credentials = def.credentialsFromToken!(tokens.data as Record<string, unknown>, now);
  } catch (e) {
    console.warn(
      JSON.stringify({ level: 'warn', msg: 'crm code exchange failed', provider, error: isDeadGrant(e) ? 'invalid_grant' : String(e) }),
    );
    return fail(CRM_INTEGRATION_MESSAGES.connectFailed(def.label));
  }
  let who: { externalAccountId: string; name: string };
  try {
    who = await def.identify(probeSession(env, credentials));
  } catch {
    return fail(CRM_INTEGRATION_MESSAGES.connectFailed(def.label));
  }
  const row = await connectCrm(
    env,
    db,
    caller,
    {
      provider,
      who,
      credentials,
      tokenExpiresAt: credentials.kind === 'oauth' ? credentials.expiresAt : null,
      scopes: cfg.scopes.join(' '),
      settings: domain ? { domain } : {},
    },
    now,
  );
  try {
    const h = await openClient(env, db, row);
    await startInitialSync(env, db, h, now);
    await refreshFieldLists(db, h.client, row, now).catch(() => undefined);
  } catch (e) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'crm initial sync not started', provider, error: String(e) }));
  }
  return { location: `/settings/integrations/${provider}` };
}
