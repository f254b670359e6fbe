import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { oauthCallbackQuery } from '../../contracts/integrations';
import { intercomAdminMappingSchema, intercomConnectSchema, intercomRouterSchema as intercomRouterInput } from '../../contracts/intercom';
import {
  intercomAttributeSchema,
  intercomConnectionSchema,
  intercomConnectStartSchema,
  intercomRouterSchema,
  intercomRouterSummarySchema,
  intercomRoutingSchema,
} from '../../contracts/intercom-responses';
import { dataOf, listOf } from '../../contracts/response-kit';
import { DomainError } from '../../core/errors';
import { doc } from '../../http/openapi';
import { signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { oauthReturn } from '../../http/oauth-return';
import { MessagingError } from '../../integrations/messaging/adapter';
import * as intercom from './service';
import { noContent } from '../../http/answers';

const TAG = 'intercom';

/** Connecting Intercom and its routers (admins), and the routing log of its conversations. Mount at /api/intercom. */
export const intercomRoutes = signedInRoutes()
  .post(
    '/connect',
    doc(TAG, 'Start connecting Intercom (OAuth)', { ok: { schema: dataOf(intercomConnectStartSchema) } }),
    validate('json', intercomConnectSchema),
    async (c) => c.json({ data: await intercom.beginConnect(c.env, c.var.db, c.var.caller, c.req.valid('json').returnTo) }),
  )
  .get(
    '/callback',
    doc(TAG, 'Intercom OAuth callback', { redirect: 'Back to the Intercom page in the app' }),
    validate('query', oauthCallbackQuery),
    async (c) =>
      oauthReturn(
        c,
        '/settings/integrations/intercom',
        c.req.valid('query'),
        (code, state) => intercom.completeConnect(c.env, c.var.db, c.var.caller, code, state),
        (err) => err instanceof MessagingError || err instanceof DomainError,
      ),
  )
  .get('/connection', doc(TAG, 'The Intercom connection and its admins', { ok: { schema: dataOf(intercomConnectionSchema) } }), async (c) =>
    c.json({ data: await intercom.connectionStatus(c.env, c.var.db, c.var.caller) }),
  )
  .put(
    '/admin-mapping',
    doc(TAG, 'Choose which member each Intercom admin is (when their e-mails differ)', {
      ok: { schema: dataOf(intercomConnectionSchema) },
    }),
    validate('json', intercomAdminMappingSchema),
    async (c) => c.json({ data: await intercom.saveAdminMapping(c.env, c.var.db, c.var.caller, c.req.valid('json').mapping) }),
  )
  .get(
    '/attributes',
    doc(TAG, "Intercom contacts' attributes a trigger can read", { ok: { schema: listOf(intercomAttributeSchema) } }),
    async (c) => c.json({ data: await intercom.contactAttributes(c.env, c.var.db, c.var.caller) }),
  )
  .get(
    '/routers',
    doc(TAG, 'Intercom routers, with their last 28 days', { ok: { schema: listOf(intercomRouterSummarySchema) } }),
    async (c) => c.json({ data: await intercom.listRouters(c.var.db, c.var.caller) }),
  )
  .post(
    '/routers',
    doc(TAG, 'Create an Intercom router', { ok: { status: 201, schema: dataOf(intercomRouterSchema) } }),
    validate('json', intercomRouterInput),
    async (c) => c.json({ data: await intercom.createRouter(c.env, c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .get(
    '/routers/:id',
    doc(TAG, 'An Intercom router', { ok: { schema: dataOf(intercomRouterSchema) } }),
    validate('param', idParam),
    async (c) => c.json({ data: await intercom.getRouter(c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .put(
    '/routers/:id',
    doc(TAG, 'Edit an Intercom router', { ok: { schema: dataOf(intercomRouterSchema) } }),
    validate('param', idParam),
    validate('json', intercomRouterInput),
    async (c) => c.json({ data: await intercom.updateRouter(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete('/routers/:id', doc(TAG, 'Delete an Intercom router', { ok: { status: 204 } }), validate('param', idParam), async (c) =>
    noContent(c, intercom.deleteRouter(c.var.db, c.var.caller, c.req.valid('param').id)),
  )
  .get(
    '/routings',
    doc(TAG, 'Routings of Intercom conversations, newest first, with why', { ok: { schema: listOf(intercomRoutingSchema) } }),
    async (c) => c.json({ data: await intercom.listRoutings(c.var.db, c.var.caller) }),
  );

/** Intercom's webhook: no session and no CSRF; each request proves itself with X-Hub-Signature. Mount at /api/public/intercom. */
export const publicIntercomRoutes = new Hono<AppEnv>().post(
  '/webhooks',
  doc(TAG, 'Intercom webhook (X-Hub-Signature; a bad signature gets 401)', { public: true, ok: { status: 204 } }),
  async (c) => {
    const ok = await intercom.intercomWebhook(c.env, c.var.db, {
      body: await c.req.text(),
      signature: c.req.header('x-hub-signature') ?? null,
    });
    if (!ok) throw new DomainError('unauthorized', 'invalid_signature', 'Invalid signature');
    return c.body(null, 204);
  },
);
