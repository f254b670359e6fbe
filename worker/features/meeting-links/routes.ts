import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { homePageSchema, meetingLinkSchema, slugCheckQuery } from '../../contracts/meeting-links';
import {
  homePageOrNullAnswerSchema,
  homePageSavedAnswerSchema,
  meetingLinkAnswerSchema,
  meetingLinkDetailSchema,
  meetingLinksAnswerSchema,
  publicHomePageAnswerSchema,
  slugCheckAnswerSchema,
  userSlugCheckAnswerSchema,
} from '../../contracts/meeting-links-responses';
import { doc } from '../../http/openapi';
import { itemRoutes } from '../../http/item-routes';
import { signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as links from './service';
import { getHomePage, publicHomePage, saveHomePage, userSlugAvailability } from './parts/home-page';

const TAG = 'meeting-links';
const listQuery = v.object({
  scope: v.optional(v.picklist(['mine', 'all']), 'mine'),
  ownerUserId: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

export const meetingLinkRoutes = signedInRoutes()
  .get(
    '/',
    doc(TAG, 'List meeting links (mine, or all for Admins and Managers)', { ok: { schema: meetingLinksAnswerSchema } }),
    validate('query', listQuery),
    async (c) => {
      const q = c.req.valid('query');
      return c.json({ data: await links.listLinks(c.env, c.var.db, c.var.caller, q.scope, q.ownerUserId) });
    },
  )
  .get(
    '/slug-availability',
    doc(TAG, 'Is a meeting link slug free?', { ok: { schema: slugCheckAnswerSchema } }),
    validate('query', slugCheckQuery),
    async (c) => {
      const q = c.req.valid('query');
      return c.json({ data: await links.checkSlug(q.slug, c.var.db, q.excludeId) });
    },
  )
  .post(
    '/',
    doc(TAG, 'Create a meeting link', { ok: { status: 201, schema: meetingLinkAnswerSchema } }),
    validate('json', meetingLinkSchema),
    async (c) => c.json({ data: await links.createLink(c.env, c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .route(
    '/',
    itemRoutes({
      tag: TAG,
      noun: 'meeting link',
      schema: meetingLinkDetailSchema,
      edit: 'put',
      input: meetingLinkSchema,
      get: (db, caller, id, env) => links.getLink(env, db, caller, id),
      update: (db, caller, id, input, env) => links.updateLink(env, db, caller, id, input),
      remove: (db, caller, id, env) => links.deleteLink(env, db, caller, id),
    }),
  );

export const homePageRoutes = signedInRoutes()
  .get(
    '/slug-availability',
    doc(TAG, 'Is a user slug free?', { ok: { schema: userSlugCheckAnswerSchema } }),
    validate('query', v.object({ slug: v.pipe(v.string(), v.maxLength(80)) })),
    async (c) => c.json({ data: await userSlugAvailability(c.var.db, c.var.caller, c.req.valid('query').slug) }),
  )
  .get('/', doc(TAG, 'My home page (null until set up)', { ok: { schema: homePageOrNullAnswerSchema } }), async (c) =>
    c.json({ data: await getHomePage(c.env, c.var.db, c.var.caller) }),
  )
  .put('/', doc(TAG, 'Save my home page', { ok: { schema: homePageSavedAnswerSchema } }), validate('json', homePageSchema), async (c) =>
    c.json({ data: await saveHomePage(c.env, c.var.db, c.var.caller, c.req.valid('json')) }),
  );

export const publicHomePageRoutes = new Hono<AppEnv>().get(
  '/:slug',
  doc('public', "A member's public home page", { public: true, ok: { schema: publicHomePageAnswerSchema } }),
  validate('param', v.object({ slug: v.pipe(v.string(), v.maxLength(80)) })),
  async (c) => c.json({ data: await publicHomePage(c.env, c.var.db, c.req.valid('param').slug) }),
);
