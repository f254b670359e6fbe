import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// Setup files run outside isolated storage, so migrations apply once and every test starts from them.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
