import * as v from 'valibot';
import { segmentInputSchema, type SegmentCondition, type SegmentDto, type SegmentInput, type SegmentModule } from '@contracts/segments';
import { ApiRequestError } from '@web/lib/api-error';
import type { ConditionErrors } from './segment-conditions';

/** What the segment dialog edits. */
export type SegmentDraft = Omit<SegmentInput, 'module'>;

export const draftOf = (module: SegmentModule, s: SegmentDto | null): SegmentDraft =>
  s
    ? { name: s.name, scope: s.scope, match: s.match, conditions: s.conditions.map((c) => ({ ...c })) }
    : {
        name: '',
        scope: 'personal',
        match: 'all',
        conditions: [{ field: module === 'account' ? 'domain' : 'email', operator: 'contains', value: '' }],
      };

/** Messages by place: the name, one per condition row and slot, and the rest for the whole form (e.g. the limit). */
export type SegmentErrors = { name?: string; conditions: ConditionErrors; form?: string };

function place(errors: SegmentErrors, path: string, message: string) {
  const row = /^conditions[./](\d+)[./](field|operator|value)$/.exec(path);
  if (path === 'name') errors.name ??= message;
  else if (row) errors.conditions[Number(row[1])] = { ...errors.conditions[Number(row[1])], [row[2]]: message };
  else errors.form ??= message;
}

/** The contract's own checks, run before sending, placed where the dialog shows them. */
export function checkDraft(module: SegmentModule, d: SegmentDraft): { input?: SegmentInput; errors: SegmentErrors } {
  const parsed = v.safeParse(segmentInputSchema, { module, ...d });
  if (parsed.success) return { input: parsed.output, errors: { conditions: {} } };
  const errors: SegmentErrors = { conditions: {} };
  for (const issue of parsed.issues) place(errors, v.getDotPath(issue) ?? '', issue.message);
  return { errors };
}

/** A refused save's problems (JSON:API pointers such as /conditions/0/value), placed the same way. */
export function serverErrors(e: unknown): SegmentErrors {
  const errors: SegmentErrors = { conditions: {} };
  if (!(e instanceof ApiRequestError)) return { ...errors, form: e instanceof Error ? e.message : String(e) };
  for (const p of e.errors) place(errors, (p.source?.pointer ?? '').replace(/^\//, ''), p.detail);
  return errors;
}

export const hasErrors = (e: SegmentErrors) => !!(e.name || e.form || Object.keys(e.conditions).length);
export type { SegmentCondition };
