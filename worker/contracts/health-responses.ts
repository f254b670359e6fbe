import * as v from 'valibot';
import { schemaOf } from './response-kit';

/**
 * The answer of the liveness check as a valibot schema: the OpenAPI document describes the success
 * body from it, and the type check at the bottom keeps it equal to the type the route answers with.
 */

/** GET /api/health: whether the worker reaches its database, and how long one round trip took. */
export type HealthDto = { status: 'ok' | 'degraded'; database: 'reachable' | 'unreachable'; latencyMs: number };

export const healthSchema = schemaOf<HealthDto>()(
  v.pipe(
    v.object({ status: v.picklist(['ok', 'degraded']), database: v.picklist(['reachable', 'unreachable']), latencyMs: v.number() }),
    v.metadata({ examples: [{ status: 'ok', database: 'reachable', latencyMs: 3 }] }),
  ),
);

// The schema must describe exactly the type the route answers with.
