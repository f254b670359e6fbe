import type * as v from 'valibot';
import { RELAY_FLAG_KEYS, RELAY_WIZARD_STEPS, type RelayDto, type RelayFlags, type RelayInputSchema } from '@contracts/relay';

export type RelayForm = v.InferInput<typeof RelayInputSchema> & {
  flags: RelayFlags;
  matchingRuleIds: string[];
  distributionPodIds: string[];
  bookerUserIds: string[];
  defaultGuests: string[];
};

export const METHOD_OPTIONS = [
  { value: 'round_robin_strict', label: 'Strict', description: 'The next member in turn, picked before slots are shown' },
  { value: 'round_robin_available', label: 'Available', description: 'Whoever is next among the members free at the chosen slot' },
  { value: 'round_robin_balanced', label: 'Balanced', description: 'Evens out meeting counts among the free members' },
] as const;

const noFlags = () => Object.fromEntries(RELAY_FLAG_KEYS.map((k) => [k, false])) as RelayFlags;

export function relayDefaults(from?: RelayDto, clone = false): RelayForm {
  if (!from) {
    return {
      name: '',
      teamId: '',
      meetingTypeId: '',
      formId: '',
      handoverEnabled: true,
      matchingRuleIds: [],
      distributionPodIds: [],
      fallbackPodId: '',
      roundRobin: { internal: 'round_robin_strict', links: 'round_robin_available' },
      bookerUserIds: [],
      organizer: 'assignee',
      crmMapping: { module: 'contact', fields: [] },
      flags: noFlags(),
      defaultGuests: [],
      redirects: { bookedUrl: '', notBookedUrl: '' },
    };
  }
  return {
    name: clone ? `Copy of ${from.name}`.slice(0, 120) : from.name,
    teamId: from.teamId,
    meetingTypeId: from.meetingTypeId,
    formId: from.formId,
    handoverEnabled: from.handoverEnabled,
    matchingRuleIds: [...from.matchingRuleIds],
    distributionPodIds: [...from.distributionPodIds],
    fallbackPodId: from.fallbackPodId,
    roundRobin: { ...from.roundRobin },
    bookerUserIds: [...from.bookerUserIds],
    organizer: from.organizer,
    crmMapping: { module: from.crmMapping.module, fields: from.crmMapping.fields.map((f) => ({ ...f })) },
    flags: { ...noFlags(), ...from.flags },
    defaultGuests: [...from.defaultGuests],
    redirects: { bookedUrl: from.redirects.bookedUrl ?? '', notBookedUrl: from.redirects.notBookedUrl ?? '' },
  };
}

/** The fields each wizard step owns: Next validates only these, and a server error opens its step. */
export const STEP_FIELDS: Record<(typeof RELAY_WIZARD_STEPS)[number]['key'], string[]> = {
  bookers: ['name', 'teamId', 'bookerUserIds'],
  form: ['formId'],
  matching: ['handoverEnabled', 'matchingRuleIds'],
  pods: ['distributionPodIds'],
  'round-robin': ['roundRobin'],
  fallback: ['fallbackPodId'],
  meeting: ['meetingTypeId', 'organizer'],
  crm: ['crmMapping'],
  settings: ['flags', 'defaultGuests', 'redirects'],
};
export const ALL_FIELDS = Object.values(STEP_FIELDS).flat();
