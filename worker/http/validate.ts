import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import type { ApiErrorObject } from '../contracts/common';
import { errorJson } from './errors';

function pointerOf(issue: StandardSchemaV1.Issue): string {
  const parts = (issue.path ?? []).map((p) => String(typeof p === 'object' && p !== null ? p.key : p));
  return '/' + parts.join('/');
}

type Walkable = { entries?: Record<string, Walkable>; item?: Walkable; wrapped?: Walkable; message?: unknown };

/**
 * valibot reports a missing key with the object's generic "Invalid key" text; the field's own schema
 * carries the spec's wording ('Role is a required field'), so that is what the client gets.
 */
function messageFor(schema: unknown, issue: StandardSchemaV1.Issue): string {
  const raw = issue as StandardSchemaV1.Issue & { received?: string };
  if (raw.received !== 'undefined' || !issue.path?.length) return issue.message;
  let node = schema as Walkable | undefined;
  for (const p of issue.path) {
    const key = typeof p === 'object' && p !== null ? p.key : p;
    node = node?.wrapped ?? node;
    node = typeof key === 'number' ? node?.item : node?.entries?.[String(key)];
  }
  return typeof node?.message === 'string' ? node.message : issue.message;
}

/** Validates one part of the request with a shared contract; failures answer 422 (400 for a bad body) with field pointers. */
export function validate<S extends StandardSchemaV1, T extends keyof ValidationTargets>(target: T, schema: S) {
  return validator(target, schema, (result, c) => {
    if (result.success) return;
    const issues = (result as { error: readonly StandardSchemaV1.Issue[] }).error;
    const seen = new Set<string>();
    const errors: ApiErrorObject[] = [];
    for (const issue of issues) {
      const pointer = pointerOf(issue);
      if (seen.has(pointer)) continue; // first message per field, as forms show one
      seen.add(pointer);
      const source = target === 'json' || target === 'form' ? { pointer } : { parameter: pointer.slice(1) };
      errors.push({ status: '422', code: 'invalid', detail: messageFor(schema, issue), source });
    }
    return errorJson(c, 422, errors);
  });
}
