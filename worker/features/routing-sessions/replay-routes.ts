import { idParam } from '../../contracts/common';
import { RouterReplaySchema, replayChangesQuery, replayParams } from '../../contracts/router-replays';
import { replayChangesPageSchema, routerReplaySchema } from '../../contracts/router-replays-responses';
import { dataOf } from '../../contracts/response-kit';
import { doc } from '../../http/openapi';
import { docData } from '../../http/doc-answers';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { startReplay } from './parts/replay-start';
import { getReplay, listReplayChanges, replayChangesCsv } from './parts/replay-read';

const TAG = 'routers';
const editors = requireRole('super_admin', 'manager');

/** Replay over history (issue 30): a router version decides a period's stored submissions again; Admins and Managers. */
export const routerReplayRoutes = signedInRoutes()
  .post(
    '/:id/replays',
    doc(
      TAG,
      'Replay over history: a version of the router (live, a draft, or v<N>) decides every stored submission of a period (up to 90 days, 100,000 sessions) again in the background; nothing is written to the sessions',
      { ok: { status: 202, schema: dataOf(routerReplaySchema), description: 'Accepted; read the replay for its progress' } },
    ),
    editors,
    validate('param', idParam),
    validate('json', RouterReplaySchema),
    async (c) => c.json({ data: await startReplay(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }, 202),
  )
  .get(
    '/:id/replays/:replayId',
    docData(TAG, 'A replay: its progress, then the changed outcomes by kind and sessions per member before and after', routerReplaySchema),
    editors,
    validate('param', replayParams),
    async (c) => {
      const p = c.req.valid('param');
      return c.json({ data: await getReplay(c.var.db, c.var.caller, p.id, p.replayId) });
    },
  )
  .get(
    '/:id/replays/:replayId/changes',
    doc(TAG, "A replay's changed sessions in submission order, a page at a time", { ok: { schema: replayChangesPageSchema } }),
    editors,
    validate('param', replayParams),
    validate('query', replayChangesQuery),
    async (c) => {
      const p = c.req.valid('param');
      return c.json(await listReplayChanges(c.var.db, c.var.caller, p.id, p.replayId, c.req.valid('query').cursor));
    },
  )
  .get(
    '/:id/replays/:replayId/changes.csv',
    doc(TAG, "A replay's changed sessions as CSV", {
      ok: { mediaType: 'text/csv', description: 'The CSV file (Content-Disposition: attachment)' },
    }),
    editors,
    validate('param', replayParams),
    async (c) => {
      const p = c.req.valid('param');
      const file = await replayChangesCsv(c.var.db, c.var.caller, p.id, p.replayId);
      return new Response(file.csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${file.fileName}"`,
          'cache-control': 'private, no-store',
        },
      });
    },
  );
