import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// The workers project runs its test files one after another in one workerd per vitest worker
// (isolate: false: the worker's modules load once, not once per file). D1 would then carry one file's rows
// into the next, so each file starts from an empty database with every migration applied, as a fresh
// runtime would give it. Durable Objects keep their state across files: tests key them by fresh ids, and a
// test that fills a shared one (the sign-in limits) clears it when done.

const tables = await env.DB.prepare(
  "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%'",
).all<{ name: string }>();
if (tables.results.length) {
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = on'),
    ...tables.results.map((t) => env.DB.prepare(`DROP TABLE "${t.name}"`)),
  ]);
}
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
