import * as v from 'valibot';

/** How long after a meeting's end its Zoom participants are read: time for Zoom to write the report and for the host to mark it first. */
export const NO_SHOW_WAITS = [10, 30, 60, 120] as const;
export type NoShowWait = (typeof NO_SHOW_WAITS)[number];
export const NO_SHOW_WAIT_LABELS: Record<NoShowWait, string> = {
  10: '10 minutes',
  30: '30 minutes',
  60: '1 hour',
  120: '2 hours',
};

export const noShowSettingsSchema = v.object({
  enabled: v.boolean('Choose whether no-show detection is on'),
  waitMinutes: v.picklist(NO_SHOW_WAITS, 'Choose how long to wait after the meeting ends'),
});
export type NoShowSettingsInput = v.InferOutput<typeof noShowSettingsSchema>;
export type NoShowSettingsDto = NoShowSettingsInput & {
  updatedAt: string | null;
};

/** What the participants report says about the prospect (spec section 4, no-show detection). */
export const NO_SHOW_OUTCOMES = ['attended', 'no_show', 'unsure'] as const;
export type NoShowOutcome = (typeof NO_SHOW_OUTCOMES)[number];

/** Why a check is unsure: someone other than the team joined, but not provably the prospect. */
export const UNSURE_REASONS = ['not_signed_in', 'other_email', 'dial_in', 'joined_after_end'] as const;
export type UnsureReason = (typeof UNSURE_REASONS)[number];
export const UNSURE_REASON_LABELS: Record<UnsureReason, string> = {
  not_signed_in: 'Someone joined without signing in to Zoom',
  other_email: 'Someone joined with a different e-mail',
  dial_in: 'Someone joined by phone',
  joined_after_end: 'The prospect joined after the meeting ended',
};

/** The banner's wording on meeting details when the check is unsure. */
export const noShowUnsureTitle = (prospect: string) => `We could not tell whether ${prospect} joined`;

/** A meeting's no-show check as its details page shows it; `outcome` is null while the check waits or retries. */
export type NoShowCheckDto = {
  state: 'pending' | 'done' | 'failed';
  outcome: NoShowOutcome | null;
  reasons: UnsureReason[];
  checkedAt: string | null;
};
