import { routingFunnelQuery } from '../../contracts/routing-funnel';
import { routingFunnelSchema } from '../../contracts/routing-funnel-responses';
import { docData } from '../../http/doc-answers';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { routingFunnel } from './service';

const TAG = 'reports';

// Admins and Managers: the funnel shows every rep's figures, which a User's own reports do not.
export const routingFunnelRoutes = signedInRoutes().get(
  '/',
  docData(
    TAG,
    "A router's funnel over a range: prospects per rule reached and matched, per pod and rep, and booked (Admins and Managers)",
    routingFunnelSchema,
  ),
  requireRole('super_admin', 'manager'),
  validate('query', routingFunnelQuery),
  async (c) => c.json({ data: await routingFunnel(c.var.db, c.var.caller, c.req.valid('query')) }),
);
