import * as v from 'valibot';
import { CalibrationSettingsSchema, ManualCalibrationSchema, type CalibrationSettings, type LedgerEntry } from './round-robin';
import type { MatchingRuleInput } from './routing';
import type { DistributionRuleInput } from './routing-pods';

export const DISTRIBUTION_KINDS = ['rule', 'fallback_pod'] as const;
export type DistributionKind = (typeof DISTRIBUTION_KINDS)[number];

/** Calibration a new pod starts with; every flag can be changed per pod. */
export const DEFAULT_CALIBRATION: CalibrationSettings = {
  resetPeriod: 'monthly',
  vacationCalibration: false,
  creditBack: true,
  ncCreditBack: true,
  cancelCreditBack: true,
  newMemberCalibration: true,
  reassignCalibration: true,
};

/** Create or update a distribution rule or the fallback pod; the definition is checked against its kind. */
export const distributionRequestSchema = v.object({
  kind: v.picklist(DISTRIBUTION_KINDS),
  definition: v.record(v.string(), v.unknown()),
  calibration: v.optional(CalibrationSettingsSchema, DEFAULT_CALIBRATION),
});
export const listDistributionQuery = v.object({ kind: v.optional(v.picklist(DISTRIBUTION_KINDS)) });
export const sequenceSchema = v.object({ ids: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.minLength(1), v.maxLength(90)) });
export const adjustSchema = ManualCalibrationSchema;
export const vacationSchema = v.object({ memberId: v.pipe(v.string(), v.nonEmpty()), onVacation: v.boolean() });
export const ledgerQuery = v.object({
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'Invalid cursor'))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'Invalid limit'))),
});

export type DistributionRuleDto = {
  id: string;
  kind: DistributionKind;
  name: string;
  position: number;
  version: number;
  definition: DistributionRuleInput;
  calibration: CalibrationSettings;
  updatedAt: string;
};
export type MatchingRuleDto = {
  id: string;
  name: string;
  position: number;
  version: number;
  definition: MatchingRuleInput;
  updatedAt: string;
};

export type RoundRobinMemberDto = {
  userId: string;
  name: string;
  weight: number;
  level: number;
  share: number;
  assigned: number;
  completed: number;
  cancelled: number;
  noShow: number;
  upcoming: number;
  onVacation: boolean;
  active: boolean;
};
export type RoundRobinSnapshotDto = {
  method: string;
  timeZone: string;
  period: { start: string; end: string } | null;
  members: RoundRobinMemberDto[];
  queuePreview: { userId: string; name: string }[];
};
export type LedgerEntryDto = LedgerEntry & { memberName: string | null };
