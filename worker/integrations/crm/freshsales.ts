import type { CrmModule, FieldValue } from '../../contracts/routing';
import { CrmError } from './adapter';
import { vendorJson, type Authorize } from './http';
import type { CrmVendorClient, CrmVendorModule, ListModifiedInput, VendorAccountInput, VendorField, VendorOwner } from './vendor';
import type { VendorPage, VendorPersonInput, VendorRecord, VendorSession, VendorWriteResult } from './vendor';
import { fieldTypes, vendorModule } from './vendor-kit';

// Freshsales (Freshworks CRM) REST API as documented at developers.freshworks.com/crm: contacts, leads,
// sales accounts and deals under https://<account domain>.myfreshworks.com/crm/sales/api, authenticated
// by `Authorization: Token token=<API key>` (spec: Freshsales asks for the account domain and the token).
// Listing goes through a view (everything) or filtered_search on updated_at (changes since); both page
// by page/per_page. Freshsales is contact-based.

export const FRESHSALES_HOST_SUFFIX = 'myfreshworks.com';
const P = 'freshsales';
const PER_PAGE = 100;
const BASE = '/crm/sales/api';

const ENTITY: Partial<Record<CrmModule, { plural: string; singular: string; search: string }>> = {
  contact: { plural: 'contacts', singular: 'contact', search: 'contact' },
  lead: { plural: 'leads', singular: 'lead', search: 'lead' },
  account: { plural: 'sales_accounts', singular: 'sales_account', search: 'sales_account' },
  opportunity: { plural: 'deals', singular: 'deal', search: 'deal' },
};

const tokenAuth: Authorize = (c) => ({ authorization: `Token token=${c.kind === 'api_key' ? c.apiKey : c.accessToken}` });

type FsRecord = Record<string, unknown> & {
  id: number;
  updated_at?: string;
  owner_id?: number | null;
  custom_field?: Record<string, unknown>;
};
type FsPage = Record<string, unknown> & { meta?: { total_pages?: number; total?: number } };
type Cursor = { since: number | null; page: number; view: number | null };

/** The tenant's host: "acme" and "acme.myfreshworks.com" both name acme.myfreshworks.com. */
export function freshsalesHost(domain: string | null | undefined): string {
  const d = (domain ?? '')
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  if (!d) throw new CrmError(P, 'The Freshsales account domain is missing');
  return d.includes('.') ? d : `${d}.${FRESHSALES_HOST_SUFFIX}`;
}

function fieldValue(v: unknown): FieldValue {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v))
    return v.map((x) => (typeof x === 'object' && x ? String((x as { value?: unknown }).value ?? JSON.stringify(x)) : String(x)));
  return JSON.stringify(v);
}

const fieldType = fieldTypes({
  number: ['number', 'currency'],
  boolean: ['checkbox'],
  date: ['date', 'datetime'],
  enumeration: ['dropdown', 'multi_select_dropdown', 'radio'],
  reference: ['lookup', 'auto_complete'],
  string: ['text', 'email', 'phone_number', 'url', 'paragraph'],
});

export class FreshsalesClient implements CrmVendorClient {
  readonly provider = P;
  readonly modules: readonly CrmModule[] = ['contact', 'lead', 'account', 'opportunity'];

  constructor(private readonly session: VendorSession) {}

  private url(path: string) {
    const c = this.session.credentials();
    return this.session.url(freshsalesHost(c.kind === 'api_key' ? c.domain : null), `${BASE}${path}`);
  }

  private call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, accept?: number[]) {
    return vendorJson<T>(P, this.session, { method, url: this.url(path), body, accept, resetHeaders: ['x-ratelimit-reset'] }, tokenAuth);
  }

  private entity(module: CrmModule) {
    return vendorModule(P, ENTITY, module, `Freshsales has no ${module} records`);
  }

  private toRecord(module: CrmModule, o: FsRecord): VendorRecord {
    const fields: Record<string, FieldValue> = {};
    for (const [k, v] of Object.entries(o)) if (k !== 'custom_field' && k !== 'links') fields[k] = fieldValue(v);
    for (const [k, v] of Object.entries(o.custom_field ?? {})) fields[k] = fieldValue(v);
    const person = module === 'contact' || module === 'lead';
    const emails = Array.isArray(o.emails) ? (o.emails as { value: string; is_primary?: boolean }[]) : [];
    const email = (typeof o.email === 'string' && o.email) || (emails.find((e) => e.is_primary) ?? emails[0])?.value || null;
    const name = (o.display_name ?? o.name ?? [o.first_name, o.last_name].filter(Boolean).join(' ')) as string;
    const id = (v: unknown) => (v === null || v === undefined ? null : String(v));
    return {
      externalId: String(o.id),
      module,
      name: name ?? '',
      email: person ? email : null,
      phone: (o.mobile_number ?? o.work_number ?? o.phone ?? null) as string | null,
      domain: module === 'account' ? ((o.website as string) ?? null) : null,
      ownerExternalId: id(o.owner_id),
      accountExternalId: module === 'account' ? null : id(o.sales_account_id),
      contactExternalId: module === 'opportunity' ? id((o.contact_ids as unknown[] | undefined)?.[0]) : null,
      fields,
      modifiedAt: Date.parse(o.updated_at ?? '') || 0,
    };
  }

  /** The "All" view of an entity, which lists every record. */
  private async allView(plural: string): Promise<number> {
    const r = await this.call<{ filters: { id: number; name: string }[] }>('GET', `/${plural}/filters`);
    const view = r.body.filters.find((f) => /^all\b/i.test(f.name)) ?? r.body.filters[0];
    if (!view) throw new CrmError(P, `Freshsales has no view listing ${plural}`);
    return view.id;
  }

  async listModified(input: ListModifiedInput): Promise<VendorPage> {
    const e = this.entity(input.module);
    const c: Cursor = input.cursor ? (JSON.parse(input.cursor) as Cursor) : { since: input.since, page: 1, view: null };
    const per = Math.min(PER_PAGE, input.pageSize ?? PER_PAGE);
    const order = `page=${c.page}&per_page=${per}&sort=updated_at&sort_type=asc`;
    let r;
    if (c.since === null) {
      const view = c.view ?? (await this.allView(e.plural));
      c.view = view;
      r = await this.call<FsPage>('GET', `/${e.plural}/view/${view}?${order}`);
    } else {
      const filter = { filter_rule: [{ attribute: 'updated_at', operator: 'is_after', value: new Date(c.since - 1).toISOString() }] };
      r = await this.call<FsPage>('POST', `/filtered_search/${e.search}?${order}`, filter);
    }
    const rows = (r.body[e.plural] as FsRecord[] | undefined) ?? [];
    const records = rows.map((o) => this.toRecord(input.module, o));
    const pages = r.body.meta?.total_pages ?? (r.body.meta?.total !== undefined ? Math.ceil(r.body.meta.total / per) : c.page);
    return { records, next: c.page < pages && rows.length ? JSON.stringify({ ...c, page: c.page + 1 }) : null };
  }

  private async lookup(q: string, f: string, modules: CrmModule[]): Promise<VendorRecord[]> {
    const entities = modules.map((m) => this.entity(m).singular).join(',');
    const r = await this.call<Record<string, Record<string, FsRecord[]>>>(
      'GET',
      `/lookup?q=${encodeURIComponent(q)}&f=${f}&entities=${entities}`,
    );
    return modules.flatMap((m) => {
      const plural = this.entity(m).plural;
      return (r.body[plural]?.[plural] ?? []).map((o) => this.toRecord(m, o));
    });
  }

  findByEmail(email: string) {
    return this.lookup(email, 'email', ['contact', 'lead']);
  }

  findByDomain(domain: string) {
    return this.lookup(domain, 'website', ['account']);
  }

  async describeFields(module: CrmModule): Promise<VendorField[]> {
    type FsField = { name: string; label: string; type: string; choices?: { value: string }[]; visible?: boolean; read_only?: boolean };
    const r = await this.call<{ fields: FsField[] }>('GET', `/settings/${this.entity(module).plural}/fields`);
    return r.body.fields
      .filter((f) => f.visible !== false)
      .map((f) => ({
        key: f.name,
        label: f.label,
        type: fieldType(f.type),
        options: f.choices?.length ? f.choices.map((c) => c.value) : undefined,
        writable: !f.read_only,
      }));
  }

  async listOwners(): Promise<VendorOwner[]> {
    const r = await this.call<{ users: { id: number; display_name: string; email: string; is_active?: boolean }[] }>(
      'GET',
      '/selector/owners',
    );
    return r.body.users
      .filter((u) => u.is_active !== false && u.email)
      .map((u) => ({ externalId: String(u.id), email: u.email.toLowerCase(), name: u.display_name }));
  }

  private async write(module: CrmModule, existing: string | undefined, record: Record<string, unknown>): Promise<VendorWriteResult> {
    const { plural, singular } = this.entity(module);
    const r = existing
      ? await this.call<Record<string, FsRecord>>('PUT', `/${plural}/${existing}`, { [singular]: record })
      : await this.call<Record<string, FsRecord>>('POST', `/${plural}`, { [singular]: record });
    const id = r.body[singular]?.id;
    if (id === undefined) throw new CrmError(P, `Freshsales answered no ${singular}`);
    return { externalId: String(id), created: !existing };
  }

  async upsertPerson(module: 'lead' | 'contact', input: VendorPersonInput) {
    const email = input.email.toLowerCase();
    const [found] = (await this.findByEmail(email)).filter((r) => r.module === module);
    const record: Record<string, unknown> = { email };
    if (input.firstName) record.first_name = input.firstName;
    if (input.lastName || !found) record.last_name = input.lastName || email.split('@')[0];
    if (input.phone) record.mobile_number = input.phone;
    if (input.ownerExternalId) record.owner_id = Number(input.ownerExternalId);
    if (input.company && module === 'lead') record.company = { name: input.company };
    if (input.fields && Object.keys(input.fields).length) record.custom_field = input.fields;
    return this.write(module, found?.externalId, record);
  }

  async upsertAccount(input: VendorAccountInput) {
    const [found] = await this.findByDomain(input.domain.toLowerCase());
    const record: Record<string, unknown> = {
      name: input.name,
      website: input.domain.toLowerCase(),
      ...(input.ownerExternalId ? { owner_id: Number(input.ownerExternalId) } : {}),
      ...(input.fields ? { custom_field: input.fields } : {}),
    };
    return this.write('account', found?.externalId, record);
  }

  async updateOwner(module: CrmModule, externalId: string, ownerExternalId: string, property: string | null) {
    const { plural, singular } = this.entity(module);
    const owner = Number(ownerExternalId);
    const record = !property || property === 'owner_id' ? { owner_id: owner } : { custom_field: { [property]: owner } };
    await this.call('PUT', `/${plural}/${encodeURIComponent(externalId)}`, { [singular]: record });
  }
}

export const freshsalesDefinition: CrmVendorModule = {
  provider: P,
  label: 'Freshsales',
  based: 'contact',
  fullWrite: false,
  async identify(session) {
    const c = session.credentials();
    const host = freshsalesHost(c.kind === 'api_key' ? c.domain : null);
    // Any authenticated read proves the key; the owners list is the cheapest.
    await vendorJson(P, session, { url: session.url(host, `${BASE}/selector/owners`) }, tokenAuth);
    return { externalAccountId: host, name: host };
  },
  create: (session) => new FreshsalesClient(session),
};
