import { idParam } from '../../contracts/common';
import { activityQuery } from '../../contracts/activity';
import { activityPageSchema } from '../../contracts/activity-responses';
import { doc } from '../../http/openapi';
import { signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { activityOf } from './service';

const TAG = 'activity';

const streamOf = (type: 'account' | 'contact') =>
  signedInRoutes().get(
    '/:id/activity',
    doc(TAG, `A CRM ${type}'s activity stream: meetings, routing sessions, signals, notes and tasks, newest first`, {
      ok: { schema: activityPageSchema },
    }),
    validate('param', idParam),
    validate('query', activityQuery),
    async (c) => c.json(await activityOf(c.var.db, c.var.caller, type, c.req.valid('param').id, c.req.valid('query'))),
  );

/** Mount at /api/accounts. */
export const accountActivityRoutes = streamOf('account');
/** Mount at /api/contacts. */
export const contactActivityRoutes = streamOf('contact');
