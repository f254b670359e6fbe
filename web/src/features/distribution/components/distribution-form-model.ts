import type { FieldErrors, Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { DEFAULT_CALIBRATION, type DistributionKind, type DistributionRuleDto } from '@contracts/distribution';
import type { CalibrationSettings, RoundRobinMethod } from '@contracts/round-robin';
import {
  DistributionRuleInputSchema,
  FallbackPodInputSchema,
  type DistributionRuleInput,
  type DistributionType,
} from '@contracts/routing-pods';
import { toCondition, toDraft, type ConditionDraft } from '@web/components/rules/condition-model';

/** The editor's values; every distribution type's inputs exist at once, so switching back keeps them. */
export type DistributionForm = {
  name: string;
  teamId: string;
  distribution: DistributionType;
  members: { userId: string; weight: number }[];
  groups: { primaryGroupId: string; additionalGroupIds: string[] };
  conditions: ConditionDraft[];
  meetingTypeOverrideId: string;
  postBookingRedirectUrl: string;
  redistributionRedirectUrl: string;
  guests: string[];
  ownerUpdate: { enabled: boolean; destinationProperty: string };
  method: RoundRobinMethod;
  calibration: CalibrationSettings;
};

/** What a valid form submits: the definition for its kind plus the pod's calibration. */
export type DistributionSubmit = DistributionRuleInput & { calibration: CalibrationSettings };

export const FIELD_NAMES = [
  'name',
  'teamId',
  'distribution',
  'members',
  'groups',
  'conditions',
  'meetingTypeOverrideId',
  'postBookingRedirectUrl',
  'redistributionRedirectUrl',
  'guests',
  'ownerUpdate',
  'method',
  'calibration',
] as const;

export function newDistributionValues(kind: DistributionKind): DistributionForm {
  return {
    name: kind === 'fallback_pod' ? 'Fallback pod' : '',
    teamId: '',
    distribution: 'round_robin_all',
    members: [],
    groups: { primaryGroupId: '', additionalGroupIds: [] },
    conditions: kind === 'rule' ? [{ field: { source: 'form', key: '' }, operator: 'equals', value: '' }] : [],
    meetingTypeOverrideId: '',
    postBookingRedirectUrl: '',
    redistributionRedirectUrl: '',
    guests: [],
    ownerUpdate: { enabled: false, destinationProperty: '' },
    method: 'round_robin_strict',
    calibration: { ...DEFAULT_CALIBRATION },
  };
}

/** An existing rule or pod as editor values. */
export function formValuesOf(dto: Pick<DistributionRuleDto, 'definition' | 'calibration'>): DistributionForm {
  const d = dto.definition;
  return {
    name: d.name,
    teamId: d.teamId,
    distribution: d.distribution,
    members: d.members.map((m) => ({ ...m })),
    groups: { primaryGroupId: d.groups?.primaryGroupId ?? '', additionalGroupIds: [...(d.groups?.additionalGroupIds ?? [])] },
    conditions: d.conditions.map(toDraft),
    meetingTypeOverrideId: d.meetingTypeOverrideId ?? '',
    postBookingRedirectUrl: d.postBookingRedirectUrl ?? '',
    redistributionRedirectUrl: d.redistributionRedirectUrl ?? '',
    guests: [...d.guests],
    ownerUpdate: { enabled: d.ownerUpdate.enabled, destinationProperty: d.ownerUpdate.destinationProperty ?? '' },
    method: d.method,
    calibration: { ...dto.calibration },
  };
}

const blank = (s: string) => (s.trim() ? s.trim() : null);

/** The contract's definition: members only for selected members, groups only for group round robin. */
export function toDefinition(f: DistributionForm): unknown {
  return {
    name: f.name,
    teamId: f.teamId,
    distribution: f.distribution,
    members: f.distribution === 'round_robin_select' ? f.members : [],
    groups:
      f.distribution === 'round_robin_group'
        ? { primaryGroupId: f.groups.primaryGroupId, additionalGroupIds: f.groups.additionalGroupIds }
        : null,
    conditions: f.conditions.map(toCondition),
    meetingTypeOverrideId: f.meetingTypeOverrideId || null,
    postBookingRedirectUrl: blank(f.postBookingRedirectUrl),
    redistributionRedirectUrl: blank(f.redistributionRedirectUrl),
    guests: f.guests,
    ownerUpdate: {
      enabled: f.ownerUpdate.enabled,
      destinationProperty: f.ownerUpdate.enabled ? blank(f.ownerUpdate.destinationProperty) : null,
    },
    method: f.method,
  };
}

// Pipe checks of the contract run only once every field is valid; listed here so all problems show at once.
function crossFieldErrors(f: DistributionForm, kind: DistributionKind): Record<string, string> {
  const errors: Record<string, string> = {};
  if (f.distribution === 'round_robin_select' && f.members.length === 0) errors.members = 'A minimum of one member';
  if (f.distribution === 'round_robin_group' && (!f.groups.primaryGroupId || f.groups.additionalGroupIds.length === 0))
    errors['groups.primaryGroupId'] = 'Select a primary group and at least one additional group';
  if (kind === 'rule' && f.conditions.length === 0) errors.conditions = 'At least one condition';
  if (f.ownerUpdate.enabled && !f.ownerUpdate.destinationProperty.trim())
    errors['ownerUpdate.destinationProperty'] = 'Select a destination property';
  return errors;
}

function setPath(target: Record<string, unknown>, path: string, message: string) {
  const parts = path.split('.');
  let node = target;
  for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
  const last = parts[parts.length - 1];
  const existing = node[last] as { message?: string } | undefined;
  if (!existing) node[last] = { type: 'custom', message };
  else if (!existing.message) existing.message = message;
}

/** Validates with the schema of the kind (a rule needs a condition, the fallback pod has none). */
export function distributionResolver(kind: DistributionKind): Resolver<DistributionForm, unknown, DistributionSubmit> {
  const schemaResolver = valibotResolver(kind === 'rule' ? DistributionRuleInputSchema : FallbackPodInputSchema);
  return async (values, context, options) => {
    const result = await schemaResolver(toDefinition(values) as never, context, options as never);
    const errors = result.errors as FieldErrors<DistributionForm>;
    if (Object.keys(errors).length === 0)
      return { values: { ...(result.values as DistributionRuleInput), calibration: values.calibration }, errors: {} };
    // The contract points group problems at `groups`; the editor shows them under the primary group.
    const groups = errors.groups as { message?: string } | undefined;
    if (groups?.message) {
      delete (errors as Record<string, unknown>).groups;
      setPath(errors as Record<string, unknown>, 'groups.primaryGroupId', groups.message);
    }
    for (const [path, message] of Object.entries(crossFieldErrors(values, kind))) setPath(errors as Record<string, unknown>, path, message);
    return { values: {}, errors };
  };
}
