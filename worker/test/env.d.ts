import type { Env } from '../env';

declare global {
  namespace Cloudflare {
    interface Env extends import('../env').Env {
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    }
  }
}
export type { Env };
