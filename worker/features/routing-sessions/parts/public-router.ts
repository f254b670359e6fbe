import type { Db } from '../../../db/client';
import { normaliseOrigin } from '../../../contracts/trusted-origins';
import type { PublicRouterDto } from '../../../contracts/routing-sessions';
import { notFound } from '../../../core/errors';
import { verifyInstallationStmt } from '../../routers/service';
import { formView } from './prospect';
import * as repo from '../repo';

/** Whether an Origin header names one of the organization's trusted origins. */
export function isTrustedOrigin(trusted: readonly string[], origin: string | null | undefined): string | null {
  const o = origin ? normaliseOrigin(origin) : null;
  if (!o) return null;
  return trusted.some((t) => normaliseOrigin(t) === o) ? o : null;
}

/**
 * GET /api/public/routers/{id}: what the widget needs to hook the mapped form. The first call from a
 * trusted origin verifies the installation; the UPDATE only matches a router still awaiting it, so
 * concurrent first calls flip it once.
 */
export async function publicRouter(db: Db, routerId: string, origin: string | null, now = Date.now()): Promise<PublicRouterDto> {
  const router = await repo.findLiveRouter(db, routerId);
  if (!router) throw notFound('Router');
  const [form, org] = await Promise.all([repo.findForm(db, router.accountId, router.formId), repo.findOrg(db, router.accountId)]);
  if (!form || !org) throw notFound('Router');
  const trusted = isTrustedOrigin(org.trustedOrigins, origin);
  if (trusted && router.installation === 'awaiting_installation')
    await verifyInstallationStmt(db, router.accountId, router.id, trusted, now).run();
  const view = formView(form);
  return {
    id: router.id,
    provider: view.provider,
    selector: view.selector,
    emailField: view.emailField,
    nameFields: view.nameFields,
    fields: view.fields,
    organization: { company: org.company, logoUrl: org.logoUrl },
  };
}

/** The organization a live router belongs to, or null: a scheduler domain serves only its own organization's widget. */
export const accountOfRouter = async (db: Db, routerId: string) => (await repo.findLiveRouter(db, routerId))?.accountId ?? null;
