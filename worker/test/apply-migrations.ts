import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// The workers project runs its test files one after another in one workerd per vitest worker
// (isolate: false: the worker's modules load once, not once per file). D1 would then carry one file's rows
// into the next, so each file starts from an empty database with every migration applied, as a fresh
// runtime would give it. Durable Objects keep their state across files: tests key them by fresh ids, and a
// test that fills a shared one (the sign-in limits) clears it when done.

type Row = { type: string; name: string; sql: string | null };
const schema = (
  await env.DB.prepare(
    "select type, name, sql from sqlite_master where type in ('table', 'trigger') and name not like 'sqlite_%' and name not like '_cf_%'",
  ).all<Row>()
).results;
const tables = schema.filter((r) => r.type === 'table' && r.name !== 'd1_migrations').map((r) => r.name);
const applied = schema.some((r) => r.name === 'd1_migrations')
  ? ((await env.DB.prepare('select count(*) as n from d1_migrations').first<{ n: number }>())?.n ?? 0)
  : 0;

if (applied === env.TEST_MIGRATIONS.length) {
  // The schema is the migrations' already (an earlier file in this workerd made it): emptying every table is
  // the same start at a fraction of the cost of building some 130 tables and their indexes again (the project's
  // setup took 125 s of its 5 minutes that way). The triggers go and come back around it: one of them forbids
  // deleting audit rows, which only a test's fresh start may do.
  const triggers = schema.filter((r) => r.type === 'trigger' && r.sql);
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = on'),
    ...triggers.map((t) => env.DB.prepare(`DROP TRIGGER "${t.name}"`)),
    ...tables.map((t) => env.DB.prepare(`DELETE FROM "${t}"`)),
    ...triggers.map((t) => env.DB.prepare(t.sql!)),
  ]);
} else {
  if (schema.length) {
    await env.DB.batch([
      env.DB.prepare('PRAGMA defer_foreign_keys = on'),
      ...schema.filter((r) => r.type === 'table').map((t) => env.DB.prepare(`DROP TABLE "${t.name}"`)),
    ]);
  }
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
}
