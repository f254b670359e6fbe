import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { errorJson } from './errors';

const MB = 1024 * 1024;

/** Every JSON request: the largest real one (a form with 50 questions of 50 options) is well under it. */
export const JSON_BODY_LIMIT = 1 * MB;
/**
 * Bulk uploads: a chunk of 500 CRM import rows, and a list's values (up to 10,000 of up to 500
 * characters each), which the browser sends as JSON in one request.
 */
export const BULK_BODY_LIMIT = 10 * MB;

/** The routes that carry bulk uploads, as method and path. */
const BULK_ROUTES: { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/crm\/imports\/[^/]+\/rows\/?$/ },
  { method: 'POST', path: /^\/api\/lists\/?$/ },
  { method: 'PUT', path: /^\/api\/lists\/[^/]+\/?$/ },
  // An image upload: the handler refuses a file over 5 MB itself, with the spec's message.
  { method: 'POST', path: /^\/api\/uploads\/?$/ },
];

const tooLarge = (limit: number) => (c: Context) =>
  errorJson(c, 413, [{ status: '413', code: 'payload_too_large', detail: `The request body is larger than ${limit / MB} MB` }]);

const limiters = new Map<number, MiddlewareHandler>(
  [JSON_BODY_LIMIT, BULK_BODY_LIMIT].map((maxSize) => [maxSize, bodyLimit({ maxSize, onError: tooLarge(maxSize) })]),
);

/** The size limit of one request's body. */
export const bodyLimitFor = (method: string, path: string) =>
  BULK_ROUTES.some((r) => r.method === method && r.path.test(path)) ? BULK_BODY_LIMIT : JSON_BODY_LIMIT;

/**
 * Refuses a body over its route's limit with 413 before anything reads it: a Content-Length over the
 * limit is answered at once, and a body without one (chunked) is counted while read and cut off there.
 */
export const requestBodyLimit = createMiddleware(async (c, next) => {
  const limiter = limiters.get(bodyLimitFor(c.req.method, c.req.path))!;
  return limiter(c, next);
});
