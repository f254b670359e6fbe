import { PLAN_FEATURES, type EnterpriseFeature } from '@contracts/plans';
import { useSession } from '@web/lib/session';

/**
 * Whether the organization's plan includes an Enterprise feature, from the session. Until the
 * session is known the control counts as included, so nothing flickers disabled; the server decides anyway.
 */
export function usePlanIncludes(feature: EnterpriseFeature): boolean {
  const plan = useSession().data?.account?.plan;
  return !plan || PLAN_FEATURES[plan].includes(feature);
}
