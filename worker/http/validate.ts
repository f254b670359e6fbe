import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import type { ApiErrorObject } from '../contracts/common';
import { errorJson } from './errors';

function pointerOf(issue: StandardSchemaV1.Issue): string {
  const parts = (issue.path ?? []).map((p) => String(typeof p === 'object' && p !== null ? p.key : p));
  return '/' + parts.join('/');
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
      errors.push({ status: '422', code: 'invalid', detail: issue.message, source });
    }
    return errorJson(c, 422, errors);
  });
}
