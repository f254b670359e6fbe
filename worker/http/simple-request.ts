import type { MiddlewareHandler } from 'hono';

/** The query parameter that carries an Idempotency-Key when no header may (a CORS simple request). */
export const IDEMPOTENCY_KEY_QUERY = 'idempotencyKey';

/**
 * The widget posts from the customer's site as a CORS "simple request": its JSON sent as text/plain and its
 * Idempotency-Key in the query, no custom header, so the browser sends no preflight and the prospect waits one
 * round trip less for times (and for the booking). This reads such a request as the JSON request it stands for,
 * before the key and the body are validated; the trusted-origin check has already run, so a site that is not
 * trusted is refused before anything is written, preflight or not.
 */
export const simpleRequest: MiddlewareHandler = async (c, next) => {
  const mediaType = c.req.header('content-type')?.split(';')[0].trim().toLowerCase();
  const key = c.req.query(IDEMPOTENCY_KEY_QUERY);
  const plainText = mediaType === 'text/plain';
  const keyInQuery = key !== undefined && c.req.header('idempotency-key') === undefined;
  if (plainText || keyInQuery) {
    const headers = new Headers(c.req.raw.headers);
    if (plainText) headers.set('content-type', 'application/json');
    if (keyInQuery) headers.set('idempotency-key', key);
    c.req.raw = new Request(c.req.raw, { headers });
  }
  return next();
};
