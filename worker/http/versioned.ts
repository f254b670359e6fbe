import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { GenericSchema, InferOutput } from 'valibot';
import type { Db } from '../db/client';
import type { AuthedEnv, Caller, Env } from '../env';
import { idParam } from '../contracts/common';
import { dataOf } from '../contracts/response-kit';
import { noContent } from './answers';
import { docDone } from './doc-answers';
import { etagOf, ifMatchVersions } from './etag';
import { doc } from './openapi';
import { validate } from './validate';

/*
 * A versioned object (a router, a rule) is edited by compare-and-set: its read answers its version as
 * ETag, and an edit sends that tag back in If-Match and is refused with 412 once the version moved on.
 * These describe and answer both halves alike for every such object.
 */

/** Documents the read of a versioned object: `summary` plus "(ETag: its version)". */
export const docVersionedRead = (tag: string, summary: string, schema: GenericSchema) =>
  doc(tag, `${summary} (ETag: its version)`, { ok: { etag: true, schema: dataOf(schema) } });

/** Documents the compare-and-set edit of a versioned object: `summary` plus "(If-Match: the version edited, else 412)". */
export const docVersionedEdit = (tag: string, summary: string, schema: GenericSchema) =>
  doc(tag, `${summary} (If-Match: the version edited, else 412)`, { ifMatch: true, ok: { etag: true, schema: dataOf(schema) } });

/** Answers a versioned object with its version as ETag, so the client can send it back in If-Match. */
export const versioned = <T extends { version: number }, S extends ContentfulStatusCode = 200>(c: Context, data: T, status?: S) =>
  c.json({ data }, (status ?? 200) as S, { ETag: etagOf(data.version) });

/** What the shared /:id routes call: the feature's service, scoped by the caller; the bindings come last, as in `itemRoutes`. */
type VersionedItemService<T, I> = {
  get: (db: Db, caller: Caller, id: string, env: Env) => Promise<T>;
  update: (db: Db, caller: Caller, id: string, input: I, ifMatch: readonly number[] | undefined, env: Env) => Promise<T>;
  remove: (db: Db, caller: Caller, id: string, env: Env) => Promise<unknown>;
};

/**
 * GET, compare-and-set PUT and DELETE of one versioned object at /:id, documented as "One <noun>",
 * "Update a <noun>" and "Delete a <noun>" unless `summaries` words them; writes pass `editors` first.
 * Mount with `.route('/', ...)` behind the feature's requireAuth.
 */
export function versionedItemRoutes<T extends { version: number }, S extends GenericSchema>(
  o: {
    tag: string;
    noun: string;
    schema: GenericSchema;
    input: S;
    editors: MiddlewareHandler;
    summaries?: { one?: string; update?: string; remove?: string };
  } & VersionedItemService<T, InferOutput<S>>,
) {
  return new Hono<AuthedEnv>()
    .get('/:id', docVersionedRead(o.tag, o.summaries?.one ?? `One ${o.noun}`, o.schema), validate('param', idParam), async (c) =>
      versioned(c, await o.get(c.var.db, c.var.caller, c.req.valid('param').id, c.env)),
    )
    .put(
      '/:id',
      docVersionedEdit(o.tag, o.summaries?.update ?? `Update a ${o.noun}`, o.schema),
      o.editors,
      validate('param', idParam),
      validate('json', o.input),
      async (c) =>
        versioned(
          c,
          await o.update(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json') as InferOutput<S>, ifMatchVersions(c), c.env),
        ),
    )
    .delete('/:id', docDone(o.tag, o.summaries?.remove ?? `Delete a ${o.noun}`), o.editors, validate('param', idParam), async (c) =>
      noContent(c, o.remove(c.var.db, c.var.caller, c.req.valid('param').id, c.env)),
    );
}
