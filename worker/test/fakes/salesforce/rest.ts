// The REST API of the instance host: query and queryAll (SOQL in soql.ts, nextRecordsUrl paging by the org's
// batch size), sobjects describe, create and update, composite, behind the session check and the canned
// failures and latency a test set.
import { bearerOf, sleep, takeCanned, type Answer } from '../kit';
import { DATA, REQUIRED, sfError, type Org, type Row } from './schema';
import { condMatch, parseSoql } from './soql';
import type { SalesforceState } from './state';

export function salesforceRest(s: SalesforceState) {
  const { orgs, access, put } = s;

  function query(org: Org, soql: string, all: boolean): Answer {
    const p = parseSoql(soql);
    if (typeof p === 'string') return sfError(400, 'MALFORMED_QUERY', p);
    const defs = org.fields.get(p.object);
    if (!defs) return sfError(400, 'INVALID_TYPE', `sObject type '${p.object}' is not supported.`);
    const known = new Set(defs.map((d) => d.name));
    for (const name of [...p.fields, ...p.conds.map((c) => c.field), ...(p.order ? [p.order.field] : [])]) {
      if (!known.has(name)) return sfError(400, 'INVALID_FIELD', `No such column '${name}' on entity '${p.object}'.`);
      if (defs.find((d) => d.name === name)?.type === 'address' && p.fields.length > 1 && p.conds.some((c) => c.field === name))
        return sfError(400, 'INVALID_FIELD', `address field ${name} cannot be filtered`);
    }
    let rows = [...(org.objects.get(p.object)?.values() ?? [])].filter(
      (r) =>
        (all || !r.IsDeleted) &&
        (p.conds.length === 0 || (p.joiner === 'AND' ? p.conds.every((c) => condMatch(r, c)) : p.conds.some((c) => condMatch(r, c)))),
    );
    if (p.order) {
      const k = p.order.field;
      rows.sort(
        (a, b) =>
          (p.order!.desc ? -1 : 1) *
          (String(a[k] ?? '') < String(b[k] ?? '') ? -1 : String(a[k] ?? '') > String(b[k] ?? '') ? 1 : a.Id < b.Id ? -1 : 1),
      );
    }
    if (p.limit !== null) rows = rows.slice(0, p.limit);
    const shaped = rows.map(
      (r) =>
        ({
          attributes: { type: p.object, url: `${DATA}/sobjects/${p.object}/${r.Id}` },
          ...Object.fromEntries(p.fields.map((k) => [k, r[k] ?? null])),
        }) as unknown as Row,
    );
    return page(org, shaped, 0);
  }

  function page(org: Org, rows: Row[], offset: number): Answer {
    const slice = rows.slice(offset, offset + org.batchSize);
    const done = offset + org.batchSize >= rows.length;
    let nextRecordsUrl: string | undefined;
    if (!done) {
      const loc = `01g${crypto.randomUUID().replace(/-/g, '').slice(0, 15)}`;
      org.locators.set(loc, rows);
      nextRecordsUrl = `${DATA}/query/${loc}-${offset + org.batchSize}`;
    }
    return { status: 200, body: { totalSize: rows.length, done, records: slice, ...(nextRecordsUrl ? { nextRecordsUrl } : {}) } };
  }

  function validate(org: Org, object: string, body: Record<string, unknown>, create: boolean): Answer | null {
    const defs = org.fields.get(object);
    if (!defs) return sfError(404, 'NOT_FOUND', `The requested resource does not exist`);
    for (const [k, v] of Object.entries(body)) {
      const d = defs.find((x) => x.name === k);
      if (!d) return sfError(400, 'INVALID_FIELD', `No such column '${k}' on sobject of type ${object}`);
      if (!(create ? d.createable : d.updateable))
        return sfError(400, 'INVALID_FIELD_FOR_INSERT_UPDATE', `Unable to create/update fields: ${k}.`, [k]);
      if (k === 'OwnerId' && !org.objects.get('User')?.has(String(v)))
        return sfError(400, 'INVALID_CROSS_REFERENCE_KEY', 'invalid cross reference id', [k]);
    }
    if (create) {
      const missing = (REQUIRED[object] ?? ['Name']).filter((k) => !body[k]);
      if (missing.length) return sfError(400, 'REQUIRED_FIELD_MISSING', `Required fields are missing: [${missing.join(', ')}]`, missing);
    }
    return null;
  }

  function sobjects(org: Org, method: string, path: string, body: Record<string, unknown>): Answer {
    const m = new RegExp(`^${DATA}/sobjects/(\\w+)(?:/(\\w+))?$`).exec(path);
    if (!m) return sfError(404, 'NOT_FOUND', 'The requested resource does not exist');
    const [, object, id] = m;
    if (id === 'describe' && method === 'GET') {
      const defs = org.fields.get(object);
      return defs
        ? { status: 200, body: { name: object, fields: defs } }
        : sfError(404, 'NOT_FOUND', 'The requested resource does not exist');
    }
    if (!id && method === 'POST') {
      const bad = validate(org, object, body, true);
      if (bad) return bad;
      const row = put(org, object, body);
      org.writes.push({ method, path, body, at: Date.now() });
      return { status: 201, body: { id: row.Id, success: true, errors: [] } };
    }
    if (id && method === 'PATCH') {
      const existing = org.objects.get(object)?.get(id);
      if (!existing || existing.IsDeleted)
        return sfError(404, 'NOT_FOUND', 'Provided external ID field does not exist or is not accessible');
      const bad = validate(org, object, body, false);
      if (bad) return bad;
      put(org, object, body, id);
      org.writes.push({ method, path, body, at: Date.now() });
      return { status: 204 };
    }
    return sfError(405, 'METHOD_NOT_ALLOWED', 'HTTP Method not allowed');
  }

  async function instance(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    const t = access.get(bearerOf(req));
    const org = t ? orgs.get(t.org) : undefined;
    if (!t || !org || t.expired || org.revoked) return sfError(401, 'INVALID_SESSION_ID', 'Session expired or invalid');
    if (org.latencyMs) await sleep(org.latencyMs);
    const x = takeCanned(org.failNext, (match) => url.pathname.includes(match) || decodeURIComponent(url.search).includes(match));
    if (x)
      return {
        status: x.status,
        body: x.body ?? [{ errorCode: x.status === 403 ? 'REQUEST_LIMIT_EXCEEDED' : 'SERVER_ERROR', message: 'Injected failure' }],
        headers: x.headers,
      };
    let body: Record<string, unknown> = {};
    if (req.method === 'POST' || req.method === 'PATCH') {
      if (!req.headers.get('content-type')?.includes('application/json'))
        return sfError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content type must be application/json');
      try {
        body = (await req.json()) as Record<string, unknown>;
      } catch {
        return sfError(400, 'JSON_PARSER_ERROR', 'Unexpected character');
      }
    }
    const path = url.pathname;
    if ((path === `${DATA}/query` || path === `${DATA}/queryAll`) && req.method === 'GET')
      return query(org, url.searchParams.get('q') ?? '', path.endsWith('All'));
    const more = new RegExp(`^${DATA}/query/(\\w+)-(\\d+)$`).exec(path);
    if (more && req.method === 'GET') {
      const rows = org.locators.get(more[1]);
      return rows ? page(org, rows, Number(more[2])) : sfError(400, 'INVALID_QUERY_LOCATOR', 'invalid query locator');
    }
    if (path === `${DATA}/composite` && req.method === 'POST') {
      const subs = body.compositeRequest as { method: string; url: string; referenceId: string; body?: Record<string, unknown> }[];
      if (!Array.isArray(subs) || subs.length === 0 || subs.length > 25)
        return sfError(400, 'INVALID_INPUT', 'compositeRequest must hold 1 to 25 subrequests');
      const out = subs.map((s) => {
        const a = sobjects(org, s.method, s.url, s.body ?? {});
        return { body: a.body ?? null, httpHeaders: {}, httpStatusCode: a.status, referenceId: s.referenceId };
      });
      return { status: 200, body: { compositeResponse: out } };
    }
    return sobjects(org, req.method, path, body);
  }

  return { instance };
}
