// The portals, codes and tokens the two HubSpot hosts share, and the writes of records into a portal.
import { ASSOC_TYPE, COMMON, DEFAULT_PROPS, prop, type Obj, type Portal } from './schema';

export type HubspotState = ReturnType<typeof createHubspotState>;

export function createHubspotState() {
  const portals = new Map<number, Portal>();
  const codes = new Map<string, { portal: number; redirectUri: string | null }>();
  const access = new Map<string, { portal: number; expiresAt: number }>();
  const refresh = new Map<string, number>();
  let nextPortal = 1000;
  let nextId = 5000;
  let latestPortal: number | null = null;

  const newCode = (portal: number, redirectUri: string | null = null) => {
    const code = `code-${crypto.randomUUID()}`;
    codes.set(code, { portal, redirectUri });
    return code;
  };

  function upsertObject(p: Portal, object: string, properties: Record<string, unknown>, id?: string, at = Date.now()) {
    const store = p.objects.get(object) ?? new Map<string, Obj>();
    p.objects.set(object, store);
    const oid = id ?? String(nextId++);
    const prev = store.get(oid);
    const props: Record<string, string | null> = { ...(prev?.properties ?? {}) };
    for (const [k, v] of Object.entries(properties)) props[k] = v === null || v === undefined ? null : String(v);
    props.hs_object_id = oid;
    props.hs_lastmodifieddate = new Date(at).toISOString();
    if (!prev) props.createdate = new Date(at).toISOString();
    store.set(oid, { id: oid, properties: props, createdAt: prev?.createdAt ?? at, updatedAt: at, archived: false });
    return store.get(oid)!;
  }

  /**
   * Associates a record with a company. A contact's primary company (type 1) is also its read-only
   * `associatedcompanyid` property, as HubSpot keeps it, so a contact read carries its company.
   */
  function associateCompany(p: Portal, object: string, o: Obj, companyId: string, typeId: number) {
    p.assoc.push({ from: object, fromId: o.id, to: 'companies', toId: companyId, typeId });
    if (object === 'contacts' && typeId === 1) o.properties.associatedcompanyid = companyId;
  }

  function seed(body: Record<string, unknown>): Portal {
    const id = nextPortal++;
    const p: Portal = {
      id,
      objects: new Map(),
      props: new Map(Object.entries(DEFAULT_PROPS).map(([k, v]) => [k, [...v]])),
      assoc: [],
      owners: [],
      writes: [],
      failNext: [],
      latencyMs: 0,
      revoked: false,
      searches: 0,
    };
    portals.set(id, p);
    latestPortal = id;
    for (const o of (body.owners as Portal['owners']) ?? [])
      p.owners.push({ id: String(o.id), email: o.email, firstName: o.firstName ?? '', lastName: o.lastName ?? '' });
    for (const [object, names] of Object.entries((body.extraProperties as Record<string, string[]>) ?? {}))
      p.props.get(object)?.push(...names.map((n) => prop(n)));
    const custom = body.customObject as { objectTypeId: string; properties: string[] } | undefined;
    if (custom) p.props.set(custom.objectTypeId, [...COMMON, ...custom.properties.map((n) => prop(n))]);
    const at = typeof body.modifiedAt === 'number' ? body.modifiedAt : Date.now() - 3_600_000;
    let tick = 0;
    for (const object of ['companies', 'contacts', 'deals', ...(custom ? [custom.objectTypeId] : [])]) {
      for (const r of (body[object] as { id?: string; properties: Record<string, unknown>; company?: string; contact?: string }[]) ?? []) {
        const o = upsertObject(p, object, r.properties, r.id, at + tick++);
        if (r.company) associateCompany(p, object, o, r.company, ASSOC_TYPE[`${object}>companies`] ?? 1);
        if (r.contact)
          p.assoc.push({ from: object, fromId: o.id, to: 'contacts', toId: r.contact, typeId: ASSOC_TYPE[`${object}>contacts`] ?? 3 });
      }
    }
    return p;
  }

  return { portals, codes, access, refresh, newCode, upsertObject, associateCompany, seed, latestPortal: () => latestPortal };
}
