import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, Caller } from '../../env';
import { SCIM_MEDIA_TYPE, SCIM_SCHEMAS, scimTokenCreatedSchema, scimTokenSchema } from '../../contracts/scim';
import { dataOf } from '../../contracts/response-kit';
import { DomainError } from '../../core/errors';
import { clientIp, doc } from '../../http/openapi';
import { enforceRateLimit, forgiveAttempt } from '../../lib/rate-limit';
import { docDone } from '../../http/doc-answers';
import { retryAfterSeconds, STATUS_OF } from '../../http/errors';
import { requireAuth, requireRole } from '../../http/session';
import * as scim from './service';
import { noContent } from '../../http/answers';

type ScimEnv = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { scimCaller: Caller } };

const scimJson = (c: Context, body: unknown, status: ContentfulStatusCode = 200) =>
  c.body(JSON.stringify(body), status, { 'content-type': SCIM_MEDIA_TYPE });

/** An RFC 7644 error body (section 3.12): the status as a string, a scimType where one applies. */
const scimErrorJson = (c: Context, status: ContentfulStatusCode, detail: string, scimType?: string) =>
  scimJson(c, { schemas: [SCIM_SCHEMAS.error], status: String(status), ...(scimType ? { scimType } : {}), detail }, status);

const SCIM_TYPES = new Set(['invalidFilter', 'invalidValue', 'invalidPath', 'invalidSyntax', 'noTarget', 'uniqueness', 'mutability']);

function scimOnError(err: Error, c: Context) {
  if (err instanceof DomainError) {
    // The members and teams services speak in 422s ("invalid"); SCIM calls those 400 invalidValue.
    const status = err.kind === 'invalid' ? 400 : STATUS_OF[err.kind];
    const scimType = SCIM_TYPES.has(err.code) ? err.code : status === 400 ? 'invalidValue' : undefined;
    if (status === 429) c.header('retry-after', retryAfterSeconds(err));
    return scimErrorJson(c, status, err.message, scimType);
  }
  if (err instanceof SyntaxError) return scimErrorJson(c, 400, 'The request body is not valid JSON', 'invalidSyntax');
  console.error(JSON.stringify({ level: 'error', requestId: c.get('requestId'), path: c.req.path, error: String(err?.stack ?? err) }));
  return scimErrorJson(c, 500, 'Something went wrong on our side');
}

/** Wrong tokens an address may present in the window before every SCIM call from it is refused (429). */
export const SCIM_FAILED_TOKEN_LIMIT = 20;
const SCIM_FAILED_TOKEN_WINDOW_MS = 15 * 60_000;

/**
 * The organization's bearer token; never logged, only its hash is looked up. The attempt is counted before the
 * token is looked at, so an address over the limit learns nothing more; a right token takes its attempt back.
 */
const bearerAuth = createMiddleware<ScimEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const limitKey = `scim-ip:${clientIp(c.req)}`;
  const at = await enforceRateLimit(c.env, limitKey, SCIM_FAILED_TOKEN_LIMIT, SCIM_FAILED_TOKEN_WINDOW_MS);
  const caller = token ? await scim.scimCaller(c.var.db, token) : null;
  if (caller) await forgiveAttempt(c.env, limitKey, at);
  if (!caller) {
    c.header('www-authenticate', 'Bearer realm="SCIM"');
    return scimErrorJson(c, 401, 'A valid SCIM bearer token is required');
  }
  c.set('scimCaller', caller);
  await next();
});

const baseUrl = (c: Context) => `${new URL(c.req.url).origin}/scim/v2`;
const body = (c: Context) => c.req.json<unknown>();
const id = (c: Context) => {
  const value = c.req.param('id') ?? '';
  if (!value || value.length > 64) throw new DomainError('not_found', 'not_found', 'Resource not found');
  return value;
};

/** SCIM 2.0 (RFC 7644) at /scim/v2, for an organization's identity provider (Okta, Microsoft Entra). Not JSON:API. */
export const scimRoutes = new Hono<ScimEnv>()
  .use(bearerAuth)
  .get('/ServiceProviderConfig', (c) => scimJson(c, scim.serviceProviderConfig(baseUrl(c))))
  .get('/ResourceTypes', (c) => scimJson(c, scim.resourceTypes(baseUrl(c))))
  .get('/Schemas', (c) => scimJson(c, scim.schemas()))
  .get('/Users', async (c) => scimJson(c, await scim.scimUsers.list(c.var.db, c.var.scimCaller, baseUrl(c), c.req.query())))
  .post('/Users', async (c) => scimJson(c, await scim.scimUsers.create(c.var.db, c.var.scimCaller, baseUrl(c), await body(c)), 201))
  .get('/Users/:id', async (c) => scimJson(c, await scim.scimUsers.get(c.var.db, c.var.scimCaller, baseUrl(c), id(c))))
  .put('/Users/:id', async (c) => scimJson(c, await scim.scimUsers.replace(c.var.db, c.var.scimCaller, baseUrl(c), id(c), await body(c))))
  .patch('/Users/:id', async (c) => scimJson(c, await scim.scimUsers.patch(c.var.db, c.var.scimCaller, baseUrl(c), id(c), await body(c))))
  .delete('/Users/:id', async (c) => noContent(c, scim.scimUsers.remove(c.var.db, c.var.scimCaller, id(c))))
  .get('/Groups', async (c) => scimJson(c, await scim.scimGroups.list(c.var.db, c.var.scimCaller, baseUrl(c), c.req.query())))
  .post('/Groups', async (c) => scimJson(c, await scim.scimGroups.create(c.var.db, c.var.scimCaller, baseUrl(c), await body(c)), 201))
  .get('/Groups/:id', async (c) => {
    const withMembers = !/\bmembers\b/i.test(c.req.query('excludedAttributes') ?? '');
    return scimJson(c, await scim.scimGroups.get(c.var.db, c.var.scimCaller, baseUrl(c), id(c), withMembers));
  })
  .put('/Groups/:id', async (c) => scimJson(c, await scim.scimGroups.replace(c.var.db, c.var.scimCaller, baseUrl(c), id(c), await body(c))))
  .patch('/Groups/:id', async (c) => scimJson(c, await scim.scimGroups.patch(c.var.db, c.var.scimCaller, baseUrl(c), id(c), await body(c))))
  .delete('/Groups/:id', async (c) => noContent(c, scim.scimGroups.remove(c.var.db, c.var.scimCaller, id(c))))
  .all('*', (c) => scimErrorJson(c, 404, 'No such SCIM endpoint'))
  .onError(scimOnError);

const TAG = 'security';

/** Settings > Security > SCIM: the organization's provisioning token (Admins only). */
export const scimTokenRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireRole('super_admin'))
  .get('/', doc(TAG, 'The SCIM provisioning connection (never the token)', { ok: { schema: dataOf(scimTokenSchema) } }), async (c) =>
    c.json({ data: await scim.scimTokenStatus(c.var.db, c.var.caller, c.env.APP_URL) }),
  )
  .post(
    '/',
    doc(TAG, 'Generate or rotate the SCIM token', {
      ok: {
        status: 201,
        schema: dataOf(scimTokenCreatedSchema),
        description: 'The new token, shown this once; any previous one stops working',
      },
    }),
    async (c) => c.json({ data: await scim.generateScimToken(c.var.db, c.var.caller, c.env.APP_URL) }, 201),
  )
  .delete('/', docDone(TAG, 'Revoke the SCIM token'), async (c) => noContent(c, scim.revokeScimToken(c.var.db, c.var.caller)));
