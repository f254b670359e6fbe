import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Context, ValidationTargets } from 'hono';
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

export const BODY_MESSAGES = {
  mediaType: 'Send the request body as application/json',
  notObject: 'The request body must be a JSON object',
  notArray: 'The request body must be a JSON array',
  badJson: 'The request body is not valid JSON',
} as const;

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * What a JSON endpoint refuses before its schema runs, so every route answers alike: a body sent as
 * anything but JSON (415; Hono would validate it as an empty object), and JSON of the wrong shape,
 * such as an array where the schema describes an object (422; valibot's object schema would read an
 * array as an object with no keys, and a PATCH of only optional fields would then answer 200).
 * A request with no body and no content type reaches the schema as an empty object.
 */
async function jsonBodyProblem(c: Context, schema: unknown): Promise<Response | undefined> {
  const contentType = c.req.header('content-type');
  const mediaType = contentType?.split(';')[0].trim() ?? '';
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    const hasBody =
      contentType !== undefined || c.req.header('transfer-encoding') !== undefined || Number(c.req.header('content-length') ?? 0) > 0;
    if (!hasBody) return undefined;
    return errorJson(c, 415, [{ status: '415', code: 'unsupported_media_type', detail: BODY_MESSAGES.mediaType }]);
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return errorJson(c, 400, [{ status: '400', code: 'invalid_json', detail: BODY_MESSAGES.badJson }]);
  }
  const wantsArray = (schema as { type?: string }).type === 'array';
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (wantsArray ? Array.isArray(body) : isObject) return undefined;
  return errorJson(c, 422, [
    { status: '422', code: 'invalid', detail: wantsArray ? BODY_MESSAGES.notArray : BODY_MESSAGES.notObject, source: { pointer: '/' } },
  ]);
}

/** Validates one part of the request with a shared contract; failures answer 422 (400 for a bad body) with field pointers. */
export function validate<S extends StandardSchemaV1, T extends keyof ValidationTargets>(target: T, schema: S) {
  const check = schemaValidator(target, schema);
  if (target !== 'json') return check;
  const guarded: typeof check = async (c, next) => (await jsonBodyProblem(c, schema)) ?? check(c, next);
  // The OpenAPI document reads the request schema from the validator's own (symbol) properties.
  for (const key of Object.getOwnPropertySymbols(check)) Object.defineProperty(guarded, key, Object.getOwnPropertyDescriptor(check, key)!);
  Object.defineProperty(guarded, 'name', { value: check.name, configurable: true });
  return guarded;
}

function schemaValidator<S extends StandardSchemaV1, T extends keyof ValidationTargets>(target: T, schema: S) {
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
