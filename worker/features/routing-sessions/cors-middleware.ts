import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import { ROUTER_MESSAGES } from '../../contracts/routers';
import { normaliseOrigin } from '../../contracts/trusted-origins';
import { DomainError } from '../../core/errors';
import { domainErrorJson } from '../../http/errors';
import { isTrustedOrigin } from './parts/public-router';
import * as repo from './repo';

const MAX_ID = 80;

// The router the origin check read, kept for the route answering the same request, which then does not read it
// again. Keyed by the request's context: the simple-request middleware replaces the Request object in between.
const routerOfRequest = new WeakMap<object, repo.RouterRow>();

/** The live router the CORS check of this request already read (none without an Origin header). */
export const routerReadFor = (c: object) => routerOfRequest.get(c);

/** The trusted origins of the organization behind /api/public/routers/{id}/... or .../routing-sessions/{id}/..., per request. */
async function trustedOriginsOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<string[] | null> {
  const [, , , area, rawId] = c.req.path.split('/');
  let id: string;
  try {
    id = decodeURIComponent(rawId ?? '');
  } catch {
    return null;
  }
  if (!id || id.length > MAX_ID) return null;
  const db = c.var.db;
  if (area === 'routers') {
    const found = await repo.liveRouterWithOrigins(db, id);
    if (!found) return null;
    routerOfRequest.set(c, found.router);
    return found.trustedOrigins;
  }
  if (area === 'routing-sessions') return repo.trustedOriginsOfSession(db, id);
  return null;
}

/**
 * CORS for the widget's routing API: a browser on one of the organization's trusted origins (or the
 * app itself) gets CORS headers for its origin; any other origin gets a 403, preflight included.
 * Requests without an Origin header (servers, curl) pass without CORS headers, and an unknown router
 * or session is left to the route's 404.
 */
export const trustedOriginCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  if (!origin) return next();
  const trusted = await trustedOriginsOf(c);
  if (!trusted) return next();
  const own = normaliseOrigin(c.env.APP_URL ?? '');
  const allowed = isTrustedOrigin([...trusted, ...(own ? [own] : [])], origin);
  if (!allowed) {
    const res = domainErrorJson(c, new DomainError('forbidden', 'origin_not_trusted', ROUTER_MESSAGES.originNotTrusted));
    res.headers.set('Vary', 'Origin');
    return res;
  }
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': origin,
    Vary: 'Origin',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'content-type, idempotency-key',
    'Access-Control-Max-Age': '600',
    'Timing-Allow-Origin': origin,
  };
  if (c.req.method === 'OPTIONS') return new Response(null, { status: 204, headers });
  await next();
  for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
};
