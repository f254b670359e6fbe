import type { CountryCode } from 'libphonenumber-js';
import { runBatch, type Stmt } from '../../db/batch';
import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import { MESSAGES } from '../../contracts/common';
import {
  CRM_MESSAGES,
  CRM_MODULE_LABELS,
  type CrmFieldDto,
  type CrmListQuery,
  type CrmModule,
  type CrmPageDto,
  type CrmRecordDto,
  type CrmRecordInput,
  type CrmRecordUpdate,
} from '../../contracts/crm';
import { isFreeEmailDomain } from '../../core/routing/free-email-domains';
import { emailDomain, normaliseEmail, normalisePhone, registrableDomain } from '../../core/routing/identity';
import { conflict, fieldError, notFound } from '../../core/errors';
import { userNameOf, usersByIds } from '../auth/service';
import * as repo from './repo';
import { listRecords as listRecordRows } from './list-repo';
import * as matchRepo from './match-repo';
import type { SegmentFilter } from './segment-filter-repo';
import type { CrmRecord } from '../../contracts/routing';

export { builtinCrm } from './parts/builtin-crm';
export { crmSnapshotForMatching } from './parts/matching-snapshot';
export { mirroredCount, mirroredPage } from './mirror-page-repo';
export { applyUsageScores, type UsageScoreCopy } from './usage-scores-repo';
/** Stripe's matching and the account columns it sets (features/billing runs the statements in its own batches). */
export {
  matchCandidates as billingMatchCandidates,
  recomputeAllStmt as recomputeBillingAllStmt,
  recomputeForCustomerStmt as recomputeBillingForCustomerStmt,
} from './billing-columns-repo';

/** The organization's CRM accounts at a domain, newest first: the built-in enrichment's company answers. */
export const crmAccountsByDomain = (db: Db, accountId: string, domain: string) => matchRepo.companiesByDomain(db, accountId, domain);

/** Up to `limit` of the organization's CRM accounts, newest first: the built-in enrichment's company search. */
export const crmAccounts = (db: Db, accountId: string, limit: number) => matchRepo.companies(db, accountId, limit);

const BATCH_SIZE = 50;

/** Runs statements in D1 batches of ~50 (each batch is one transaction). */
export async function runInBatches(db: Db, stmts: Stmt[]) {
  for (let i = 0; i < stmts.length; i += BATCH_SIZE) {
    const part = stmts.slice(i, i + BATCH_SIZE);
    await runBatch(db, part);
  }
}

/**
 * Whose records a caller sees: Admins and Managers see the whole CRM; a User (spec section 6, "sees
 * own accounts") sees the records they own and the contacts and opportunities of their accounts.
 */
const viewerOf = (caller: Caller) => (caller.role === 'regular' ? caller.userId : undefined);

/** One page of a module, searched by name, e-mail or domain, within what the caller may see; a segment narrows it further. */
export async function listRecords(db: Db, caller: Caller, q: CrmListQuery, segment?: SegmentFilter): Promise<CrmPageDto> {
  const { rows, total } = await listRecordRows(db, userNameOf, caller.accountId, {
    segment,
    viewer: viewerOf(caller),
    module: q.module,
    q: q.q || undefined,
    parentAccountId: q.accountId,
    objectType: q.objectType,
    page: q.page,
    pageSize: q.pageSize,
  });
  return { data: rows, meta: { page: q.page, pageSize: q.pageSize, total } };
}

/** One record; another User's record is a 404, like another organization's. */
export async function getRecord(db: Db, caller: Caller, id: string): Promise<CrmRecordDto> {
  const dto = await repo.findRecordDto(db, userNameOf, caller.accountId, id, viewerOf(caller));
  if (!dto) throw notFound('Record');
  return dto;
}

// The built-in CRM's standard properties, as every module's field list names them.
const BUILTIN_LABELS = {
  name: 'Name',
  email: 'Email',
  domain: 'Domain',
  phone: 'Phone',
  owner_email: 'Owner email',
  usage_score: 'Usage score',
  usage_level: 'Usage level',
} as const;
const builtIn = (...keys: (keyof typeof BUILTIN_LABELS)[]): CrmFieldDto[] =>
  keys.map((key) => ({ key, label: BUILTIN_LABELS[key], builtIn: true }));

const BUILTIN_FIELDS: Record<CrmModule, CrmFieldDto[]> = {
  lead: builtIn('name', 'email', 'phone', 'owner_email'),
  contact: builtIn('name', 'email', 'phone', 'owner_email', 'usage_score', 'usage_level'),
  account: builtIn('name', 'domain', 'phone', 'owner_email', 'usage_score', 'usage_level'),
  opportunity: builtIn('name', 'owner_email'),
  custom_object: builtIn('name', 'email', 'phone', 'owner_email'),
};

/** The fields a module's records carry: the built-in ones, then every custom field in use. */
export async function listFields(db: Db, caller: Caller, module: CrmModule): Promise<CrmFieldDto[]> {
  const custom = await matchRepo.customFieldKeys(db, caller.accountId, module);
  return [...BUILTIN_FIELDS[module], ...custom.map((key) => ({ key, label: key, builtIn: false }))];
}

/** The keys a module's records carry in the built-in CRM (the same list the field pickers offer), for any caller in the account. */
/** The built-in CRM account at this domain, if there is one (a signal's "View account" opens it). */
export async function accountIdByDomain(db: Db, accountId: string, domain: string): Promise<string | null> {
  if (!domain) return null;
  return (await repo.findAccountsByDomains(db, accountId, [domain]))[0]?.id ?? null;
}

export async function fieldKeys(db: Db, accountId: string, module: CrmModule): Promise<string[]> {
  return [...BUILTIN_FIELDS[module].map((f) => f.key), ...(await matchRepo.customFieldKeys(db, accountId, module))];
}

/** Distinct values of a field over a module's records, for lists built from a CRM field. */
export const distinctFieldValues = (db: Db, accountId: string, module: CrmModule, field: string, limit: number) =>
  matchRepo.distinctFieldValues(db, accountId, module, field, limit);

type Normalised = { email: string | null; emailDomain: string | null; phone: string | null; domain: string | null };

/** Normalises identity fields the way matching reads them; unusable values are 422s on their field. */
function normalise(
  module: CrmModule,
  input: { email?: string | null; phone?: string | null; domain?: string | null; defaultCountry?: string },
): Partial<Normalised> {
  const out: Partial<Normalised> = {};
  if (input.email !== undefined) {
    const raw = input.email?.trim() ?? '';
    const email = raw ? normaliseEmail(raw) : null;
    if (raw && !email) throw fieldError('email', MESSAGES.emailInvalid);
    out.email = email;
    out.emailDomain = emailDomain(email);
  }
  if (input.phone !== undefined) {
    const raw = input.phone?.trim() ?? '';
    const phone = raw ? normalisePhone(raw, input.defaultCountry as CountryCode | undefined) : null;
    if (raw && !phone) throw fieldError('phone', CRM_MESSAGES.invalidPhone);
    out.phone = phone;
  }
  if (input.domain !== undefined && module === 'account') {
    const raw = input.domain?.trim() ?? '';
    const domain = raw ? registrableDomain(raw) : null;
    if (raw && !domain) throw fieldError('domain', CRM_MESSAGES.invalidDomain);
    out.domain = domain;
  }
  return out;
}

async function resolveOwner(db: Db, accountId: string, userId: string | null | undefined) {
  if (userId === undefined) return undefined;
  if (userId === null || userId === '') return { ownerUserId: null, ownerEmail: null };
  const [user] = await usersByIds(db, accountId, [userId], { activeOnly: true });
  if (!user) throw fieldError('ownerUserId', CRM_MESSAGES.ownerNotMember);
  return { ownerUserId: user.id, ownerEmail: user.email };
}

async function checkLink(db: Db, accountId: string, id: string | null | undefined, module: CrmModule, field: string, message: string) {
  if (!id) return null;
  const row = await repo.findRecord(db, accountId, id);
  if (!row || row.module !== module) throw fieldError(field, message);
  return row;
}

async function checkDuplicate(db: Db, accountId: string, module: CrmModule, n: Partial<Normalised>, exceptId?: string) {
  if ((module === 'lead' || module === 'contact') && n.email) {
    if (await repo.findDuplicate(db, accountId, module, { email: n.email }, exceptId))
      throw conflict('duplicate', CRM_MESSAGES.emailTaken(CRM_MODULE_LABELS[module].one.toLowerCase()), '/email');
  }
  if (module === 'account' && n.domain) {
    if (await repo.findDuplicate(db, accountId, module, { domain: n.domain }, exceptId))
      throw conflict('duplicate', CRM_MESSAGES.domainTaken, '/domain');
  }
}

/** A contact with no account given joins the account whose domain its (non-free) e-mail is at. */
async function accountForEmailDomain(db: Db, accountId: string, domain: string | null | undefined) {
  if (!domain || isFreeEmailDomain(domain)) return null;
  const [account] = await repo.findAccountsByDomains(db, accountId, [domain]);
  return account?.id ?? null;
}

export async function createRecord(db: Db, caller: Caller, input: CrmRecordInput): Promise<CrmRecordDto> {
  const { accountId } = caller;
  const n = normalise(input.module, input);
  await checkDuplicate(db, accountId, input.module, n);
  const owner = (await resolveOwner(db, accountId, input.ownerUserId)) ?? { ownerUserId: null, ownerEmail: null };
  const hasParent = input.module !== 'account';
  const parentRow = hasParent
    ? await checkLink(db, accountId, input.parentAccountId, 'account', 'parentAccountId', CRM_MESSAGES.accountRequired)
    : null;
  const contact =
    input.module === 'opportunity'
      ? await checkLink(db, accountId, input.contactId, 'contact', 'contactId', CRM_MESSAGES.contactRequired)
      : null;
  let parentAccountId = parentRow?.id ?? contact?.parentAccountId ?? null;
  if (!parentAccountId && input.module === 'contact') parentAccountId = await accountForEmailDomain(db, accountId, n.emailDomain);
  const now = Date.now();
  const id = crypto.randomUUID();
  await repo
    .insertRecordStmt(db, {
      id,
      accountId,
      module: input.module,
      objectType: input.module === 'custom_object' ? (input.objectType ?? null) : null,
      name: input.name,
      email: n.email ?? null,
      emailDomain: n.emailDomain ?? null,
      phone: n.phone ?? null,
      domain: n.domain ?? null,
      ...owner,
      parentAccountId,
      contactId: contact?.id ?? null,
      fields: input.fields,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return getRecord(db, caller, id);
}

export async function updateRecord(db: Db, caller: Caller, id: string, input: CrmRecordUpdate): Promise<CrmRecordDto> {
  const { accountId } = caller;
  const row = await repo.findRecord(db, accountId, id);
  if (!row) throw notFound('Record');
  const module = row.module;
  const n = normalise(module, input);
  if ((module === 'lead' || module === 'contact') && n.email === null) throw fieldError('email', MESSAGES.emailRequired);
  if (module !== 'lead' && module !== 'contact' && input.name !== undefined && input.name === '')
    throw fieldError('name', MESSAGES.nameRequired);
  if (module === 'custom_object' && input.objectType !== undefined && !input.objectType)
    throw fieldError('objectType', CRM_MESSAGES.objectTypeRequired);
  await checkDuplicate(db, accountId, module, n, id);
  const owner = await resolveOwner(db, accountId, input.ownerUserId);
  const set: Partial<repo.CrmInsert> = { ...n, ...owner, updatedAt: Date.now() };
  if (input.name !== undefined) set.name = input.name;
  if (input.objectType !== undefined && module === 'custom_object') set.objectType = input.objectType;
  if (input.fields !== undefined) set.fields = input.fields;
  if (input.parentAccountId !== undefined && module !== 'account') {
    if (input.parentAccountId === id) throw fieldError('parentAccountId', CRM_MESSAGES.accountRequired);
    set.parentAccountId =
      (await checkLink(db, accountId, input.parentAccountId, 'account', 'parentAccountId', CRM_MESSAGES.accountRequired))?.id ?? null;
  }
  if (input.contactId !== undefined && module === 'opportunity') {
    set.contactId = (await checkLink(db, accountId, input.contactId, 'contact', 'contactId', CRM_MESSAGES.contactRequired))?.id ?? null;
  }
  await repo.updateRecordStmt(db, accountId, id, set).run();
  return getRecord(db, caller, id);
}

export async function deleteRecord(db: Db, caller: Caller, id: string) {
  const row = await repo.findRecord(db, caller.accountId, id);
  if (!row) throw notFound('Record');
  await runBatch(db, repo.deleteRecordStmts(db, caller.accountId, id, Date.now()));
}

/** Record names by id within one organization (no viewer scope: the caller already holds the rows naming them). */
export const recordNames = async (db: Db, accountId: string, ids: string[]) =>
  new Map((await repo.namesByIds(db, accountId, ids)).map((r) => [r.id, r.name]));

/** How many records of the list a segment holds for this caller (a User counts only what they see). */
export const countInSegment = (db: Db, caller: Caller, module: CrmModule, segment: SegmentFilter) =>
  repo.countInSegment(db, caller.accountId, module, segment, viewerOf(caller));

/** Which of these records a segment holds, for routing's "is in segment" conditions. */
export const idsInSegment = (db: Db, accountId: string, module: CrmModule, segment: SegmentFilter, ids: string[]) =>
  ids.length ? repo.idsInSegment(db, accountId, module, segment, ids) : Promise.resolve([]);

/**
 * The built-in CRM record a prospect is: their contact (by e-mail), else the account at their domain; a
 * contact without an account takes the one at the domain. For signal filters that ask "is in segment".
 */
export async function prospectRecord(db: Db, accountId: string, email: string, domain: string): Promise<CrmRecord | null> {
  const [contact] = email ? await repo.findByEmails(db, accountId, 'contact', [email.toLowerCase()]) : [];
  const [account] = domain ? await repo.findAccountsByDomains(db, accountId, [domain.toLowerCase()]) : [];
  if (contact) {
    const record = repo.toCrmRecord(contact);
    return { ...record, accountId: record.accountId ?? account?.id ?? null };
  }
  return account ? repo.toCrmRecord(account) : null;
}
