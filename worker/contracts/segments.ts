import * as v from 'valibot';
import { MESSAGES, singleLine } from './common';
import { isCustomFieldKey } from './crm';

/** The lists a segment filters (spec section 2: "The list has columns and segments"). */
export const SEGMENT_MODULES = ['account', 'contact'] as const;
export type SegmentModule = (typeof SEGMENT_MODULES)[number];
/** Spec section 5: "Segments are global or personal"; global ones are made by Admins and Managers, personal ones are seen by their creator only. */
export const SEGMENT_SCOPES = ['global', 'personal'] as const;
export type SegmentScope = (typeof SEGMENT_SCOPES)[number];
/** "all": every condition holds (AND); "any": at least one holds (OR). */
export const SEGMENT_MATCHES = ['all', 'any'] as const;
export type SegmentMatch = (typeof SEGMENT_MATCHES)[number];
export const SEGMENT_OPERATORS = ['equals', 'not_equals', 'contains', 'starts_with', 'empty', 'not_empty', 'at_least', 'at_most'] as const;
export type SegmentOperator = (typeof SEGMENT_OPERATORS)[number];

/** Segments one organization may keep per list, global and personal together. */
export const MAX_SEGMENTS = 50;
export const MAX_SEGMENT_CONDITIONS = 20;

export const SEGMENT_MESSAGES = {
  limitReached: 'Segment limit reached, delete a segment.',
  globalNeedsManager: 'Only Admins and Managers can create global segments',
  conditionRequired: 'Add at least one condition',
  valueRequired: 'Value is required',
  orderedValue: 'Enter a number or a date (YYYY-MM-DD)',
  unknownField: 'Choose a column of the list or a custom field',
} as const;

type SegmentColumn = { label: string; kind: 'text' | 'number' | 'date' };
// Every built-in column a segment can read, as its lists label and compare it.
const COLUMNS = {
  name: { label: 'Name', kind: 'text' },
  email: { label: 'Email', kind: 'text' },
  domain: { label: 'Domain', kind: 'text' },
  phone: { label: 'Phone', kind: 'text' },
  owner_email: { label: 'Owner email', kind: 'text' },
  account_name: { label: 'Account', kind: 'text' },
  contact_count: { label: 'Contacts', kind: 'number' },
  created_at: { label: 'Created', kind: 'date' },
  updated_at: { label: 'Updated', kind: 'date' },
  // Stripe (issue 28): the plan's name and the MRR in whole currency units (integer cents / 100).
  stripe_plan: { label: 'Plan', kind: 'text' },
  stripe_mrr: { label: 'MRR', kind: 'number' },
  usage_score: { label: 'Usage score', kind: 'number' },
  usage_level: { label: 'Usage level', kind: 'text' },
} as const satisfies Record<string, SegmentColumn>;
const columns = (...keys: (keyof typeof COLUMNS)[]) => keys.map((key) => ({ key, ...COLUMNS[key] }));

/** The list columns a segment condition can read, by list; any custom field key works too. */
export const SEGMENT_FIELDS: Record<SegmentModule, ({ key: string } & SegmentColumn)[]> = {
  account: columns(
    'name',
    'domain',
    'phone',
    'owner_email',
    'contact_count',
    'created_at',
    'updated_at',
    'stripe_plan',
    'stripe_mrr',
    'usage_score',
    'usage_level',
  ),
  contact: columns('name', 'email', 'phone', 'owner_email', 'account_name', 'created_at', 'updated_at', 'usage_score', 'usage_level'),
};

export const SEGMENT_OPERATOR_LABELS: Record<SegmentOperator, string> = {
  equals: 'is',
  not_equals: 'is not',
  contains: 'contains',
  starts_with: 'starts with',
  empty: 'is empty',
  not_empty: 'is not empty',
  at_least: 'is at least',
  at_most: 'is at most',
};

const BUILTIN_KEYS = new Set(Object.values(SEGMENT_FIELDS).flatMap((fs) => fs.map((f) => f.key)));
/** Whether a condition may read this field: a list column or a custom field. */
export const isSegmentField = (key: string) => BUILTIN_KEYS.has(key) || isCustomFieldKey(key);
const ORDERED = /^(-?\d+(\.\d+)?|\d{4}-\d{2}-\d{2})$/;

/** One condition: a column, an operator and (unless it tests emptiness) a value. */
export const segmentConditionSchema = v.pipe(
  v.object({
    field: v.pipe(v.string(), v.trim(), v.check(isSegmentField, SEGMENT_MESSAGES.unknownField)),
    operator: v.picklist(SEGMENT_OPERATORS, 'Select an operator'),
    value: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200), singleLine('Value')), ''),
  }),
  v.forward(
    v.check((c) => c.operator === 'empty' || c.operator === 'not_empty' || c.value !== '', SEGMENT_MESSAGES.valueRequired),
    ['value'],
  ),
  v.forward(
    v.check((c) => (c.operator !== 'at_least' && c.operator !== 'at_most') || ORDERED.test(c.value), SEGMENT_MESSAGES.orderedValue),
    ['value'],
  ),
);
export type SegmentCondition = v.InferOutput<typeof segmentConditionSchema>;

const Name = v.pipe(
  v.string(MESSAGES.nameRequired),
  v.trim(),
  v.nonEmpty(MESSAGES.nameRequired),
  v.maxLength(100, 'Must be at most 100 characters'),
  singleLine('Name'),
);
const Conditions = v.pipe(
  v.array(segmentConditionSchema),
  v.minLength(1, SEGMENT_MESSAGES.conditionRequired),
  v.maxLength(MAX_SEGMENT_CONDITIONS, `At most ${MAX_SEGMENT_CONDITIONS} conditions`),
);

export const segmentInputSchema = v.object({
  module: v.picklist(SEGMENT_MODULES, 'Choose accounts or contacts'),
  name: Name,
  scope: v.optional(v.picklist(SEGMENT_SCOPES), 'personal'),
  match: v.optional(v.picklist(SEGMENT_MATCHES), 'all'),
  conditions: Conditions,
});
export type SegmentInput = v.InferOutput<typeof segmentInputSchema>;

/** An edit: the list a segment filters never changes. */
export const segmentUpdateSchema = v.object({
  name: v.optional(Name),
  scope: v.optional(v.picklist(SEGMENT_SCOPES)),
  match: v.optional(v.picklist(SEGMENT_MATCHES)),
  conditions: v.optional(Conditions),
});
export type SegmentUpdate = v.InferOutput<typeof segmentUpdateSchema>;

export const segmentListQuery = v.object({ module: v.picklist(SEGMENT_MODULES, 'Choose accounts or contacts') });

/** A segment as the app shows it, with how many records of the list it holds for the caller now. */
export type SegmentDto = {
  id: string;
  module: SegmentModule;
  name: string;
  scope: SegmentScope;
  createdBy: string;
  match: SegmentMatch;
  conditions: SegmentCondition[];
  count: number;
  /** Whether the caller may edit or delete it. */
  editable: boolean;
  createdAt: string;
  updatedAt: string;
};
