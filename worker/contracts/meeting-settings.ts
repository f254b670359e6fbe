import * as v from 'valibot';

/**
 * Auto-redirection (Settings -> Meeting): after a booking whose router or link has a redirect URL, the
 * confirmation either counts down and then leaves (the prospect can pause or stay), or stays on the page
 * with a link to continue (spec section 4, post-booking redirect).
 */
export const REDIRECT_MODES = ['countdown', 'stay'] as const;
export type RedirectMode = (typeof REDIRECT_MODES)[number];
export const REDIRECT_MODE_LABELS: Record<RedirectMode, string> = {
  countdown: 'Auto-redirect after a countdown',
  stay: 'Stay on the confirmation page',
};
export const REDIRECT_SECONDS_MIN = 3;
export const REDIRECT_SECONDS_MAX = 60;
export const REDIRECT_SECONDS_MESSAGE = `Countdown must be between ${REDIRECT_SECONDS_MIN} and ${REDIRECT_SECONDS_MAX} seconds`;

/** What the prospect-facing pages do after a booking with a redirect URL. */
export type PostBookingDto = { mode: RedirectMode; seconds: number };

/** An organization that never saved the setting: the 10 s countdown pages had before it existed. */
export const DEFAULT_POST_BOOKING: PostBookingDto = { mode: 'countdown', seconds: 10 };

export const autoRedirectionSchema = v.object({
  mode: v.picklist(REDIRECT_MODES, 'Choose what happens after booking'),
  seconds: v.pipe(
    v.number(REDIRECT_SECONDS_MESSAGE),
    v.integer(REDIRECT_SECONDS_MESSAGE),
    v.minValue(REDIRECT_SECONDS_MIN, REDIRECT_SECONDS_MESSAGE),
    v.maxValue(REDIRECT_SECONDS_MAX, REDIRECT_SECONDS_MESSAGE),
  ),
});
export type AutoRedirectionInput = v.InferOutput<typeof autoRedirectionSchema>;
export type AutoRedirectionDto = AutoRedirectionInput & { updatedAt: string | null };
