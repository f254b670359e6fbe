import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { healthSchema, type HealthDto } from '../../contracts/health-responses';
import { doc } from '../../http/openapi';

export const healthRoutes = new Hono<AppEnv>().get(
  '/',
  doc('system', 'Liveness with a database round trip', { public: true, ok: { schema: healthSchema } }),
  async (c) => {
    const started = Date.now();
    const row = await c.env.DB.prepare('select 1 as ok').first<{ ok: number }>();
    return c.json({
      status: row?.ok === 1 ? 'ok' : 'degraded',
      database: row?.ok === 1 ? 'reachable' : 'unreachable',
      latencyMs: Date.now() - started,
    } satisfies HealthDto);
  },
);
