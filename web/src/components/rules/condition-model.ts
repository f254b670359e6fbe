import { CONDITION_OPERATORS, type Condition, type ConditionOperator, type ConditionSource } from '@contracts/routing';

/**
 * A condition as the builder edits it: every operator's value slots exist at once, so switching the
 * operator back and forth keeps what was typed. `toCondition` keeps only what the operator uses.
 */
export type ConditionDraft = {
  field: { source: ConditionSource; key: string };
  operator: ConditionOperator;
  value?: string | number;
  from?: string | number;
  to?: string | number;
  listId?: string;
  segmentId?: string;
};

/** Messages for one row, by slot. */
export type ConditionRowErrors = {
  key?: string;
  operator?: string;
  value?: string;
  from?: string;
  to?: string;
  listId?: string;
  segmentId?: string;
};

/** A reusable list the `in list` operator can point at. */
export type ListOption = { id: string; name: string };

export const CONDITION_SOURCES: ConditionSource[] = ['form', 'crm', 'enrichment'];
export const SOURCE_LABELS: Record<ConditionSource, string> = { form: 'Form answer', crm: 'CRM field', enrichment: 'Enrichment' };

/** The spec's operators (section 9), in the order it lists them. */
export const OPERATORS: ConditionOperator[] = [...CONDITION_OPERATORS];
export const OPERATOR_LABELS: Record<ConditionOperator, string> = {
  equals: 'equals',
  not_equals: 'not equals',
  at_least: 'at least',
  at_most: 'at most',
  empty: 'is empty',
  not_empty: 'is not empty',
  contains: 'contains',
  starts_with: 'starts with',
  in_list: 'in list',
  between: 'between (dates)',
  in_segment: 'is in segment',
  not_in_segment: 'is not in segment',
};

/** Which value input an operator needs. */
export type OperatorInput = 'none' | 'text' | 'number' | 'list' | 'date-range' | 'segment';

export function operatorInput(op: ConditionOperator): OperatorInput {
  switch (op) {
    case 'empty':
    case 'not_empty':
      return 'none';
    case 'at_least':
    case 'at_most':
      return 'number';
    case 'in_list':
      return 'list';
    case 'between':
      return 'date-range';
    case 'in_segment':
    case 'not_in_segment':
      return 'segment';
    default:
      return 'text';
  }
}

/** Field keys offered while typing, per source; any other key can still be typed. */
export const FIELD_SUGGESTIONS: Record<ConditionSource, string[]> = {
  form: ['email', 'first_name', 'last_name', 'company', 'country', 'job_title', 'phone', 'company_size', 'budget'],
  crm: [
    'industry',
    'country',
    'annual_revenue',
    'number_of_employees',
    'lifecycle_stage',
    'lead_source',
    'lead_status',
    'state',
    'created_at',
    // Stripe (issue 28): on accounts matched to a Stripe customer; MRR in whole currency units.
    'stripe_plan',
    'stripe_mrr',
  ],
  enrichment: [
    'industry',
    'employees',
    'employee_range',
    'annual_revenue',
    'revenue_range',
    'country',
    'country_name',
    'region',
    'city',
    'timezone',
    'company_name',
    'email_status',
  ],
};

export const newCondition = (source: ConditionSource = 'form'): ConditionDraft => ({
  field: { source, key: '' },
  operator: 'equals',
  value: '',
});

/** Only the slots the operator uses, as the contract's ConditionSchema expects them. */
export function toCondition(d: ConditionDraft): Condition {
  const field = { source: d.field.source, key: d.field.key.trim() };
  switch (operatorInput(d.operator)) {
    case 'none':
      return { field, operator: d.operator as 'empty' | 'not_empty' };
    case 'list':
      return { field, operator: 'in_list', listId: (d.listId ?? '').trim() };
    case 'date-range':
      return { field, operator: 'between', from: d.from ?? '', to: d.to ?? '' };
    case 'segment':
      // The segment is the whole test: the field names the matched CRM record.
      return { field: { source: 'crm', key: 'segment' }, operator: d.operator as 'in_segment', segmentId: (d.segmentId ?? '').trim() };
    default:
      return { field, operator: d.operator as 'equals', value: typeof d.value === 'string' ? d.value.trim() : (d.value ?? '') };
  }
}

/** A saved condition back into an editable draft. */
export function toDraft(c: Condition): ConditionDraft {
  return { ...c, field: { ...c.field } } as ConditionDraft;
}

/** One readable line: "Form answer country equals US". */
export function conditionSummary(c: Condition | ConditionDraft, lists?: ListOption[] | null, segments?: ListOption[] | null): string {
  const head = `${SOURCE_LABELS[c.field.source]} ${c.field.key || '…'} ${OPERATOR_LABELS[c.operator]}`;
  switch (operatorInput(c.operator)) {
    case 'segment': {
      const id = 'segmentId' in c ? c.segmentId : undefined;
      return `CRM record ${OPERATOR_LABELS[c.operator]} “${segments?.find((s) => s.id === id)?.name ?? id ?? '…'}”`;
    }
    case 'none':
      return head;
    case 'list': {
      const id = 'listId' in c ? c.listId : undefined;
      return `${head} “${lists?.find((l) => l.id === id)?.name ?? id ?? '…'}”`;
    }
    case 'date-range':
      return `${SOURCE_LABELS[c.field.source]} ${c.field.key} between ${'from' in c ? c.from : '…'} and ${'to' in c ? c.to : '…'}`;
    default:
      return `${head} “${'value' in c ? c.value : ''}”`;
  }
}

type MaybeMessage = { message?: string } | undefined;
type RowErrorShape =
  | {
      field?: { key?: MaybeMessage; message?: string };
      operator?: MaybeMessage;
      value?: MaybeMessage;
      from?: MaybeMessage;
      to?: MaybeMessage;
      listId?: MaybeMessage;
      segmentId?: MaybeMessage;
    }
  | undefined;

/** react-hook-form's errors for a conditions array, as the builder's per-row messages plus a list message. */
export function conditionErrorsOf(errors: unknown): { rows: (ConditionRowErrors | undefined)[]; list?: string } {
  if (!errors || typeof errors !== 'object') return { rows: [] };
  const e = errors as { message?: string; root?: { message?: string } };
  const rows: (ConditionRowErrors | undefined)[] = [];
  for (const [k, raw] of Object.entries(errors)) {
    const i = Number(k);
    if (!Number.isInteger(i) || !raw || typeof raw !== 'object') continue;
    const row = raw as NonNullable<RowErrorShape>;
    rows[i] = {
      key: row.field?.key?.message ?? row.field?.message,
      operator: row.operator?.message,
      value: row.value?.message,
      from: row.from?.message,
      to: row.to?.message,
      listId: row.listId?.message,
      segmentId: row.segmentId?.message,
    };
  }
  return { rows, list: e.message ?? e.root?.message };
}
