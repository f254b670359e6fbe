import type { ApiProblem } from '../../contracts/common';
import { DomainError, type ErrorKind } from '../errors';

/** An answer that crosses the object's RPC boundary: a DomainError travels as data and is rebuilt on the other side. */
export type Outcome<T> =
  { ok: true; value: T } | { ok: false; error: { kind: ErrorKind; code: string; detail: string; pointer?: string; extra: ApiProblem[] } };

/** A DomainError as an Outcome; anything else is a bug and is thrown on. */
export function failure(e: unknown): Outcome<never> {
  if (e instanceof DomainError)
    return { ok: false, error: { kind: e.kind, code: e.code, detail: e.message, pointer: e.pointer, extra: e.extra } };
  throw e;
}

/** The value of an Outcome, or its DomainError thrown again on this side. */
export function unwrap<T>(o: Outcome<T>): T {
  if (o.ok) return o.value;
  throw new DomainError(o.error.kind, o.error.code, o.error.detail, o.error.pointer, o.error.extra);
}
