import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import {
  ENTERPRISE_FEATURE_LABELS,
  ENTERPRISE_FEATURES,
  ENTERPRISE_PLAN_CODE,
  PLAN_FEATURES,
  PLAN_LABELS,
  enterpriseMessage,
  type EnterpriseFeature,
  type PlanDto,
} from '../../contracts/plans';
import { DomainError, forbidden } from '../../core/errors';
import * as repo from './repo';

export const planOf = repo.planOf;
export const setPlan = repo.setPlan;

/** Whether the organization's plan includes an Enterprise feature. */
export const hasFeature = async (db: Db, accountId: string, feature: EnterpriseFeature) =>
  PLAN_FEATURES[await repo.planOf(db, accountId)].includes(feature);

/** The 403 a Standard organization gets for an Enterprise feature, in the wording the UI shows too. */
export const enterpriseRequired = (feature: EnterpriseFeature, pointer?: string) =>
  new DomainError('forbidden', ENTERPRISE_PLAN_CODE, enterpriseMessage(feature), pointer);

/**
 * The one plan check: every service that saves a gated setting calls it with the features the
 * request uses (none when it uses none, so nothing is read); the first one the plan lacks is refused.
 */
export async function requireFeatures(
  db: Db,
  accountId: string,
  used: readonly (EnterpriseFeature | false | null | undefined)[],
  pointer?: string,
) {
  const wanted = used.filter((f): f is EnterpriseFeature => !!f);
  if (!wanted.length) return;
  const included = PLAN_FEATURES[await repo.planOf(db, accountId)];
  const missing = wanted.find((f) => !included.includes(f));
  if (missing) throw enterpriseRequired(missing, pointer);
}

/** Settings -> Plan (Admins): the plan and what each gated feature needs. */
export async function planOverview(db: Db, caller: Caller): Promise<PlanDto> {
  if (caller.role !== 'super_admin') throw forbidden();
  const plan = await repo.planOf(db, caller.accountId);
  return {
    plan,
    label: PLAN_LABELS[plan],
    features: ENTERPRISE_FEATURES.map((feature) => ({
      feature,
      label: ENTERPRISE_FEATURE_LABELS[feature],
      included: PLAN_FEATURES[plan].includes(feature),
      message: enterpriseMessage(feature),
    })),
  };
}
