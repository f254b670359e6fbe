import * as v from 'valibot';
import type { ApiErrorBody } from './common';

/** One JSON:API error object, as every error answer carries it (`errorJson` in worker/http/errors.ts). */
export const apiErrorObjectSchema = v.object({
  status: v.pipe(v.string(), v.regex(/^[45]\d\d$/), v.description('The HTTP status, as a string')),
  code: v.pipe(v.string(), v.description('A stable machine-readable code, e.g. `invalid`, `not_found`, `rate_limited`')),
  detail: v.pipe(v.string(), v.description("The message to show, in the product's wording")),
  source: v.optional(
    v.object({
      pointer: v.optional(v.pipe(v.string(), v.description('JSON Pointer to the offending body field, e.g. `/email`'))),
      parameter: v.optional(v.pipe(v.string(), v.description('The offending path or query parameter'))),
    }),
  ),
});

/** Every error answer: `application/vnd.api+json` with at least one error object; the first names the HTTP status. */
export const apiErrorBodySchema = v.object({ errors: v.pipe(v.array(apiErrorObjectSchema), v.minLength(1)) });

// The hand-written type and the schema must describe the same body.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameBody: Same<ApiErrorBody, v.InferOutput<typeof apiErrorBodySchema>> = true;
void sameBody;
