import type { Db } from '../../../db/client';
import { isFreeEmailDomain } from '../../../core/routing/free-email-domains';
import { emailDomain } from '../../../core/routing/identity';
import { BuiltinCrm, type BuiltinCrmStore, type NormalisedPerson } from '../../../integrations/crm/builtin';
import { usersByIds } from '../../auth/service';
import * as repo from '../repo';
import * as matchRepo from '../match-repo';

/** An active member of the organization (auth's users), for the owner a record is given. */
const activeUser = async (db: Db, accountId: string, id: string) => (await usersByIds(db, accountId, [id], { activeOnly: true }))[0];

async function upsertPerson(db: Db, accountId: string, module: 'lead' | 'contact', p: NormalisedPerson) {
  const now = Date.now();
  const [found] = await repo.findByEmails(db, accountId, module, [p.email]);
  const owner = p.ownerUserId ? await activeUser(db, accountId, p.ownerUserId) : undefined;
  const ownerSet = owner ? { ownerUserId: owner.id, ownerEmail: owner.email } : {};
  if (found) {
    const set: Partial<repo.CrmInsert> = { updatedAt: now, ...ownerSet, fields: { ...(found.fields ?? {}), ...(p.fields ?? {}) } };
    if (p.name) set.name = p.name;
    if (p.phone) set.phone = p.phone;
    await repo.updateRecordStmt(db, accountId, found.id, set).run();
    return found.id;
  }
  const domain = emailDomain(p.email);
  const [parent] =
    module === 'contact' && domain && !isFreeEmailDomain(domain) ? await repo.findAccountsByDomains(db, accountId, [domain]) : [];
  const id = crypto.randomUUID();
  await repo
    .insertRecordStmt(db, {
      id,
      accountId,
      module,
      name: p.name ?? '',
      email: p.email,
      emailDomain: domain,
      phone: p.phone,
      ...ownerSet,
      parentAccountId: parent?.id ?? null,
      fields: p.fields ?? {},
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return id;
}

/** The built-in CRM over this feature's repository: what routing uses when no outside CRM is connected. */
export function builtinCrm(db: Db): BuiltinCrm {
  const getRecord = async (accountId: string, id: string) => {
    const row = await repo.findRecord(db, accountId, id);
    return row ? repo.toCrmRecord(row) : null;
  };
  const store: BuiltinCrmStore = {
    findByEmail: async (a, email) => (await matchRepo.findByEmail(db, a, email)).map(repo.toCrmRecord),
    findByDomain: async (a, domain) => (await matchRepo.findByDomain(db, a, domain)).map(repo.toCrmRecord),
    findByPhone: async (a, phone) => (await matchRepo.findByPhone(db, a, phone)).map(repo.toCrmRecord),
    findByField: async (a, module, field, value) => (await matchRepo.findByField(db, a, module, field, value)).map(repo.toCrmRecord),
    getRecord,
    userEmail: async (a, userId) => (await activeUser(db, a, userId))?.email ?? null,
    writeOwner: async (a, recordId, owner) => {
      const row = await repo.findRecord(db, a, recordId);
      if (!row) return false;
      const set: Partial<repo.CrmInsert> = owner.property
        ? { fields: { ...(row.fields ?? {}), [owner.property]: owner.userId } }
        : { ownerUserId: owner.userId, ownerEmail: owner.email };
      await repo.updateRecordStmt(db, a, recordId, { ...set, updatedAt: Date.now() }).run();
      return true;
    },
    upsertPerson: async (a, module, p) => (await getRecord(a, await upsertPerson(db, a, module, p)))!,
  };
  return new BuiltinCrm(store);
}
