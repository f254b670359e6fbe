import * as v from 'valibot';
import { podDefinitionSchema } from './distribution-responses';
import { conditionFieldSchema, matchingDefinitionSchema } from './matching-rules-responses';
import { instant, type Out, type Same } from './response-kit';
import { CandidateExplanationSchema, RoundRobinMethodSchema } from './round-robin';
import { ConditionOperatorSchema, CrmRecordSchema, FieldValueSchema, MatchResultSchema, ProspectSchema, RuleStatusSchema } from './routing';
import { REDIRECT_RULE_TYPES } from './routers';
import { ASSIGNEE_STATES, ROUTER_VIA, ROUTING_LOG_VIEWS, SESSION_OUTCOMES, type DecisionRecord } from './routing-sessions';
import type { RoutingLogDetailViewDto, RoutingLogListDto } from './routing-logs';

/**
 * The answers of the routing logs API: a page of sessions with the view counts and tallies, and one
 * session with its whole decision record (the inputs a replay needs, every rule's outcome, the round
 * robin draw) and the timeline the page renders.
 */

const rowEntries = {
  id: v.string(),
  loggedAt: instant,
  prospect: v.object({ name: v.string(), email: v.string() }),
  assignee: v.nullable(v.object({ id: v.string(), name: v.string() })),
  assigneeState: v.nullable(v.picklist(ASSIGNEE_STATES)),
  router: v.object({ id: v.nullable(v.string()), name: v.string(), deleted: v.boolean() }),
  via: v.nullable(v.picklist(ROUTER_VIA)),
  viaName: v.pipe(v.nullable(v.string()), v.description('The rule or pod name the via line names')),
  outcome: v.picklist(SESSION_OUTCOMES),
  outcomeReason: v.nullable(v.string()),
  bookedBy: v.nullable(v.string()),
  bookedBySource: v.pipe(v.optional(v.nullable(v.string())), v.description('Where a relay session was booked from; null for other routers')),
  meetingId: v.nullable(v.string()),
};

const rowExample = {
  id: 'rs_1',
  loggedAt: '2026-11-26T10:00:00.000Z',
  prospect: { name: 'Sam Lee', email: 'sam@example.com' },
  assignee: { id: 'usr_1', name: 'Dana Reyes' },
  assigneeState: 'assigned',
  router: { id: 'rt_1', name: 'Demo request', deleted: false },
  via: 'pod',
  viaName: 'EMEA enterprise',
  outcome: 'booked',
  outcomeReason: null,
  bookedBy: 'Sam Lee',
  bookedBySource: null,
  meetingId: 'mtg_1',
};

const counts = v.object(Object.fromEntries(ROUTING_LOG_VIEWS.map((view) => [view, v.number()])) as Record<(typeof ROUTING_LOG_VIEWS)[number], v.NumberSchema<undefined>>);

export const routingLogListSchema = v.pipe(
  v.object({
    data: v.array(v.object(rowEntries)),
    nextCursor: v.nullable(v.string()),
    counts,
    tallies: v.object({ processed: v.number(), assigned: v.number(), booked: v.number(), notBooked: v.number(), disqualified: v.number(), pending: v.number() }),
  }),
  v.metadata({
    examples: [
      {
        data: [rowExample],
        nextCursor: null,
        counts: { 'all-prospects': 1, 'prospects-that-booked': 1, 'prospects-that-did-not-book': 0, 'prospects-that-are-disqualified': 0 },
        tallies: { processed: 1, assigned: 1, booked: 1, notBooked: 0, disqualified: 0, pending: 0 },
      },
    ],
  }),
);

// --- The decision record -------------------------------------------------------------------------

const ruleEvaluationSchema = v.object({
  ruleId: v.string(),
  ruleName: v.string(),
  status: RuleStatusSchema,
  reason: v.nullable(v.string()),
  detail: v.nullable(v.string()),
  matchResult: v.nullable(MatchResultSchema),
  recordId: v.nullable(v.string()),
  conditions: v.array(v.object({ field: conditionFieldSchema, operator: ConditionOperatorSchema, passed: v.boolean(), actual: v.nullable(v.string()), explanation: v.string() })),
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
const attributionSchema = v.object({
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
  options: v.object({ matchingEnabled: v.boolean(), disqualifyFreeEmail: v.boolean(), disqualifyInvalidEmail: v.boolean(), overrideExistingOwner: v.boolean() }),
  crmRecordsOmitted: v.optional(v.number()),
  enrichment: v.optional(v.object({ provider: v.string(), status: v.picklist(['fresh', 'cached', 'not_found', 'timeout', 'failed', 'skipped', 'not_configured']), detail: v.string() })),
});

const DECISION_EVENT_TYPES = [
  'form_submitted',
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

export const decisionRecordSchema = v.object({
  schemaVersion: v.literal(1),
  router: v.object({ id: v.string(), name: v.string(), version: v.number(), notBookedMinutes: v.number(), redistributionEnabled: v.boolean(), crmModule: v.string() }),
  inputs: decisionInputsSchema,
  rulesUsed: v.array(v.object({ id: v.string(), name: v.string(), version: v.number(), kind: v.picklist(['matching', 'distribution', 'fallback_pod', 'redistribution', 'redirect']) })),
  disqualification: v.nullable(v.object({ reason: v.string() })),
  matching: v.object({
    outcome: v.picklist(['matched', 'not_matched', 'disqualified', 'not_enabled']),
    reason: v.nullable(v.string()),
    ruleId: v.nullable(v.string()),
    matchResult: v.nullable(MatchResultSchema),
    recordId: v.nullable(v.string()),
    evaluations: v.array(ruleEvaluationSchema),
  }),
  distribution: v.object({ outcome: v.picklist(['rule', 'fallback', 'none', 'not_needed']), podId: v.nullable(v.string()), reason: v.nullable(v.string()), evaluations: v.array(ruleEvaluationSchema) }),
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
    v.object({ updated: v.boolean(), field: v.nullable(v.string()), reason: v.nullable(v.string()), recordId: v.nullable(v.string()), fromOwner: v.nullable(v.string()), toUserId: v.nullable(v.string()) }),
  ),
  crmWrites: v.array(v.object({ module: v.picklist(['lead', 'contact', 'account']), action: v.picklist(['created', 'updated', 'skipped']), recordId: v.nullable(v.string()), detail: v.string() })),
  slotsShown: v.nullable(v.object({ count: v.number(), firstStart: v.nullable(instant), lastStart: v.nullable(instant), timezone: v.string(), at: instant })),
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
});

// --- The timeline --------------------------------------------------------------------------------

/** One piece of a timeline sentence: plain text, or a reference the page links or shows in the viewer's zone. */
const timelinePartSchema = v.union([
  v.object({ text: v.string() }),
  v.object({ person: v.string(), name: v.string() }),
  v.object({ record: v.string(), module: v.string(), name: v.string() }),
  v.object({ rule: v.string(), kind: v.picklist(['matching', 'distribution', 'fallback_pod', 'redistribution', 'redirect']), name: v.string() }),
  v.object({ time: v.string() }),
  v.object({ url: v.string() }),
]);

const timelineStepSchema = v.object({
  at: v.nullable(instant),
  parts: v.array(timelinePartSchema),
  others: v.optional(v.array(v.array(timelinePartSchema))),
  arithmetic: v.optional(v.array(v.string())),
});

export const routingLogDetailSchema = v.pipe(
  v.object({
    ...rowEntries,
    sourceUrl: v.string(),
    attribution: attributionSchema,
    submittedEntries: v.array(v.object({ field: v.string(), label: v.string(), value: FieldValueSchema })),
    crmMatches: v.array(v.object({ id: v.string(), module: v.string(), name: v.string(), email: v.nullable(v.string()), domain: v.nullable(v.string()), ownerName: v.nullable(v.string()) })),
    meeting: v.nullable(v.object({ id: v.string(), start: instant, end: instant, status: v.string(), durationMinutes: v.number(), hostName: v.string() })),
    decision: v.pipe(v.nullable(decisionRecordSchema), v.description('Null for logs written before routers recorded their details')),
    currentRules: v.array(v.object({ id: v.string(), name: v.string(), version: v.nullable(v.number()), deleted: v.boolean() })),
    people: v.record(v.string(), v.string()),
    crmOwnerUpdated: v.boolean(),
    crmOwnerField: v.nullable(v.string()),
    explanation: v.array(v.string()),
    timeline: v.array(timelineStepSchema),
  }),
  v.metadata({
    examples: [
      {
        ...rowExample,
        sourceUrl: 'https://www.example.com/contact',
        attribution: { pageUrl: 'https://www.example.com/contact', referrer: null, utm: {} },
        submittedEntries: [{ field: 'email', label: 'Email', value: 'sam@example.com' }],
        crmMatches: [],
        meeting: { id: 'mtg_1', start: '2026-12-07T15:00:00.000Z', end: '2026-12-07T15:30:00.000Z', status: 'scheduled', durationMinutes: 30, hostName: 'Dana Reyes' },
        decision: null,
        currentRules: [],
        people: { usr_1: 'Dana Reyes' },
        crmOwnerUpdated: false,
        crmOwnerField: null,
        explanation: ['Sam Lee submitted the form.'],
        timeline: [{ at: '2026-11-26T10:00:00.000Z', parts: [{ person: 'usr_1', name: 'Dana Reyes' }, { text: ' was assigned' }] }],
      },
    ],
  }),
);

// The schemas must describe exactly the types the services return.
export const SCHEMAS_MATCH_TYPES: [
  Same<RoutingLogListDto, Out<typeof routingLogListSchema>>,
  Same<DecisionRecord, Out<typeof decisionRecordSchema>>,
  Same<RoutingLogDetailViewDto, Out<typeof routingLogDetailSchema>>,
] = [true, true, true];
