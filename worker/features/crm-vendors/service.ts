import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import type { CrmVendorConnectionDto, FreshsalesConnectInput } from '../../contracts/crm-vendors';
import { integrationFailedMessage } from '../../contracts/integrations';
import { DomainError, forbidden } from '../../core/errors';
import { CrmTokenExpiredError } from '../../integrations/crm/adapter';
import { freshsalesDefinition } from '../../integrations/crm/freshsales';
import type { VendorCredentials } from '../../integrations/crm/vendor';
import { vendorUrl } from '../../integrations/vendor-url';
import { openClient } from '../crm-sync/connection';
import { startInitialSync } from '../crm-sync/sync';
import { connectIntegration } from '../integrations/service';

/**
 * Connects Freshsales, the one CRM that signs in with an API key rather than OAuth (the generic connect
 * flow of crm-sync is OAuth only): the key is proved against the account first, then sealed like any
 * token, the audit log records it, and the initial import starts as after an OAuth connect.
 */
export async function connectFreshsales(env: Env, db: Db, caller: Caller, input: FreshsalesConnectInput, now = Date.now()): Promise<CrmVendorConnectionDto> {
  if (caller.role !== 'super_admin') throw forbidden();
  const credentials: VendorCredentials = { kind: 'api_key', apiKey: input.apiKey, domain: input.domain };
  const probe = { credentials: () => credentials, refresh: async () => credentials, url: (host: string, p = '') => vendorUrl(env, host, p), fetch: (i: Request | string, init?: RequestInit) => fetch(i, init) };
  let who: { externalAccountId: string; name: string };
  try {
    who = await freshsalesDefinition.identify(probe);
  } catch (e) {
    throw new DomainError('invalid', e instanceof CrmTokenExpiredError ? 'integration_failed' : 'integration_unreachable', integrationFailedMessage('Freshsales'), '/apiKey');
  }
  const row = await connectIntegration(env, db, {
    accountId: caller.accountId,
    userId: null,
    provider: 'freshsales',
    kind: 'crm',
    externalAccountId: who.externalAccountId,
    externalAccountName: who.name,
    credentials,
    settings: { domain: input.domain },
    actorUserId: caller.userId,
  }, now);
  try {
    await startInitialSync(env, db, await openClient(env, db, row), now);
  } catch (e) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'freshsales initial sync not started', error: String(e) }));
  }
  return { id: row.id, provider: row.provider, status: row.status, externalAccountName: row.externalAccountName };
}
