import type { CalibrationSettings, RoundRobinMethod } from '@contracts/round-robin';
import type { DistributionType } from '@contracts/routing-pods';

export const DISTRIBUTION_TYPES: DistributionType[] = ['round_robin_all', 'round_robin_select', 'round_robin_group'];
export const DISTRIBUTION_LABELS: Record<DistributionType, string> = {
  round_robin_all: 'All team members',
  round_robin_select: 'Selected members',
  round_robin_group: 'Groups',
};
export const DISTRIBUTION_HINTS: Record<DistributionType, string> = {
  round_robin_all: 'Everyone in the team takes turns, with equal weight.',
  round_robin_select: 'Only the members you pick, each with a weight from 1 to 99.',
  round_robin_group: 'The primary group takes turns; up to two additional groups join each meeting.',
};

export const METHODS: RoundRobinMethod[] = ['round_robin_strict', 'round_robin_available', 'round_robin_balanced'];
export const METHOD_LABELS: Record<RoundRobinMethod, string> = {
  round_robin_strict: 'Strict',
  round_robin_available: 'Available (flexible)',
  round_robin_balanced: 'Balanced',
};
export const METHOD_HINTS: Record<RoundRobinMethod, string> = {
  round_robin_strict: 'Picks the next member before slots are shown and updates the CRM owner first; the prospect sees only their times.',
  round_robin_available: 'Shows the slots of every member and assigns, after a slot is chosen, the next member in line who is free then.',
  round_robin_balanced: 'Assigns after a slot is chosen, favouring whoever is furthest behind their weighted share this period.',
};

export const methodLabel = (m: string) => METHOD_LABELS[m as RoundRobinMethod] ?? m;

type CalibrationFlag = Exclude<keyof CalibrationSettings, 'resetPeriod'>;
export const CALIBRATION_LABELS: Record<CalibrationFlag, { label: string; hint: string }> = {
  vacationCalibration: {
    label: 'Vacation calibration',
    hint: 'Members coming back from vacation are compensated for the meetings they missed.',
  },
  creditBack: { label: 'Credit back', hint: 'Give the turn back when a meeting does not happen.' },
  ncCreditBack: { label: 'On no-show', hint: 'A no-show meeting does not count against the member.' },
  cancelCreditBack: { label: 'On cancellation', hint: 'A cancelled meeting does not count against the member.' },
  newMemberCalibration: {
    label: 'New member calibration',
    hint: 'New members and weight changes start at their weighted share, so nobody is flooded.',
  },
  reassignCalibration: { label: 'Reassign calibration', hint: 'When a meeting is reassigned, its credit moves to the new member.' },
};

export const RESET_LABELS = { monthly: 'Monthly', quarterly: 'Quarterly' } as const;
