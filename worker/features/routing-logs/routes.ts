import { idParam } from '../../contracts/common';
import { routingLogsListQuery } from '../../contracts/routing-logs';
import { routingLogDetailSchema, routingLogListSchema } from '../../contracts/routing-logs-responses';
import { doc } from '../../http/openapi';
import { docData } from '../../http/doc-answers';
import { signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { listLogs, logDetail } from './service';

const TAG = 'routing-logs';

// Everyone signed in may read logs; the service narrows a User to the sessions that involve them.
export const routingLogRoutes = signedInRoutes()
  .get(
    '/',
    doc(TAG, 'Routing logs of a view, newest first, with view counts', { ok: { schema: routingLogListSchema } }),
    validate('query', routingLogsListQuery),
    async (c) => c.json(await listLogs(c.var.db, c.var.caller, c.req.valid('query'))),
  )
  .get(
    '/:id',
    docData(TAG, 'One routing log with its decision and explanation', routingLogDetailSchema),
    validate('param', idParam),
    async (c) => c.json({ data: await logDetail(c.var.db, c.var.caller, c.req.valid('param').id) }),
  );
