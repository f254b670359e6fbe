import { toJsonSchema } from '@valibot/to-json-schema';
import type { Hono } from 'hono';
import { describeRoute, generateSpecs, resolver } from 'hono-openapi';
import type { GenericSchema } from 'valibot';
import { apiErrorBodySchema } from '../contracts/api-errors';
import { IDEMPOTENCY_MESSAGES } from '../contracts/idempotency';
import { MESSAGES } from '../contracts/common';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './cookies';
import { KEY_PATTERN } from './idempotency';
import { IDEMPOTENCY_KEY_QUERY } from './simple-request';

/** The media type of every error answer (`errorJson`). */
export const ERROR_MEDIA_TYPE = 'application/vnd.api+json';

type SuccessStatus = 200 | 201 | 202 | 204;

export type DocOptions = {
  /** No session needed (the public booking API, sign-in, sign-up). */
  public?: boolean;
  /** The success answer: its status (200 by default) and the valibot schema of its JSON body (none for 204). */
  ok?: { status?: SuccessStatus; schema?: GenericSchema; description?: string; example?: unknown; etag?: boolean; mediaType?: string };
  /** Answers with no body a vendor's push endpoint gives (its sender reads only the status), by status. */
  bodyless?: Record<number, string>;
  /** An `Idempotency-Key` header: required (400 without it) or optional. */
  idempotencyKey?: 'required' | 'optional';
  /** Also taken as a CORS simple request from a browser on another site (`simpleRequest` in http/simple-request.ts). */
  simpleRequest?: boolean;
  /** A compare-and-set edit: `If-Match` with the ETag read; 412 when the version moved on. */
  ifMatch?: boolean;
  /** Counted against a rate limit: 429 with Retry-After once it is reached. */
  rateLimited?: boolean;
  /** Answers with a redirect (a browser navigation, such as an OAuth callback) instead of JSON. */
  redirect?: string;
};

const ref = (kind: 'responses' | 'parameters' | 'headers' | 'schemas', name: string) => ({ $ref: `#/components/${kind}/${name}` });

/**
 * Describes a route for the OpenAPI document in one line. The standard error answers, the CSRF header
 * and the session cookie are added to every operation by `finishDocument`, so a route names only what
 * is its own: the success body, an Idempotency-Key, If-Match, a rate limit.
 */
export const doc = (tag: string, summary: string, extra: DocOptions = {}) => {
  const responses: Record<string, unknown> = {};
  if (extra.ok) {
    const status = extra.ok.status ?? 200;
    const headers = extra.ok.etag ? { ETag: ref('headers', 'ETag') } : undefined;
    const description = extra.ok.description ?? (status === 201 ? 'Created' : status === 204 ? 'Done; no body' : 'OK');
    responses[status] = extra.ok.schema
      ? {
          description,
          headers,
          content: {
            'application/json': {
              schema: resolver(extra.ok.schema, { typeMode: 'output' }),
              ...(extra.ok.example === undefined ? {} : { example: extra.ok.example }),
            },
          },
        }
      : {
          description,
          headers,
          ...(status === 204
            ? {}
            : { content: { [extra.ok.mediaType ?? 'application/json']: { schema: extra.ok.mediaType ? { type: 'string' } : {} } } }),
        };
  }
  for (const [status, description] of Object.entries(extra.bodyless ?? {})) responses[status] = { description };
  if (extra.redirect)
    responses[302] = {
      description: extra.redirect,
      headers: { Location: { schema: { type: 'string' }, description: 'Where the browser goes next' } },
    };
  if (extra.rateLimited) responses[429] = ref('responses', 'TooManyRequests');
  if (extra.ifMatch) responses[412] = ref('responses', 'PreconditionFailed');
  if (extra.idempotencyKey) responses[409] = ref('responses', 'Conflict');
  const parameters = [
    ...(extra.idempotencyKey === 'required'
      ? [ref('parameters', extra.simpleRequest ? 'IdempotencyKeyHeaderOrQuery' : 'IdempotencyKey')]
      : extra.idempotencyKey === 'optional'
        ? [ref('parameters', 'IdempotencyKeyOptional')]
        : []),
    ...(extra.idempotencyKey && extra.simpleRequest ? [ref('parameters', 'IdempotencyKeyQuery')] : []),
    ...(extra.ifMatch ? [ref('parameters', 'IfMatch')] : []),
  ];
  return describeRoute({
    tags: [tag],
    summary,
    ...(extra.simpleRequest ? { description: SIMPLE_REQUEST } : {}),
    security: extra.public ? [] : [{ session: [] }],
    ...(parameters.length ? { parameters: parameters as never } : {}),
    responses: responses as never,
  });
};

/** An Idempotency-Key as the server checks it (`idempotent`), wherever the document names one. */
const KEY_SCHEMA = { type: 'string', pattern: KEY_PATTERN.source };

const SIMPLE_REQUEST = `The body may also be sent as \`text/plain\` (the same JSON) with the Idempotency-Key as the \`${IDEMPOTENCY_KEY_QUERY}\` query parameter: a CORS simple request, so a browser on a trusted site sends it without a preflight. The widget posts this way.`;

export const clientIp = (req: { header(name: string): string | undefined }) =>
  req.header('cf-connecting-ip') ?? req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? 'local';

const errorExample = (status: number, code: string, detail: string, pointer?: string) => ({
  errors: [{ status: String(status), code, detail, ...(pointer ? { source: { pointer } } : {}) }],
});

const errorResponse = (description: string, example: object, headers?: object) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { [ERROR_MEDIA_TYPE]: { schema: ref('schemas', 'ApiErrors'), example } },
});

/** The shared pieces every operation refers to: the error body, the standard error answers, headers and parameters. */
export function openApiComponents() {
  const apiErrors = toJsonSchema(apiErrorBodySchema, { errorMode: 'ignore' }) as Record<string, unknown>;
  delete apiErrors.$schema;
  return {
    securitySchemes: {
      session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Set by POST /api/auth/login (HttpOnly).' },
    },
    schemas: { ApiErrors: apiErrors },
    headers: {
      ETag: {
        required: true,
        description: 'The object\'s version as a weak validator, e.g. W/"3"; send it back in If-Match to edit.',
        schema: { type: 'string', pattern: '^W/"\\d+"$' },
      },
      'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
    },
    parameters: {
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        required: true,
        description: `A fresh random key per intended write; a retry with the same key and body answers exactly like the first try, the same key with another body is refused (409). Without it: 400 "${IDEMPOTENCY_MESSAGES.required}".`,
        schema: KEY_SCHEMA,
        example: '7f1c2a9e-3b4d-4c5e-9f60-0a1b2c3d4e5f',
      },
      IdempotencyKeyHeaderOrQuery: {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: `A fresh random key per intended write, here or as the \`${IDEMPOTENCY_KEY_QUERY}\` query parameter (one of the two is required); a retry with the same key and body answers exactly like the first try, the same key with another body is refused (409). Without either: 400 "${IDEMPOTENCY_MESSAGES.required}".`,
        schema: KEY_SCHEMA,
        example: '7f1c2a9e-3b4d-4c5e-9f60-0a1b2c3d4e5f',
      },
      IdempotencyKeyQuery: {
        name: IDEMPOTENCY_KEY_QUERY,
        in: 'query',
        required: false,
        description:
          'The Idempotency-Key, for a request that sends no custom header (no CORS preflight); the header wins when both are sent.',
        schema: KEY_SCHEMA,
      },
      IdempotencyKeyOptional: {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: 'Recommended: a retry with the same key answers exactly like the first try.',
        schema: KEY_SCHEMA,
      },
      IfMatch: {
        name: 'If-Match',
        in: 'header',
        required: false,
        description: 'The ETag of the version being edited; when the object has moved on, 412 and nothing is changed.',
        schema: { type: 'string' },
        example: 'W/"3"',
      },
      CsrfToken: {
        name: CSRF_HEADER,
        in: 'header',
        required: true,
        description: `The value of the ${CSRF_COOKIE} cookie, echoed (any GET under /api sets it).`,
        schema: { type: 'string' },
      },
      CsrfCookie: {
        name: CSRF_COOKIE,
        in: 'cookie',
        required: true,
        description: 'The signed double-submit token the server set.',
        schema: { type: 'string' },
      },
    },
    responses: {
      BadRequest: errorResponse(
        'The request could not be read (JSON syntax, a missing Idempotency-Key).',
        errorExample(400, 'invalid_json', 'The request body is not valid JSON'),
      ),
      Unauthorized: errorResponse('Not signed in, or the session ended.', errorExample(401, 'unauthorized', MESSAGES.unauthorized)),
      Forbidden: errorResponse(
        'The role may not do this, or the CSRF token is missing or stale.',
        errorExample(403, 'forbidden', MESSAGES.forbidden),
      ),
      NotFound: errorResponse("No such object in the caller's organization.", errorExample(404, 'not_found', MESSAGES.notFound)),
      Conflict: errorResponse(
        'The change collides with the current state (a slot just taken, an Idempotency-Key reused with another body).',
        errorExample(409, 'conflict', 'This slot has been just booked by someone else. Please choose a different one.'),
      ),
      PreconditionFailed: errorResponse(
        'If-Match names a version that is no longer current.',
        errorExample(412, 'precondition_failed', 'Someone else changed this in the meantime. Reload to see their version.'),
      ),
      PayloadTooLarge: errorResponse(
        'The body is larger than the limit (1 MB; 10 MB for bulk uploads).',
        errorExample(413, 'payload_too_large', 'The request body is too large'),
      ),
      UnsupportedMediaType: errorResponse(
        'The body is not JSON.',
        errorExample(415, 'unsupported_media_type', 'Send the request body as application/json'),
      ),
      Invalid: errorResponse(
        'A field is invalid; `source.pointer` (body) or `source.parameter` (path, query) names it.',
        errorExample(422, 'invalid', MESSAGES.emailInvalid, '/email'),
      ),
      TooManyRequests: errorResponse('Too many attempts in the window.', errorExample(429, 'rate_limited', MESSAGES.tooManyRequests), {
        'Retry-After': ref('headers', 'Retry-After'),
      }),
      Unexpected: errorResponse(
        'An unexpected error; it is logged without request data.',
        errorExample(500, 'internal', MESSAGES.unexpected),
      ),
    },
  };
}

type Operation = { security?: unknown[]; parameters?: object[]; responses?: Record<string, unknown>; requestBody?: unknown };

/** The error answers any operation may give, by who may call it. */
function standardErrors(op: Operation, signedIn: boolean, csrfGuarded: boolean): Record<string, unknown> {
  const errors: Record<string, unknown> = { 404: ref('responses', 'NotFound') };
  if (op.requestBody)
    Object.assign(errors, {
      400: ref('responses', 'BadRequest'),
      413: ref('responses', 'PayloadTooLarge'),
      415: ref('responses', 'UnsupportedMediaType'),
    });
  if (op.requestBody || op.parameters?.length) errors[422] = ref('responses', 'Invalid');
  if (signedIn) errors[401] = ref('responses', 'Unauthorized');
  if (signedIn || csrfGuarded) errors[403] = ref('responses', 'Forbidden');
  return {
    ...errors,
    500: ref('responses', 'Unexpected'),
    default: errorResponse(
      'Any other error, in the same JSON:API form.',
      errorExample(409, 'conflict', 'The request conflicts with the current state'),
    ),
  };
}

/**
 * Completes what the routes describe: the standard errors on every operation, the CSRF header and
 * cookie on the session API's writes (the `csrf` middleware guards every non-GET under /api but
 * /api/public). An operation with no documented success answer is refused.
 */
export function finishDocument(spec: { paths?: Record<string, Record<string, Operation>> }) {
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      const sessionApi = path.startsWith('/api/') && !path.startsWith('/api/public/');
      const signedIn = sessionApi && (op.security?.length ?? 0) > 0;
      const csrfGuarded = sessionApi && method !== 'get' && method !== 'head';
      if (csrfGuarded) {
        op.parameters = [...(op.parameters ?? []), ref('parameters', 'CsrfToken'), ref('parameters', 'CsrfCookie')];
      }
      const responses = (op.responses ??= {});
      // Every operation names its success answer (a WebSocket upgrade's is 101); a route that forgets is a build error, not a vague 2XX.
      const hasSuccess = Object.keys(responses).some((s) => /^(101|2\d\d|3\d\d)$/.test(s) && !isEmptyDefault(responses[s]));
      if (!hasSuccess)
        throw new Error(
          `${method.toUpperCase()} ${path} documents no success answer: give its doc(...) an ok: { schema } (or bodyless / redirect)`,
        );
      op.responses = {
        ...responses,
        ...Object.fromEntries(Object.entries(standardErrors(op, signedIn, csrfGuarded)).filter(([s]) => !(s in responses))),
      };
    }
  }
  return spec;
}

const isEmptyDefault = (r: unknown) => typeof r === 'object' && r !== null && Object.keys(r).length === 0;

/** GET /api/openapi.json: generated once per isolate from the routes' descriptions, then completed. */
export function openApiDocument(app: Hono<never>, options: Parameters<typeof generateSpecs>[1]) {
  let cached: Promise<object> | undefined;
  return (c: { json(body: unknown): Response }) => {
    cached ??= generateSpecs(app as never, { ...options, defaultValidationErrorResponse: false }).then((s) => finishDocument(s as never));
    return cached.then((s) => c.json(s));
  };
}
