import type { Db } from '../../../db/client';
import type { FormDependenciesDto } from '../../../contracts/forms';
import * as repo from '../repo';

/**
 * What uses each form: inbound routers that map it and relays that take it as their prospect form.
 * Read here from the routers' table rather than through the routers feature, which itself depends on
 * forms; relays likewise from the relays' table.
 */
export async function formsDependencies(db: Db, accountId: string, formIds: readonly string[]): Promise<Map<string, FormDependenciesDto>> {
  const routers = new Map<string, { id: string; name: string }[]>();
  const relays = new Map<string, { id: string; name: string }[]>();
  if (formIds.length) {
    const wanted = new Set(formIds);
    const [routerRows, relayRows] = await Promise.all([repo.routerForms(db, accountId), repo.relayForms(db, accountId)]);
    for (const r of routerRows) {
      if (wanted.has(r.formId)) routers.set(r.formId, [...(routers.get(r.formId) ?? []), { id: r.id, name: r.name }]);
    }
    for (const r of relayRows) {
      if (wanted.has(r.formId)) relays.set(r.formId, [...(relays.get(r.formId) ?? []), { id: r.id, name: r.name }]);
    }
  }
  return new Map(formIds.map((id) => [id, { routers: routers.get(id) ?? [], relays: relays.get(id) ?? [] }]));
}

/** The routers and relays using one form; a form with any cannot be deleted. */
export async function formDependencies(db: Db, accountId: string, formId: string): Promise<FormDependenciesDto> {
  return (await formsDependencies(db, accountId, [formId])).get(formId) ?? { routers: [], relays: [] };
}
