import * as v from 'valibot';
import { multiLine, timezoneField } from './common';

/** Round robin methods: strict picks before slots are shown, available and balanced after the slot is chosen. */
export const RoundRobinMethodSchema = v.picklist(
  ['round_robin_strict', 'round_robin_available', 'round_robin_balanced'],
  'Choose a round robin method',
);
export type RoundRobinMethod = v.InferOutput<typeof RoundRobinMethodSchema>;

/** How often a pod's counts start again from zero. */
export const ResetPeriodSchema = v.picklist(['monthly', 'quarterly']);
export type ResetPeriod = v.InferOutput<typeof ResetPeriodSchema>;

export const MIN_MEMBER_WEIGHT = 1;
export const MAX_MEMBER_WEIGHT = 99;

/** A member's weight in a pod: an integer between 1 and 99. */
export const MemberWeightSchema = v.pipe(
  v.number('Weight should be between 1 and 99'),
  v.integer('Weight should be between 1 and 99'),
  v.minValue(MIN_MEMBER_WEIGHT, 'Weight should be between 1 and 99'),
  v.maxValue(MAX_MEMBER_WEIGHT, 'Weight should be between 1 and 99'),
);

/**
 * Calibration settings of a pod (defaults come from the account). credit_back is the master switch;
 * nc_credit_back and cancel_credit_back pick which outcomes give the credit back.
 */
export const CalibrationSettingsSchema = v.object({
  resetPeriod: ResetPeriodSchema,
  vacationCalibration: v.boolean(),
  creditBack: v.boolean(),
  ncCreditBack: v.boolean(),
  cancelCreditBack: v.boolean(),
  newMemberCalibration: v.boolean(),
  reassignCalibration: v.boolean(),
});
export type CalibrationSettings = v.InferOutput<typeof CalibrationSettingsSchema>;

/** Everything a pod needs to decide: method, calibration and the organization's IANA zone for resets. */
export const RoundRobinSettingsSchema = v.object({
  method: RoundRobinMethodSchema,
  calibration: CalibrationSettingsSchema,
  timeZone: timezoneField,
});
export type RoundRobinSettings = v.InferOutput<typeof RoundRobinSettingsSchema>;

/** Round robin action log types, as the spec names them. */
export const LedgerEntryTypeSchema = v.picklist([
  'meeting_assigned',
  'completed',
  'cancelled',
  'no_show',
  'user_added',
  'user_removed',
  'manual_calibration',
  'vacation_calibration',
  'reset',
]);
export type LedgerEntryType = v.InferOutput<typeof LedgerEntryTypeSchema>;

const Id = v.pipe(v.string(), v.nonEmpty());
const Instant = v.pipe(v.string(), v.isoTimestamp('Invalid date'));
// Optional first so a missing reason reports the spec's message rather than valibot's missing-key text.
const Reason = v.pipe(v.optional(v.string('Reason is required'), ''), v.trim(), v.nonEmpty('Reason is required'), multiLine('Reason'));
const Delta = v.pipe(v.number(), v.finite());

const entryBase = { seq: v.pipe(v.number(), v.integer(), v.minValue(1)), at: Instant };
const memberEntry = { ...entryBase, memberId: Id, levelAfter: v.number() };

/**
 * An append-only ledger entry. Entries carry their effect (levelDelta, levelAfter, weight) as decided at the
 * time, so replaying them never re-runs a decision and rebuilds the state exactly.
 */
export const LedgerEntrySchema = v.variant('type', [
  v.object({
    ...memberEntry,
    type: v.literal('meeting_assigned'),
    meetingId: Id,
    levelDelta: Delta,
    reassignedFrom: v.optional(v.object({ memberId: Id, levelDelta: Delta, levelAfter: v.number() })),
  }),
  // replaced: the meeting's earlier outcome this period (No Show then Completed), whose count moves here.
  v.object({
    ...memberEntry,
    type: v.literal('completed'),
    meetingId: Id,
    levelDelta: v.optional(Delta),
    replaced: v.optional(v.literal('no_show')),
  }),
  v.object({ ...memberEntry, type: v.literal('cancelled'), meetingId: Id, levelDelta: Delta, reason: v.optional(v.string()) }),
  v.object({
    ...memberEntry,
    type: v.literal('no_show'),
    meetingId: Id,
    levelDelta: Delta,
    reason: v.optional(v.string()),
    replaced: v.optional(v.literal('completed')),
  }),
  v.object({ ...memberEntry, type: v.literal('user_added'), weight: MemberWeightSchema }),
  v.object({ ...memberEntry, type: v.literal('user_removed') }),
  v.object({ ...memberEntry, type: v.literal('manual_calibration'), levelDelta: Delta, reason: Reason }),
  v.object({ ...memberEntry, type: v.literal('vacation_calibration'), onVacation: v.boolean(), levelDelta: Delta }),
  v.object({ ...entryBase, type: v.literal('reset'), periodStart: Instant, periodEnd: Instant }),
]);
export type LedgerEntry = v.InferOutput<typeof LedgerEntrySchema>;

const eventBase = { at: Instant };

/** A command sent to a pod; the core turns it into ledger entries. */
export const RoundRobinEventSchema = v.variant('type', [
  v.object({ ...eventBase, type: v.literal('assign'), memberId: Id, meetingId: Id }),
  v.object({ ...eventBase, type: v.literal('reassign'), meetingId: Id, fromMemberId: Id, toMemberId: Id }),
  // previous: the outcome this one replaces (a No Show later marked Completed, or the reverse), with the credit it gave.
  v.object({
    ...eventBase,
    type: v.literal('complete'),
    memberId: Id,
    meetingId: Id,
    previous: v.optional(v.object({ outcome: v.literal('no_show'), at: Instant, levelDelta: Delta })),
  }),
  v.object({ ...eventBase, type: v.literal('cancel'), memberId: Id, meetingId: Id, assignedAt: Instant, reason: v.optional(v.string()) }),
  v.object({
    ...eventBase,
    type: v.literal('no_show'),
    memberId: Id,
    meetingId: Id,
    assignedAt: Instant,
    reason: v.optional(v.string()),
    previous: v.optional(v.object({ outcome: v.literal('completed'), at: Instant, levelDelta: Delta })),
  }),
  v.object({ ...eventBase, type: v.literal('add_member'), memberId: Id, weight: MemberWeightSchema }),
  v.object({ ...eventBase, type: v.literal('set_weight'), memberId: Id, weight: MemberWeightSchema }),
  v.object({ ...eventBase, type: v.literal('remove_member'), memberId: Id }),
  v.object({
    ...eventBase,
    type: v.literal('adjust'),
    memberId: Id,
    delta: v.pipe(
      v.number('Adjustment must be a whole number'),
      v.integer('Adjustment must be a whole number'),
      v.check((n) => n !== 0, 'Adjustment must not be zero'),
    ),
    reason: Reason,
  }),
  v.object({ ...eventBase, type: v.literal('vacation_start'), memberId: Id }),
  v.object({ ...eventBase, type: v.literal('vacation_end'), memberId: Id }),
  v.object({ ...eventBase, type: v.literal('reset') }),
]);
export type RoundRobinEvent = v.InferOutput<typeof RoundRobinEventSchema>;

/** Request to adjust a member's meeting count from the round robin history screen. */
export const ManualCalibrationSchema = v.object({
  memberId: Id,
  delta: v.pipe(
    v.number(),
    v.integer('Adjustment must be a whole number'),
    v.check((n) => n !== 0, 'Adjustment must not be zero'),
  ),
  reason: Reason,
});
export type ManualCalibration = v.InferOutput<typeof ManualCalibrationSchema>;

/** Why a member was or was not chosen, for the routing log's round-robin queue card. */
export const CandidateReasonSchema = v.picklist(['chosen', 'on_vacation', 'unavailable', 'held_back', 'not_due', 'due_later', 'tie_break']);
export type CandidateReason = v.InferOutput<typeof CandidateReasonSchema>;

/** One member's line in a round robin decision: their reason, level, weighted share and how far behind. */
export const CandidateExplanationSchema = v.object({
  memberId: Id,
  reason: CandidateReasonSchema,
  level: v.number(),
  share: v.number(),
  behind: v.number(),
  detail: v.string(),
});
export type CandidateExplanation = v.InferOutput<typeof CandidateExplanationSchema>;

/**
 * One pod member as the ledger leaves it. `level` is the count fairness is measured on: meetings assigned
 * this period, plus every calibration (credit backs, manual adjustments, new-member and vacation baselines).
 */
export interface RoundRobinMember {
  memberId: string;
  weight: number;
  active: boolean;
  onVacation: boolean;
  joinedAt: string;
  /** Order of (re)joining; the last tie-break, after weight. */
  joinOrder: number;
  level: number;
  assigned: number;
  completed: number;
  cancelled: number;
  noShow: number;
}

/** A pod's round robin state; everything in it is derived from the ledger. */
export interface RoundRobinState {
  /** seq of the last ledger entry applied; the next entry must carry seq + 1. */
  seq: number;
  period: { start: string; end: string } | null;
  members: RoundRobinMember[];
  nextJoinOrder: number;
}
