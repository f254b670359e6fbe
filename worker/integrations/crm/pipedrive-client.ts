import type { CrmModule, FieldValue } from '../../contracts/routing';
import { vendorJson } from './http';
import type { CrmVendorClient, ListModifiedInput, VendorAccountInput, VendorField, VendorOwner, VendorPage } from './vendor';
import type { VendorPersonInput, VendorRecord, VendorSession, VendorWriteResult } from './vendor';
import {
  type Cursor,
  ENTITY,
  LIMIT,
  P,
  PIPEDRIVE_API,
  type PdItem,
  type PdPage,
  fieldType,
  fieldValue,
  idOf,
  parseTime,
  primary,
} from './pipedrive-wire';
import { apiHost, vendorModule } from './vendor-kit';

// Pipedrive API as documented at developers.pipedrive.com: v2 persons, organizations and deals (cursor
// paging, updated_since, search), v1 users, field definitions and leads (start/limit paging). Calls go to
// the company's api_domain from the token answer. Pipedrive is contact-based: a "lead" is the person plus
// a Pipedrive lead linked to them.

export class PipedriveClient implements CrmVendorClient {
  readonly provider = P;
  readonly modules: readonly CrmModule[] = ['contact', 'account', 'opportunity'];

  constructor(private readonly session: VendorSession) {}

  private url(path: string) {
    return this.session.url(apiHost(this.session, PIPEDRIVE_API), path);
  }

  private call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown, accept?: number[]) {
    return vendorJson<T>(P, this.session, { method, url: this.url(path), body, accept, resetHeaders: ['x-ratelimit-reset'] });
  }

  private entity(module: CrmModule) {
    return vendorModule(P, ENTITY, module, `Pipedrive has no ${module} records`);
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
    const q = new URLSearchParams({
      limit: String(Math.min(LIMIT, input.pageSize ?? LIMIT)),
      sort_by: 'update_time',
      sort_direction: 'asc',
    });
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
    const [orgs, people] = await Promise.all([
      this.search('account', domain, 'custom_fields', false),
      this.search('contact', `@${domain}`, 'email', false),
    ]);
    return [
      ...orgs.filter((o) => (o.domain ?? '').toLowerCase().includes(domain)),
      ...people.filter((p) => p.email?.toLowerCase().endsWith(`@${domain}`)),
    ];
  }

  async describeFields(module: CrmModule): Promise<VendorField[]> {
    type PdField = {
      key: string;
      name: string;
      field_type: string;
      options?: { id: number; label: string }[] | null;
      edit_flag?: boolean;
      bulk_edit_allowed?: boolean;
    };
    const out: VendorField[] = [];
    for (let start = 0; ;) {
      const r = await this.call<PdPage<PdField>>('GET', `/api/v1/${this.entity(module).fields}?start=${start}&limit=${LIMIT}`);
      for (const f of r.body.data ?? [])
        out.push({
          key: f.key,
          label: f.name,
          type: fieldType(f.field_type),
          options: f.options?.length ? f.options.map((o) => o.label) : undefined,
          writable: f.bulk_edit_allowed !== false,
        });
      const p = r.body.additional_data?.pagination;
      if (!p?.more_items_in_collection || p.next_start === undefined) return out;
      start = p.next_start;
    }
  }

  async listOwners(): Promise<VendorOwner[]> {
    const r = await this.call<PdPage<{ id: number; name: string; email: string; active_flag: boolean }>>('GET', '/api/v1/users');
    return (r.body.data ?? [])
      .filter((u) => u.active_flag && u.email)
      .map((u) => ({ externalId: String(u.id), email: u.email.toLowerCase(), name: u.name }));
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
    const r = await this.call<{ data: { id: number } }>('POST', '/api/v2/persons', {
      ...body,
      name: name || email,
      emails: [{ value: email, primary: true, label: 'work' }],
    });
    return { externalId: String(r.body.data.id), created: true };
  }

  async upsertPerson(module: 'lead' | 'contact', input: VendorPersonInput): Promise<VendorWriteResult> {
    const person = await this.upsertPersonRecord(input);
    if (module === 'lead') {
      const leads = await this.call<PdPage<{ id: string }>>('GET', `/api/v1/leads?person_id=${person.externalId}&limit=1`);
      if (!(leads.body.data ?? []).length) {
        const title = input.company ? `${input.company} lead` : `${input.email} lead`;
        await this.call('POST', '/api/v1/leads', {
          title,
          person_id: Number(person.externalId),
          ...(input.ownerExternalId ? { owner_id: Number(input.ownerExternalId) } : {}),
        });
      }
    }
    return person;
  }

  async upsertAccount(input: VendorAccountInput): Promise<VendorWriteResult> {
    const [found] = (await this.search('account', input.name, 'name', true)).filter(
      (o) => o.name.toLowerCase() === input.name.toLowerCase(),
    );
    const body: Record<string, unknown> = {
      name: input.name,
      ...(input.ownerExternalId ? { owner_id: Number(input.ownerExternalId) } : {}),
      ...(input.fields ? { custom_fields: input.fields } : {}),
    };
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
