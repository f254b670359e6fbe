import type { Db } from '../../db/client';
import type { FormDependenciesDto } from '../../contracts/forms';

/**
 * What uses each form: inbound routers that map it and relays that take it as their prospect form.
 * The one place routers and relays hook in (through their services) once they exist; until then
 * nothing can use a form, so every list is empty.
 */
export async function formsDependencies(_db: Db, _accountId: string, formIds: readonly string[]): Promise<Map<string, FormDependenciesDto>> {
  return new Map(formIds.map((id) => [id, { routers: [], relays: [] }]));
}

/** The routers and relays using one form; a form with any cannot be deleted. */
export async function formDependencies(db: Db, accountId: string, formId: string): Promise<FormDependenciesDto> {
  return (await formsDependencies(db, accountId, [formId])).get(formId) ?? { routers: [], relays: [] };
}
