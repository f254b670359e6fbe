import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorObject } from '../contracts/common';
import { MESSAGES } from '../contracts/common';
import { DomainError, type ErrorKind } from '../core/errors';

/** The one place a domain error kind becomes an HTTP status. */
export const STATUS_OF: Record<ErrorKind, ContentfulStatusCode> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  invalid: 422,
  rate_limited: 429,
  upgrade_required: 426,
};

/** An error the HTTP layer (middleware, routes) throws with its status; services throw DomainError. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    detail: string,
    readonly pointer?: string,
    readonly extra: ApiErrorObject[] = [],
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
  toObjects(): ApiErrorObject[] {
    const first: ApiErrorObject = { status: String(this.status), code: this.code, detail: this.message };
    if (this.pointer) first.source = { pointer: this.pointer };
    return [first, ...this.extra];
  }
}

export { conflict, fieldError, forbidden, notFound, unauthorized } from '../core/errors';

/** A domain error as the JSON:API error objects of its HTTP answer. */
export function domainErrorObjects(err: DomainError): { status: ContentfulStatusCode; errors: ApiErrorObject[] } {
  const status = STATUS_OF[err.kind];
  const first: ApiErrorObject = { status: String(status), code: err.code, detail: err.message };
  if (err.pointer) first.source = { pointer: err.pointer };
  return { status, errors: [first, ...err.extra.map((problem) => ({ status: first.status, ...problem }))] };
}

export function errorJson(c: Context, status: ContentfulStatusCode, errors: ApiErrorObject[]) {
  return c.json({ errors }, status, { 'content-type': 'application/vnd.api+json' });
}

/** Every 429 says when to come back; a service that does not know waits a minute. */
export const retryAfterSeconds = (err: DomainError) => String(Math.max(1, Math.ceil(err.retryAfterSeconds ?? 60)));

/** The answer to a domain error, for a middleware that returns it rather than throws (to add headers of its own). */
export function domainErrorJson(c: Context, err: DomainError) {
  const { status, errors } = domainErrorObjects(err);
  if (status === 429) c.header('retry-after', retryAfterSeconds(err));
  return errorJson(c, status, errors);
}

/** Maps anything thrown in a route to a JSON:API body; unknown errors are logged without request data. */
export function handleError(err: unknown, c: Context) {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return errorJson(c, err.status, err.toObjects());
  }
  if (err instanceof DomainError) return domainErrorJson(c, err);
  if (err instanceof SyntaxError) {
    return errorJson(c, 400, [{ status: '400', code: 'invalid_json', detail: 'The request body is not valid JSON' }]);
  }
  const status = (err as { status?: number })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return errorJson(c, status as ContentfulStatusCode, [{ status: String(status), code: 'bad_request', detail: (err as Error).message }]);
  }
  console.error(
    JSON.stringify({ level: 'error', requestId: c.get('requestId'), path: c.req.path, error: String((err as Error)?.stack ?? err) }),
  );
  return errorJson(c, 500, [{ status: '500', code: 'internal', detail: MESSAGES.unexpected }]);
}
