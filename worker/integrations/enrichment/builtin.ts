import type { CrmRecord, FieldValue } from '../../contracts/routing';
import { emptyCompany, type CompanyEnrichment, type EnrichmentAdapter } from './adapter';
import { countryCode, numberOf, textOf } from './normalise';

/** What the built-in provider reads: the organization's own CRM accounts (imported or mirrored). */
export interface BuiltinEnrichmentStore {
  /** Account records whose domain is this one, most recently updated first. */
  accountsByDomain(domain: string): Promise<CrmRecord[]>;
  /** Account records of the organization, at most `limit`, for lists built from enrichment data. */
  accounts(limit: number): Promise<CrmRecord[]>;
}

// The field names HubSpot, Salesforce, Zoho, Pipedrive and CSV imports commonly give these facts.
const NAMES = {
  name: ['name', 'company', 'company_name', 'account_name', 'Name'],
  industry: ['industry', 'Industry'],
  employees: ['employees', 'numberofemployees', 'number_of_employees', 'NumberOfEmployees', 'employee_count', 'Employees'],
  employeeRange: ['employee_range', 'company_size', 'size'],
  revenue: ['annual_revenue', 'annualrevenue', 'AnnualRevenue', 'revenue', 'Annual_Revenue'],
  revenueRange: ['revenue_range'],
  country: ['country', 'billing_country', 'BillingCountry', 'Billing_Country', 'country_code'],
  region: ['region', 'state', 'billing_state', 'BillingState', 'Billing_State'],
  city: ['city', 'billing_city', 'BillingCity', 'Billing_City'],
  timezone: ['timezone', 'time_zone', 'hs_timezone'],
} as const;

function pick(fields: Record<string, FieldValue>, names: readonly string[]): FieldValue | undefined {
  for (const n of names) {
    const v = fields[n];
    if (v !== undefined && v !== null && v !== '') return Array.isArray(v) ? v[0] : v;
  }
  return undefined;
}

/** An account record read as enrichment data; null when it says nothing a condition could use. */
export function companyFromAccount(record: CrmRecord): CompanyEnrichment | null {
  const f = record.fields;
  const c: CompanyEnrichment = {
    ...emptyCompany(record.domain ?? ''),
    name: textOf(pick(f, NAMES.name)),
    industry: textOf(pick(f, NAMES.industry)),
    employees: numberOf(pick(f, NAMES.employees)),
    employeeRange: textOf(pick(f, NAMES.employeeRange)),
    annualRevenue: numberOf(pick(f, NAMES.revenue)),
    revenueRange: textOf(pick(f, NAMES.revenueRange)),
    country: countryCode(pick(f, NAMES.country)),
    region: textOf(pick(f, NAMES.region)),
    city: textOf(pick(f, NAMES.city)),
    timezone: textOf(pick(f, NAMES.timezone)),
  };
  const { domain: _d, name: _n, ...facts } = c;
  return Object.values(facts).some((v) => v !== null) ? c : null;
}

/**
 * Enrichment that needs no outside service: what the organization's own CRM says about the company
 * (the most recently updated account with facts for the domain), or nothing.
 */
export class BuiltinEnrichment implements EnrichmentAdapter {
  readonly provider = 'builtin';
  constructor(private readonly store: BuiltinEnrichmentStore) {}

  async enrichCompany(domain: string) {
    for (const account of await this.store.accountsByDomain(domain)) {
      const c = companyFromAccount(account);
      if (c) return c;
    }
    return null;
  }

  async searchCompanies(country: string, limit: number) {
    const out: CompanyEnrichment[] = [];
    for (const account of await this.store.accounts(10_000)) {
      const c = companyFromAccount(account);
      if (c && c.country === country) out.push(c);
      if (out.length >= limit) break;
    }
    return out;
  }
}
