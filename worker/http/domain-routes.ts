import { Hono } from 'hono';
import type { GenericSchema, InferOutput } from 'valibot';
import type { Db } from '../db/client';
import type { AuthedEnv, Caller, Env } from '../env';
import { dataOf } from '../contracts/response-kit';
import { noContent } from './answers';
import { docDone } from './doc-answers';
import { doc } from './openapi';
import { validate } from './validate';

/*
 * An organization's own domain (its sending domain, its scheduler domain) is registered with an outside
 * provider and verified there: the same five calls on one state, behind requireAuth and the Admin role the
 * feature mounts first. These write them once.
 */

/** What a domain's routes call: its service, scoped by the caller; each answers the domain's state. */
type DomainService<T, I, P> = {
  get: (db: Db, env: Env, caller: Caller) => Promise<T>;
  save: (db: Db, env: Env, caller: Caller, input: I) => Promise<T>;
  /** Changes the one setting that goes with the domain (a notification prefix, a root redirect). */
  change: (db: Db, env: Env, caller: Caller, input: P) => Promise<T>;
  check: (db: Db, env: Env, caller: Caller) => Promise<T>;
  remove: (db: Db, env: Env, caller: Caller) => Promise<unknown>;
};

/**
 * GET / (the state), PUT / (add the domain), PATCH / (its setting), POST /check (verify now) and DELETE /
 * (remove it at the provider too), each answered with the state (`{ data }`) but the 204 of DELETE.
 */
export function domainRoutes<T, S extends GenericSchema, C extends GenericSchema>(
  o: {
    tag: string;
    /** The state's schema (inside `{ data }`). */
    schema: GenericSchema;
    input: S;
    changeInput: C;
    summaries: { get: string; save: string; change: string; check: string; remove: string };
  } & DomainService<T, InferOutput<S>, InferOutput<C>>,
) {
  const ok = { ok: { schema: dataOf(o.schema) } };
  return new Hono<AuthedEnv>()
    .get('/', doc(o.tag, o.summaries.get, ok), async (c) => c.json({ data: await o.get(c.var.db, c.env, c.var.caller) }))
    .put('/', doc(o.tag, o.summaries.save, ok), validate('json', o.input), async (c) =>
      c.json({ data: await o.save(c.var.db, c.env, c.var.caller, c.req.valid('json') as InferOutput<S>) }),
    )
    .patch('/', doc(o.tag, o.summaries.change, ok), validate('json', o.changeInput), async (c) =>
      c.json({ data: await o.change(c.var.db, c.env, c.var.caller, c.req.valid('json') as InferOutput<C>) }),
    )
    .post('/check', doc(o.tag, o.summaries.check, ok), async (c) => c.json({ data: await o.check(c.var.db, c.env, c.var.caller) }))
    .delete('/', docDone(o.tag, o.summaries.remove), async (c) => noContent(c, o.remove(c.var.db, c.env, c.var.caller)));
}
