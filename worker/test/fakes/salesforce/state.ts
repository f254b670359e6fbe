// The orgs, codes and tokens the login and instance hosts share, and the writes of records into an org.
import { DEFAULT_FIELDS, PREFIX, SYSTEM, f, type Org, type Row } from './schema';

export type SalesforceState = ReturnType<typeof createSalesforceState>;

export function createSalesforceState() {
  const orgs = new Map<string, Org>();
  const codes = new Map<string, { org: string; challenge: string | null; redirectUri: string | null }>();
  const access = new Map<string, { org: string; expired: boolean }>();
  const refresh = new Map<string, string>();
  let seq = 1;
  let latestOrg: string | null = null;
  const newId = (object: string) => `${PREFIX[object] ?? 'a0X'}${String(seq++).padStart(12, '0')}AAA`;

  function put(org: Org, object: string, values: Record<string, unknown>, id?: string, at = Date.now()) {
    const store = org.objects.get(object) ?? new Map<string, Row>();
    org.objects.set(object, store);
    const rid = id ?? newId(object);
    const prev = store.get(rid);
    const row = {
      ...(prev ?? { IsDeleted: false }),
      ...values,
      Id: rid,
      SystemModstamp: new Date(at).toISOString().replace('Z', '+0000'),
    } as Row;
    if ((object === 'Lead' || object === 'Contact') && !values.Name) row.Name = [row.FirstName, row.LastName].filter(Boolean).join(' ');
    if (object === 'Lead' && row.IsConverted === undefined) row.IsConverted = false;
    store.set(rid, row);
    return row;
  }

  function seed(body: Record<string, unknown>): Org {
    const id = `00D${String(seq++).padStart(12, '0')}AAA`;
    const org: Org = {
      id,
      objects: new Map(),
      fields: new Map(Object.entries(DEFAULT_FIELDS).map(([k, v]) => [k, [...v]])),
      writes: [],
      failNext: [],
      latencyMs: 0,
      batchSize: Number(body.batchSize ?? 2000),
      revoked: false,
      locators: new Map(),
    };
    orgs.set(id, org);
    latestOrg = id;
    put(org, 'Organization', { Name: String(body.name ?? 'Acme Corp') }, id);
    const custom = body.customObject as { name: string; fields: string[] } | undefined;
    if (custom) org.fields.set(custom.name, [...SYSTEM, ...custom.fields.map((n) => f(n))]);
    const at = typeof body.modifiedAt === 'number' ? body.modifiedAt : Date.now() - 3_600_000;
    let tick = 0;
    for (const object of ['User', 'Account', 'Contact', 'Lead', 'Opportunity', ...(custom ? [custom.name] : [])]) {
      for (const r of (body[object] as Record<string, unknown>[]) ?? [])
        put(org, object, object === 'User' ? { IsActive: true, ...r } : r, r.Id as string | undefined, at + 1000 * tick++);
    }
    return org;
  }

  /** A one-time authorization code for an org (control routes mint them without the authorize page). */
  function newCode(org: string, challenge: string | null, redirectUri: string | null) {
    const code = `sf-code-${crypto.randomUUID()}`;
    codes.set(code, { org, challenge, redirectUri });
    return code;
  }

  return { orgs, codes, access, refresh, put, seed, newCode, latestOrg: () => latestOrg };
}
