import { env } from 'cloudflare:workers';
import { getIntegration, connectIntegration } from '../features/integrations/service';
import { openClient } from '../features/crm-sync/parts/connection';
import { crmVendor } from '../integrations/crm/catalogue';
import type { CrmVendorClient, ListModifiedInput, VendorCredentials } from '../integrations/crm/vendor';
import { addOrg, db } from './client';

// Shared by the Zoho, Freshsales and Pipedrive client suites: a fresh organization with the CRM
// connected the way the connect flow leaves it (sealed credentials in `integrations`), and the
// production path to a client (crm-sync's openClient: refresh, expiry, audit) over that row.

export async function connectVendor(provider: string, credentials: VendorCredentials, settings: Record<string, unknown> = {}) {
  const { accountId, admin } = await addOrg();
  const row = await connectIntegration(env, db(), {
    accountId,
    userId: null,
    provider,
    kind: 'crm',
    credentials,
    tokenExpiresAt: credentials.kind === 'oauth' ? credentials.expiresAt : null,
    externalAccountName: provider,
    settings,
    actorUserId: admin.id,
  });
  const current = () => getIntegration(db(), accountId, row.id);
  return { accountId, row, current, open: async () => (await openClient(env, db(), await current())).client };
}

/** Stored credentials from a token answer, as the connect flow turns them. */
export const oauthCredentials = (provider: string, tokens: Record<string, unknown>) =>
  crmVendor(provider)!.credentialsFromToken!(tokens, Date.now());

/** Calls a fake's control route and returns its JSON (null for 204). */
export async function fakeControl(url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : ((await res.json()) as any);
}

/** Reads a module's changes from the first page to the last, as the sync does: the records' e-mails in order, and the pages it took. */
export async function readAllModified(client: CrmVendorClient, module: ListModifiedInput['module']) {
  const emails: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await client.listModified({ module, since: null, cursor });
    emails.push(...page.records.map((r) => r.email!));
    cursor = page.next;
    pages++;
  } while (cursor);
  return { emails, pages };
}
