import type { FieldErrors, Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { MatchingRuleDto } from '@contracts/distribution';
import { MatchingRuleInputSchema, type MatchingModuleType, type MatchingRuleInput } from '@contracts/routing';
import { toCondition, toDraft, type ConditionDraft } from '@web/components/rules/condition-model';
import { FUZZY_ONLY_EMAIL, type AssigneeType, type MatchBy } from './matching-rule-labels';

/** The editor's values: every branch's inputs exist at once, so switching a choice back keeps what was typed. */
export type MatchingRuleForm = {
  name: string;
  moduleType: MatchingModuleType | '';
  customObjectType: string;
  matchBy: { by: MatchBy; formField: string; crmField: string };
  fuzzy: boolean;
  conditions: ConditionDraft[];
  meetingTypeOverrideId: string;
  redirectOverrideUrl: string;
  assignee: { type: AssigneeType; ownerProperty: string; sourceOwnerProperty: string; teamId: string; userId: string; groupIds: string[] };
  updateOwner: { enabled: boolean; destinationProperty: string };
  guests: string[];
  relayInviter: 'booker' | 'assignee' | '';
};

export const FIELD_NAMES = [
  'name',
  'moduleType',
  'customObjectType',
  'matchBy',
  'fuzzy',
  'conditions',
  'meetingTypeOverrideId',
  'redirectOverrideUrl',
  'assignee',
  'updateOwner',
  'guests',
  'relayInviter',
] as const;

export function newMatchingRuleValues(): MatchingRuleForm {
  return {
    name: '',
    moduleType: 'related_lead',
    customObjectType: '',
    matchBy: { by: 'email', formField: '', crmField: '' },
    fuzzy: false,
    conditions: [],
    meetingTypeOverrideId: '',
    redirectOverrideUrl: '',
    assignee: { type: 'record_owner', ownerProperty: 'owner_id', sourceOwnerProperty: '', teamId: '', userId: '', groupIds: [] },
    updateOwner: { enabled: false, destinationProperty: '' },
    guests: [],
    relayInviter: '',
  };
}

/** An existing rule as editor values. */
export function formValuesOf(def: MatchingRuleInput): MatchingRuleForm {
  const base = newMatchingRuleValues();
  const a = def.assignee;
  return {
    name: def.name,
    moduleType: def.moduleType,
    customObjectType: def.customObjectType ?? '',
    matchBy:
      def.matchBy.by === 'form_field'
        ? { by: 'form_field', formField: def.matchBy.formField, crmField: def.matchBy.crmField }
        : { ...base.matchBy, by: def.matchBy.by },
    fuzzy: def.fuzzy,
    conditions: def.conditions.map(toDraft),
    meetingTypeOverrideId: def.meetingTypeOverrideId ?? '',
    redirectOverrideUrl: def.redirectOverrideUrl ?? '',
    assignee: {
      ...base.assignee,
      ownerProperty: '',
      type: a.type,
      ...(a.type === 'record_owner' ? { ownerProperty: a.ownerProperty, sourceOwnerProperty: a.sourceOwnerProperty ?? '' } : {}),
      ...(a.type === 'specific_user' ? { teamId: a.teamId, userId: a.userId } : {}),
      ...(a.type === 'group' ? { teamId: a.teamId, groupIds: [...a.groupIds] } : {}),
    },
    updateOwner: { enabled: def.updateOwner.enabled, destinationProperty: def.updateOwner.destinationProperty ?? '' },
    guests: [...def.guests],
    relayInviter: def.relayInviter ?? '',
  };
}

/** "Duplicate with review": the source's settings under 'Copy of …', saved only when the user creates it. */
export function duplicateValuesOf(dto: MatchingRuleDto): MatchingRuleForm {
  return { ...formValuesOf(dto.definition), name: `Copy of ${dto.name}`.slice(0, 120) };
}

const blank = (s: string) => (s.trim() ? s.trim() : null);

/** Only what the chosen branches use, in the contract's shape. */
export function toInput(f: MatchingRuleForm): unknown {
  const a = f.assignee;
  return {
    name: f.name,
    moduleType: f.moduleType || undefined,
    customObjectType: f.moduleType === 'custom_object' ? blank(f.customObjectType) : null,
    matchBy:
      f.matchBy.by === 'form_field'
        ? { by: 'form_field', formField: f.matchBy.formField.trim(), crmField: f.matchBy.crmField.trim() }
        : { by: f.matchBy.by },
    fuzzy: f.matchBy.by === 'email' && f.fuzzy,
    conditions: f.conditions.map(toCondition),
    meetingTypeOverrideId: f.meetingTypeOverrideId || null,
    redirectOverrideUrl: blank(f.redirectOverrideUrl),
    assignee:
      a.type === 'record_owner'
        ? { type: a.type, ownerProperty: a.ownerProperty.trim(), sourceOwnerProperty: blank(a.sourceOwnerProperty) }
        : a.type === 'specific_user'
          ? { type: a.type, teamId: a.teamId, userId: a.userId }
          : { type: a.type, teamId: a.teamId, groupIds: a.groupIds },
    updateOwner: {
      enabled: f.updateOwner.enabled,
      destinationProperty: f.updateOwner.enabled ? blank(f.updateOwner.destinationProperty) : null,
    },
    guests: f.guests,
    relayInviter: f.relayInviter || null,
  };
}

// The contract's pipe checks run only once every field is valid, so on a failed save they are added
// here too and every problem shows at once.
function crossFieldErrors(f: MatchingRuleForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (f.moduleType === 'custom_object' && !f.customObjectType.trim()) errors.customObjectType = 'Custom object selection required';
  if (f.fuzzy && f.matchBy.by !== 'email') errors.fuzzy = FUZZY_ONLY_EMAIL;
  if (f.assignee.type !== 'record_owner' && !f.assignee.teamId) errors['assignee.teamId'] = 'Select a team';
  if (f.updateOwner.enabled && !f.updateOwner.destinationProperty.trim())
    errors['updateOwner.destinationProperty'] = 'Select a destination property';
  return errors;
}

const schemaResolver = valibotResolver(MatchingRuleInputSchema);

function setPath(target: Record<string, unknown>, path: string, message: string) {
  const parts = path.split('.');
  let node = target;
  for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
  const last = parts[parts.length - 1];
  if (!node[last]) node[last] = { type: 'custom', message };
}

/** Validates the contract's input built from the editor values, with the cross-field rules alongside. */
export const matchingRuleResolver: Resolver<MatchingRuleForm, unknown, MatchingRuleInput> = async (values, context, options) => {
  const result = await schemaResolver(toInput(values) as never, context, options as never);
  const errors = result.errors as FieldErrors<MatchingRuleForm>;
  if (Object.keys(errors).length === 0) return result as never;
  for (const [path, message] of Object.entries(crossFieldErrors(values))) setPath(errors as Record<string, unknown>, path, message);
  return { values: {}, errors } as never;
};
