import * as v from 'valibot';
import { BOOKING_WINDOW_OPTIONS, EARLIEST_SLOT_OPTIONS } from './scheduling-constants';

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

/** The largest custom code an organization may save: a few analytics tags, not an application. */
export const CUSTOM_CODE_MAX = 20_000;
export const CUSTOM_CODE_MESSAGE = `Custom code must be at most ${CUSTOM_CODE_MAX.toLocaleString('en-US')} characters`;

/**
 * Custom code (Settings -> Meeting): the organization's HTML and scripts for its booking pages. They run
 * there in a sandboxed frame (scripts, no same origin: our cookies, storage and page stay out of reach)
 * and hear the booking events by postMessage. Blank clears it.
 */
export const customCodeSchema = v.object({
  code: v.pipe(v.string('Custom code must be text'), v.trim(), v.maxLength(CUSTOM_CODE_MAX, CUSTOM_CODE_MESSAGE)),
});
export type CustomCodeInput = v.InferOutput<typeof customCodeSchema>;
export type CustomCodeDto = { code: string; updatedAt: string | null };

/** The messages a booking page posts to the custom code's frame, named as the widget's DOM events. */
export const CUSTOM_CODE_EVENTS = ['availability-loaded', 'booking-confirmed'] as const;

/**
 * Meeting window (Settings -> Meeting): the organization's default earliest slot and booking window, from
 * the option lists of spec section 9, used by every meeting type set to follow them; and whether meetings
 * may be rescheduled or cancelled after their start time (spec: meeting lifecycle).
 */
export const MEETING_WINDOW_MESSAGES = {
  earliestSlot: 'Choose the earliest slot',
  bookingWindow: 'Choose a booking window',
} as const;
export const meetingWindowSchema = v.object({
  earliestSlotMinutes: v.picklist(
    EARLIEST_SLOT_OPTIONS.map((o) => o.minutes),
    MEETING_WINDOW_MESSAGES.earliestSlot,
  ),
  bookingWindowDays: v.picklist(
    BOOKING_WINDOW_OPTIONS.map((o) => o.days),
    MEETING_WINDOW_MESSAGES.bookingWindow,
  ),
  allowChangesAfterStart: v.boolean('Choose whether changes after the start time are allowed'),
});
export type MeetingWindowInput = v.InferOutput<typeof meetingWindowSchema>;
export type MeetingWindowDto = MeetingWindowInput & { updatedAt: string | null };
/** An organization that never saved its window: the defaults new meeting types have (1 hour, 2 weeks). */
export const DEFAULT_MEETING_WINDOW = { earliestSlotMinutes: 60, bookingWindowDays: 14 } as const;

/**
 * Form invites (Settings -> Meeting, "Add form entries in invites"): the prospect's booking form answers, as
 * "question: answer" lines, in the calendar invitations the prospect and guests see (our ICS and the event
 * in the host's connected calendar). The team's own e-mails and invites carry them whatever this says.
 */
export const formInvitesSchema = v.object({
  enabled: v.boolean('Choose whether form entries are added to invites'),
});
export type FormInvitesInput = v.InferOutput<typeof formInvitesSchema>;
export type FormInvitesDto = FormInvitesInput & { updatedAt: string | null };
/** An organization that never saved it: on, as the connected calendar's event listed the answers before. */
export const DEFAULT_FORM_INVITES: FormInvitesInput = { enabled: true };
