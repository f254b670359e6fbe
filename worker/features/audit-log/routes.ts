import { auditLogQuery } from '../../contracts/audit-log';
import { auditPageSchema } from '../../contracts/audit-log-responses';
import { doc } from '../../http/openapi';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { auditPage } from './parts/entries';

/** /settings/audit-log's API: read only (the table refuses edits and deletes); admins only (spec section 6). Mount at /api/audit-log. */
export const auditLogRoutes = signedInRoutes().get(
  '/',
  doc('audit-log', 'Audit log entries, newest first, filterable', { ok: { schema: auditPageSchema } }),
  requireRole('super_admin'),
  validate('query', auditLogQuery),
  async (c) => c.json(await auditPage(c.var.db, c.var.caller, c.req.valid('query'))),
);
