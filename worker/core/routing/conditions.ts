import {
  ROUTING_REASONS,
  type Condition,
  type ConditionField,
  type ConditionResult,
  type CrmRecord,
  type FieldValue,
  type RoutingList,
} from '../../contracts/routing';
import { compareDates, display, parseDateValue, parseNumber, textKey, toAtoms } from './values';

/** Everything a condition can read: form answers, the matched CRM record, enrichment and reusable lists. */
export interface ConditionContext {
  answers: Readonly<Record<string, FieldValue>>;
  record?: CrmRecord | null;
  /** null or undefined means the enrichment provider returned nothing for this prospect. */
  enrichment?: Readonly<Record<string, FieldValue>> | null;
  lists?: ReadonlyArray<RoutingList>;
}

const SOURCE_LABEL = { form: 'Form answer', crm: 'CRM field', enrichment: 'Enrichment field' } as const;

// Lists can hold thousands of values and are reused across prospects, so their lookup sets are built once per list object.
const listSets = new WeakMap<RoutingList, Set<string>>();

function listSet(list: RoutingList): Set<string> {
  let set = listSets.get(list);
  if (!set) {
    set = new Set(list.values.map(textKey).filter((v) => v !== ''));
    listSets.set(list, set);
  }
  return set;
}

function readField(field: ConditionField, ctx: ConditionContext): FieldValue | undefined {
  if (field.source === 'form') return ctx.answers[field.key];
  if (field.source === 'enrichment') return ctx.enrichment?.[field.key];
  const record = ctx.record;
  if (!record) return undefined;
  if (field.key in record.fields) return record.fields[field.key];
  // Identity fields are lifted out of `fields` on the snapshot; conditions may still name them.
  if (field.key === 'email' || field.key === 'phone' || field.key === 'domain') return record[field.key] ?? null;
  return undefined;
}

function valuesEqual(actual: string, expected: string | number): boolean {
  const a = parseNumber(actual);
  const b = parseNumber(expected);
  if (a !== null && b !== null) return a === b;
  return textKey(actual) === textKey(String(expected));
}

type Cmp = (actual: string) => boolean | null;

// A comparison that is numeric when the expected value is a number and by date when it is an ISO date;
// null means the actual value cannot be compared that way (e.g. "enterprise" vs at least 100).
function comparator(expected: string | number, test: (sign: number) => boolean): Cmp {
  const n = parseNumber(expected);
  if (n !== null) {
    return (actual) => {
      const a = parseNumber(actual);
      return a === null ? null : test(Math.sign(a - n));
    };
  }
  const d = parseDateValue(expected);
  if (d) {
    return (actual) => {
      const a = parseDateValue(actual);
      return a === null ? null : test(compareDates(a, d));
    };
  }
  return () => null;
}

function orderedTest(atoms: string[], cmp: Cmp): { passed: boolean; comparable: boolean } {
  let comparable = false;
  for (const atom of atoms) {
    const r = cmp(atom);
    if (r === null) continue;
    comparable = true;
    if (r) return { passed: true, comparable };
  }
  return { passed: false, comparable };
}

function quote(v: string | number): string {
  return typeof v === 'number' ? String(v) : `"${v}"`;
}

/** Evaluates one condition and says, in a sentence, why it passed or failed. */
export function evaluateCondition(condition: Condition, ctx: ConditionContext): ConditionResult {
  const { field } = condition;
  const subject = `${SOURCE_LABEL[field.source]} "${field.key}"`;
  const base = { field, operator: condition.operator };

  if (field.source === 'enrichment' && !ctx.enrichment) {
    return { ...base, passed: false, actual: null, explanation: `${subject}: ${ROUTING_REASONS.enrichmentUnavailable}` };
  }
  const atoms = toAtoms(readField(field, ctx));
  const actual = atoms.length === 0 ? null : atoms.join(', ');
  const shown = field.source === 'crm' && !ctx.record ? 'empty (no CRM record matched)' : display(atoms);
  const result = (passed: boolean, phrase: string) => ({
    ...base,
    passed,
    actual,
    explanation: `${subject} is ${shown}, which ${phrase}`,
  });

  switch (condition.operator) {
    case 'empty':
      return result(atoms.length === 0, atoms.length === 0 ? 'is empty' : 'is not empty');
    case 'not_empty':
      return result(atoms.length > 0, atoms.length > 0 ? 'is not empty' : 'is empty');
    case 'equals': {
      const ok = atoms.some((a) => valuesEqual(a, condition.value));
      return result(ok, `${ok ? 'equals' : 'does not equal'} ${quote(condition.value)}`);
    }
    case 'not_equals': {
      const ok = !atoms.some((a) => valuesEqual(a, condition.value));
      return result(ok, `${ok ? 'does not equal' : 'equals'} ${quote(condition.value)}`);
    }
    case 'contains': {
      const needle = textKey(String(condition.value));
      const ok = atoms.some((a) => textKey(a).includes(needle));
      return result(ok, `${ok ? 'contains' : 'does not contain'} ${quote(condition.value)}`);
    }
    case 'starts_with': {
      const needle = textKey(String(condition.value));
      const ok = atoms.some((a) => textKey(a).startsWith(needle));
      return result(ok, `${ok ? 'starts with' : 'does not start with'} ${quote(condition.value)}`);
    }
    case 'at_least':
    case 'at_most': {
      const least = condition.operator === 'at_least';
      const { passed, comparable } = orderedTest(
        atoms,
        comparator(condition.value, (s) => (least ? s >= 0 : s <= 0)),
      );
      const label = least ? 'at least' : 'at most';
      if (!comparable && atoms.length > 0) return result(false, `cannot be compared with ${label} ${quote(condition.value)}`);
      return result(passed, `${passed ? 'is' : 'is not'} ${label} ${quote(condition.value)}`);
    }
    case 'between': {
      const lower = comparator(condition.from, (s) => s >= 0);
      const upper = comparator(condition.to, (s) => s <= 0);
      const { passed, comparable } = orderedTest(atoms, (a) => {
        const lo = lower(a);
        const hi = upper(a);
        return lo === null || hi === null ? null : lo && hi;
      });
      const range = `${quote(condition.from)} and ${quote(condition.to)} (inclusive)`;
      if (!comparable && atoms.length > 0) return result(false, `cannot be compared with between ${range}`);
      return result(passed, `${passed ? 'is' : 'is not'} between ${range}`);
    }
    case 'in_list': {
      const list = ctx.lists?.find((l) => l.id === condition.listId);
      if (!list) return result(false, `cannot be checked: list ${condition.listId} was not found`);
      const set = listSet(list);
      const ok = atoms.some((a) => set.has(textKey(a)));
      return result(ok, `${ok ? 'is' : 'is not'} in list "${list.name}"`);
    }
    case 'in_segment':
    case 'not_in_segment':
      return segmentResult(condition.operator, condition.segmentId, ctx, base);
  }
}

/**
 * "is in segment": the matched record, or the account it belongs to, is among the segment's members. The
 * membership was resolved for the candidate records before deciding and arrives as a list of record ids.
 */
function segmentResult(
  operator: 'in_segment' | 'not_in_segment',
  segmentId: string,
  ctx: ConditionContext,
  base: Pick<ConditionResult, 'field' | 'operator'>,
): ConditionResult {
  const segment = ctx.lists?.find((l) => l.id === segmentId);
  const record = ctx.record;
  if (!segment) return { ...base, passed: false, actual: null, explanation: `Segment ${segmentId} cannot be checked: it was not found` };
  const members = new Set(segment.values);
  const inside = !!record && (members.has(record.id) || (!!record.accountId && members.has(record.accountId)));
  const passed = operator === 'in_segment' ? inside : !inside;
  const names = toAtoms(record?.fields.name);
  const who = record ? `CRM record ${names.length ? display(names) : record.id}` : 'The prospect (no CRM record matched)';
  return {
    ...base,
    passed,
    actual: record?.id ?? null,
    explanation: `${who} ${inside ? 'is' : 'is not'} in segment "${segment.name}", which ${passed ? 'passes' : 'fails'}`,
  };
}

/** Evaluates conditions joined by AND; every condition is evaluated so the log can show each one. */
export function evaluateConditions(
  conditions: ReadonlyArray<Condition>,
  ctx: ConditionContext,
): { passed: boolean; results: ConditionResult[] } {
  const results = conditions.map((c) => evaluateCondition(c, ctx));
  return { passed: results.every((r) => r.passed), results };
}

/** The spec reason for a failed condition set: missing enrichment is named, anything else is a plain mismatch. */
export function conditionsFailureReason(results: ReadonlyArray<ConditionResult>): string {
  const enrichmentMissing = results.some(
    (r) => !r.passed && r.field.source === 'enrichment' && r.explanation.endsWith(ROUTING_REASONS.enrichmentUnavailable),
  );
  return enrichmentMissing ? ROUTING_REASONS.enrichmentUnavailable : ROUTING_REASONS.conditionsNotMet;
}
