import { and, desc, eq, isNull, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { routers } from '../../db/schema/routers';
import { relayRouters } from '../../db/schema/relay';
import { forms } from '../../db/schema/routing';
import type { FormKind } from '../../contracts/forms';
import { findLive, listLive, liveRows, updateLive, ofAccount } from '../../db/live-rows';

export type FormRow = typeof forms.$inferSelect;
export type FormInsert = typeof forms.$inferInsert;
type FormColumns = Omit<FormInsert, 'id' | 'accountId' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

const live = (accountId: string) => liveRows(forms, accountId);

export const listForms = (db: Db, accountId: string, kind?: FormKind) =>
  listLive(db, forms, accountId, kind ? eq(forms.kind, kind) : undefined, desc(forms.updatedAt));

export const findForm = (db: Db, accountId: string, id: string) => findLive(db, forms, accountId, id);

// The live rows of a router table with the form each maps, newest first.
const formsOf = (db: Db, table: typeof routers | typeof relayRouters, accountId: string) =>
  db
    .select({ id: table.id, name: table.name, formId: table.formId })
    .from(table)
    .where(ofAccount(table, accountId, isNull(table.deletedAt)))
    .orderBy(desc(table.createdAt))
    .all();

/**
 * The live routers and the form each maps, newest first: what keeps a form from being deleted. Small
 * rows, filtered by form in the caller (no IN list to outgrow D1's bind limit).
 */
export const routerForms = (db: Db, accountId: string) => formsOf(db, routers, accountId);

/** The live relays' prospect forms, for the dependency view (read here: relays depend on forms, not the reverse). */
export const relayForms = (db: Db, accountId: string) => formsOf(db, relayRouters, accountId);

export const liveFormKeys = async (db: Db, accountId: string) =>
  (await db.select({ formKey: forms.formKey }).from(forms).where(live(accountId)).all()).map((r) => r.formKey);

/**
 * Inserts only when no live form of the account already has the Form ID (case-insensitive), in one
 * statement so two concurrent saves cannot both take it. Answers false when the key was taken.
 */
export async function insertFormIfKeyFree(
  db: Db,
  row: FormColumns & { id: string; accountId: string; createdAt: number; updatedAt: number },
): Promise<boolean> {
  const result = await db.run(sql`
    insert into forms (id, account_id, kind, name, form_key, provider, consent_enabled, consent_text, submit_label, questions, mapping, created_at, updated_at)
    select ${row.id}, ${row.accountId}, ${row.kind}, ${row.name}, ${row.formKey}, ${row.provider ?? 'native'}, ${row.consentEnabled ? 1 : 0}, ${row.consentText ?? ''},
      ${row.submitLabel ?? 'Submit'}, ${JSON.stringify(row.questions ?? [])}, ${row.mapping ? JSON.stringify(row.mapping) : null}, ${row.createdAt}, ${row.updatedAt}
    where not exists (
      select 1 from forms where account_id = ${row.accountId} and deleted_at is null and lower(form_key) = lower(${row.formKey})
    )`);
  return (result.meta?.changes ?? 0) > 0;
}

const other = alias(forms, 'other_forms');

/** Updates a live form unless another live form of the account holds the new Form ID; false when it does (or the form is gone). */
export async function updateFormIfKeyFree(
  db: Db,
  accountId: string,
  id: string,
  set: FormColumns & { updatedAt: number },
): Promise<boolean> {
  const keyTaken = db
    .select({ one: sql`1` })
    .from(other)
    .where(ofAccount(other, accountId, isNull(other.deletedAt), ne(other.id, id), sql`lower(${other.formKey}) = lower(${set.formKey})`));
  const result = await db
    .update(forms)
    .set(set)
    .where(and(live(accountId), eq(forms.id, id), notExists(keyTaken)))
    .run();
  return (result.meta?.changes ?? 0) > 0;
}

export const softDeleteForm = (db: Db, accountId: string, id: string, now: number) =>
  updateLive(db, forms, accountId, id, { deletedAt: now, updatedAt: now }).run();
