import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import type { CrmRecord, FieldValue } from '../../../contracts/routing';
import { PREVIEW_MESSAGES, type RouterPreviewDraft, type RulePreview } from '../../../contracts/router-preview';
import { fieldError } from '../../../core/errors';
import { builtinCrm } from '../../crm/service';
import { routerContextOf, type RouterContext } from './context';
import type { FormView } from './prospect';
import type * as repo from '../repo';

// What a preview can decide beyond typed answers and router edits: one rule alone (saved or a draft body), and
// a real CRM record's fields as the prospect's answers.

/** The saved router with a draft's unsaved edits applied (anything the draft leaves out keeps its saved value). */
export function withDraft(saved: repo.RouterRow, draft: RouterPreviewDraft = {}): repo.RouterRow {
  const { disqualifyFreeEmail, disqualifyInvalidEmail, disqualifyLowQuality, overrideExistingOwner, ...ids } = draft;
  const flags = Object.fromEntries(
    Object.entries({ disqualifyFreeEmail, disqualifyInvalidEmail, disqualifyLowQuality, overrideExistingOwner }).filter(
      ([, v]) => v !== undefined,
    ),
  );
  return {
    ...saved,
    ...Object.fromEntries(Object.entries(ids).filter(([, v]) => v !== undefined)),
    flags: { ...saved.flags, ...flags },
  };
}

/** A draft rule's id in the decision record: it has no saved id yet. */
export const DRAFT_RULE_ID = 'draft';

const text = (v: FieldValue | undefined): string | string[] | null =>
  v === null || v === undefined ? null : Array.isArray(v) ? v : String(v);

/**
 * The answers a CRM record gives the router's form: its e-mail (an account has none: an address at its domain
 * stands in, so domain rules can match it), its name, and each mapped field from the record's module.
 */
export function answersFromRecord(view: FormView, record: CrmRecord): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const name = String(record.fields.name ?? '').trim();
  const email = record.email ?? (record.domain ? `prospect@${record.domain}` : '');
  if (email) out[view.emailField] = email;
  const n = view.nameFields;
  if (n.mode === 'full' && n.fullName) out[n.fullName] = name;
  if (n.mode === 'split') {
    const [firstName = '', ...rest] = name.split(/\s+/);
    out[n.firstName] = firstName;
    out[n.lastName] = rest.join(' ');
  }
  for (const f of view.extra) {
    const key = record.module === 'lead' ? f.leadField : f.contactField;
    const value = key === 'phone' ? record.phone : key ? text(record.fields[key]) : null;
    if (value !== null && value !== undefined && value !== '') out[f.name] = value;
  }
  return out;
}

/** A CRM record of the caller's organization read through the CRM adapter (the mirror of the connected CRM). */
export async function previewRecord(db: Db, caller: Caller, id: string) {
  const record = await builtinCrm(db).getRecord(caller.accountId, id);
  if (!record) throw fieldError('crmRecordId', PREVIEW_MESSAGES.unknownRecord);
  return record;
}

/**
 * The router's context with one rule alone deciding: a matching rule with no pods, or a pod with no matching. A
 * draft body decides in place of the saved rule it edits (a pod keeps drawing from the saved pod's state); a new
 * rule's draft has no saved id, and a new pod no state yet.
 */
export async function ruleContext(db: Db, router: repo.RouterRow, rule: RulePreview): Promise<RouterContext> {
  const matching = rule.kind === 'matching';
  const saved = rule.id ? [rule.id] : [];
  const ctx = await routerContextOf(
    db,
    withDraft(router, {
      matchingEnabled: matching,
      matchingRuleIds: matching ? saved : [],
      distributionRuleIds: matching ? [] : saved,
      fallbackPodId: null,
    }),
  );
  if (rule.id && !(matching ? ctx.matchingRules.length : ctx.distributionRules.length))
    throw fieldError('rule/id', PREVIEW_MESSAGES.unknownRule);
  if (!rule.definition) return ctx;
  const used = { id: rule.id ?? DRAFT_RULE_ID, name: rule.definition.name, version: 0 };
  if (rule.kind === 'matching')
    return { ...ctx, matchingRules: [{ ...rule.definition, id: used.id }], rulesUsed: [{ ...used, kind: 'matching' }] };
  return { ...ctx, distributionRules: [{ ...rule.definition, id: used.id }], rulesUsed: [{ ...used, kind: 'distribution' }] };
}
