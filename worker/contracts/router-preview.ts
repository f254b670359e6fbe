import * as v from 'valibot';
import { MAX_MATCHING_RULES, MatchingRuleInputSchema } from './routing';
import { DistributionRuleInputSchema } from './routing-pods';
import { SubmissionAnswersSchema, type PublicAssigneeDto } from './routing-sessions';
import type { DecisionRecord } from './routing-decision';

// Preview (issue 30): an admin runs a typed prospect through a router, saved or with unsaved edits, and sees
// the decision the routing log would show; nothing is written and no round-robin turn is taken.

const Id = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64));

/** The router edits not saved yet that the preview decides with; anything left out is the saved value. */
export const RouterPreviewDraftSchema = v.object({
  matchingEnabled: v.optional(v.boolean()),
  matchingRuleIds: v.optional(v.pipe(v.array(Id), v.maxLength(MAX_MATCHING_RULES))),
  distributionRuleIds: v.optional(v.pipe(v.array(Id), v.maxLength(90))),
  fallbackPodId: v.nullish(Id),
  disqualifyFreeEmail: v.optional(v.boolean()),
  disqualifyInvalidEmail: v.optional(v.boolean()),
  disqualifyLowQuality: v.optional(v.boolean()),
  overrideExistingOwner: v.optional(v.boolean()),
});
export type RouterPreviewDraft = v.InferOutput<typeof RouterPreviewDraftSchema>;

export const PREVIEW_MESSAGES = {
  ruleSource: 'Give the saved rule, its draft, or both',
  unknownRule: 'No such rule',
  unknownRecord: 'No such CRM record',
} as const;

/**
 * One rule alone through the router's form and settings (no other rule decides): a saved rule by id, a new rule's
 * draft body as its editor holds it, or both (a saved rule's unsaved edits).
 */
export const RulePreviewSchema = v.pipe(
  v.variant('kind', [
    v.object({ kind: v.literal('matching'), id: v.optional(Id), definition: v.optional(MatchingRuleInputSchema) }),
    v.object({ kind: v.literal('distribution'), id: v.optional(Id), definition: v.optional(DistributionRuleInputSchema) }),
  ]),
  v.check((r) => r.id !== undefined || r.definition !== undefined, PREVIEW_MESSAGES.ruleSource),
);
export type RulePreview = v.InferOutput<typeof RulePreviewSchema>;

export const RouterPreviewSchema = v.object({
  /** The form's answers keyed by input name, as the widget sends them. */
  answers: SubmissionAnswersSchema,
  draft: v.optional(RouterPreviewDraftSchema),
  /** A CRM record (contact, lead or account) whose fields fill the answers not typed. */
  crmRecordId: v.optional(Id),
  /** Preview one rule alone instead of the router's rules. */
  rule: v.optional(RulePreviewSchema),
});
export type RouterPreviewInput = v.InferOutput<typeof RouterPreviewSchema>;

/** routed: someone's slots would show; not_routed: nobody (the reason says why); disqualified: no scheduler. */
export const PREVIEW_OUTCOMES = ['routed', 'not_routed', 'disqualified'] as const;

export type RouterPreviewDto = {
  outcome: (typeof PREVIEW_OUTCOMES)[number];
  reason: string | null;
  assignee: PublicAssigneeDto | null;
  redirectUrl: string | null;
  meetingType: { id: string; name: string } | null;
  /** The decision record exactly as a routing log would store it. */
  decision: DecisionRecord;
  /** Names of the members the decision mentions by id (assignee, pod candidates), for the log's sentences. */
  people: Record<string, string>;
};
