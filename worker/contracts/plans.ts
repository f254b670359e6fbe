/** An organization's plan. Every organization starts on Standard; an operator moves it (`npm run plan`). */
export const PLANS = ['standard', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];
export const PLAN_LABELS: Record<Plan, string> = { standard: 'Standard', enterprise: 'Enterprise' };

/** Spec section 6: what only the Enterprise plan unlocks. Every route that saves one of these asks the one plan check. */
export const ENTERPRISE_FEATURES = ['rule_redirects', 'sms', 'opportunities', 'group_round_robin', 'separate_owner'] as const;
export type EnterpriseFeature = (typeof ENTERPRISE_FEATURES)[number];

export const ENTERPRISE_FEATURE_LABELS: Record<EnterpriseFeature, string> = {
  rule_redirects: 'Rule-specific redirect URLs',
  sms: 'SMS integration',
  opportunities: 'Deals and opportunities matching',
  group_round_robin: 'Group round robin',
  separate_owner: 'A separate owner property for leads and contacts',
};

/** What each plan unlocks. */
export const PLAN_FEATURES: Record<Plan, readonly EnterpriseFeature[]> = { standard: [], enterprise: ENTERPRISE_FEATURES };

/** The one wording of a refused Enterprise feature: the server's 403 detail and the disabled control's note. */
export const enterpriseMessage = (feature: EnterpriseFeature) =>
  `${ENTERPRISE_FEATURE_LABELS[feature]} is available on the Enterprise plan. Contact us to enable it.`;

/** The error code of that 403. */
export const ENTERPRISE_PLAN_CODE = 'enterprise_plan';

/** GET /api/organization/plan: the plan and, per gated feature, whether it is included. */
export type PlanDto = {
  plan: Plan;
  label: string;
  features: { feature: EnterpriseFeature; label: string; included: boolean; message: string }[];
};

export const PLAN_PAGE_TEXT = {
  title: 'Plan',
  description: "Your organization's plan and what it includes.",
  contact: 'Plans are changed by us, not in the app. Contact us to move to the Enterprise plan.',
} as const;
