import * as v from 'valibot';
import { MemberWeightSchema, RoundRobinMethodSchema } from './round-robin';
import {
  ConditionSchema,
  GuestEmailSchema,
  MAX_ADDITIONAL_GROUPS,
  MAX_MATCHING_RULES,
  MatchingRuleInputSchema,
  OptionalUrlSchema,
  OwnerUpdateSchema,
  RowIdSchema,
  RuleNameSchema,
} from './routing';

// Distribution rules (pods) and the fallback pod, and the router-level limits over all of a router's rules.

/** Round robin over all team members, selected members, or groups. */
export const DistributionTypeSchema = v.picklist(
  ['round_robin_all', 'round_robin_select', 'round_robin_group'],
  'Select a distribution type',
);
export type DistributionType = v.InferOutput<typeof DistributionTypeSchema>;

/** A pod member with their round robin weight. */
export const PodMemberSchema = v.object({ userId: RowIdSchema, weight: MemberWeightSchema });
export type PodMember = v.InferOutput<typeof PodMemberSchema>;

/** Group round robin: a primary group plus up to two additional participant groups. */
export const PodGroupsSchema = v.object({
  primaryGroupId: v.pipe(v.string('Select a primary group'), v.nonEmpty('Select a primary group')),
  additionalGroupIds: v.pipe(v.array(RowIdSchema), v.maxLength(MAX_ADDITIONAL_GROUPS, 'Up to two additional participants')),
});
export type PodGroups = v.InferOutput<typeof PodGroupsSchema>;

/** The fields every pod shares, with the checks that do not depend on whether it is the fallback. */
const PodBaseSchema = v.pipe(
  v.object({
    name: RuleNameSchema,
    teamId: v.pipe(v.string('Select a team'), v.nonEmpty('Select a team')),
    distribution: DistributionTypeSchema,
    members: v.optional(v.array(PodMemberSchema), []),
    groups: v.nullish(PodGroupsSchema),
    conditions: v.optional(v.array(ConditionSchema), []),
    meetingTypeOverrideId: v.nullish(RowIdSchema),
    postBookingRedirectUrl: OptionalUrlSchema,
    redistributionRedirectUrl: OptionalUrlSchema,
    guests: v.optional(v.array(GuestEmailSchema), []),
    ownerUpdate: v.optional(OwnerUpdateSchema, { enabled: false }),
    method: RoundRobinMethodSchema,
  }),
  v.forward(
    v.check((p) => p.distribution !== 'round_robin_select' || p.members.length > 0, 'A minimum of one member'),
    ['members'],
  ),
  v.forward(
    v.check((p) => new Set(p.members.map((m) => m.userId)).size === p.members.length, 'A member can be added only once'),
    ['members'],
  ),
  v.forward(
    v.check(
      (p) => p.distribution !== 'round_robin_group' || (!!p.groups && p.groups.additionalGroupIds.length > 0),
      'Select a primary group and at least one additional group',
    ),
    ['groups'],
  ),
);

/** A distribution rule or pod; it needs at least one condition (a pod without conditions is the fallback pod). */
export const DistributionRuleInputSchema = v.pipe(
  PodBaseSchema,
  v.forward(
    v.check((p) => p.conditions.length > 0, 'At least one condition'),
    ['conditions'],
  ),
);
export type DistributionRuleInput = v.InferOutput<typeof DistributionRuleInputSchema>;
export type DistributionRule = DistributionRuleInput & { id: string };

/** The fallback pod: the same shape as a pod, with no conditions. */
export const FallbackPodInputSchema = v.pipe(
  PodBaseSchema,
  v.forward(
    v.check((p) => p.conditions.length === 0, 'A fallback pod must have no conditions'),
    ['conditions'],
  ),
);
export type FallbackPodInput = v.InferOutput<typeof FallbackPodInputSchema>;
export type FallbackPod = FallbackPodInput & { id: string };

/** Router-level limits on rules: at most 6 matching rules, and exactly one fallback pod. */
export const RouterRulesSchema = v.pipe(
  v.object({
    matchingRules: v.pipe(v.array(MatchingRuleInputSchema), v.maxLength(MAX_MATCHING_RULES, 'At most 6 matching rules')),
    distributionRules: v.array(DistributionRuleInputSchema),
    fallbackPod: v.nullish(FallbackPodInputSchema),
  }),
  v.forward(
    v.check((r) => !!r.fallbackPod, 'Minimum of one fallback pod'),
    ['fallbackPod'],
  ),
);
export type RouterRules = v.InferOutput<typeof RouterRulesSchema>;
