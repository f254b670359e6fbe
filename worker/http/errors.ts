import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorObject } from '../contracts/common';
import { MESSAGES } from '../contracts/common';

/** An error a service throws on purpose; the app maps it to a JSON:API error response. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    detail: string,
    readonly pointer?: string,
    readonly extra: ApiErrorObject[] = [],
  ) {
    super(detail);
  }
  toObjects(): ApiErrorObject[] {
    const first: ApiErrorObject = { status: String(this.status), code: this.code, detail: this.message };
    if (this.pointer) first.source = { pointer: this.pointer };
    return [first, ...this.extra];
  }
}

export const notFound = (what = 'Resource') => new ApiError(404, 'not_found', `${what} not found`);
export const forbidden = () => new ApiError(403, 'forbidden', MESSAGES.forbidden);
export const unauthorized = () => new ApiError(401, 'unauthorized', MESSAGES.unauthorized);
export const conflict = (code: string, detail: string, pointer?: string) => new ApiError(409, code, detail, pointer);
/** A 422 tied to one field of the request body. */
export const fieldError = (field: string, detail: string, code = 'invalid') => new ApiError(422, code, detail, `/${field}`);

export function errorJson(c: Context, status: ContentfulStatusCode, errors: ApiErrorObject[]) {
  return c.json({ errors }, status, { 'content-type': 'application/vnd.api+json' });
}

/** Maps anything thrown in a route to a JSON:API body; unknown errors are logged without request data. */
export function handleError(err: unknown, c: Context) {
  if (err instanceof ApiError) return errorJson(c, err.status, err.toObjects());
  if (err instanceof SyntaxError) {
    return errorJson(c, 400, [{ status: '400', code: 'invalid_json', detail: 'The request body is not valid JSON' }]);
  }
  const status = (err as { status?: number })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return errorJson(c, status as ContentfulStatusCode, [{ status: String(status), code: 'bad_request', detail: (err as Error).message }]);
  }
  console.error(JSON.stringify({ level: 'error', requestId: c.get('requestId'), path: c.req.path, error: String((err as Error)?.stack ?? err) }));
  return errorJson(c, 500, [{ status: '500', code: 'internal', detail: MESSAGES.unexpected }]);
}
