import { drizzle } from 'drizzle-orm/d1';
import * as identity from './schema/identity';
import * as teams from './schema/teams';
import * as outbox from './schema/outbox';
import * as scheduling from './schema/scheduling';
import * as booking from './schema/booking';
import * as routing from './schema/routing';
import * as routers from './schema/routers';
import * as integrations from './schema/integrations';
import * as events from './schema/events';

export const schema = { ...identity, ...teams, ...outbox, ...scheduling, ...booking, ...routing, ...routers, ...integrations, ...events };

const handle = (d1: D1Database) => drizzle(d1, { schema });
export type Db = ReturnType<typeof handle>;

// Building a handle walks the whole schema (drizzle's relational config), a few ms of CPU per request on the
// booking path; the handle holds no per-request state, so one is kept per binding for the isolate.
const handles = new WeakMap<D1Database, Db>();

/** A drizzle handle over the D1 binding; only repo.ts files call this. */
export function getDb(d1: D1Database): Db {
  let db = handles.get(d1);
  if (!db) handles.set(d1, (db = handle(d1)));
  return db;
}
