import * as v from 'valibot';
import { CONFERENCING_PAGE_TOOLS, ConferenceLinkSchema, DailyKeySchema, DisconnectSchema } from '../../contracts/conferencing';
import {
  conferencingToolAnswerSchema,
  conferencingToolsAnswerSchema,
  consentUrlAnswerSchema,
  memberConnectionsAnswerSchema,
} from '../../contracts/conferencing-responses';
import { doc } from '../../http/openapi';
import { docDone } from '../../http/doc-answers';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { adminMemberConnections } from './parts/admin';
import * as conferencing from './service';
import { oauthCallbackQuery } from '../../contracts/integrations';
import { noContent } from '../../http/answers';

const TAG = 'conferencing';
const SLUGS = 'zoom|daily|microsoft-teams|conference-link';
const tool = { ok: { schema: conferencingToolAnswerSchema } };
const slugParam = v.object({ slug: v.picklist(CONFERENCING_PAGE_TOOLS.map((t) => t.slug)) });

/**
 * /api/profile/integrations/{zoom,daily,microsoft-teams,conference-link}: the signed-in member's video
 * tools. Mounted before the calendar routes at the same base, with literal tool paths, so each side
 * only answers its own tools.
 */
export const conferencingProfileRoutes = signedInRoutes()
  .get(
    '/conferencing',
    doc(TAG, 'My video conferencing tools with their states', { ok: { schema: conferencingToolsAnswerSchema } }),
    async (c) => c.json({ data: await conferencing.myTools(c.env, c.var.db, c.var.caller) }),
  )
  .post('/zoom/connect', doc(TAG, "Start connecting Zoom: Zoom's consent page", { ok: { schema: consentUrlAnswerSchema } }), async (c) =>
    c.json({ data: { url: await conferencing.startZoom(c.env, c.var.db, c.var.caller) } }),
  )
  .get(
    '/zoom/callback',
    doc(TAG, 'Zoom OAuth callback: stores the connection and returns to the Zoom page', { redirect: 'Back to the Zoom page in the app' }),
    validate('query', oauthCallbackQuery),
    async (c) => c.redirect(await conferencing.finishZoom(c.env, c.var.db, c.var.caller, c.req.valid('query')), 302),
  )
  .put('/daily', doc(TAG, 'Connect Daily with an API key', tool), validate('json', DailyKeySchema), async (c) =>
    c.json({ data: await conferencing.connectDaily(c.env, c.var.db, c.var.caller, c.req.valid('json').apiKey) }),
  )
  .put('/conference-link', doc(TAG, 'Set my own conference link', tool), validate('json', ConferenceLinkSchema), async (c) =>
    c.json({ data: await conferencing.saveConferenceLink(c.env, c.var.db, c.var.caller, c.req.valid('json').url) }),
  )
  .post('/microsoft-teams/connect', doc(TAG, 'Use Teams meetings on my Microsoft 365 events', tool), async (c) =>
    c.json({ data: await conferencing.connectTeams(c.env, c.var.db, c.var.caller) }),
  )
  .get(`/:slug{${SLUGS}}`, doc(TAG, 'One of my video tools', tool), validate('param', slugParam), async (c) =>
    c.json({ data: await conferencing.myTool(c.env, c.var.db, c.var.caller, c.req.valid('param').slug) }),
  )
  .delete(
    `/:slug{${SLUGS}}`,
    docDone(TAG, "Disable one of my video tools (typed confirmation 'Disable {name}')"),
    validate('param', slugParam),
    validate('json', DisconnectSchema),
    async (c) =>
      noContent(c, conferencing.disconnect(c.env, c.var.db, c.var.caller, c.req.valid('param').slug, c.req.valid('json').confirmation)),
  );

/** /api/conferencing: the admins' view of which members have a calendar and a video tool connected. */
export const conferencingRoutes = signedInRoutes().get(
  '/members',
  doc(TAG, 'Which members have a calendar and a video tool connected (admins)', { ok: { schema: memberConnectionsAnswerSchema } }),
  requireRole('super_admin'),
  async (c) => c.json({ data: await adminMemberConnections(c.var.db, c.var.caller) }),
);
