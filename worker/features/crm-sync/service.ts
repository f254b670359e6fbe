import type { Db } from '../../db/client';
import { changes, runBatch } from '../../db/batch';
import type { Caller, Env } from '../../env';
import {
  CRM_INTEGRATION_MESSAGES,
  INTEGRATION_CATALOG,
  type CatalogItemDto,
  type CrmFailureDto,
  type CrmFieldDto,
  type CrmFieldMapping,
  type CrmIntegrationDto,
  type CrmIntegrationSettings,
  type CrmSettingsInput,
  type IntegrationsPageDto,
} from '../../contracts/integration-catalog';
import { disableConfirmation } from '../../contracts/integrations';
import type { CrmFieldDto as CrmRecordFieldDto } from '../../contracts/crm';
import type { CrmModule } from '../../contracts/routing';
import { DomainError, fieldError, notFound } from '../../core/errors';
import { CrmTokenExpiredError } from '../../integrations/crm/adapter';
import { crmVendor } from '../../integrations/crm/catalogue';
import type { CrmVendorDefinition, VendorCredentials } from '../../integrations/crm/vendor';
import { auditIfChangedStmt } from '../audit-log/service';
import { credentialsOf, listIntegrations, updateSettings, type IntegrationRow } from '../integrations/service';
import { oauthClient, oauthConfig, openClient, pickCrmInUse } from './parts/connection';
import { startInitialSync, syncOwners, syncProgress } from './parts/sync';
import * as repo from './repo';
import { planOf, requireFeatures } from '../plans/service';

export { connectCrm, openClient, providerLabel } from './parts/connection';
export { connectedCrms, processWriteJob, queueWriteJob, sweepWriteJobs, vendorTarget, writeJobStmt } from './parts/writes';
export type { Delivery, WritePlan } from './parts/write-delivery';
export {
  runSyncStep,
  startInitialSync,
  sweepCrmSync,
  type MirrorChange,
  type MirrorHook,
  type MirroredChanges,
  type OnMirrored,
} from './parts/sync';
export { crmSnapshotWithFreshness } from './parts/freshness';

/** CRM settings are the admin's (spec section 5). */
export const admin = (caller: Caller) => {
  if (caller.role !== 'super_admin') throw new DomainError('forbidden', 'forbidden', CRM_INTEGRATION_MESSAGES.onlyAdmins);
};

export function vendorOf(provider: string): CrmVendorDefinition {
  const def = crmVendor(provider);
  if (!def) throw notFound('Integration');
  return def;
}

export function settingsOf(row: Pick<IntegrationRow, 'settings'>): CrmIntegrationSettings {
  const s = (row.settings ?? {}) as Partial<CrmIntegrationSettings>;
  return {
    moduleType: s.moduleType ?? 'both',
    customObjectType: s.customObjectType ?? null,
    leadOwnerProperty: s.leadOwnerProperty ?? null,
    contactOwnerProperty: s.contactOwnerProperty ?? null,
    crmFieldMappings: Array.isArray(s.crmFieldMappings) ? s.crmFieldMappings : [],
    domain: s.domain ?? null,
  };
}

/** The integrations page: every catalog tool, its organization-level connection, and which CRM is in use. */
export async function integrationsPage(db: Db, caller: Caller): Promise<IntegrationsPageDto> {
  const [rows, plan] = await Promise.all([listIntegrations(db, caller.accountId, { userId: null }), planOf(db, caller.accountId)]);
  const inUse = pickCrmInUse(rows);
  const items: CatalogItemDto[] = INTEGRATION_CATALOG.map((entry) => {
    const row = rows.find((r) => r.provider === entry.provider);
    return {
      ...entry,
      connection: row
        ? {
            id: row.id,
            status: row.status,
            externalAccountName: row.externalAccountName,
            updatedAt: new Date(row.updatedAt).toISOString(),
            lastError: row.lastError,
          }
        : null,
      inUse: !!row && row.id === inUse?.id,
    };
  });
  return { plan, needsReauthorization: rows.some((r) => r.status === 'expired' || r.status === 'requires_reconnection'), items };
}

/** Spec section 7: HubSpot and Salesforce are also named with an oauth suffix (hubspot_oauth). */
const providerKey = (idOrProvider: string) => idOrProvider.replace(/_oauth$/, '');

async function crmRow(db: Db, accountId: string, ref: string) {
  const idOrProvider = providerKey(ref);
  const rows = await repo.crmIntegrations(db, accountId);
  const row = rows.find((r) => r.id === idOrProvider) ?? rows.find((r) => r.provider === idOrProvider);
  if (!row) throw notFound('Integration');
  return { row, rows };
}

/** A CRM's page by provider when it may not be connected yet: null then (the page offers to connect). */
export async function crmIntegrationOrNull(db: Db, caller: Caller, ref: string): Promise<CrmIntegrationDto | null> {
  const idOrProvider = providerKey(ref);
  if (crmVendor(idOrProvider) && !(await repo.crmIntegrations(db, caller.accountId)).some((r) => r.provider === idOrProvider)) return null;
  return crmIntegration(db, caller, idOrProvider);
}

/** One CRM's page: state, settings, the import's progress per module. */
export async function crmIntegration(db: Db, caller: Caller, idOrProvider: string): Promise<CrmIntegrationDto> {
  const { row, rows } = await crmRow(db, caller.accountId, idOrProvider);
  const [sync, lists, plan] = await Promise.all([
    syncProgress(db, caller.accountId, row.id),
    repo.fieldLists(db, row.id),
    planOf(db, caller.accountId),
  ]);
  const refreshed = lists.length ? Math.max(...lists.map((l) => l.refreshedAt)) : null;
  return {
    id: row.id,
    provider: row.provider,
    name: vendorOf(row.provider).label,
    status: row.status,
    externalAccountName: row.externalAccountName,
    lastError: row.lastError,
    inUse: pickCrmInUse(rows)?.id === row.id,
    settings: settingsOf(row),
    sync,
    fieldsRefreshedAt: refreshed ? new Date(refreshed).toISOString() : null,
    plan,
    connectedAt: new Date(row.createdAt).toISOString(),
  };
}

export async function updateCrmSettings(db: Db, caller: Caller, idOrProvider: string, input: CrmSettingsInput): Promise<CrmIntegrationDto> {
  admin(caller);
  const { row } = await crmRow(db, caller.accountId, idOrProvider);
  const current = settingsOf(row);
  // Clearing them needs no plan: a downgraded organization can still go back to one owner property.
  const separate = !!(input.leadOwnerProperty || input.contactOwnerProperty);
  await requireFeatures(db, caller.accountId, [separate && 'separate_owner'], '/leadOwnerProperty');
  const next = { ...row.settings, ...current, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
  await updateSettings(db, caller.accountId, row.id, next);
  return crmIntegration(db, caller, row.id);
}

/** update_mapping (spec section 7): the CRM fields named for enrichment filters and forms, each on a module. */
export async function updateMapping(db: Db, caller: Caller, idOrProvider: string, mappings: CrmFieldMapping[]): Promise<CrmIntegrationDto> {
  admin(caller);
  const { row } = await crmRow(db, caller.accountId, idOrProvider);
  const names = new Set<string>();
  for (const [i, m] of mappings.entries()) {
    const key = `${m.module_type}:${m.name.toLowerCase()}`;
    if (names.has(key)) throw fieldError(`integration/crm_field_mappings/${i}/name`, 'This name is already mapped for the module');
    names.add(key);
  }
  await updateSettings(db, caller.accountId, row.id, { ...row.settings, crmFieldMappings: mappings });
  return crmIntegration(db, caller, row.id);
}

const FIELD_MODULES: CrmModule[] = ['lead', 'contact', 'account', 'opportunity', 'custom_object'];

export async function refreshFieldLists(
  db: Db,
  client: { modules: readonly CrmModule[]; describeFields(m: CrmModule): Promise<CrmFieldDto[]> },
  row: IntegrationRow,
  now: number,
) {
  const lists = await Promise.all(
    FIELD_MODULES.filter((m) => client.modules.includes(m) || (m === 'lead' && client.modules.includes('contact'))).map(async (m) => ({
      module: m,
      fields: await client.describeFields(m === 'lead' && !client.modules.includes('lead') ? 'contact' : m),
    })),
  );
  await runBatch(
    db,
    lists.map((l) =>
      repo.putFieldListStmt(db, { integrationId: row.id, module: l.module, accountId: row.accountId, fields: l.fields, refreshedAt: now }),
    ),
  );
}

/** "Refresh CRM fields": describe/properties again, and the owners with them. */
export async function refreshFields(env: Env, db: Db, caller: Caller, idOrProvider: string, now = Date.now()): Promise<CrmIntegrationDto> {
  admin(caller);
  const { row } = await crmRow(db, caller.accountId, idOrProvider);
  const h = await openClient(env, db, row);
  await Promise.all([refreshFieldLists(db, h.client, row, now), syncOwners(db, h, now)]);
  return crmIntegration(db, caller, row.id);
}

/** Starts the import over (after settings changed, or to re-read everything). */
export async function resync(env: Env, db: Db, caller: Caller, idOrProvider: string, now = Date.now()): Promise<CrmIntegrationDto> {
  admin(caller);
  const { row } = await crmRow(db, caller.accountId, idOrProvider);
  await startInitialSync(env, db, await openClient(env, db, row), now);
  return crmIntegration(db, caller, row.id);
}

/**
 * The fields the rule, list and mapping editors offer for a module when an outside CRM is in use (from
 * its describe/properties, as last refreshed); null when routing reads the built-in CRM.
 */
export async function vendorFields(db: Db, accountId: string, module: CrmModule): Promise<CrmRecordFieldDto[] | null> {
  const row = pickCrmInUse(await repo.crmIntegrations(db, accountId));
  if (!row) return null;
  const list = (await repo.fieldLists(db, row.id)).find((l) => l.module === module);
  const base = [
    { key: 'name', label: 'Name', builtIn: true },
    { key: 'owner_email', label: 'Owner email', builtIn: true },
    { key: 'owner_id', label: 'Owner (member)', builtIn: true },
  ];
  return [...base, ...(list?.fields ?? []).map((f) => ({ key: f.key, label: f.label, builtIn: false }))];
}

/** Disabling needs the typed 'Disable {name}' (spec section 5); the mirror, sync state and tokens go with it. */
export async function disableCrm(env: Env, db: Db, caller: Caller, idOrProvider: string, confirmation: string) {
  admin(caller);
  const { row } = await crmRow(db, caller.accountId, idOrProvider);
  const name = vendorOf(row.provider).label;
  if (confirmation.trim() !== disableConfirmation(name))
    throw fieldError('confirmation', `The given input didn't match the integration name`);
  const cfg = oauthConfig(env, vendorOf(row.provider), settingsOf(row).domain);
  if (cfg?.revokeUrl && row.credentials) {
    // Best effort: the tokens stop working at the vendor too; a vendor that is down must not block disabling.
    try {
      const c = await credentialsOf<VendorCredentials>(env, row);
      if (c.kind === 'oauth' && c.refreshToken)
        await oauthClient(env, vendorOf(row.provider), cfg).revokeToken(cfg.revokeUrl, c.refreshToken);
    } catch (e) {
      console.warn(JSON.stringify({ level: 'warn', msg: 'crm token revoke failed', provider: row.provider, error: String(e) }));
    }
  }
  // Two admins disabling at once: one removes it (and is audited), the other finds nothing left.
  const [removed] = await runBatch(db, [
    repo.deleteIntegrationStmt(db, row.accountId, row.id),
    auditIfChangedStmt(db, {
      accountId: row.accountId,
      action: 'integration_removed',
      integrationId: row.id,
      integrationName: row.provider,
      actorUserId: caller.userId,
      at: Date.now(),
    }),
    repo.deleteMirrorOfStmt(db, row.accountId, row.id),
    ...repo.deleteSyncDataStmts(db, row.id),
  ]);
  if (changes(removed) === 0) throw notFound('Integration');
}

/** /crm-failure: the CRM that needs reauthorization and the routers reading it; admins may reconnect. */
export async function crmFailure(db: Db, caller: Caller): Promise<CrmFailureDto> {
  const rows = await repo.crmIntegrations(db, caller.accountId);
  const broken = pickCrmInUse(rows.filter((r) => r.status === 'expired' || r.status === 'requires_reconnection'));
  const routers = broken ? await repo.routersOf(db, caller.accountId) : [];
  return {
    integration: broken
      ? {
          id: broken.id,
          provider: broken.provider,
          name: vendorOf(broken.provider).label,
          status: broken.status,
          expiredAt: new Date(broken.updatedAt).toISOString(),
        }
      : null,
    routers: routers.map((r) => ({ id: r.id, name: r.name })),
    canReconnect: caller.role === 'super_admin',
  };
}

/** Throws the 400 TOKEN_EXPIRED_ERROR when the organization's CRM needs reauthorization (routes of CRM screens call it). */
export async function assertCrmConnected(db: Db, accountId: string) {
  const row = pickCrmInUse(await repo.crmIntegrations(db, accountId));
  if (row && (row.status === 'expired' || row.status === 'requires_reconnection'))
    throw new CrmTokenExpiredError(vendorOf(row.provider).label);
}
