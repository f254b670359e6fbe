import type { CrmModule, CrmRecord } from '../../contracts/routing';
import { normaliseEmail, normalisePhone, registrableDomain } from '../../core/routing/identity';
import { toAtoms } from '../../core/routing/values';
import { CrmError, CrmRecordNotFoundError, type CrmAdapter, type CrmOwner, type CrmPersonInput } from './adapter';

/** A person to upsert, already normalised (lower-cased e-mail, E.164 phone). */
export type NormalisedPerson = Omit<CrmPersonInput, 'email' | 'phone'> & { email: string; phone: string | null };

/** Owner columns, or a custom owner property kept in the record's fields. */
export type OwnerWrite = { userId: string; email: string; property: string | null };

/** What the built-in CRM needs from storage; the crm feature injects its repository functions. */
export interface BuiltinCrmStore {
  findByEmail(accountId: string, email: string): Promise<CrmRecord[]>;
  findByDomain(accountId: string, domain: string): Promise<CrmRecord[]>;
  findByPhone(accountId: string, phone: string): Promise<CrmRecord[]>;
  findByField(accountId: string, module: CrmModule, field: string, value: string): Promise<CrmRecord[]>;
  getRecord(accountId: string, id: string): Promise<CrmRecord | null>;
  /** The e-mail of an active member, or null. */
  userEmail(accountId: string, userId: string): Promise<string | null>;
  /** Returns false when the record does not exist. */
  writeOwner(accountId: string, recordId: string, owner: OwnerWrite): Promise<boolean>;
  upsertPerson(accountId: string, module: 'lead' | 'contact', person: NormalisedPerson): Promise<CrmRecord>;
}

/** Property names that mean "the record's owner" in the built-in CRM. */
const OWNER_COLUMNS = new Set(['owner_id', 'owner_email', 'owner']);

/** The CRM that needs no outside service: records live in our own D1 (imported or created in the app). */
export class BuiltinCrm implements CrmAdapter {
  readonly name = 'builtin';
  constructor(private readonly store: BuiltinCrmStore) {}

  async findByEmail(accountId: string, email: string) {
    const normalised = normaliseEmail(email);
    return normalised ? this.store.findByEmail(accountId, normalised) : [];
  }

  async findByDomain(accountId: string, domain: string) {
    const normalised = registrableDomain(domain.includes('@') ? domain.slice(domain.lastIndexOf('@') + 1) : domain);
    return normalised ? this.store.findByDomain(accountId, normalised) : [];
  }

  async findByPhone(accountId: string, phone: string) {
    const normalised = normalisePhone(phone);
    return normalised ? this.store.findByPhone(accountId, normalised) : [];
  }

  async findByField(accountId: string, module: CrmModule, field: string, value: string) {
    return value.trim() ? this.store.findByField(accountId, module, field, value) : [];
  }

  getRecord(accountId: string, id: string) {
    return this.store.getRecord(accountId, id);
  }

  ownerOf(record: CrmRecord): CrmOwner {
    return { userId: toAtoms(record.fields['owner_id'])[0] ?? null, email: toAtoms(record.fields['owner_email'])[0] ?? null };
  }

  async updateOwner(accountId: string, recordId: string, userId: string, property: string | null) {
    const email = await this.store.userEmail(accountId, userId);
    if (!email) throw new CrmError(this.name, "This user doesn't exist in the product");
    const written = await this.store.writeOwner(accountId, recordId, {
      userId,
      email,
      property: property && !OWNER_COLUMNS.has(property) ? property : null,
    });
    if (!written) throw new CrmRecordNotFoundError(this.name, recordId);
  }

  createOrUpdateLead(accountId: string, input: CrmPersonInput) {
    return this.upsert(accountId, 'lead', input);
  }

  createOrUpdateContact(accountId: string, input: CrmPersonInput) {
    return this.upsert(accountId, 'contact', input);
  }

  private upsert(accountId: string, module: 'lead' | 'contact', input: CrmPersonInput) {
    const email = normaliseEmail(input.email);
    if (!email) throw new CrmError(this.name, `Cannot write a ${module} without a valid e-mail`);
    return this.store.upsertPerson(accountId, module, { ...input, email, phone: normalisePhone(input.phone) });
  }
}
