import type { CrmModule, FieldValue } from '../../contracts/routing';
import { CrmError } from './adapter';
import { usesStandIn } from '../stand-ins';
import { vendorUrl } from '../vendor-url';
import { vendorJson } from './http';
import type { CrmVendorClient, CrmVendorDefinition, ListModifiedInput, VendorAccountInput, VendorField, VendorOwner, VendorPage, VendorPersonInput, VendorRecord, VendorSession, VendorWriteResult } from './vendor';

// Pipedrive API as documented at developers.pipedrive.com: v2 persons, organizations and deals (cursor
// paging, updated_since, search), v1 users, field definitions and leads (start/limit paging). Calls go to
// the company's api_domain from the token answer. Pipedrive is contact-based: a "lead" is the person plus
// a Pipedrive lead linked to them.

export const PIPEDRIVE_OAUTH = 'oauth.pipedrive.com';
export const PIPEDRIVE_API = 'api.pipedrive.com';
const P = 'pipedrive';
const LIMIT = 500;
export const FAKE_PIPEDRIVE_CLIENT = { id: 'routewise-dev-pipedrive', secret: 'routewise-dev-pipedrive-secret' };

const ENTITY: Partial<Record<CrmModule, { v2: string; fields: string }>> = {
  contact: { v2: 'persons', fields: 'personFields' },
  lead: { v2: 'persons', fields: 'personFields' },
  account: { v2: 'organizations', fields: 'organizationFields' },
  opportunity: { v2: 'deals', fields: 'dealFields' },
};

type PdValue = { value: string; primary?: boolean; label?: string };
type PdItem = Record<string, unknown> & { id: number; name?: string; title?: string; owner_id?: number | null; org_id?: number | null; person_id?: number | null; emails?: PdValue[]; phones?: PdValue[]; update_time?: string; custom_fields?: Record<string, unknown>; is_deleted?: boolean };
type PdPage<T> = { success: boolean; data: T[] | null; additional_data?: { next_cursor?: string | null; pagination?: { more_items_in_collection?: boolean; next_start?: number } } };
type Cursor = { since: number | null; cursor: string | null };

const primary = (values?: PdValue[]) => (values?.find((v) => v.primary) ?? values?.[0])?.value || null;
const idOf = (v: unknown) => (v === null || v === undefined ? null : String(typeof v === 'object' ? (v as { value?: unknown; id?: unknown }).value ?? (v as { id?: unknown }).id : v));

function fieldValue(v: unknown): FieldValue {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' && x ? String((x as PdValue).value ?? JSON.stringify(x)) : String(x)));
  const o = v as { value?: unknown };
  return typeof o.value === 'string' || typeof o.value === 'number' ? o.value : JSON.stringify(v);
}

const fieldType = (t: string): VendorField['type'] =>
  t === 'double' || t === 'int' || t === 'monetary' ? 'number' : t === 'date' || t === 'time' || t === 'daterange' ? 'date' : t === 'enum' || t === 'set' ? 'enumeration' : t === 'user' || t === 'org' || t === 'people' ? 'reference' : t === 'varchar' || t === 'text' || t === 'phone' || t === 'varchar_auto' ? 'string' : 'other';

// Pipedrive's API timestamps are UTC without a zone ("2026-01-01 10:00:00") in v1 and RFC 3339 in v2.
const parseTime = (s: unknown) => (typeof s === 'string' ? Date.parse(/Z$|[+-]\d\d:?\d\d$/.test(s) ? s : `${s.replace(' ', 'T')}Z`) || 0 : 0);

export class PipedriveClient implements CrmVendorClient {
  readonly provider = P;
  readonly modules: readonly CrmModule[] = ['contact', 'account', 'opportunity'];

  constructor(private readonly session: VendorSession) {}

  private url(path: string) {
    const c = this.session.credentials();
    const host = c.kind === 'oauth' && c.apiBase ? new URL(c.apiBase).host : PIPEDRIVE_API;
    return this.session.url(host, path);
  }

  private call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown, accept?: number[]) {
    return vendorJson<T>(P, this.session, { method, url: this.url(path), body, accept, resetHeaders: ['x-ratelimit-reset'] });
  }

  private entity(module: CrmModule) {
    const e = ENTITY[module];
    if (!e) throw new CrmError(P, `Pipedrive has no ${module} records`);
    return e;
  }

  private toRecord(module: CrmModule, o: PdItem): VendorRecord {
    const fields: Record<string, FieldValue> = {};
    for (const [k, v] of Object.entries(o)) if (k !== 'custom_fields' && k !== 'emails' && k !== 'phones') fields[k] = fieldValue(v);
    for (const [k, v] of Object.entries(o.custom_fields ?? {})) fields[k] = fieldValue(v);
    const person = module === 'contact' || module === 'lead';
    return {
      externalId: String(o.id),
      module,
      name: String(o.name ?? o.title ?? ''),
      email: person ? primary(o.emails) : null,
      phone: primary(o.phones),
      domain: module === 'account' ? (typeof o.website === 'string' ? o.website : null) : null,
      ownerExternalId: idOf(o.owner_id),
      accountExternalId: module === 'account' ? null : idOf(o.org_id),
      contactExternalId: module === 'opportunity' ? idOf(o.person_id) : null,
      fields,
      modifiedAt: parseTime(o.update_time),
      deleted: o.is_deleted === true,
    };
  }

  async listModified(input: ListModifiedInput): Promise<VendorPage> {
    const { v2 } = this.entity(input.module);
    const c: Cursor = input.cursor ? (JSON.parse(input.cursor) as Cursor) : { since: input.since, cursor: null };
    const q = new URLSearchParams({ limit: String(Math.min(LIMIT, input.pageSize ?? LIMIT)), sort_by: 'update_time', sort_direction: 'asc' });
    if (c.since !== null) q.set('updated_since', new Date(c.since).toISOString().replace(/\.\d{3}Z$/, 'Z'));
    if (c.cursor) q.set('cursor', c.cursor);
    const r = await this.call<PdPage<PdItem>>('GET', `/api/v2/${v2}?${q}`);
    const records = (r.body.data ?? []).map((o) => this.toRecord(input.module, o));
    const next = r.body.additional_data?.next_cursor ?? null;
    return { records, next: next ? JSON.stringify({ since: c.since, cursor: next }) : null };
  }

  private async search(module: CrmModule, term: string, fields: string, exact: boolean) {
    const { v2 } = this.entity(module);
    const q = new URLSearchParams({ term, fields, exact_match: String(exact), limit: '50' });
    const r = await this.call<{ data: { items: { item: { id: number } }[] } | null }>('GET', `/api/v2/${v2}/search?${q}`);
    const ids = (r.body.data?.items ?? []).map((i) => i.item.id);
    if (!ids.length) return [];
    // Search answers a summary; the records the mirror and rules read come from the list endpoint by id.
    const full = await this.call<PdPage<PdItem>>('GET', `/api/v2/${v2}?ids=${ids.join(',')}&limit=${LIMIT}`);
    return (full.body.data ?? []).map((o) => this.toRecord(module, o));
  }

  findByEmail(email: string) {
    return this.search('contact', email, 'email', true);
  }

  async findByDomain(domain: string) {
    const [orgs, people] = await Promise.all([this.search('account', domain, 'custom_fields', false), this.search('contact', `@${domain}`, 'email', false)]);
    return [...orgs.filter((o) => (o.domain ?? '').toLowerCase().includes(domain)), ...people.filter((p) => p.email?.toLowerCase().endsWith(`@${domain}`))];
  }

  async describeFields(module: CrmModule): Promise<VendorField[]> {
    type PdField = { key: string; name: string; field_type: string; options?: { id: number; label: string }[] | null; edit_flag?: boolean; bulk_edit_allowed?: boolean };
    const out: VendorField[] = [];
    for (let start = 0; ; ) {
      const r = await this.call<PdPage<PdField>>('GET', `/api/v1/${this.entity(module).fields}?start=${start}&limit=${LIMIT}`);
      for (const f of r.body.data ?? []) out.push({ key: f.key, label: f.name, type: fieldType(f.field_type), options: f.options?.length ? f.options.map((o) => o.label) : undefined, writable: f.bulk_edit_allowed !== false });
      const p = r.body.additional_data?.pagination;
      if (!p?.more_items_in_collection || p.next_start === undefined) return out;
      start = p.next_start;
    }
  }

  async listOwners(): Promise<VendorOwner[]> {
    const r = await this.call<PdPage<{ id: number; name: string; email: string; active_flag: boolean }>>('GET', '/api/v1/users');
    return (r.body.data ?? []).filter((u) => u.active_flag && u.email).map((u) => ({ externalId: String(u.id), email: u.email.toLowerCase(), name: u.name }));
  }

  private async upsertPersonRecord(input: VendorPersonInput): Promise<VendorWriteResult> {
    const email = input.email.toLowerCase();
    const body: Record<string, unknown> = {};
    const name = [input.firstName, input.lastName].filter(Boolean).join(' ');
    if (input.phone) body.phones = [{ value: input.phone, primary: true, label: 'work' }];
    if (input.ownerExternalId) body.owner_id = Number(input.ownerExternalId);
    if (input.fields && Object.keys(input.fields).length) body.custom_fields = input.fields;
    const [found] = await this.findByEmail(email);
    if (found) {
      await this.call('PATCH', `/api/v2/persons/${found.externalId}`, { ...body, ...(name ? { name } : {}) });
      return { externalId: found.externalId, created: false };
    }
    const r = await this.call<{ data: { id: number } }>('POST', '/api/v2/persons', { ...body, name: name || email, emails: [{ value: email, primary: true, label: 'work' }] });
    return { externalId: String(r.body.data.id), created: true };
  }

  async upsertPerson(module: 'lead' | 'contact', input: VendorPersonInput): Promise<VendorWriteResult> {
    const person = await this.upsertPersonRecord(input);
    if (module === 'lead') {
      const leads = await this.call<PdPage<{ id: string }>>('GET', `/api/v1/leads?person_id=${person.externalId}&limit=1`);
      if (!(leads.body.data ?? []).length) {
        const title = input.company ? `${input.company} lead` : `${input.email} lead`;
        await this.call('POST', '/api/v1/leads', { title, person_id: Number(person.externalId), ...(input.ownerExternalId ? { owner_id: Number(input.ownerExternalId) } : {}) });
      }
    }
    return person;
  }

  async upsertAccount(input: VendorAccountInput): Promise<VendorWriteResult> {
    const [found] = (await this.search('account', input.name, 'name', true)).filter((o) => o.name.toLowerCase() === input.name.toLowerCase());
    const body: Record<string, unknown> = { name: input.name, ...(input.ownerExternalId ? { owner_id: Number(input.ownerExternalId) } : {}), ...(input.fields ? { custom_fields: input.fields } : {}) };
    if (found) {
      await this.call('PATCH', `/api/v2/organizations/${found.externalId}`, body);
      return { externalId: found.externalId, created: false };
    }
    const r = await this.call<{ data: { id: number } }>('POST', '/api/v2/organizations', body);
    return { externalId: String(r.body.data.id), created: true };
  }

  async updateOwner(module: CrmModule, externalId: string, ownerExternalId: string, property: string | null) {
    const owner = Number(ownerExternalId);
    // Custom user fields live under custom_fields by their 40-character key; the record owner is owner_id.
    const body = !property || property === 'owner_id' ? { owner_id: owner } : { custom_fields: { [property]: owner } };
    await this.call('PATCH', `/api/v2/${this.entity(module).v2}/${encodeURIComponent(externalId)}`, body);
  }
}

export const pipedriveDefinition: CrmVendorDefinition = {
  provider: P,
  label: 'Pipedrive',
  auth: 'oauth',
  based: 'contact',
  fullWrite: false,
  oauth: (env) => {
    const dev = usesStandIn(env, 'pipedrive');
    return {
      authorizeUrl: vendorUrl(env, PIPEDRIVE_OAUTH, '/oauth/authorize'),
      tokenUrl: vendorUrl(env, PIPEDRIVE_OAUTH, '/oauth/token'),
      revokeUrl: vendorUrl(env, PIPEDRIVE_OAUTH, '/oauth/revoke'),
      // Pipedrive scopes are chosen on the app in its Marketplace Manager, not in the authorize URL.
      scopes: [],
      pkce: false,
      clientId: String(env.PIPEDRIVE_CLIENT_ID ?? (dev ? FAKE_PIPEDRIVE_CLIENT.id : '')),
      clientSecret: String(env.PIPEDRIVE_CLIENT_SECRET ?? (dev ? FAKE_PIPEDRIVE_CLIENT.secret : '')),
    };
  },
  credentialsFromToken: (t, now) => ({
    kind: 'oauth',
    accessToken: String(t.access_token),
    refreshToken: typeof t.refresh_token === 'string' ? t.refresh_token : null,
    expiresAt: typeof t.expires_in === 'number' ? now + t.expires_in * 1000 : null,
    apiBase: typeof t.api_domain === 'string' ? t.api_domain : null,
  }),
  async identify(session) {
    const c = session.credentials();
    const host = c.kind === 'oauth' && c.apiBase ? new URL(c.apiBase).host : PIPEDRIVE_API;
    const r = await vendorJson<{ data: { company_id: number; company_name?: string; company_domain?: string } }>(P, session, { url: session.url(host, '/api/v1/users/me') });
    return { externalAccountId: String(r.body.data.company_id), name: r.body.data.company_name ?? r.body.data.company_domain ?? `Pipedrive ${r.body.data.company_id}` };
  },
  create: (session) => new PipedriveClient(session),
};
