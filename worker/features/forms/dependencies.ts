import type { Db } from '../../db/client';
import type { FormDependenciesDto } from '../../contracts/forms';
import { routersByForm } from '../routers/service';

/**
 * What uses each form: inbound routers that map it and relays that take it as their prospect form.
 * The one place routers and relays hook in (through their services). Relays do not exist yet, so
 * their lists are empty.
 */
export async function formsDependencies(db: Db, accountId: string, formIds: readonly string[]): Promise<Map<string, FormDependenciesDto>> {
  const routers = formIds.length ? await routersByForm(db, accountId, formIds) : new Map<string, { id: string; name: string }[]>();
  return new Map(formIds.map((id) => [id, { routers: routers.get(id) ?? [], relays: [] }]));
}

/** The routers and relays using one form; a form with any cannot be deleted. */
export async function formDependencies(db: Db, accountId: string, formId: string): Promise<FormDependenciesDto> {
  return (await formsDependencies(db, accountId, [formId])).get(formId) ?? { routers: [], relays: [] };
}
