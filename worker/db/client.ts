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

/** A drizzle handle over the D1 binding; only repo.ts files call this. */
export function getDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
export type Db = ReturnType<typeof getDb>;
