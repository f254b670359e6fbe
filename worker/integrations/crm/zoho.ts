import { OAuth2RequestError } from 'arctic';
import type { CrmModule, FieldValue } from '../../contracts/routing';
import { CrmError, CrmRecordNotFoundError } from './adapter';
import { usesStandIn } from '../stand-ins';
import { vendorUrl } from '../vendor-url';
import { vendorJson, type Authorize } from './http';
import type { CrmVendorClient, CrmVendorModule, ListModifiedInput, VendorAccountInput, VendorField, VendorOwner } from './vendor';
import type { VendorPage, VendorPersonInput, VendorRecord, VendorSession, VendorWriteResult } from './vendor';
import { apiHost, fieldTypes, oauthCredentials, vendorModule } from './vendor-kit';

// Zoho CRM REST API v2 (records, search, upsert, users, settings/fields) as documented at
// zoho.com/crm/developer/docs. Zoho runs one accounts server per data centre (accounts.zoho.com, .eu,
// .in...): the connect flow keeps the one the admin signed in at as the integration's `domain`, and
// the token answer's api_domain says where REST calls go. Zoho is lead-based.

export const ZOHO_ACCOUNTS = 'accounts.zoho.com';

/** Zoho's `accounts-server` on the OAuth redirect: the data centre holding the account, where the code must be exchanged (only Zoho's own hosts). */
export function zohoAccountsServer(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && /^accounts\.zoho\.(com|eu|in|com\.au|jp|com\.cn|sa|ca|uk)$/.test(url.host) ? url.host : null;
  } catch {
    return null;
  }
}
export const ZOHO_API = 'www.zohoapis.com';
const P = 'zoho';
const PER_PAGE = 200;
/** v2 serves at most 2,000 records per query through `page`; past that the next page is a new query from the newest change read. */
const PAGE_WINDOW = 2_000;
export const FAKE_ZOHO_CLIENT = { id: 'routewise-dev-zoho', secret: 'routewise-dev-zoho-secret' };

const MODULE: Partial<Record<CrmModule, string>> = { lead: 'Leads', contact: 'Contacts', account: 'Accounts', opportunity: 'Deals' };
const zohoAuth: Authorize = (c) => ({ authorization: `Zoho-oauthtoken ${c.kind === 'oauth' ? c.accessToken : c.apiKey}` });

type ZLookup = { id: string; name?: string; email?: string } | null;
type ZRecord = Record<string, unknown> & { id: string; Modified_Time?: string; Owner?: ZLookup };
type ZList = { data?: ZRecord[]; info?: { more_records?: boolean; page?: number } };
type ZWrite = { data: { code: string; status: string; message: string; action?: string; details: { id?: string; api_name?: string } }[] };
type Cursor = { since: number | null; page: number };

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

function fieldValue(v: unknown): FieldValue {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v))
    return v.map((x) => (typeof x === 'object' && x ? String((x as { name?: unknown }).name ?? JSON.stringify(x)) : String(x)));
  const o = v as { name?: unknown; id?: unknown };
  return typeof o.name === 'string' ? o.name : typeof o.id === 'string' ? o.id : JSON.stringify(v);
}

const fieldType = fieldTypes({
  number: ['integer', 'double', 'currency', 'bigint', 'decimal'],
  boolean: ['boolean'],
  date: ['date', 'datetime'],
  enumeration: ['picklist', 'multiselectpicklist'],
  reference: ['lookup', 'ownerlookup', 'userlookup'],
  string: ['text', 'email', 'phone', 'website', 'textarea'],
});

export class ZohoClient implements CrmVendorClient {
  readonly provider = P;
  readonly modules: readonly CrmModule[] = ['lead', 'contact', 'account', 'opportunity'];

  constructor(private readonly session: VendorSession) {}

  /** REST calls go to the token's api_domain (its data centre), reached through session.url so tests meet the fake. */
  private url(path: string) {
    return this.session.url(apiHost(this.session, ZOHO_API), path);
  }

  private call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, headers?: Record<string, string>, accept?: number[]) {
    return vendorJson<T>(
      P,
      this.session,
      { method, url: this.url(path), body, headers, accept, resetHeaders: ['x-ratelimit-reset'] },
      zohoAuth,
    );
  }

  private moduleOf(module: CrmModule) {
    return vendorModule(P, MODULE, module, `Zoho has no ${module} module`);
  }

  private toRecord(module: CrmModule, r: ZRecord): VendorRecord {
    const fields: Record<string, FieldValue> = {};
    for (const [k, v] of Object.entries(r)) if (!k.startsWith('$')) fields[k] = fieldValue(v);
    const person = module === 'lead' || module === 'contact';
    const account = (r.Account_Name ?? null) as ZLookup;
    const contact = (r.Contact_Name ?? null) as ZLookup;
    return {
      externalId: r.id,
      module,
      name:
        str(r.Full_Name) ??
        ([str(r.First_Name), str(r.Last_Name)].filter(Boolean).join(' ') || str(r.Account_Name) || str(r.Deal_Name) || ''),
      email: person ? str(r.Email) : null,
      phone: str(r.Phone) ?? str(r.Mobile),
      domain: module === 'account' ? str(r.Website) : null,
      ownerExternalId: r.Owner?.id ?? null,
      ownerEmail: r.Owner?.email?.toLowerCase() ?? null,
      accountExternalId: module === 'contact' || module === 'opportunity' ? (account?.id ?? null) : null,
      contactExternalId: module === 'opportunity' ? (contact?.id ?? null) : null,
      fields,
      modifiedAt: Date.parse(r.Modified_Time ?? '') || 0,
    };
  }

  async listModified(input: ListModifiedInput): Promise<VendorPage> {
    const name = this.moduleOf(input.module);
    let c: Cursor = { since: input.since, page: 1 };
    if (input.cursor) {
      const parsed = JSON.parse(input.cursor) as Cursor;
      c = { since: typeof parsed.since === 'number' ? parsed.since : null, page: Math.max(1, Number(parsed.page) || 1) };
    }
    const q = `page=${c.page}&per_page=${PER_PAGE}&sort_by=Modified_Time&sort_order=asc`;
    // If-Modified-Since is Zoho's modified-since filter; 304 means nothing changed since.
    const headers = c.since === null ? undefined : { 'if-modified-since': new Date(c.since).toISOString().replace(/\.\d{3}Z$/, '+00:00') };
    const r = await this.call<ZList | null>('GET', `/crm/v2/${name}?${q}`, undefined, headers, [304, 204]);
    const records = (r.body?.data ?? []).map((x) => this.toRecord(input.module, x));
    if (!r.body?.info?.more_records) return { records, next: null };
    if (c.page * PER_PAGE < PAGE_WINDOW) return { records, next: JSON.stringify({ since: c.since, page: c.page + 1 }) };
    const newest = records.reduce((m, x) => Math.max(m, x.modifiedAt), c.since ?? 0);
    return { records, next: JSON.stringify({ since: newest, page: 1 }) };
  }

  private async search(module: CrmModule, query: string) {
    const r = await this.call<ZList | null>('GET', `/crm/v2/${this.moduleOf(module)}/search?${query}`, undefined, undefined, [204]);
    return (r.body?.data ?? []).map((x) => this.toRecord(module, x));
  }

  async findByEmail(email: string) {
    const q = `email=${encodeURIComponent(email)}`;
    const [leads, contacts] = await Promise.all([this.search('lead', q), this.search('contact', q)]);
    return [...leads, ...contacts];
  }

  findByDomain(domain: string) {
    const criteria = `((Website:equals:${domain})or(Website:equals:www.${domain}))`;
    return this.search('account', `criteria=${encodeURIComponent(criteria)}`);
  }

  async describeFields(module: CrmModule): Promise<VendorField[]> {
    type ZField = {
      api_name: string;
      field_label: string;
      data_type: string;
      read_only?: boolean;
      pick_list_values?: { actual_value: string }[];
    };
    const r = await this.call<{ fields: ZField[] }>('GET', `/crm/v2/settings/fields?module=${this.moduleOf(module)}`);
    return r.body.fields.map((f) => ({
      key: f.api_name,
      label: f.field_label,
      type: fieldType(f.data_type),
      options: f.pick_list_values?.length ? f.pick_list_values.map((o) => o.actual_value).filter((v) => v !== '-None-') : undefined,
      writable: !f.read_only,
    }));
  }

  async listOwners(): Promise<VendorOwner[]> {
    const out: VendorOwner[] = [];
    for (let page = 1; ; page++) {
      const r = await this.call<{ users?: { id: string; email?: string; full_name?: string }[]; info?: { more_records?: boolean } } | null>(
        'GET',
        `/crm/v2/users?type=ActiveUsers&page=${page}&per_page=${PER_PAGE}`,
        undefined,
        undefined,
        [204],
      );
      for (const u of r.body?.users ?? [])
        if (u.email) out.push({ externalId: u.id, email: u.email.toLowerCase(), name: u.full_name ?? '' });
      if (!r.body?.info?.more_records) return out;
    }
  }

  /** Upsert (POST /{module}/upsert) keyed by duplicate_check_fields; a per-record error is the vendor's message. */
  private async upsert(module: string, record: Record<string, unknown>, key: string): Promise<VendorWriteResult> {
    const r = await this.call<ZWrite>(
      'POST',
      `/crm/v2/${module}/upsert`,
      { data: [record], duplicate_check_fields: [key] },
      undefined,
      [202, 207, 400],
    );
    const row = r.body?.data?.[0];
    if (!row || row.status !== 'success' || !row.details.id)
      throw new CrmError(
        P,
        `Zoho refused the ${module} write: ${row?.code ?? r.status} ${row?.message ?? ''}${row?.details.api_name ? ` (${row.details.api_name})` : ''}`.trim(),
      );
    return { externalId: row.details.id, created: row.action === 'insert' };
  }

  upsertPerson(module: 'lead' | 'contact', input: VendorPersonInput) {
    const email = input.email.toLowerCase();
    const record: Record<string, unknown> = { ...input.fields, Email: email, Last_Name: input.lastName || email.split('@')[0] };
    if (input.firstName) record.First_Name = input.firstName;
    if (input.phone) record.Phone = input.phone;
    if (input.company && module === 'lead') record.Company = input.company;
    if (input.ownerExternalId) record.Owner = { id: input.ownerExternalId };
    return this.upsert(this.moduleOf(module), record, 'Email');
  }

  upsertAccount(input: VendorAccountInput) {
    const record: Record<string, unknown> = { ...input.fields, Account_Name: input.name, Website: input.domain.toLowerCase() };
    if (input.ownerExternalId) record.Owner = { id: input.ownerExternalId };
    return this.upsert('Accounts', record, 'Account_Name');
  }

  async updateOwner(module: CrmModule, externalId: string, ownerExternalId: string, property: string | null) {
    const r = await this.call<ZWrite>(
      'PUT',
      `/crm/v2/${this.moduleOf(module)}`,
      { data: [{ id: externalId, [property || 'Owner']: { id: ownerExternalId } }] },
      undefined,
      [202, 207, 400],
    );
    const row = r.body?.data?.[0];
    if (row?.code === 'INVALID_DATA' && row.details.api_name === 'id') throw new CrmRecordNotFoundError(P, externalId);
    if (!row || row.status !== 'success')
      throw new CrmError(P, `Zoho refused the owner update: ${row?.code ?? r.status} ${row?.message ?? ''}`.trim());
  }
}

export const zohoDefinition: CrmVendorModule = {
  provider: P,
  label: 'Zoho',
  based: 'lead',
  fullWrite: false,
  oauth: (env, options) => {
    const accounts = options?.domain || ZOHO_ACCOUNTS;
    const dev = usesStandIn(env, 'zoho');
    return {
      authorizeUrl: vendorUrl(env, accounts, '/oauth/v2/auth'),
      tokenUrl: vendorUrl(env, accounts, '/oauth/v2/token'),
      revokeUrl: vendorUrl(env, accounts, '/oauth/v2/token/revoke'),
      scopes: ['ZohoCRM.modules.ALL', 'ZohoCRM.users.READ', 'ZohoCRM.org.READ', 'ZohoCRM.settings.fields.READ'],
      pkce: false,
      clientId: String(env.ZOHO_CLIENT_ID ?? (dev ? FAKE_ZOHO_CLIENT.id : '')),
      clientSecret: String(env.ZOHO_CLIENT_SECRET ?? (dev ? FAKE_ZOHO_CLIENT.secret : '')),
      // Zoho's documented refresh takes client_id and client_secret as parameters, not HTTP Basic.
      tokenAuth: 'form',
    };
  },
  credentialsFromToken: (t, now) => {
    // Zoho answers a dead refresh token with 200 {"error":"invalid_code"}: the grant is gone, as invalid_grant says elsewhere.
    if (typeof t.access_token !== 'string')
      throw new OAuth2RequestError(t.error === 'invalid_code' ? 'invalid_grant' : String(t.error ?? 'invalid_response'), null, null, null);
    return oauthCredentials(t, now, 'api_domain');
  },
  async identify(session) {
    const host = apiHost(session, ZOHO_API);
    const r = await vendorJson<{ org: { id: string; company_name?: string }[] }>(
      P,
      session,
      { url: session.url(host, '/crm/v2/org') },
      zohoAuth,
    );
    const org = r.body.org[0];
    return { externalAccountId: String(org.id), name: org.company_name ?? `Zoho ${org.id}` };
  },
  create: (session) => new ZohoClient(session),
};
