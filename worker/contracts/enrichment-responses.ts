import * as v from 'valibot';
import {
  EMPLOYEE_RANGES,
  ENRICHMENT_CAPABILITIES,
  ENRICHMENT_CREDENTIAL_KINDS,
  ENRICHMENT_DATA_FIELDS,
  ENRICHMENT_PROVIDERS,
  REVENUE_RANGES,
  type EnrichmentDataField,
  type EnrichmentFiltersDto,
  type EnrichmentProviderDto,
  type EnrichmentSearchDto,
} from './enrichment';
import { examples, instant, schemaOf } from './response-kit';

/**
 * The answers of the enrichment API (/api/enrichments) as valibot schemas: the OpenAPI document
 * describes each success body from these, and the type checks at the bottom keep them equal to the DTO
 * types the services return.
 */

const dataField = v.picklist(Object.keys(ENRICHMENT_DATA_FIELDS) as EnrichmentDataField[]);

export const enrichmentProviderSchema = schemaOf<EnrichmentProviderDto>()(
  v.pipe(
    v.object({
      provider: v.picklist(ENRICHMENT_PROVIDERS),
      label: v.string(),
      description: v.string(),
      capabilities: v.pipe(
        v.array(v.picklist(ENRICHMENT_CAPABILITIES)),
        v.description('Firmographics by company domain, or whether an e-mail address is deliverable'),
      ),
      credentials: v.picklist(ENRICHMENT_CREDENTIAL_KINDS),
      keyLabel: v.pipe(v.string(), v.description('What the connect form calls the secret')),
      integration: v.pipe(
        v.nullable(
          v.object({
            id: v.string(),
            status: v.pipe(
              v.string(),
              v.description('connected, partially_connected, expired, requires_reconnection, connecting or failed'),
            ),
            accountName: v.string(),
            lastError: v.nullable(v.string()),
            connectedAt: instant,
            updatedAt: instant,
          }),
        ),
        v.description('Null when the provider was never connected; secrets are never sent back'),
      ),
    }),
    examples({
      provider: 'apollo',
      label: 'Apollo',
      description: 'Company size, industry, revenue and location by company domain.',
      capabilities: ['company'],
      credentials: 'api_key',
      keyLabel: 'API key',
      integration: {
        id: 'int_2b8e4f',
        status: 'connected',
        accountName: 'Key ending 9f3a',
        lastError: null,
        connectedAt: '2026-11-10T14:00:00.000Z',
        updatedAt: '2026-11-10T14:00:00.000Z',
      },
    }),
  ),
);

export const enrichmentFiltersSchema = schemaOf<EnrichmentFiltersDto>()(
  v.object({
    fields: v.array(v.object({ key: dataField, label: v.string() })),
    employeeRanges: v.pipe(v.array(v.picklist(EMPLOYEE_RANGES)), v.readonly()),
    revenueRanges: v.pipe(v.array(v.picklist(REVENUE_RANGES)), v.readonly()),
  }),
);

export const enrichmentSearchResultSchema = schemaOf<EnrichmentSearchDto>()(
  v.pipe(
    v.object({
      field: dataField,
      country: v.pipe(v.string(), v.description('ISO 3166 code')),
      values: v.pipe(v.array(v.string()), v.description('Sorted, at most the list limit')),
    }),
    v.metadata({ examples: [{ field: 'industry', country: 'DE', values: ['Automotive', 'Banking', 'Computer Software'] }] }),
  ),
);
