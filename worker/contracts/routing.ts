import * as v from 'valibot';
import { MESSAGES, singleLine } from './common';

export const MAX_MATCHING_RULES = 6;
export const MAX_ADDITIONAL_GROUPS = 2;

/** Reasons written to the routing log, in the spec's wording. */
export const ROUTING_REASONS = {
  emailNotReceived: "Email address wasn't received",
  enrichmentUnavailable: 'Enrichment data not available',
  ownerNotUpdated: "Owner wasn't updated as per the rule's setting",
  calendarUnavailable: 'Calendar unavailable',
  ruleDeleted: 'This rule has been deleted',
  noRuleMatched: "Prospect's info did not match any conditions set in any rules",
  freeEmailDisqualified: 'Disqualified as the email address is from a free email provider',
  invalidEmailDisqualified: 'Disqualified as the email address is invalid',
  redistributionDisabled: 'Redistribution not enabled in router',
  userNotInProduct: "This user doesn't exist in the product",
  noMatchingRecord: 'No matching record found',
  phoneNotReceived: "Phone number wasn't received",
  formFieldNotReceived: "Form answer wasn't received",
  conditionsNotMet: "Prospect's info did not match this rule's conditions",
  earlierRuleMatched: 'Not evaluated: an earlier rule matched',
  disqualified: 'Not evaluated: the prospect was disqualified',
} as const;

/** The 412 detail for an edit whose If-Match names a version that is no longer the current one. */
export const staleVersionMessage = (thing: string) => `This ${thing} was changed by someone else. Reload to see the latest version.`;
/** The detail for an "in list" condition naming no live list of the organization. */
export const SELECT_A_LIST = 'Select a list';
export const SELECT_A_SEGMENT = 'Select a segment';

export const RowIdSchema = v.pipe(v.string(), v.nonEmpty());
export const RuleNameSchema = v.pipe(v.string(MESSAGES.nameRequired), v.trim(), v.nonEmpty(MESSAGES.nameRequired), singleLine('Name'));
// Only http(s): a redirect is followed by the prospect's browser, so javascript: and friends are refused.
function isHttpUrl(s: string): boolean {
  try {
    const url = new URL(s);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
export const OptionalUrlSchema = v.nullish(v.pipe(v.string(MESSAGES.invalidUrl), v.trim(), v.check(isHttpUrl, MESSAGES.invalidUrl)));
export const GuestEmailSchema = v.pipe(v.string(), v.trim(), v.email('Guest e-mails must have valid e-mail domains'));

/** Where a condition reads its value: a form answer, the matched CRM record, or enrichment data. */
export const ConditionSourceSchema = v.picklist(['form', 'crm', 'enrichment']);
export type ConditionSource = v.InferOutput<typeof ConditionSourceSchema>;

/** The field a condition reads: its source and key (question id, CRM property, enrichment key). */
export const ConditionFieldSchema = v.object({
  source: ConditionSourceSchema,
  key: v.pipe(v.string('Select a field'), v.trim(), v.nonEmpty('Select a field'), singleLine('Field')),
});
export type ConditionField = v.InferOutput<typeof ConditionFieldSchema>;

/** The spec's condition operators (section 9), in the order it lists them. */
export const CONDITION_OPERATORS = [
  'equals',
  'not_equals',
  'at_least',
  'at_most',
  'empty',
  'not_empty',
  'contains',
  'starts_with',
  'in_list',
  'between',
  'in_segment',
  'not_in_segment',
] as const;
export const ConditionOperatorSchema = v.picklist(CONDITION_OPERATORS, 'Select an operator');
export type ConditionOperator = v.InferOutput<typeof ConditionOperatorSchema>;

const ScalarValue = v.union(
  [v.pipe(v.string(), v.trim(), v.nonEmpty('Value is required'), singleLine('Value')), v.number()],
  'Value is required',
);

function rangeOrdered(from: string | number, to: string | number): boolean {
  const a = typeof from === 'number' ? from : Number(from);
  const b = typeof to === 'number' ? to : Number(to);
  if (Number.isFinite(a) && Number.isFinite(b) && String(from).trim() !== '' && String(to).trim() !== '') return a <= b;
  const da = Date.parse(String(from));
  const db = Date.parse(String(to));
  return Number.isNaN(da) || Number.isNaN(db) || da <= db;
}

/** One condition: a field, an operator and the value(s) the operator needs. */
export const ConditionSchema = v.variant('operator', [
  v.object({
    field: ConditionFieldSchema,
    operator: v.picklist(['equals', 'not_equals', 'contains', 'starts_with', 'at_least', 'at_most']),
    value: ScalarValue,
  }),
  v.object({ field: ConditionFieldSchema, operator: v.picklist(['empty', 'not_empty']) }),
  v.object({
    field: ConditionFieldSchema,
    operator: v.literal('in_list'),
    listId: v.pipe(v.string(SELECT_A_LIST), v.nonEmpty(SELECT_A_LIST)),
  }),
  // "is in segment": whether the matched CRM record (or its account) is in a global segment of accounts or contacts.
  v.object({
    field: ConditionFieldSchema,
    operator: v.picklist(['in_segment', 'not_in_segment']),
    segmentId: v.pipe(v.string(SELECT_A_SEGMENT), v.nonEmpty(SELECT_A_SEGMENT)),
  }),
  v.pipe(
    v.object({ field: ConditionFieldSchema, operator: v.literal('between'), from: ScalarValue, to: ScalarValue }),
    v.forward(
      v.check((c) => rangeOrdered(c.from, c.to), 'The start of the range must not be after its end'),
      ['to'],
    ),
  ),
]);
export type Condition = v.InferOutput<typeof ConditionSchema>;

/**
 * A reusable list as routing needs it: only its values (sources and separators live with the list itself).
 * A segment reaches routing the same way, resolved before deciding: its id, its name and the ids of the
 * candidate CRM records it holds.
 */
export const RoutingListSchema = v.object({ id: RowIdSchema, name: RuleNameSchema, values: v.array(v.string()) });
export type RoutingList = v.InferOutput<typeof RoutingListSchema>;

/** Which CRM object a matching rule looks for. */
export const MatchingModuleTypeSchema = v.picklist(
  [
    'related_lead',
    'related_contact',
    'related_account',
    'associated_account',
    'custom_object',
    'related_contact_opps',
    'related_account_opps',
  ],
  'Select a module type',
);
export type MatchingModuleType = v.InferOutput<typeof MatchingModuleTypeSchema>;

/** What of the prospect is compared with the CRM: e-mail, e-mail domain, phone, or a form field vs a CRM field. */
export const MatchingFieldSchema = v.variant('by', [
  v.object({ by: v.picklist(['email', 'email_domain', 'phone']) }),
  v.object({
    by: v.literal('form_field'),
    formField: v.pipe(v.string('Select a form field'), v.nonEmpty('Select a form field')),
    crmField: v.pipe(v.string('Select a CRM field'), v.nonEmpty('Select a CRM field')),
  }),
]);
export type MatchingField = v.InferOutput<typeof MatchingFieldSchema>;

/** Who gets the prospect when a matching rule passes. */
export const MatchingAssigneeSchema = v.variant('type', [
  v.object({
    type: v.literal('record_owner'),
    ownerProperty: v.pipe(v.string('Select an owner property'), v.nonEmpty('Select an owner property')),
    sourceOwnerProperty: v.nullish(v.string()),
  }),
  v.object({ type: v.literal('specific_user'), teamId: RowIdSchema, userId: v.pipe(v.string(), v.nonEmpty('Select a member')) }),
  v.object({ type: v.literal('group'), teamId: RowIdSchema, groupIds: v.pipe(v.array(RowIdSchema), v.minLength(1, 'Select a group')) }),
]);
export type MatchingAssignee = v.InferOutput<typeof MatchingAssigneeSchema>;

/** Whether and where the CRM owner field is written after assignment. */
export const OwnerUpdateSchema = v.pipe(
  v.object({ enabled: v.boolean(), destinationProperty: v.nullish(v.string()) }),
  v.forward(
    v.check((o) => !o.enabled || !!o.destinationProperty?.trim(), 'Select a destination property'),
    ['destinationProperty'],
  ),
);
export type OwnerUpdate = v.InferOutput<typeof OwnerUpdateSchema>;

/** A matching rule as created or edited (the id is assigned by the server). */
export const MatchingRuleInputSchema = v.pipe(
  v.object({
    name: RuleNameSchema,
    moduleType: MatchingModuleTypeSchema,
    customObjectType: v.nullish(v.string()),
    matchBy: MatchingFieldSchema,
    fuzzy: v.optional(v.boolean(), false),
    conditions: v.optional(v.array(ConditionSchema), []),
    meetingTypeOverrideId: v.nullish(RowIdSchema),
    redirectOverrideUrl: OptionalUrlSchema,
    assignee: MatchingAssigneeSchema,
    updateOwner: v.optional(OwnerUpdateSchema, { enabled: false }),
    guests: v.optional(v.array(GuestEmailSchema), []),
    relayInviter: v.nullish(v.picklist(['booker', 'assignee'])),
  }),
  v.forward(
    v.check((r) => !r.fuzzy || r.matchBy.by === 'email', 'Fuzzy matching is allowed only when matching is by e-mail'),
    ['fuzzy'],
  ),
  v.forward(
    v.check((r) => r.moduleType !== 'custom_object' || !!r.customObjectType?.trim(), 'Custom object selection required'),
    ['customObjectType'],
  ),
);
export type MatchingRuleInput = v.InferOutput<typeof MatchingRuleInputSchema>;
export type MatchingRule = MatchingRuleInput & { id: string };

/** CRM modules a snapshot record can come from. */
export const CrmModuleSchema = v.picklist(['lead', 'contact', 'account', 'opportunity', 'custom_object']);
export type CrmModule = v.InferOutput<typeof CrmModuleSchema>;

/** A field value as forms, CRMs and enrichment providers hand it over; multi-selects are string arrays. */
export const FieldValueSchema = v.nullable(v.union([v.string(), v.number(), v.boolean(), v.array(v.string())]));
export type FieldValue = v.InferOutput<typeof FieldValueSchema>;

/** A CRM record as loaded for matching: identity fields lifted out, everything else in fields. */
export const CrmRecordSchema = v.object({
  id: RowIdSchema,
  module: CrmModuleSchema,
  objectType: v.nullish(v.string()),
  email: v.nullish(v.string()),
  phone: v.nullish(v.string()),
  domain: v.nullish(v.string()),
  accountId: v.nullish(v.string()),
  contactId: v.nullish(v.string()),
  updatedAt: v.nullish(v.string()),
  fields: v.record(v.string(), FieldValueSchema),
});
export type CrmRecord = v.InferOutput<typeof CrmRecordSchema>;

/** A product user as matching sees it: CRM owner ids map CRM owners onto users. */
export const RoutingUserSchema = v.object({
  id: RowIdSchema,
  email: v.string(),
  crmOwnerIds: v.optional(v.array(v.string()), []),
  active: v.optional(v.boolean(), true),
});
export type RoutingUser = v.InferOutput<typeof RoutingUserSchema>;

/** What the prospect submitted, plus enrichment (null when the provider had nothing). */
export const ProspectSchema = v.object({
  email: v.nullish(v.string()),
  phone: v.nullish(v.string()),
  answers: v.record(v.string(), FieldValueSchema),
  enrichment: v.nullish(v.record(v.string(), FieldValueSchema)),
});
export type Prospect = v.InferOutput<typeof ProspectSchema>;

/** Passed, Failed or Not evaluated. */
export const RuleStatusSchema = v.picklist(['passed', 'failed', 'not_evaluated']);
export type RuleStatus = v.InferOutput<typeof RuleStatusSchema>;

/** Whether the record matched on the full e-mail or only on its domain (fuzzy). */
export const MatchResultSchema = v.picklist(['exact', 'fuzzy']);
export type MatchResult = v.InferOutput<typeof MatchResultSchema>;

/** One condition's outcome with a sentence a person can read in the routing log. */
export const ConditionResultSchema = v.object({
  field: ConditionFieldSchema,
  operator: ConditionOperatorSchema,
  passed: v.boolean(),
  actual: v.nullable(v.string()),
  explanation: v.string(),
});
export type ConditionResult = v.InferOutput<typeof ConditionResultSchema>;

/** One rule's outcome: Passed, Failed or Not evaluated, with why. */
export const RuleEvaluationSchema = v.object({
  ruleId: RowIdSchema,
  ruleName: v.string(),
  status: RuleStatusSchema,
  reason: v.nullable(v.string()),
  detail: v.nullable(v.string()),
  matchResult: v.nullable(MatchResultSchema),
  recordId: v.nullable(v.string()),
  conditions: v.array(ConditionResultSchema),
});
export type RuleEvaluation = v.InferOutput<typeof RuleEvaluationSchema>;
