import type { CrmModule, FieldValue } from '../../contracts/routing';
import { CrmError } from './adapter';
import { vendorUrl } from '../vendor-url';
import { vendorJson } from './http';
import type {
  CrmVendorClient,
  CrmVendorDefinition,
  ListModifiedInput,
  VendorAccountInput,
  VendorClientSettings,
  VendorEnv,
  VendorField,
  VendorOwner,
  VendorPage,
  VendorPersonInput,
  VendorRecord,
  VendorSession,
  VendorWriteResult,
} from './vendor';

// HubSpot CRM v3 (objects, search, properties, owners) and v4 associations, as documented at
// developers.hubspot.com. HubSpot is contact-based: a "lead" is written as a contact in lifecycle stage lead.

export const HUBSPOT_API = 'api.hubapi.com';
export const HUBSPOT_APP = 'app.hubspot.com';
const P = 'hubspot';

/** Search answers at most 10,000 results per query; past that the next page is a new query from the last change seen. */
const SEARCH_WINDOW = 10_000;
const SEARCH_MAX = 200;

const OBJECT: Partial<Record<CrmModule, string>> = { contact: 'contacts', account: 'companies', opportunity: 'deals', lead: 'contacts' };

/** The properties each module reads besides the custom ones the rules name. */
const BASE_PROPERTIES: Record<string, string[]> = {
  contacts: ['email', 'firstname', 'lastname', 'phone', 'company', 'hubspot_owner_id', 'lifecyclestage', 'associatedcompanyid', 'hs_lastmodifieddate'],
  companies: ['name', 'domain', 'phone', 'hubspot_owner_id', 'hs_lastmodifieddate'],
  deals: ['dealname', 'amount', 'dealstage', 'pipeline', 'hubspot_owner_id', 'hs_lastmodifieddate'],
  custom: ['hs_object_id', 'hubspot_owner_id', 'hs_lastmodifieddate'],
};

type HsObject = { id: string; properties: Record<string, string | null>; updatedAt?: string; archived?: boolean };
type HsSearch = { total: number; results: HsObject[]; paging?: { next?: { after: string } } };
type HsProperty = { name: string; label: string; type: string; fieldType?: string; options?: { value: string; label: string; hidden?: boolean }[]; modificationMetadata?: { readOnlyValue?: boolean }; calculated?: boolean };
type HsAssociations = { results: { from: { id: string }; to: { toObjectId: string | number; associationTypes?: { category: string; typeId: number }[] }[] }[] };

/** The cursor of a search: HubSpot's `after`, and the lower bound of the query it belongs to. */
type Cursor = { since: number | null; after: string | null };
const encode = (c: Cursor) => JSON.stringify(c);
const decode = (raw: string | null, since: number | null): Cursor => {
  if (!raw) return { since, after: null };
  try {
    const c = JSON.parse(raw) as Cursor;
    return { since: typeof c.since === 'number' ? c.since : null, after: typeof c.after === 'string' ? c.after : null };
  } catch {
    return { since, after: null };
  }
};

const fieldType = (t: string): VendorField['type'] =>
  t === 'number' ? 'number' : t === 'bool' ? 'boolean' : t === 'date' || t === 'datetime' ? 'date' : t === 'enumeration' ? 'enumeration' : t === 'string' || t === 'phone_number' ? 'string' : 'other';

function value(raw: string | null | undefined, type: string | undefined): FieldValue {
  if (raw === null || raw === undefined || raw === '') return null;
  if (type === 'enumeration' && raw.includes(';')) return raw.split(';').filter(Boolean);
  if (type === 'number' && Number.isFinite(Number(raw))) return Number(raw);
  if (type === 'bool') return raw === 'true';
  return raw;
}

const toProps = (fields: Record<string, FieldValue> | undefined) =>
  Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k, v === null ? '' : Array.isArray(v) ? v.join(';') : String(v)]));

export class HubspotClient implements CrmVendorClient {
  readonly provider = P;
  readonly modules: readonly CrmModule[];
  private readonly types = new Map<string, Promise<Map<string, HsProperty>>>();

  constructor(
    private readonly session: VendorSession,
    private readonly settings: VendorClientSettings = {},
  ) {
    this.modules = settings.customObjectType ? ['account', 'contact', 'opportunity', 'custom_object'] : ['account', 'contact', 'opportunity'];
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
    const o = OBJECT[module];
    if (!o) throw new CrmError(P, `HubSpot has no ${module} object`);
    return o;
  }

  /** Property definitions of an object, once per client: search asks for them and values are typed by them. */
  private properties(object: string) {
    let p = this.types.get(object);
    if (!p) {
      p = this.call<{ results: HsProperty[] }>('GET', `/crm/v3/properties/${encodeURIComponent(object)}`).then((r) => new Map(r.body.results.map((x) => [x.name, x])));
      p.catch(() => this.types.delete(object));
      this.types.set(object, p);
    }
    return p;
  }

  private toRecord(module: CrmModule, object: string, o: HsObject, types: Map<string, HsProperty>, links: Map<string, { account?: string; contact?: string }>): VendorRecord {
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
      // The primary company: from associations v4 on imports, from the contact's own property on quick reads.
      accountExternalId: links.get(o.id)?.account ?? (person ? p.associatedcompanyid || null : null),
      contactExternalId: links.get(o.id)?.contact ?? null,
      fields,
      modifiedAt: modified,
      deleted: o.archived === true,
    };
  }

  /** Associations v4: the company of each contact or deal, and a deal's contact. */
  private async associations(object: string, ids: string[]) {
    const links = new Map<string, { account?: string; contact?: string }>();
    if (!ids.length || object === 'companies') return links;
    const targets = object === 'deals' ? (['companies', 'contacts'] as const) : (['companies'] as const);
    for (const to of targets) {
      const r = await this.call<HsAssociations>('POST', `/crm/v4/associations/${object}/${to}/batch/read`, { inputs: ids.map((id) => ({ id })) }, [207]);
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
    const links = full ? await this.associations(object, r.body.results.map((o) => o.id)) : new Map<string, { account?: string; contact?: string }>();
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
    return this.search('contact', 'contacts', { filterGroups: [{ filters: [{ propertyName: 'email', operator: 'EQ', value: email }] }], limit: 10 }, false).then((r) => r.records);
  }

  async findByDomain(domain: string) {
    const r = await this.search('account', 'companies', { filterGroups: [{ filters: [{ propertyName: 'domain', operator: 'EQ', value: domain }] }], limit: 10 }, false);
    return r.records;
  }

  async describeFields(module: CrmModule, objectType?: string | null): Promise<VendorField[]> {
    const types = await this.properties(this.objectOf(module, objectType));
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
      const r = await this.call<{ results: { id: string; email?: string; firstName?: string; lastName?: string }[]; paging?: { next?: { after: string } } }>('GET', q);
      for (const o of r.body.results) if (o.email) out.push({ externalId: String(o.id), email: o.email.toLowerCase(), name: [o.firstName, o.lastName].filter(Boolean).join(' ') });
      after = r.body.paging?.next?.after ?? null;
    } while (after);
    return out;
  }

  /** Finds by the unique key, then patches or creates; a create racing another one (409) patches the winner. */
  private async upsert(object: string, key: 'email' | 'domain', keyValue: string, properties: Record<string, string>): Promise<VendorWriteResult> {
    const found = await this.call<HsSearch>('POST', `/crm/v3/objects/${object}/search`, { filterGroups: [{ filters: [{ propertyName: key, operator: 'EQ', value: keyValue }] }], properties: [key], limit: 1 });
    const existing = found.body.results[0]?.id;
    if (existing) {
      await this.call('PATCH', `/crm/v3/objects/${object}/${existing}`, { properties });
      return { externalId: existing, created: false };
    }
    const created = await this.call<HsObject & { message?: string }>('POST', `/crm/v3/objects/${object}`, { properties: { ...properties, [key]: keyValue } }, [409]);
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
    await this.call('PATCH', `/crm/v3/objects/${encodeURIComponent(object)}/${encodeURIComponent(externalId)}`, { properties: { [property || 'hubspot_owner_id']: ownerExternalId } });
  }
}

export const hubspotDefinition: CrmVendorDefinition = {
  provider: P,
  label: 'HubSpot',
  auth: 'oauth',
  based: 'contact',
  fullWrite: true,
  oauth: (env: VendorEnv) => ({
    authorizeUrl: vendorUrl(env, HUBSPOT_APP, '/oauth/authorize'),
    tokenUrl: vendorUrl(env, HUBSPOT_API, '/oauth/v1/token'),
    scopes: ['oauth', 'crm.objects.contacts.read', 'crm.objects.contacts.write', 'crm.objects.companies.read', 'crm.objects.companies.write', 'crm.objects.deals.read', 'crm.objects.deals.write', 'crm.objects.owners.read', 'crm.schemas.custom.read', 'crm.objects.custom.read', 'crm.objects.custom.write'],
    pkce: false,
    clientId: String(env.HUBSPOT_CLIENT_ID ?? ''),
    clientSecret: String(env.HUBSPOT_CLIENT_SECRET ?? ''),
  }),
  credentialsFromToken: (t, now) => ({
    kind: 'oauth',
    accessToken: String(t.access_token),
    refreshToken: typeof t.refresh_token === 'string' ? t.refresh_token : null,
    expiresAt: typeof t.expires_in === 'number' ? now + t.expires_in * 1000 : null,
  }),
  async identify(session) {
    const c = session.credentials();
    const token = c.kind === 'oauth' ? c.accessToken : c.apiKey;
    const r = await vendorJson<{ hub_id: number; hub_domain?: string }>(P, session, { url: session.url(HUBSPOT_API, `/oauth/v1/access-tokens/${encodeURIComponent(token)}`) });
    return { externalAccountId: String(r.body.hub_id), name: r.body.hub_domain ?? `HubSpot ${r.body.hub_id}` };
  },
  create: (session, settings) => new HubspotClient(session, settings),
};
