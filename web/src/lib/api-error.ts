import type { ApiErrorObject } from '@contracts/common';

export const TOKEN_EXPIRED_ERROR = 'TOKEN_EXPIRED_ERROR';

/** A failed API call, carrying the JSON:API errors as a field-to-message list. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorObject[],
    /** Seconds until the server takes the request again (a 429's Retry-After). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(errors[0]?.detail ?? `Request failed (${status})`);
  }
  get tokenExpired() {
    return this.status === 400 && this.errors.some((e) => e.code === TOKEN_EXPIRED_ERROR);
  }
  /** `/emails/0` becomes `emails.0`, the name react-hook-form uses. */
  get fieldErrors(): { field: string | null; message: string }[] {
    return this.errors.map((e) => ({
      field: e.source?.pointer ? e.source.pointer.slice(1).replace(/\//g, '.') || null : (e.source?.parameter ?? null),
      message: e.detail,
    }));
  }
}

/** A refused request's messages by field pointer ('/apiKey'; '/' for those of no field), for forms without react-hook-form. */
export const errorsByPointer = (e: unknown): Record<string, string> =>
  e instanceof ApiRequestError ? Object.fromEntries(e.errors.map((x) => [x.source?.pointer ?? '/', x.detail])) : {};
