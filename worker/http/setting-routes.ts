import { Hono, type MiddlewareHandler } from 'hono';
import type { GenericSchema, InferOutput } from 'valibot';
import type { Db } from '../db/client';
import type { AuthedEnv, Caller } from '../env';
import { dataOf } from '../contracts/response-kit';
import { teamSettingsParam } from '../contracts/team-meeting-settings';
import { doc } from './openapi';
import { validate } from './validate';

/*
 * A setting of the organization (or of one of its teams) is one object read and saved whole: the same
 * GET and PUT, answered `{ data }` with the same schema, behind the same role. These write that pair once.
 */

/** What a setting's routes call: its read and its save, scoped by the caller. */
type SettingService<T, I> = {
  get: (db: Db, caller: Caller) => Promise<T>;
  save: (db: Db, caller: Caller, input: I) => Promise<T>;
};

type SettingOptions<P extends string, S extends GenericSchema> = {
  path: P;
  tag: string;
  /** The answer's schema (inside `{ data }`). */
  schema: GenericSchema;
  input: S;
  /** Who may read and save it: both pass it first. */
  guard: MiddlewareHandler;
  summaries: { get: string; save: string };
};

/** GET and PUT of one organization setting at `path`. Mount with `.route('/', ...)` behind requireAuth. */
export function settingRoutes<const P extends string, T, S extends GenericSchema>(
  o: SettingOptions<P, S> & SettingService<T, InferOutput<S>>,
) {
  const ok = { ok: { schema: dataOf(o.schema) } };
  return new Hono<AuthedEnv>()
    .get(o.path, doc(o.tag, o.summaries.get, ok), o.guard, async (c) => c.json({ data: await o.get(c.var.db, c.var.caller) }))
    .put(o.path, doc(o.tag, o.summaries.save, ok), o.guard, validate('json', o.input), async (c) =>
      c.json({ data: await o.save(c.var.db, c.var.caller, c.req.valid('json') as InferOutput<S>) }),
    );
}

/** What a team setting's routes call; saving null returns the team to the organization's value. */
type TeamSettingService<T, I> = {
  get: (db: Db, caller: Caller, teamId: string) => Promise<T>;
  save: (db: Db, caller: Caller, teamId: string, input: I | null) => Promise<T>;
};

/**
 * GET, PUT and DELETE of one team's own setting at `/:teamId<path>`; DELETE saves null, so the team uses
 * the organization's value again. Mount with `.route('/', ...)` behind requireAuth.
 */
export function teamSettingRoutes<const P extends string, T, S extends GenericSchema>(
  o: Omit<SettingOptions<P, S>, 'summaries'> & {
    summaries: { get: string; save: string; remove: string };
  } & TeamSettingService<T, InferOutput<S>>,
) {
  const ok = { ok: { schema: dataOf(o.schema) } };
  const param = validate('param', teamSettingsParam);
  const path = `/:teamId${o.path}` as `/:teamId${P}`;
  return new Hono<AuthedEnv>()
    .get(path, doc(o.tag, o.summaries.get, ok), o.guard, param, async (c) =>
      c.json({ data: await o.get(c.var.db, c.var.caller, c.req.valid('param').teamId) }),
    )
    .put(path, doc(o.tag, o.summaries.save, ok), o.guard, param, validate('json', o.input), async (c) =>
      c.json({ data: await o.save(c.var.db, c.var.caller, c.req.valid('param').teamId, c.req.valid('json') as InferOutput<S>) }),
    )
    .delete(path, doc(o.tag, o.summaries.remove, ok), o.guard, param, async (c) =>
      c.json({ data: await o.save(c.var.db, c.var.caller, c.req.valid('param').teamId, null) }),
    );
}
