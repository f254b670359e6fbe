import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { noShowSettingsSchema } from '../../contracts/no-show';
import { noShowCheckAnswerSchema, noShowSettingsAnswerSchema } from '../../contracts/no-show-responses';
import { dataOf } from '../../contracts/response-kit';
import { doc } from '../../http/openapi';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as noShow from './service';

const TAG = 'no-show detection';
const admins = requireRole('super_admin');
const settings = { ok: { schema: dataOf(noShowSettingsAnswerSchema) } };

/** /api/no-show-detection: the organization's settings (Admins) and a meeting's check (whoever may see the meeting). */
export const noShowRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/settings', doc(TAG, 'No-show detection settings (Zoom meetings)', settings), admins, async (c) =>
    c.json({ data: await noShow.getSettings(c.var.db, c.var.caller) }),
  )
  .put(
    '/settings',
    doc(TAG, 'Turn no-show detection on or off and set how long after the end to check', settings),
    admins,
    validate('json', noShowSettingsSchema),
    async (c) => c.json({ data: await noShow.saveSettings(c.var.db, c.var.caller, c.req.valid('json')) }),
  )
  .get(
    '/meetings/:id',
    doc(TAG, "A meeting's no-show check: outcome, and why when unsure (null before any check)", {
      ok: { schema: noShowCheckAnswerSchema },
    }),
    validate('param', idParam),
    async (c) => c.json({ data: await noShow.meetingCheck(c.var.db, c.var.caller, c.req.valid('param').id) }),
  );
