import type { RuleStatus } from '@contracts/routing';

/** Passed, Failed or Not evaluated, and the badge each is drawn with, wherever a decision's rules are shown. */
export const RULE_STATUS_LABELS: Record<RuleStatus, string> = { passed: 'Passed', failed: 'Failed', not_evaluated: 'Not evaluated' };
export const RULE_STATUS_VARIANT: Record<RuleStatus, 'success' | 'destructive' | 'secondary'> = {
  passed: 'success',
  failed: 'destructive',
  not_evaluated: 'secondary',
};
