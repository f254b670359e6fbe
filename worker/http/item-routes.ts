import { Hono, type MiddlewareHandler } from 'hono';
import type { GenericSchema, InferOutput } from 'valibot';
import type { Db } from '../db/client';
import type { AuthedEnv, Caller, Env } from '../env';
import { idParam } from '../contracts/common';
import { noContent } from './answers';
import { docData, docDone } from './doc-answers';
import { validate } from './validate';

/**
 * What the shared /:id routes call: the feature's service, scoped by the caller. The worker's bindings
 * come last, for the services that reach a queue or a Durable Object; the others leave them off, and a
 * service whose last parameter is its clock (`now`, for tests) is wrapped so the bindings never land there.
 */
type ItemService<T, I> = {
  get: (db: Db, caller: Caller, id: string, env: Env) => Promise<T>;
  update: (db: Db, caller: Caller, id: string, input: I, env: Env) => Promise<T>;
  remove: (db: Db, caller: Caller, id: string, env: Env) => Promise<unknown>;
};

/** Lets every caller through: an object anyone signed in may edit. */
const anyone: MiddlewareHandler = (_c, next) => next();

/**
 * GET, PUT or PATCH, and DELETE of one object at /:id (not compare-and-set: see `versionedItemRoutes`),
 * answered `{ data }`, `{ data }` and 204 and documented as "One <noun>", "Update a <noun>" and
 * "Delete a <noun>" unless `summaries` words them; writes pass `editors` first. Mount with
 * `.route('/', ...)` (or under the objects' path) behind the feature's requireAuth.
 */
export function itemRoutes<M extends 'put' | 'patch', T, S extends GenericSchema>(
  o: {
    tag: string;
    noun: string;
    schema: GenericSchema;
    edit: M;
    input: S;
    editors?: MiddlewareHandler;
    summaries?: { one?: string; update?: string; remove?: string };
  } & ItemService<T, InferOutput<S>>,
) {
  const editors = o.editors ?? anyone;
  return new Hono<AuthedEnv>()
    .get('/:id', docData(o.tag, o.summaries?.one ?? `One ${o.noun}`, o.schema), validate('param', idParam), async (c) =>
      c.json({ data: await o.get(c.var.db, c.var.caller, c.req.valid('param').id, c.env) }),
    )
    .on(
      o.edit,
      '/:id',
      docData(o.tag, o.summaries?.update ?? `Update a ${o.noun}`, o.schema),
      editors,
      validate('param', idParam),
      validate('json', o.input),
      async (c) =>
        c.json({
          data: await o.update(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json') as InferOutput<S>, c.env),
        }),
    )
    .delete('/:id', docDone(o.tag, o.summaries?.remove ?? `Delete a ${o.noun}`), editors, validate('param', idParam), async (c) =>
      noContent(c, o.remove(c.var.db, c.var.caller, c.req.valid('param').id, c.env)),
    );
}
