// CRM v3 objects (create, patch, get; search in search.ts), property definitions, owners, and v4
// association batch reads, behind the bearer check and the canned failures and latency a test set.
import { sleep, takeCanned, type Answer } from '../kit';
import type { HubspotOAuth } from './oauth';
import { hsError, type Obj, type Portal } from './schema';
import { search, shape } from './search';
import type { HubspotState } from './state';

export function hubspotCrm(s: HubspotState, oauth: HubspotOAuth) {
  const { upsertObject } = s;
  const { authed } = oauth;

  function validProps(p: Portal, object: string, props: Record<string, unknown>): Answer | null {
    const defs = new Map((p.props.get(object) ?? []).map((x) => [x.name, x]));
    for (const [k, v] of Object.entries(props)) {
      const d = defs.get(k);
      if (!d)
        return hsError(
          400,
          'VALIDATION_ERROR',
          `Property values were not valid: [{"isValid":false,"message":"Property \\"${k}\\" does not exist","error":"PROPERTY_DOESNT_EXIST","name":"${k}"}]`,
        );
      if (d.modificationMetadata.readOnlyValue)
        return hsError(400, 'VALIDATION_ERROR', `Property values were not valid: "${k}" is read-only`);
      if (k === 'hubspot_owner_id' && v && !p.owners.some((o) => o.id === String(v)))
        return hsError(400, 'VALIDATION_ERROR', `Property values were not valid: ${v} is not a valid owner id`);
    }
    return null;
  }

  async function api(req: Request, url: URL): Promise<Answer> {
    const path = url.pathname;
    const p = authed(req);
    if (!(p instanceof Object) || !('objects' in p)) return p as Answer;
    if (p.latencyMs) await sleep(p.latencyMs);
    const f = takeCanned(p.failNext, (match) => path.includes(match));
    if (f)
      return {
        status: f.status,
        body: f.body ?? hsError(f.status, f.status === 429 ? 'RATE_LIMITS' : 'ERROR', 'Injected failure').body,
        headers: f.headers,
      };
    let body: Record<string, unknown> = {};
    if (req.method === 'POST' || req.method === 'PATCH') {
      if (!req.headers.get('content-type')?.includes('application/json')) return hsError(415, 'VALIDATION_ERROR', 'Unsupported Media Type');
      try {
        body = (await req.json()) as Record<string, unknown>;
      } catch {
        return hsError(400, 'VALIDATION_ERROR', 'Invalid input JSON');
      }
    }
    if (path === '/crm/v3/owners' || path === '/crm/v3/owners/') {
      const limit = Math.min(500, Number(url.searchParams.get('limit') ?? 100));
      const after = Number(url.searchParams.get('after') ?? 0);
      const rows = p.owners.slice(after, after + limit);
      return {
        status: 200,
        body: {
          results: rows.map((o) => ({ ...o, userId: Number(o.id), archived: false })),
          ...(after + limit < p.owners.length ? { paging: { next: { after: String(after + limit) } } } : {}),
        },
      };
    }
    const propsPath = /^\/crm\/v3\/properties\/([^/]+)$/.exec(path);
    if (propsPath && req.method === 'GET') {
      const defs = p.props.get(decodeURIComponent(propsPath[1]));
      return defs
        ? { status: 200, body: { results: defs } }
        : hsError(400, 'VALIDATION_ERROR', `Unable to infer object type from: ${propsPath[1]}`);
    }
    const assoc = /^\/crm\/v4\/associations\/([^/]+)\/([^/]+)\/batch\/read$/.exec(path);
    if (assoc && req.method === 'POST') {
      const inputs = (body.inputs as { id: string }[]) ?? [];
      if (!Array.isArray(inputs) || inputs.length > 1000)
        return hsError(400, 'VALIDATION_ERROR', 'inputs must be an array of at most 1000');
      const results = inputs
        .map((i) => ({
          from: { id: String(i.id) },
          to: p.assoc
            .filter((a) => a.from === assoc[1] && a.to === assoc[2] && a.fromId === String(i.id))
            .map((a) => ({
              toObjectId: Number(a.toId),
              associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: a.typeId, label: null }],
            })),
        }))
        .filter((r) => r.to.length);
      return {
        status: 200,
        body: { status: 'COMPLETE', results, startedAt: new Date().toISOString(), completedAt: new Date().toISOString() },
      };
    }
    const obj = /^\/crm\/v3\/objects\/([^/]+)(?:\/([^/]+))?$/.exec(path);
    if (!obj) return hsError(404, 'OBJECT_NOT_FOUND', `Unknown path ${path}`);
    const object = decodeURIComponent(obj[1]);
    if (!p.props.has(object)) return hsError(400, 'VALIDATION_ERROR', `Unable to infer object type from: ${object}`);
    if (obj[2] === 'search' && req.method === 'POST') return search(p, object, body);
    const store = p.objects.get(object) ?? new Map<string, Obj>();
    if (!obj[2] && req.method === 'POST') {
      const props = (body.properties as Record<string, unknown>) ?? {};
      const bad = validProps(p, object, props);
      if (bad) return bad;
      const unique = object === 'contacts' ? 'email' : null;
      const dup =
        unique && props[unique]
          ? [...store.values()].find((o) => (o.properties[unique] ?? '').toLowerCase() === String(props[unique]).toLowerCase())
          : undefined;
      if (dup) return hsError(409, 'CONFLICT', `Contact already exists. Existing ID: ${dup.id}`);
      const o = upsertObject(p, object, props);
      p.writes.push({ method: 'POST', path, body, at: Date.now() });
      return { status: 201, body: shape(o, Object.keys(o.properties)) };
    }
    if (obj[2] && req.method === 'PATCH') {
      const existing = store.get(obj[2]);
      if (!existing || existing.archived) return hsError(404, 'OBJECT_NOT_FOUND', `resource not found`);
      const props = (body.properties as Record<string, unknown>) ?? {};
      const bad = validProps(p, object, props);
      if (bad) return bad;
      const o = upsertObject(p, object, props, obj[2]);
      p.writes.push({ method: 'PATCH', path, body, at: Date.now() });
      return { status: 200, body: shape(o, Object.keys(o.properties)) };
    }
    if (obj[2] && req.method === 'GET') {
      const o = store.get(obj[2]);
      return o
        ? { status: 200, body: shape(o, (url.searchParams.get('properties') ?? 'hs_object_id').split(',')) }
        : hsError(404, 'OBJECT_NOT_FOUND', 'resource not found');
    }
    return hsError(405, 'VALIDATION_ERROR', 'Method not allowed');
  }

  return { api };
}
