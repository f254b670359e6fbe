import type { CrmModule, FieldValue } from '../../contracts/routing';
import { CrmError } from './adapter';
import { vendorModule } from './vendor-kit';
import { vendorJson } from './http';
import type { CrmVendorClient, ListModifiedInput, VendorAccountInput, VendorClientSettings, VendorField, VendorOwner } from './vendor';
import type { VendorPage, VendorPersonInput, VendorRecord, VendorSession, VendorWriteResult } from './vendor';
import {
  BASE_PROPERTIES,
  HUBSPOT_API,
  type HsAssociations,
  type HsObject,
  type HsProperty,
  type HsSearch,
  OBJECT,
  P,
  SEARCH_MAX,
  SEARCH_WINDOW,
  decode,
  encode,
  fieldType,
  toProps,
  value,
} from './hubspot-wire';

// HubSpot CRM v3 (objects, search, properties, owners) and v4 associations, as documented at
// developers.hubspot.com. HubSpot is contact-based: a "lead" is written as a contact in lifecycle stage lead.

/** A webhook's catch-up reads its changes in one round trip, not two: an isolate keeps a connection's property definitions this long. */
const TYPES_TTL_MS = 5 * 60_000;
const sharedTypes = new Map<string, { until: number; types: Promise<Map<string, HsProperty>> }>();

export class HubspotClient implements CrmVendorClient {
  readonly provider = P;
  readonly modules: readonly CrmModule[];
  private readonly types = new Map<string, Promise<Map<string, HsProperty>>>();

  constructor(
    private readonly session: VendorSession,
    private readonly settings: VendorClientSettings = {},
  ) {
    this.modules = settings.customObjectType
      ? ['account', 'contact', 'opportunity', 'custom_object']
      : ['account', 'contact', 'opportunity'];
  }

  private url(path: string) {
    return this.session.url(HUBSPOT_API, path);
  }

  private call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown, accept?: number[]) {
    return vendorJson<T>(P, this.session, { method, url: this.url(path), body, accept });
  }

  private objectOf(module: CrmModule, objectType?: string | null): string {
    if (module === 'custom_object') {
      const t = objectType ?? this.settings.customObjectType;
      if (!t) throw new CrmError(P, 'No HubSpot custom object is configured');
      return t;
    }
    return vendorModule(P, OBJECT, module, `HubSpot has no ${module} object`);
  }

  /** Property definitions of an object, shared by the isolate's clients of a connection for TYPES_TTL_MS; `fresh`: read anew. */
  private properties(object: string, fresh = false) {
    let p = fresh ? undefined : this.types.get(object);
    if (!p) {
      const c = this.session.credentials();
      const key = `${this.url('/')}|${c.kind === 'oauth' ? c.accessToken : c.apiKey}|${object}`;
      const hit = fresh ? undefined : sharedTypes.get(key);
      if (hit && hit.until > Date.now()) p = hit.types;
      else {
        const read = this.call<{ results: HsProperty[] }>('GET', `/crm/v3/properties/${encodeURIComponent(object)}`).then(
          (r) => new Map(r.body.results.map((x) => [x.name, x])),
        );
        read.catch(() => {
          this.types.delete(object);
          sharedTypes.delete(key);
        });
        for (const [k, v] of sharedTypes) if (v.until <= Date.now()) sharedTypes.delete(k);
        sharedTypes.set(key, { until: Date.now() + TYPES_TTL_MS, types: read });
        p = read;
      }
      this.types.set(object, p);
    }
    return p;
  }

  private toRecord(
    module: CrmModule,
    object: string,
    o: HsObject,
    types: Map<string, HsProperty>,
    links: Map<string, { account?: string; contact?: string }>,
  ): VendorRecord {
    const p = o.properties;
    const fields: Record<string, FieldValue> = {};
    for (const [k, raw] of Object.entries(p)) fields[k] = value(raw, types.get(k)?.type);
    const modified = Date.parse(p.hs_lastmodifieddate ?? o.updatedAt ?? '') || 0;
    const person = object === 'contacts';
    const name = person ? [p.firstname, p.lastname].filter(Boolean).join(' ') : (p.name ?? p.dealname ?? p.hs_object_id ?? '');
    return {
      externalId: o.id,
      module: person ? (module === 'lead' ? 'lead' : 'contact') : module,
      objectType: module === 'custom_object' ? object : null,
      name: name ?? '',
      email: person ? (p.email ?? null) : null,
      phone: p.phone ?? null,
      domain: object === 'companies' ? (p.domain ?? null) : null,
      ownerExternalId: p.hubspot_owner_id || null,
      // The primary company: a contact's own property; associations v4 for deals and custom objects.
      accountExternalId: links.get(o.id)?.account ?? (person ? p.associatedcompanyid || null : null),
      contactExternalId: links.get(o.id)?.contact ?? null,
      fields,
      modifiedAt: modified,
      deleted: o.archived === true,
    };
  }

  /** Associations v4 for deals (company, contact); a contact's primary company is its `associatedcompanyid`, read with it (one round trip). */
  private async associations(object: string, ids: string[]) {
    const links = new Map<string, { account?: string; contact?: string }>();
    if (!ids.length || object === 'companies' || object === 'contacts') return links;
    const targets = object === 'deals' ? (['companies', 'contacts'] as const) : (['companies'] as const);
    for (const to of targets) {
      const r = await this.call<HsAssociations>(
        'POST',
        `/crm/v4/associations/${object}/${to}/batch/read`,
        { inputs: ids.map((id) => ({ id })) },
        [207],
      );
      for (const row of r.body?.results ?? []) {
        // The primary association wins (HubSpot types it as typeId 1 contact->company, 5 deal->company).
        const primary = row.to.find((t) => t.associationTypes?.some((a) => a.typeId === 1 || a.typeId === 5)) ?? row.to[0];
        if (!primary) continue;
        const entry = links.get(row.from.id) ?? {};
        entry[to === 'companies' ? 'account' : 'contact'] = String(primary.toObjectId);
        links.set(row.from.id, entry);
      }
    }
    return links;
  }

  /**
   * `full`: every property HubSpot defines (so rules can read custom ones) and associations v4, for the
   * import. A quick read (the freshness read at submission) asks for the base properties in one round trip.
   */
  private async search(module: CrmModule, object: string, body: Record<string, unknown>, full = true) {
    const types = full ? await this.properties(object) : new Map<string, HsProperty>();
    const base = BASE_PROPERTIES[object] ?? BASE_PROPERTIES.custom;
    const properties = [...new Set([...base, ...types.keys()])].slice(0, 250);
    const r = await this.call<HsSearch>('POST', `/crm/v3/objects/${encodeURIComponent(object)}/search`, { ...body, properties });
    const links = full
      ? await this.associations(
          object,
          r.body.results.map((o) => o.id),
        )
      : new Map<string, { account?: string; contact?: string }>();
    return { records: r.body.results.map((o) => this.toRecord(module, object, o, types, links)), page: r.body };
  }

  async listModified(input: ListModifiedInput): Promise<VendorPage> {
    const object = this.objectOf(input.module, input.objectType);
    const c = decode(input.cursor, input.since);
    const limit = Math.min(SEARCH_MAX, Math.max(1, input.pageSize ?? 100));
    const filters = c.since === null ? [] : [{ propertyName: 'hs_lastmodifieddate', operator: 'GTE', value: String(c.since) }];
    const { records, page } = await this.search(input.module, object, {
      filterGroups: filters.length ? [{ filters }] : [],
      sorts: [{ propertyName: 'hs_lastmodifieddate', direction: 'ASCENDING' }],
      limit,
      ...(c.after ? { after: c.after } : {}),
    });
    const after = page.paging?.next?.after ?? null;
    let next: string | null = null;
    if (after && Number(after) + limit < SEARCH_WINDOW) next = encode({ since: c.since, after });
    else if (after) {
      // The window is spent: continue with a new query from the newest change read (re-reading its ties is harmless).
      const newest = records.reduce((m, r) => Math.max(m, r.modifiedAt), c.since ?? 0);
      next = encode({ since: newest, after: null });
    }
    return { records, next };
  }

  findByEmail(email: string) {
    return this.search(
      'contact',
      'contacts',
      { filterGroups: [{ filters: [{ propertyName: 'email', operator: 'EQ', value: email }] }], limit: 10 },
      false,
    ).then((r) => r.records);
  }

  async findByDomain(domain: string) {
    const r = await this.search(
      'account',
      'companies',
      { filterGroups: [{ filters: [{ propertyName: 'domain', operator: 'EQ', value: domain }] }], limit: 10 },
      false,
    );
    return r.records;
  }

  async describeFields(module: CrmModule, objectType?: string | null): Promise<VendorField[]> {
    const types = await this.properties(this.objectOf(module, objectType), true);
    return [...types.values()].map((p) => ({
      key: p.name,
      label: p.label,
      type: fieldType(p.type),
      options: p.options?.length ? p.options.filter((o) => !o.hidden).map((o) => o.value) : undefined,
      writable: !p.modificationMetadata?.readOnlyValue && !p.calculated,
    }));
  }

  async listOwners(): Promise<VendorOwner[]> {
    const out: VendorOwner[] = [];
    let after: string | null = null;
    do {
      const q: string = `/crm/v3/owners?limit=100&archived=false${after ? `&after=${encodeURIComponent(after)}` : ''}`;
      const r = await this.call<{
        results: { id: string; email?: string; firstName?: string; lastName?: string }[];
        paging?: { next?: { after: string } };
      }>('GET', q);
      for (const o of r.body.results)
        if (o.email)
          out.push({ externalId: String(o.id), email: o.email.toLowerCase(), name: [o.firstName, o.lastName].filter(Boolean).join(' ') });
      after = r.body.paging?.next?.after ?? null;
    } while (after);
    return out;
  }

  /** Finds by the unique key, then patches or creates; a create racing another one (409) patches the winner. */
  private async upsert(
    object: string,
    key: 'email' | 'domain',
    keyValue: string,
    properties: Record<string, string>,
  ): Promise<VendorWriteResult> {
    const found = await this.call<HsSearch>('POST', `/crm/v3/objects/${object}/search`, {
      filterGroups: [{ filters: [{ propertyName: key, operator: 'EQ', value: keyValue }] }],
      properties: [key],
      limit: 1,
    });
    const existing = found.body.results[0]?.id;
    if (existing) {
      await this.call('PATCH', `/crm/v3/objects/${object}/${existing}`, { properties });
      return { externalId: existing, created: false };
    }
    const created = await this.call<HsObject & { message?: string }>(
      'POST',
      `/crm/v3/objects/${object}`,
      { properties: { ...properties, [key]: keyValue } },
      [409],
    );
    if (created.status === 409) {
      const id = /Existing ID: (\d+)/.exec(created.body.message ?? '')?.[1];
      if (!id) throw new CrmError(P, created.body.message ?? 'HubSpot reported a conflict');
      await this.call('PATCH', `/crm/v3/objects/${object}/${id}`, { properties });
      return { externalId: id, created: false };
    }
    return { externalId: created.body.id, created: true };
  }

  upsertPerson(module: 'lead' | 'contact', input: VendorPersonInput) {
    const properties = toProps(input.fields);
    if (input.firstName) properties.firstname = input.firstName;
    if (input.lastName) properties.lastname = input.lastName;
    if (input.phone) properties.phone = input.phone;
    if (input.company) properties.company = input.company;
    if (input.ownerExternalId) properties.hubspot_owner_id = input.ownerExternalId;
    if (module === 'lead' && !properties.lifecyclestage) properties.lifecyclestage = 'lead';
    return this.upsert('contacts', 'email', input.email.toLowerCase(), properties);
  }

  upsertAccount(input: VendorAccountInput) {
    const properties = { ...toProps(input.fields), name: input.name };
    if (input.ownerExternalId) Object.assign(properties, { hubspot_owner_id: input.ownerExternalId });
    return this.upsert('companies', 'domain', input.domain.toLowerCase(), properties);
  }

  async updateOwner(module: CrmModule, externalId: string, ownerExternalId: string, property: string | null, objectType?: string | null) {
    const object = this.objectOf(module, objectType);
    await this.call('PATCH', `/crm/v3/objects/${encodeURIComponent(object)}/${encodeURIComponent(externalId)}`, {
      properties: { [property || 'hubspot_owner_id']: ownerExternalId },
    });
  }
}
