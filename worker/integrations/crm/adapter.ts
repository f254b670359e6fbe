import type { CrmModule, CrmRecord, FieldValue } from '../../contracts/routing';
import { TOKEN_EXPIRED_ERROR } from '../../contracts/crm';
import { DomainError } from '../../core/errors';

/** Who owns a CRM record, as far as the product can tell: a product user, or only the CRM owner's e-mail. */
export type CrmOwner = { userId: string | null; email: string | null };

/** A lead or contact written from a form or a booking; it is matched by e-mail, so writing twice updates. */
export type CrmPersonInput = {
  email: string;
  name?: string | null;
  phone?: string | null;
  ownerUserId?: string | null;
  fields?: Record<string, FieldValue>;
};

/**
 * One interface for every CRM (the built-in one, HubSpot, Salesforce...). Every call is scoped to one
 * organization; lookups take values normalised like matching does (lower-cased e-mail, registrable
 * domain, E.164 phone) and return records in the matcher's shape, most recently updated first.
 */
export interface CrmAdapter {
  readonly name: string;
  findByEmail(accountId: string, email: string): Promise<CrmRecord[]>;
  /** Accounts with the domain and people whose e-mail is at it. */
  findByDomain(accountId: string, domain: string): Promise<CrmRecord[]>;
  findByPhone(accountId: string, phone: string): Promise<CrmRecord[]>;
  findByField(accountId: string, module: CrmModule, field: string, value: string): Promise<CrmRecord[]>;
  getRecord(accountId: string, id: string): Promise<CrmRecord | null>;
  ownerOf(record: CrmRecord): CrmOwner;
  /** Writes the owner; `property` names the CRM owner field (null: the CRM's default owner field). */
  updateOwner(accountId: string, recordId: string, userId: string, property: string | null): Promise<void>;
  createOrUpdateLead(accountId: string, input: CrmPersonInput): Promise<CrmRecord>;
  createOrUpdateContact(accountId: string, input: CrmPersonInput): Promise<CrmRecord>;
}

/** Any failure talking to a CRM; `crm` names which. */
export class CrmError extends Error {
  constructor(
    readonly crm: string,
    message: string,
  ) {
    super(message);
    this.name = 'CrmError';
  }
}

/**
 * The CRM's token has expired or was revoked. It is a DomainError so any route it escapes from answers
 * 400 TOKEN_EXPIRED_ERROR, which sends the SPA to /crm-failure to reconnect (spec section 8).
 */
export class CrmTokenExpiredError extends DomainError {
  constructor(readonly crm: string) {
    super('bad_request', TOKEN_EXPIRED_ERROR, `The ${crm} connection has expired. Reconnect it to continue.`);
    this.name = 'CrmTokenExpiredError';
  }
}

/** The record is not in the CRM (deleted there, or never was). */
export class CrmRecordNotFoundError extends CrmError {
  constructor(
    crm: string,
    readonly recordId: string,
  ) {
    super(crm, `Record ${recordId} was not found in ${crm}`);
    this.name = 'CrmRecordNotFoundError';
  }
}

/** The CRM refused the call for its rate limit; callers may retry after `retryAfterSeconds`. */
export class CrmRateLimitedError extends CrmError {
  constructor(
    crm: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(crm, `${crm} rate limit reached`);
    this.name = 'CrmRateLimitedError';
  }
}
