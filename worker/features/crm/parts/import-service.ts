import type { CountryCode } from 'libphonenumber-js';
import type { Stmt } from '../../../db/batch';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import { CRM_MESSAGES, MAX_IMPORT_ERRORS } from '../../../contracts/crm';
import type { CreateImportInput, CrmImportDto, ImportModule, ImportRowError, ImportRowsInput } from '../../../contracts/crm-import';
import { isFreeEmailDomain } from '../../../core/routing/free-email-domains';
import { emailDomain } from '../../../core/routing/identity';
import { DomainError, conflict, notFound } from '../../../core/errors';
import { activeUsersByEmails } from '../../auth/service';
import * as imports from '../import-repo';
import { mapImportRow, mergeByKey, type MappedRow } from './import-rows';
import * as repo from '../repo';
import { runInBatches } from '../service';

export async function createImport(db: Db, caller: Caller, input: CreateImportInput): Promise<CrmImportDto> {
  const now = Date.now();
  const id = crypto.randomUUID();
  await imports.insertImport(db, {
    id,
    accountId: caller.accountId,
    module: input.module,
    fileName: input.fileName,
    mapping: input.mapping,
    total: input.total,
    createdBy: caller.userId,
    createdAt: now,
    updatedAt: now,
  });
  return getImport(db, caller, id);
}

export async function getImport(db: Db, caller: Caller, id: string): Promise<CrmImportDto> {
  const row = await imports.findImport(db, caller.accountId, id);
  if (!row) throw notFound('Import');
  return imports.toImportDto(row);
}

type Planned = { stmts: Stmt[]; created: number; updated: number };

/** Owner e-mails of active members, mapped to their user ids; a row owned by anyone else fails. */
async function ownerIds(db: Db, accountId: string, rows: MappedRow[]) {
  const emails = rows.map((r) => r.ownerEmail).filter((e): e is string => !!e);
  // Auth matches e-mails in any case; an owner is still the member whose e-mail is exactly the (normalised) one given.
  const wanted = new Set(emails);
  const found = emails.length ? (await activeUsersByEmails(db, accountId, emails)).filter((u) => wanted.has(u.email)) : [];
  return new Map(found.map((u) => [u.email.toLowerCase(), u.id]));
}

/** Contacts go to the account given by domain, else to the account their (non-free) e-mail domain belongs to. */
async function parentAccounts(db: Db, accountId: string, module: ImportModule, rows: MappedRow[]) {
  if (module !== 'contact') return new Map<string, string>();
  const wanted = new Set<string>();
  for (const r of rows) {
    if (r.parentDomain) wanted.add(r.parentDomain);
    const d = emailDomain(r.email);
    if (d && !isFreeEmailDomain(d)) wanted.add(d);
  }
  const accounts = wanted.size ? await repo.findAccountsByDomains(db, accountId, [...wanted]) : [];
  return new Map(accounts.map((a) => [a.domain!, a.id]));
}

async function plan(
  db: Db,
  accountId: string,
  module: ImportModule,
  rows: MappedRow[],
  owners: Map<string, string>,
  now: number,
): Promise<Planned> {
  const keys = rows.map((r) => r.key);
  const [existing, parents] = await Promise.all([
    module === 'account' ? repo.findAccountsByDomains(db, accountId, keys) : repo.findByEmails(db, accountId, module, keys),
    parentAccounts(db, accountId, module, rows),
  ]);
  const byKey = new Map(existing.map((r) => [(module === 'account' ? r.domain : r.email)!, r]));
  const out: Planned = { stmts: [], created: 0, updated: 0 };
  for (const r of rows) {
    const owner = r.ownerEmail ? { ownerEmail: r.ownerEmail, ownerUserId: owners.get(r.ownerEmail) ?? null } : null;
    const domainOfEmail = emailDomain(r.email);
    const parentAccountId =
      module === 'contact'
        ? ((r.parentDomain ? parents.get(r.parentDomain) : undefined) ??
          (domainOfEmail && !isFreeEmailDomain(domainOfEmail) ? parents.get(domainOfEmail) : undefined) ??
          null)
        : null;
    const found = byKey.get(r.key);
    if (found) {
      out.updated += 1;
      const set: Partial<repo.CrmInsert> = { updatedAt: now, fields: { ...(found.fields ?? {}), ...r.fields } };
      if (r.name) set.name = r.name;
      if (r.phone) set.phone = r.phone;
      if (owner) Object.assign(set, owner);
      if (parentAccountId) set.parentAccountId = parentAccountId;
      out.stmts.push(repo.updateRecordStmt(db, accountId, found.id, set));
    } else {
      out.created += 1;
      out.stmts.push(
        repo.insertRecordStmt(db, {
          id: crypto.randomUUID(),
          accountId,
          module,
          name: r.name ?? '',
          email: r.email,
          emailDomain: domainOfEmail,
          phone: r.phone,
          domain: module === 'account' ? r.domain : null,
          ownerUserId: owner?.ownerUserId ?? null,
          ownerEmail: owner?.ownerEmail ?? null,
          parentAccountId,
          fields: r.fields,
          createdAt: now,
          updatedAt: now,
        }),
      );
    }
  }
  return out;
}

/**
 * Applies one chunk: rows are mapped and normalised, upserted (by e-mail for people, by domain for
 * accounts) in D1 batches of ~50 statements, and the progress moves on in the last batch. A chunk that
 * was already applied (a client retry) changes nothing and answers the current progress.
 */
export async function importRows(db: Db, caller: Caller, id: string, input: ImportRowsInput): Promise<CrmImportDto> {
  const { accountId } = caller;
  const current = await imports.findImport(db, accountId, id);
  if (!current) throw notFound('Import');
  if (input.offset + input.rows.length <= current.processed) return imports.toImportDto(current);
  if (current.status !== 'running') throw conflict('import_finished', CRM_MESSAGES.importFinished);
  if (input.offset !== current.processed) throw conflict('chunk_out_of_order', CRM_MESSAGES.chunkOutOfOrder, '/offset');
  if (current.processed + input.rows.length > current.total) throw new DomainError('invalid', 'invalid', CRM_MESSAGES.tooManyRows, '/rows');

  const module = current.module as ImportModule;
  const errors: ImportRowError[] = [];
  const mapped: MappedRow[] = [];
  input.rows.forEach((raw, i) => {
    // Spreadsheet row number: data rows start under the header row.
    const res = mapImportRow(module, current.mapping, raw, input.offset + i + 2, input.defaultCountry as CountryCode | undefined);
    if (res.ok) mapped.push(res.value);
    else errors.push(res.error);
  });
  // Routing assigns the owner, so an owner who is not an active member would only fail later, at routing.
  const owners = await ownerIds(db, accountId, mapped);
  const owned = mapped.filter((r) => {
    if (!r.ownerEmail || owners.has(r.ownerEmail)) return true;
    errors.push({ row: r.row, message: `${CRM_MESSAGES.ownerNotMember}: "${r.ownerEmail}"` });
    return false;
  });
  errors.sort((a, b) => a.row - b.row);
  const { merged, duplicates } = mergeByKey(owned);
  const now = Date.now();
  const planned = await plan(db, accountId, module, merged, owners, now);
  const processed = current.processed + input.rows.length;
  const progress = imports.advanceImportStmt(db, accountId, id, current.processed, {
    processed,
    created: current.created + planned.created,
    updated: current.updated + planned.updated + duplicates,
    failed: current.failed + errors.length,
    errors: [...(current.errors ?? []), ...errors].slice(0, MAX_IMPORT_ERRORS),
    status: processed >= current.total ? 'done' : 'running',
    updatedAt: now,
  });
  await runInBatches(db, [...planned.stmts, progress]);
  return getImport(db, caller, id);
}
