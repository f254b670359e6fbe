import * as v from 'valibot';
import { podDefinitionSchema } from './distribution-responses';
import { conditionFieldSchema, matchingDefinitionSchema } from './matching-rules-responses';
import { instant, schemaOf } from './response-kit';
import { CandidateExplanationSchema, RoundRobinMethodSchema } from './round-robin';
import { ConditionOperatorSchema, CrmRecordSchema, MatchResultSchema, ProspectSchema, RuleEvaluationSchema } from './routing';
import { REDIRECT_RULE_TYPES } from './routers';
import type { DecisionRecord } from './routing-decision';

// The decision record of a routing log's detail, as a valibot schema checked against its type below.

// The core's evaluation, with the stored ids and condition fields as they read back.
const ruleEvaluationSchema = v.object({
  ...RuleEvaluationSchema.entries,
  ruleId: v.string(),
  conditions: v.array(
    v.object({
      field: conditionFieldSchema,
      operator: ConditionOperatorSchema,
      passed: v.boolean(),
      actual: v.nullable(v.string()),
      explanation: v.string(),
    }),
  ),
});

const roundRobinStateSchema = v.object({
  seq: v.number(),
  period: v.nullable(v.object({ start: instant, end: instant })),
  members: v.array(
    v.object({
      memberId: v.string(),
      weight: v.number(),
      active: v.boolean(),
      onVacation: v.boolean(),
      joinedAt: instant,
      joinOrder: v.number(),
      level: v.number(),
      assigned: v.number(),
      completed: v.number(),
      cancelled: v.number(),
      noShow: v.number(),
    }),
  ),
  nextJoinOrder: v.number(),
});

const utmValue = v.optional(v.nullable(v.string()));
export const attributionSchema = v.object({
  pageUrl: v.string(),
  referrer: v.nullable(v.string()),
  utm: v.object({ source: utmValue, medium: utmValue, campaign: utmValue, term: utmValue, content: utmValue }),
});

const decisionInputsSchema = v.object({
  prospect: ProspectSchema,
  crmRecords: v.array(CrmRecordSchema),
  users: v.array(v.object({ id: v.string(), email: v.string(), crmOwnerIds: v.array(v.string()), active: v.boolean() })),
  lists: v.array(v.object({ id: v.string(), name: v.string(), values: v.array(v.string()) })),
  matchingRules: v.array(v.object({ ...matchingDefinitionSchema.entries, id: v.string() })),
  distributionRules: v.array(v.object({ ...podDefinitionSchema.entries, id: v.string() })),
  fallbackPod: v.nullable(v.object({ ...podDefinitionSchema.entries, id: v.string() })),
  options: v.object({
    matchingEnabled: v.boolean(),
    disqualifyFreeEmail: v.boolean(),
    disqualifyInvalidEmail: v.boolean(),
    overrideExistingOwner: v.boolean(),
    disqualifyLowQuality: v.optional(v.boolean()),
  }),
  leadQuality: v.optional(v.object({ name: v.nullable(v.string()), mailServer: v.picklist(['found', 'none', 'unknown']) })),
  crmRecordsOmitted: v.optional(v.number()),
  enrichment: v.optional(
    v.object({
      provider: v.string(),
      status: v.picklist(['fresh', 'cached', 'not_found', 'timeout', 'failed', 'skipped', 'not_configured']),
      detail: v.string(),
    }),
  ),
});

const DECISION_EVENT_TYPES = [
  'form_submitted',
  'record_triggered',
  'conversation_triggered',
  'intercom_written',
  'disqualified',
  'matched',
  'not_matched',
  'distributed',
  'assigned',
  'slots_shown',
  'booked',
  'group_member_added',
  'guests_invited',
  'left_scheduler',
  'not_booked',
  'redistributed',
  'redistribution_skipped',
  'owner_updated',
  'crm_written',
  'crm_mirror_used',
  'redirected',
] as const;

export const decisionRecordSchema = schemaOf<DecisionRecord>()(
  v.object({
    schemaVersion: v.literal(1),
    router: v.object({
      id: v.string(),
      name: v.string(),
      version: v.number(),
      notBookedMinutes: v.number(),
      redistributionEnabled: v.boolean(),
      crmModule: v.string(),
    }),
    inputs: decisionInputsSchema,
    rulesUsed: v.array(
      v.object({
        id: v.string(),
        name: v.string(),
        version: v.number(),
        kind: v.picklist(['matching', 'distribution', 'fallback_pod', 'redistribution', 'redirect']),
      }),
    ),
    disqualification: v.nullable(v.object({ reason: v.string() })),
    matching: v.object({
      outcome: v.picklist(['matched', 'not_matched', 'disqualified', 'not_enabled']),
      reason: v.nullable(v.string()),
      ruleId: v.nullable(v.string()),
      matchResult: v.nullable(MatchResultSchema),
      recordId: v.nullable(v.string()),
      evaluations: v.array(ruleEvaluationSchema),
    }),
    distribution: v.object({
      outcome: v.picklist(['rule', 'fallback', 'none', 'not_needed']),
      podId: v.nullable(v.string()),
      reason: v.nullable(v.string()),
      evaluations: v.array(ruleEvaluationSchema),
    }),
    roundRobin: v.array(
      v.object({
        podId: v.string(),
        podName: v.string(),
        method: RoundRobinMethodSchema,
        stage: v.picklist(['before_slots', 'at_booking', 'redistribution']),
        chosenUserId: v.nullable(v.string()),
        explanation: v.array(v.object({ ...CandidateExplanationSchema.entries, memberName: v.string() })),
        at: instant,
        draw: v.optional(v.object({ state: roundRobinStateSchema, availableMemberIds: v.nullable(v.array(v.string())) })),
      }),
    ),
    ownerUpdate: v.nullable(
      v.object({
        updated: v.boolean(),
        field: v.nullable(v.string()),
        reason: v.nullable(v.string()),
        recordId: v.nullable(v.string()),
        fromOwner: v.nullable(v.string()),
        toUserId: v.nullable(v.string()),
      }),
    ),
    crmWrites: v.array(
      v.object({
        module: v.picklist(['lead', 'contact', 'account']),
        action: v.picklist(['created', 'updated', 'skipped']),
        recordId: v.nullable(v.string()),
        detail: v.string(),
      }),
    ),
    slotsShown: v.nullable(
      v.object({ count: v.number(), firstStart: v.nullable(instant), lastStart: v.nullable(instant), timezone: v.string(), at: instant }),
    ),
    redistribution: v.object({
      enabled: v.boolean(),
      waitMinutes: v.number(),
      dueAt: v.nullable(instant),
      state: v.picklist(['not_enabled', 'scheduled', 'redistributed', 'skipped']),
      reason: v.nullable(v.string()),
      evaluations: v.array(ruleEvaluationSchema),
      podId: v.nullable(v.string()),
      userId: v.nullable(v.string()),
      at: v.nullable(instant),
    }),
    redirect: v.nullable(
      v.object({
        outcome: v.picklist(REDIRECT_RULE_TYPES),
        url: v.string(),
        source: v.picklist(['matching_rule', 'pod', 'redirect_rule', 'fallback']),
        ruleId: v.nullable(v.string()),
        ruleName: v.nullable(v.string()),
      }),
    ),
    booking: v.nullable(v.object({ meetingId: v.string(), start: instant, end: instant, hostUserId: v.string(), at: instant })),
    events: v.array(v.object({ at: instant, type: v.picklist(DECISION_EVENT_TYPES), detail: v.string() })),
  }),
);

// The schema must describe exactly the type the services store and return.
