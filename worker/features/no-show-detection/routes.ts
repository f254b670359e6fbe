import { idParam } from '../../contracts/common';
import { noShowSettingsSchema } from '../../contracts/no-show';
import { noShowCheckAnswerSchema, noShowSettingsAnswerSchema } from '../../contracts/no-show-responses';
import { doc } from '../../http/openapi';
import { requireRole, signedInRoutes } from '../../http/session';
import { settingRoutes } from '../../http/setting-routes';
import { validate } from '../../http/validate';
import * as noShow from './service';

const TAG = 'no-show detection';
const admins = requireRole('super_admin');

/** /api/no-show-detection: the organization's settings (Admins) and a meeting's check (whoever may see the meeting). */
export const noShowRoutes = signedInRoutes()
  .route(
    '/',
    settingRoutes({
      path: '/settings',
      tag: TAG,
      schema: noShowSettingsAnswerSchema,
      input: noShowSettingsSchema,
      guard: admins,
      summaries: {
        get: 'No-show detection settings (Zoom meetings)',
        save: 'Turn no-show detection on or off and set how long after the end to check',
      },
      get: noShow.getSettings,
      save: noShow.saveSettings,
    }),
  )
  .get(
    '/meetings/:id',
    doc(TAG, "A meeting's no-show check: outcome, and why when unsure (null before any check)", {
      ok: { schema: noShowCheckAnswerSchema },
    }),
    validate('param', idParam),
    async (c) => c.json({ data: await noShow.meetingCheck(c.var.db, c.var.caller, c.req.valid('param').id) }),
  );
