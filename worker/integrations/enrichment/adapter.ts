import type { FieldValue } from '../../contracts/routing';
import type { EnrichmentDataField } from '../../contracts/enrichment';
import { countryName, employeeRange, bandFigure, revenueBandLowerBound, revenueRange } from './normalise';

/** What a provider knows about a company, folded into one shape (country as an ISO alpha-2 code). */
export type CompanyEnrichment = {
  domain: string;
  name: string | null;
  industry: string | null;
  employees: number | null;
  /** The provider's own bands when it gives no exact figure ("51-250", "$10M-$50M"); folded into ours. */
  employeeRange: string | null;
  annualRevenue: number | null;
  revenueRange: string | null;
  country: string | null;
  region: string | null;
  city: string | null;
  timezone: string | null;
};

/** ZeroBounce's verdict on an address. */
export type EmailVerification = { email: string; status: string; subStatus: string | null };

/**
 * One interface for every enrichment provider. A provider answers what it can (firmographics by
 * domain, or e-mail validity); null means it knows nothing, which is cached like an answer. Calls take
 * an AbortSignal because a submission waits for them only so long.
 */
export interface EnrichmentAdapter {
  readonly provider: string;
  enrichCompany?(domain: string, signal?: AbortSignal): Promise<CompanyEnrichment | null>;
  verifyEmail?(email: string, signal?: AbortSignal): Promise<EmailVerification | null>;
  /** Companies the provider lists for a country (lists built from enrichment data), at most `limit`. */
  searchCompanies?(country: string, limit: number, signal?: AbortSignal): Promise<CompanyEnrichment[]>;
}

/** Any failure talking to a provider; `provider` names which. */
export class EnrichmentError extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(message);
    this.name = 'EnrichmentError';
  }
}

/** The provider refused the credentials (wrong, revoked or out of credits). */
export class EnrichmentAuthError extends EnrichmentError {
  constructor(provider: string, message = `${provider} refused the credentials`) {
    super(provider, message);
    this.name = 'EnrichmentAuthError';
  }
}

/** The provider's rate limit was reached and waiting for it would pass the deadline. */
export class EnrichmentRateLimitedError extends EnrichmentError {
  constructor(
    provider: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(provider, `${provider} rate limit reached`);
    this.name = 'EnrichmentRateLimitedError';
  }
}

/** An empty company for a domain; clients fill what their provider answers. */
export const emptyCompany = (domain: string): CompanyEnrichment => ({
  domain,
  name: null,
  industry: null,
  employees: null,
  employeeRange: null,
  annualRevenue: null,
  revenueRange: null,
  country: null,
  region: null,
  city: null,
  timezone: null,
});

/** The fields conditions and lists read (keys of ENRICHMENT_DATA_FIELDS); blanks are left out. */
export function enrichmentFields(
  company: CompanyEnrichment | null,
  email: EmailVerification | null,
): Partial<Record<EnrichmentDataField, FieldValue>> {
  const out: Partial<Record<EnrichmentDataField, FieldValue>> = {};
  const put = (k: EnrichmentDataField, v: string | number | null) => {
    if (v !== null && v !== '') out[k] = v;
  };
  if (company) {
    put('company_name', company.name);
    put('industry', company.industry);
    put('employees', company.employees);
    put('employee_range', employeeRange(company.employees) ?? employeeRange(bandFigure(company.employeeRange)));
    put('annual_revenue', company.annualRevenue);
    put('revenue_range', revenueRange(company.annualRevenue) ?? revenueRange(revenueBandLowerBound(company.revenueRange)));
    put('country', company.country);
    put('country_name', countryName(company.country));
    put('region', company.region);
    put('city', company.city);
    put('timezone', company.timezone);
  }
  if (email) put('email_status', email.status);
  return out;
}
