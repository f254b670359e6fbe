import type { ApiProblem } from '../contracts/common';
import { MESSAGES } from '../contracts/common';
import { staleVersionMessage } from '../contracts/routing';

/** What went wrong, in domain terms; `http/errors` maps each kind to its HTTP status. */
export type ErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'precondition_failed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'invalid'
  | 'rate_limited'
  | 'upgrade_required';

/** An error a service, core function or adapter throws on purpose; it never names an HTTP status. */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    detail: string,
    readonly pointer?: string,
    /** Further problems of the same answer (one per field); each gets the status of this error's kind. */
    readonly extra: ApiProblem[] = [],
    /** For `rate_limited`: when the caller may try again (the answer's Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
  }
}

/** A row that is missing or belongs to another organization; both look the same to the caller. */
export const notFound = (what = 'Resource') => new DomainError('not_found', 'not_found', `${what} not found`);
/** The caller's role may not do this. */
export const forbidden = () => new DomainError('forbidden', 'forbidden', MESSAGES.forbidden);
/** No signed-in session. */
export const unauthorized = () => new DomainError('unauthorized', 'unauthorized', MESSAGES.unauthorized);
/** The request is valid but collides with the current state (a taken slot, a used name). */
export const conflict = (code: string, detail: string, pointer?: string) => new DomainError('conflict', code, detail, pointer);
/** A 422-style error tied to one field of the request body. */
/** 412: an edit made on a version that is no longer the current one (If-Match); `thing` names what was edited. */
export const staleVersion = (thing: string) => new DomainError('precondition_failed', 'stale_version', staleVersionMessage(thing));

export const fieldError = (field: string, detail: string, code = 'invalid') => new DomainError('invalid', code, detail, `/${field}`);
/** A problem at one field of the request body, for an answer that reports several fields at once. */
export const problemAt = (pointer: string, detail: string, code = 'invalid'): ApiProblem => ({ code, detail, source: { pointer } });
/** One error of the given kind for a non-empty list of problems: the first leads, the others follow in order. */
export function problemsError(kind: ErrorKind, problems: readonly ApiProblem[]): DomainError {
  const [first, ...rest] = problems;
  return new DomainError(kind, first.code, first.detail, first.source?.pointer, rest);
}

/** Whether a failed write broke a UNIQUE constraint (D1 reports it in the message, sometimes on the cause). */
export const isUniqueViolation = (e: unknown) => /UNIQUE constraint failed/i.test(String((e as { cause?: unknown })?.cause ?? e));
