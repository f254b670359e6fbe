import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import type { CrmVendorConnectionDto, FreshsalesConnectInput } from '../../contracts/crm-vendors';
import { integrationFailedMessage } from '../../contracts/integrations';
import { DomainError, forbidden } from '../../core/errors';
import { CrmTokenExpiredError } from '../../integrations/crm/adapter';
import { freshsalesDefinition } from '../../integrations/crm/freshsales';
import type { VendorCredentials } from '../../integrations/crm/vendor';
import { probeSession } from '../../integrations/crm/http';
import { connectCrm, openClient, startInitialSync } from '../crm-sync/service';

/**
 * Connects Freshsales, the one CRM that signs in with an API key rather than OAuth (the generic connect
 * flow of crm-sync is OAuth only): the key is proved against the account first, then sealed like any
 * token, the audit log records it, and the initial import starts as after an OAuth connect.
 */
export async function connectFreshsales(
  env: Env,
  db: Db,
  caller: Caller,
  input: FreshsalesConnectInput,
  now = Date.now(),
): Promise<CrmVendorConnectionDto> {
  if (caller.role !== 'super_admin') throw forbidden();
  const credentials: VendorCredentials = { kind: 'api_key', apiKey: input.apiKey, domain: input.domain };
  const probe = probeSession(env, credentials);
  let who: { externalAccountId: string; name: string };
  try {
    who = await freshsalesDefinition.identify(probe);
  } catch (e) {
    throw new DomainError(
      'invalid',
      e instanceof CrmTokenExpiredError ? 'integration_failed' : 'integration_unreachable',
      integrationFailedMessage('Freshsales'),
      '/apiKey',
    );
  }
  const row = await connectCrm(env, db, caller, { provider: 'freshsales', who, credentials, settings: { domain: input.domain } }, now);
  try {
    await startInitialSync(env, db, await openClient(env, db, row), now);
  } catch (e) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'freshsales initial sync not started', error: String(e) }));
  }
  return { id: row.id, provider: row.provider, status: row.status, externalAccountName: row.externalAccountName };
}
