import type { CrmModule, FieldValue } from '../../contracts/routing';
import { CrmError, CrmRateLimitedError } from './adapter';
import { vendorModule } from './vendor-kit';
import { vendorJson } from './http';
import type { CrmVendorClient, ListModifiedInput, VendorAccountInput, VendorClientSettings, VendorField, VendorOwner } from './vendor';
import type { VendorPage, VendorPersonInput, VendorRecord, VendorSession, VendorWriteResult } from './vendor';
import {
  BASE_FIELDS,
  type Cursor,
  DATA,
  MAX_SELECT,
  P,
  SKIPPED_TYPES,
  SOBJECT,
  type SfDescribe,
  type SfQuery,
  type SfRecord,
  fieldType,
  fieldValue,
  soqlDate,
  soqlString,
  str,
} from './salesforce-wire';

// Salesforce REST API (developer.salesforce.com): SOQL through /queryAll with nextRecordsUrl paging,
// SystemModstamp as the incremental cursor, sObject describe, create/update and composite. Salesforce is
// lead-based; REST calls go to the org's instance_url given by the token endpoint.

export class SalesforceClient implements CrmVendorClient {
  readonly provider = P;
  readonly modules: readonly CrmModule[];
  private readonly describes = new Map<string, Promise<SfDescribe>>();

  constructor(
    private readonly session: VendorSession,
    private readonly settings: VendorClientSettings = {},
  ) {
    this.modules = settings.customObjectType
      ? ['account', 'contact', 'lead', 'opportunity', 'custom_object']
      : ['account', 'contact', 'lead', 'opportunity'];
  }

  /** Every REST call goes to the org's instance (instance_url), reached through vendorUrl like any host. */
  private url(path: string) {
    const c = this.session.credentials();
    const base = c.kind === 'oauth' ? c.apiBase : null;
    if (!base) throw new CrmError(P, 'The Salesforce connection has no instance URL');
    return this.session.url(new URL(base).host, path);
  }

  private async call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) {
    const r = await vendorJson<T | { errorCode: string; message: string }[]>(P, this.session, {
      method,
      url: this.url(path),
      body,
      accept: [403],
    });
    if (r.status === 403) {
      const e = Array.isArray(r.body) ? r.body[0] : undefined;
      // The org's daily API allowance is spent: Salesforce answers 403 REQUEST_LIMIT_EXCEEDED, not 429.
      if (e?.errorCode === 'REQUEST_LIMIT_EXCEEDED') throw new CrmRateLimitedError(P, 3600);
      throw new CrmError(P, `salesforce answered 403: ${e?.message ?? 'forbidden'}`);
    }
    return r as { status: number; body: T };
  }

  private sobject(module: CrmModule, objectType?: string | null) {
    if (module === 'custom_object') {
      const t = objectType ?? this.settings.customObjectType;
      if (!t || !/^[A-Za-z][A-Za-z0-9_]*$/.test(t)) throw new CrmError(P, 'No Salesforce custom object is configured');
      return t;
    }
    return vendorModule(P, SOBJECT, module, `Salesforce has no ${module} object`);
  }

  private describe(sobject: string) {
    let d = this.describes.get(sobject);
    if (!d) {
      d = this.call<SfDescribe>('GET', `${DATA}/sobjects/${sobject}/describe`).then((r) => r.body);
      d.catch(() => this.describes.delete(sobject));
      this.describes.set(sobject, d);
    }
    return d;
  }

  private async selectList(sobject: string) {
    const d = await this.describe(sobject);
    const base = BASE_FIELDS[sobject] ?? BASE_FIELDS.custom;
    const known = new Set(d.fields.map((f) => f.name));
    const extra = d.fields.filter((f) => !SKIPPED_TYPES.has(f.type)).map((f) => f.name);
    return [...new Set([...base.filter((f) => known.has(f)), ...extra])].slice(0, MAX_SELECT);
  }

  private toRecord(module: CrmModule, sobject: string, r: SfRecord): VendorRecord {
    const fields: Record<string, FieldValue> = {};
    for (const [k, v] of Object.entries(r)) if (k !== 'attributes') fields[k] = fieldValue(v);
    const person = sobject === 'Lead' || sobject === 'Contact';
    return {
      externalId: r.Id,
      module,
      objectType: module === 'custom_object' ? sobject : null,
      name: str(r.Name) ?? ([r.FirstName, r.LastName].filter((x) => typeof x === 'string').join(' ') || ''),
      email: person ? str(r.Email) : null,
      phone: str(r.Phone),
      domain: sobject === 'Account' ? str(r.Website) : null,
      ownerExternalId: str(r.OwnerId),
      accountExternalId: str(r.AccountId),
      contactExternalId: str(r.ContactId),
      fields,
      modifiedAt: Date.parse(String(r.SystemModstamp ?? '')) || 0,
      deleted: r.IsDeleted === true,
    };
  }

  /** A SOQL query's first page; `queryAll` also returns deleted rows (IsDeleted) so the mirror can drop them. */
  query(soql: string, all = false) {
    return this.call<SfQuery>('GET', `${DATA}/${all ? 'queryAll' : 'query'}?q=${encodeURIComponent(soql)}`).then((r) => r.body);
  }

  private async queryRecords(module: CrmModule, sobject: string, where: string, limit: number) {
    const fields = await this.selectList(sobject);
    const page = await this.query(`SELECT ${fields.join(', ')} FROM ${sobject} WHERE ${where} LIMIT ${limit}`);
    return page.records.map((r) => this.toRecord(module, sobject, r));
  }

  async listModified(input: ListModifiedInput): Promise<VendorPage> {
    const sobject = this.sobject(input.module, input.objectType);
    let c: Cursor = { since: input.since, next: null };
    if (input.cursor) {
      try {
        c = JSON.parse(input.cursor) as Cursor;
      } catch {
        // an unreadable cursor restarts the query from `since`
      }
    }
    let page: SfQuery;
    if (c.next) {
      if (!c.next.startsWith(`${DATA}/query`)) throw new CrmError(P, 'Unexpected Salesforce nextRecordsUrl');
      page = (await this.call<SfQuery>('GET', c.next)).body;
    } else {
      const fields = await this.selectList(sobject);
      const where = c.since === null ? '' : ` WHERE SystemModstamp >= ${soqlDate(c.since)}`;
      page = await this.query(`SELECT ${fields.join(', ')} FROM ${sobject}${where} ORDER BY SystemModstamp ASC`, true);
    }
    const records = page.records.map((r) => this.toRecord(input.module, sobject, r));
    return { records, next: page.done || !page.nextRecordsUrl ? null : JSON.stringify({ since: c.since, next: page.nextRecordsUrl }) };
  }

  async findByEmail(email: string) {
    const where = `Email = ${soqlString(email)}`;
    const [leads, contacts] = await Promise.all([
      this.queryRecords('lead', 'Lead', `${where} AND IsConverted = false`, 10),
      this.queryRecords('contact', 'Contact', where, 10),
    ]);
    return [...leads, ...contacts];
  }

  findByDomain(domain: string) {
    const d = domain.replace(/[%_\\']/g, '');
    return this.queryRecords('account', 'Account', `Website LIKE ${soqlString(`%${d}%`)}`, 10);
  }

  async describeFields(module: CrmModule, objectType?: string | null): Promise<VendorField[]> {
    const d = await this.describe(this.sobject(module, objectType));
    return d.fields
      .filter((f) => !SKIPPED_TYPES.has(f.type))
      .map((f) => ({
        key: f.name,
        label: f.label,
        type: fieldType(f.type),
        options: f.picklistValues?.filter((v) => v.active).map((v) => v.value),
        writable: f.updateable || f.createable,
      }));
  }

  async listOwners(): Promise<VendorOwner[]> {
    const out: VendorOwner[] = [];
    let page = await this.query('SELECT Id, Email, Name FROM User WHERE IsActive = true');
    for (;;) {
      for (const u of page.records)
        if (typeof u.Email === 'string') out.push({ externalId: u.Id, email: u.Email.toLowerCase(), name: String(u.Name ?? '') });
      if (page.done || !page.nextRecordsUrl) return out;
      page = (await this.call<SfQuery>('GET', page.nextRecordsUrl)).body;
    }
  }

  private async write(sobject: string, existing: string | undefined, body: Record<string, unknown>): Promise<VendorWriteResult> {
    if (existing) {
      await this.call('PATCH', `${DATA}/sobjects/${sobject}/${existing}`, body);
      return { externalId: existing, created: false };
    }
    const r = await this.call<{ id: string; success: boolean }>('POST', `${DATA}/sobjects/${sobject}`, body);
    return { externalId: r.body.id, created: true };
  }

  async upsertPerson(module: 'lead' | 'contact', input: VendorPersonInput): Promise<VendorWriteResult> {
    const sobject = module === 'lead' ? 'Lead' : 'Contact';
    const email = input.email.toLowerCase();
    const found = await this.query(
      `SELECT Id FROM ${sobject} WHERE Email = ${soqlString(email)}${module === 'lead' ? ' AND IsConverted = false' : ''} ORDER BY SystemModstamp DESC LIMIT 1`,
    );
    const existing = found.records[0]?.Id;
    const body: Record<string, unknown> = { ...(input.fields ?? {}) };
    if (input.firstName) body.FirstName = input.firstName;
    if (input.lastName || !existing) body.LastName = input.lastName || email.split('@')[0];
    if (input.phone) body.Phone = input.phone;
    if (input.ownerExternalId) body.OwnerId = input.ownerExternalId;
    if (module === 'lead' && (input.company || !existing)) body.Company = input.company || email.split('@')[1];
    if (!existing) body.Email = email;
    return this.write(sobject, existing, body);
  }

  async upsertAccount(input: VendorAccountInput): Promise<VendorWriteResult> {
    const found = await this.findByDomain(input.domain);
    const body: Record<string, unknown> = { ...(input.fields ?? {}), Name: input.name };
    if (input.ownerExternalId) body.OwnerId = input.ownerExternalId;
    if (!found[0]) body.Website = input.domain;
    return this.write('Account', found[0]?.externalId, body);
  }

  /**
   * Several record updates in one composite call (allOrNone false): each sub-request answers on its own,
   * so one refused record does not undo the others; the failures come back by reference id.
   */
  async compositeUpdate(updates: { referenceId: string; sobject: string; id: string; body: Record<string, unknown> }[]) {
    const r = await this.call<{ compositeResponse: { referenceId: string; httpStatusCode: number; body: unknown }[] }>(
      'POST',
      `${DATA}/composite`,
      {
        allOrNone: false,
        compositeRequest: updates.map((u) => ({
          method: 'PATCH',
          url: `${DATA}/sobjects/${u.sobject}/${u.id}`,
          referenceId: u.referenceId,
          body: u.body,
        })),
      },
    );
    return r.body.compositeResponse.map((x) => ({
      referenceId: x.referenceId,
      ok: x.httpStatusCode < 300,
      error: x.httpStatusCode < 300 ? null : ((x.body as { message?: string }[] | null)?.[0]?.message ?? `HTTP ${x.httpStatusCode}`),
    }));
  }

  async updateOwner(module: CrmModule, externalId: string, ownerExternalId: string, property: string | null, objectType?: string | null) {
    const [result] = await this.compositeUpdate([
      {
        referenceId: 'owner',
        sobject: this.sobject(module, objectType),
        id: externalId,
        body: { [property || 'OwnerId']: ownerExternalId },
      },
    ]);
    if (!result?.ok) throw new CrmError(P, result?.error ?? 'Salesforce refused the owner update');
  }
}
