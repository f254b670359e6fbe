import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import {
  EMPLOYEE_RANGES,
  ENRICHMENT_DATA_FIELDS,
  REVENUE_RANGES,
  type EnrichmentDataField,
  type EnrichmentFiltersDto,
  type EnrichmentProvider,
  type EnrichmentSearchDto,
} from '../../contracts/enrichment';
import { listValuesFromCells, MAX_LIST_VALUES } from '../../contracts/lists';
import { enrichmentFields, type CompanyEnrichment } from '../../integrations/enrichment/adapter';
import { createEnrichmentAdapter } from '../../integrations/enrichment/catalogue';
import { credentialsOf, enrichmentIntegrations, transportFor } from './parts/connection';
import { builtinEnrichment } from './parts/lookup';
import * as repo from './repo';

export { enrichProspect } from './parts/lookup';
export { connectProvider, disconnectProvider, getProvider, listProviders } from './parts/connection';

/** The fields conditions and lists can read, with the bands providers' answers are folded into. */
export function enrichmentFilters(): EnrichmentFiltersDto {
  return {
    fields: (Object.keys(ENRICHMENT_DATA_FIELDS) as EnrichmentDataField[]).map((key) => ({ key, label: ENRICHMENT_DATA_FIELDS[key] })),
    employeeRanges: EMPLOYEE_RANGES,
    revenueRanges: REVENUE_RANGES,
  };
}

const SEARCH_TIMEOUT_MS = 10_000;
const SEARCH_LIMIT = 1_000;

/**
 * The values one enrichment field takes among companies in a country: what the organization's CRM
 * accounts and earlier lookups say, plus the provider's own company search where it has one (Apollo).
 * A provider that fails leaves the local answer standing rather than failing the list.
 */
export async function enrichmentValues(
  env: Env | null,
  db: Db,
  accountId: string,
  field: EnrichmentDataField,
  country: string,
  provider: EnrichmentProvider | null = null,
  now = Date.now(),
): Promise<string[]> {
  const companies: CompanyEnrichment[] = [
    ...((await repo.cachedCompaniesIn(db, accountId, country, now, MAX_LIST_VALUES)) as unknown as CompanyEnrichment[]),
    ...(await builtinEnrichment(db, accountId).searchCompanies(country, MAX_LIST_VALUES)),
  ];
  const rows = env
    ? (await enrichmentIntegrations(db, accountId)).filter((r) => r.status === 'connected' && (!provider || r.provider === provider))
    : [];
  for (const row of rows) {
    const adapter = createEnrichmentAdapter(row.provider as EnrichmentProvider, await credentialsOf(env!, row), transportFor(env!));
    if (!adapter.searchCompanies) continue;
    try {
      companies.push(...(await adapter.searchCompanies(country, SEARCH_LIMIT, AbortSignal.timeout(SEARCH_TIMEOUT_MS))));
    } catch (e) {
      console.warn(
        JSON.stringify({ level: 'warn', msg: 'enrichment search failed; local values only', provider: row.provider, error: String(e) }),
      );
    }
  }
  const cells = companies.map((c) => enrichmentFields(c, null)[field]).filter((v) => v !== undefined && v !== null);
  return listValuesFromCells(cells)
    .sort((a, b) => a.localeCompare(b))
    .slice(0, MAX_LIST_VALUES);
}

export async function searchEnrichment(
  env: Env,
  db: Db,
  caller: Caller,
  provider: EnrichmentProvider,
  input: { field: EnrichmentDataField; country: string },
): Promise<EnrichmentSearchDto> {
  return {
    field: input.field,
    country: input.country,
    values: await enrichmentValues(env, db, caller.accountId, input.field, input.country, provider),
  };
}

/** Whether any condition reads enrichment data: only then does a submission look the prospect up. */
export function readsEnrichment(conditionSets: ReadonlyArray<ReadonlyArray<{ field: { source: string } }>>): boolean {
  return conditionSets.some((set) => set.some((c) => c.field.source === 'enrichment'));
}
