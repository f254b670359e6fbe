import * as v from 'valibot';
import {
  CRM_MODULE_TYPES,
  crmFieldMappingSchema,
  INTEGRATION_GROUPS,
  INTEGRATION_KINDS,
  SYNC_PHASES,
  type CatalogItemDto,
  type CrmConnectStartDto,
  type CrmFailureDto,
  type CrmIntegrationDto,
  type CrmIntegrationSettings,
  type IntegrationsPageDto,
  type SyncProgressDto,
} from './integration-catalog';
import { PLANS } from './plans';
import { examples, absoluteUrl, instant, schemaOf } from './response-kit';

/**
 * The answers of the organization's integrations API (/api/integrations: the grouped page and the CRM
 * connections) as valibot schemas: the OpenAPI document describes each success body from these, and
 * the type checks at the bottom keep them equal to the DTO types the services return.
 */

const integrationStatus = v.pipe(
  v.string(),
  v.description('connected, partially_connected, expired, requires_reconnection, connecting or failed'),
);

export const catalogItemSchema = schemaOf<CatalogItemDto>()(
  v.object({
    provider: v.pipe(v.string(), v.description('The provider as stored, e.g. hubspot')),
    name: v.string(),
    group: v.picklist(INTEGRATION_GROUPS),
    kind: v.picklist(INTEGRATION_KINDS),
    description: v.string(),
    enterprise: v.pipe(v.optional(v.boolean()), v.description('Present and true for tools behind the Enterprise plan')),
    detailPath: v.pipe(v.string(), v.description("The tool's page in the app")),
    available: v.pipe(v.boolean(), v.description('False while the tool has no connection flow yet (shown, not connectable)')),
    connection: v.nullable(
      v.object({
        id: v.string(),
        status: integrationStatus,
        externalAccountName: v.string(),
        updatedAt: instant,
        lastError: v.nullable(v.string()),
      }),
    ),
    inUse: v.pipe(v.boolean(), v.description('The CRM routing reads and writes, among connected CRMs')),
  }),
);

export const integrationsPageSchema = schemaOf<IntegrationsPageDto>()(
  v.pipe(
    v.object({ plan: v.picklist(PLANS), needsReauthorization: v.boolean(), items: v.array(catalogItemSchema) }),
    examples({
      plan: 'standard',
      needsReauthorization: false,
      items: [
        {
          provider: 'hubspot',
          name: 'HubSpot',
          group: 'crm',
          kind: 'crm',
          description: 'Route on HubSpot companies, contacts, deals and a custom object; write owners and contacts back.',
          detailPath: '/settings/integrations/hubspot',
          available: true,
          connection: {
            id: 'int_5f2a9c',
            status: 'connected',
            externalAccountName: 'Acme Inc. (portal 4817263)',
            updatedAt: '2026-11-20T08:30:00.000Z',
            lastError: null,
          },
          inUse: true,
        },
      ],
    }),
  ),
);

export const crmIntegrationSettingsSchema = schemaOf<CrmIntegrationSettings>()(
  v.object({
    moduleType: v.picklist(CRM_MODULE_TYPES),
    customObjectType: v.nullable(v.string()),
    leadOwnerProperty: v.nullable(v.string()),
    contactOwnerProperty: v.nullable(v.string()),
    crmFieldMappings: v.array(crmFieldMappingSchema),
    domain: v.pipe(v.nullable(v.string()), v.description("The vendor account's domain (Salesforce My Domain, Freshsales account)")),
  }),
);

export const syncProgressSchema = schemaOf<SyncProgressDto>()(
  v.object({
    module: v.string(),
    phase: v.picklist(SYNC_PHASES),
    status: v.pipe(v.string(), v.description('queued, running, idle or failed')),
    processed: v.number(),
    mirrored: v.pipe(v.number(), v.description('Records of the module held in the mirror')),
    syncedAt: v.nullable(instant),
    lastError: v.nullable(v.string()),
  }),
);

export const crmIntegrationSchema = schemaOf<CrmIntegrationDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      provider: v.string(),
      name: v.string(),
      status: integrationStatus,
      externalAccountName: v.string(),
      lastError: v.nullable(v.string()),
      inUse: v.boolean(),
      settings: crmIntegrationSettingsSchema,
      sync: v.array(syncProgressSchema),
      fieldsRefreshedAt: v.nullable(instant),
      plan: v.picklist(PLANS),
      connectedAt: instant,
    }),
    examples({
      id: 'int_5f2a9c',
      provider: 'salesforce',
      name: 'Salesforce',
      status: 'connected',
      externalAccountName: 'Acme Inc.',
      lastError: null,
      inUse: true,
      settings: {
        moduleType: 'both',
        customObjectType: null,
        leadOwnerProperty: null,
        contactOwnerProperty: null,
        crmFieldMappings: [{ field: 'Industry', module_type: 'account', name: 'Industry' }],
        domain: 'acme.my.salesforce.com',
      },
      sync: [
        {
          module: 'account',
          phase: 'incremental',
          status: 'idle',
          processed: 4210,
          mirrored: 4210,
          syncedAt: '2026-11-28T22:05:00.000Z',
          lastError: null,
        },
      ],
      fieldsRefreshedAt: '2026-11-28T09:00:00.000Z',
      plan: 'enterprise',
      connectedAt: '2026-10-01T12:00:00.000Z',
    }),
  ),
);

export const crmFailureSchema = schemaOf<CrmFailureDto>()(
  v.object({
    integration: v.nullable(
      v.object({ id: v.string(), provider: v.string(), name: v.string(), status: integrationStatus, expiredAt: v.nullable(instant) }),
    ),
    routers: v.pipe(v.array(v.object({ id: v.string(), name: v.string() })), v.description('The routers reading the CRM')),
    canReconnect: v.boolean(),
  }),
);

export const crmConnectStartSchema = schemaOf<CrmConnectStartDto>()(
  v.pipe(
    v.object({ authorizeUrl: v.pipe(absoluteUrl, v.description("The vendor's consent page, with a single-use state")) }),
    examples({
      authorizeUrl:
        'https://app.hubspot.com/oauth/authorize?client_id=3f1d9a7e&redirect_uri=https%3A%2F%2Fapp.routewise.example%2Fapi%2Fintegrations%2Foauth%2Fhubspot%2Fcallback&scope=crm.objects.contacts.read&state=Kq3v9XbT2mLp',
    }),
  ),
);
