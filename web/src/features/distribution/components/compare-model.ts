import type { DistributionRuleDto } from '@contracts/distribution';
import { conditionSummary } from '@web/components/rules/condition-model';
import type { PodNames } from '../hooks/use-pod-names';
import { CALIBRATION_LABELS, DISTRIBUTION_LABELS, METHOD_LABELS, RESET_LABELS } from './distribution-labels';

/** One compared field: its section, label, both sides as lines of text, and whether they differ. */
export type CompareRow = { section: string; label: string; a: string[]; b: string[]; differs: boolean };

type Side = (r: DistributionRuleDto) => string[];
const CAL_LABELS: Partial<Record<keyof typeof CALIBRATION_LABELS, string>> = {
  ncCreditBack: 'Credit back on no-show',
  cancelCreditBack: 'Credit back on cancellation',
};
const yesNo = (b: boolean) => [b ? 'On' : 'Off'];
const orDash = (s: string | null | undefined) => [s?.trim() ? s : '—'];

/** The rows of the comparison view, in the editor's order; order-insensitive where order means nothing. */
export function compareRows(
  a: DistributionRuleDto,
  b: DistributionRuleDto,
  names: PodNames,
  /** How an instant reads: in the viewer's zone (useInstantFormat). */
  at: (iso: string) => string,
): CompareRow[] {
  const fields: [string, string, Side, boolean?][] = [
    ['Pod', 'Kind', (r) => [r.kind === 'fallback_pod' ? 'Fallback pod' : 'Distribution rule']],
    ['Pod', 'Team', (r) => [names.team(r.definition.teamId)]],
    ['Pod', 'Distribution', (r) => [DISTRIBUTION_LABELS[r.definition.distribution]]],
    [
      'Pod',
      'Members and weights',
      (r) =>
        r.definition.distribution === 'round_robin_select'
          ? r.definition.members.map((m) => `${names.user(m.userId)} ×${m.weight}`)
          : ['—'],
      true,
    ],
    [
      'Pod',
      'Groups',
      (r) =>
        r.definition.distribution === 'round_robin_group' && r.definition.groups
          ? [
              `Primary: ${names.group(r.definition.groups.primaryGroupId)}`,
              ...r.definition.groups.additionalGroupIds.map((g) => `Additional: ${names.group(g)}`),
            ]
          : ['—'],
      true,
    ],
    [
      'Conditions',
      'Conditions',
      (r) => (r.definition.conditions.length ? r.definition.conditions.map((c) => conditionSummary(c, names.lists)) : ['None']),
      true,
    ],
    ['Round robin', 'Method', (r) => [METHOD_LABELS[r.definition.method]]],
    ['Round robin', 'Reset counts', (r) => [RESET_LABELS[r.calibration.resetPeriod]]],
    ...(
      ['vacationCalibration', 'creditBack', 'ncCreditBack', 'cancelCreditBack', 'newMemberCalibration', 'reassignCalibration'] as const
    ).map((k): [string, string, Side] => ['Round robin', CAL_LABELS[k] ?? CALIBRATION_LABELS[k].label, (r) => yesNo(r.calibration[k])]),
    [
      'Booking',
      'Meeting type',
      (r) => (r.definition.meetingTypeOverrideId ? [names.meetingType(r.definition.meetingTypeOverrideId)] : ['Router’s meeting type']),
    ],
    ['Booking', 'Post booking redirect', (r) => orDash(r.definition.postBookingRedirectUrl)],
    ['Booking', 'Redistribution redirect', (r) => orDash(r.definition.redistributionRedirectUrl)],
    ['Booking', 'Booking guests', (r) => (r.definition.guests.length ? r.definition.guests : ['—']), true],
    [
      'Booking',
      'Owner field update',
      (r) => (r.definition.ownerUpdate.enabled ? [`On → ${r.definition.ownerUpdate.destinationProperty ?? ''}`] : ['Off']),
    ],
    ['Details', 'Version', (r) => [`v${r.version}`]],
    ['Details', 'Last updated', (r) => [at(r.updatedAt)]],
  ];
  return fields.map(([section, label, side, unordered]) => {
    const va = side(a);
    const vb = side(b);
    const key = (v: string[]) => JSON.stringify(unordered ? [...v].sort() : v);
    return { section, label, a: va, b: vb, differs: key(va) !== key(vb) };
  });
}
