import { idParam } from '../../contracts/common';
import { RouterPreviewSchema } from '../../contracts/router-preview';
import { routerPreviewSchema } from '../../contracts/router-preview-responses';
import { dataOf } from '../../contracts/response-kit';
import { doc } from '../../http/openapi';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { previewRouter } from './parts/preview';

/** POST /api/routers/{id}/preview: what a router would decide for typed answers; Admins and Managers. */
export const routerPreviewRoutes = signedInRoutes().post(
  '/:id/preview',
  doc(
    'routers',
    'Preview a routing decision: the answers run through the router (with optional unsaved edits) and the decision record comes back; nothing is stored and no round-robin turn is taken',
    { ok: { schema: dataOf(routerPreviewSchema) } },
  ),
  requireRole('super_admin', 'manager'),
  validate('param', idParam),
  validate('json', RouterPreviewSchema),
  async (c) => c.json({ data: await previewRouter(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
);
