import type { ThemeDto } from './branding';
import type { PostBookingDto } from './meeting-settings';
import type { PublicAssetPageDto } from './assets';
import * as v from 'valibot';
import {
  emailField,
  isSingleLine,
  MESSAGES,
  timezoneDoc,
  multiLine,
  requiredString,
  requiredText,
  singleLine,
  singleLineMessage,
  isValidTimezone,
} from './common';
import type { LinkQuestion } from './meeting-links';
import { utmValuesSchema } from './utm-params';

export const BOOKING_MESSAGES = {
  slotTaken: 'This slot has been just booked by someone else. Please choose a different one.',
  slotConflict: 'Sorry, this time slot is conflicting with another event. Please choose a different time.',
  invalidSlot: 'Please select valid slots',
  requiredField: 'Required field',
  invalidGuest: 'Please enter a valid guest email',
  maxInternalGuests: 'At most 5 internal team members can be added as guests',
  cancelReason: 'Cancellation reason is required',
  idempotencyReuse: 'This Idempotency-Key was already used with a different request',
  pastChange: 'This meeting has already started and can no longer be changed',
  pastTime: 'This time has already passed. Please choose a time in the future.',
  beyondWindow: 'This time is further ahead than this meeting type can be booked. Please choose an earlier time.',
} as const;
export const MAX_INTERNAL_GUESTS = 5;

const instant = v.pipe(v.string('Start time is required'), v.isoTimestamp('Start time must be an ISO 8601 timestamp'));
const zone = v.pipe(v.string(MESSAGES.invalidTimezone), v.check(isValidTimezone, MESSAGES.invalidTimezone), timezoneDoc);

/** POST /api/public/links/{slug}/bookings */
export const bookingRequestSchema = v.object({
  start: instant,
  timezone: zone,
  name: requiredString('First and last name required', 120),
  email: emailField,
  answers: v.optional(
    v.record(v.pipe(v.string(), v.maxLength(40), singleLine('Question id')), v.pipe(v.string(), v.maxLength(5000), multiLine('Answer'))),
    {},
  ),
  guests: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.trim(), v.email(BOOKING_MESSAGES.invalidGuest), v.toLowerCase())),
      v.maxLength(10, 'At most 10 guests'),
    ),
    [],
  ),
  /** The booking page URL's utm_* parameters, or the ones the tab remembered from its landing page. */
  utm: utmValuesSchema,
});
export type BookingRequest = v.InferOutput<typeof bookingRequestSchema>;

export const publicSlotsQuery = v.object({
  from: instant,
  to: instant,
  timezone: v.optional(zone, 'UTC'),
});

export const rescheduleSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  start: instant,
  timezone: v.optional(zone),
});
export const cancelSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  reason: requiredText(BOOKING_MESSAGES.cancelReason, 1000),
});
export const manageQuery = v.object({ token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)) });

/** Checks each answer against its question: required, and one of the options for choice questions. */
export function validateAnswers(questions: LinkQuestion[], answers: Record<string, string>) {
  const errors: { questionId: string; message: string }[] = [];
  for (const q of questions) {
    const value = (answers[q.id] ?? '').trim();
    if (!value) {
      if (q.required) errors.push({ questionId: q.id, message: BOOKING_MESSAGES.requiredField });
      continue;
    }
    if ((q.type === 'radiobutton' || q.type === 'dropdown') && !q.options.includes(value))
      errors.push({ questionId: q.id, message: 'Choose one of the options' });
    if (q.type === 'short_answer' && value.length > 300) errors.push({ questionId: q.id, message: 'Out of range' });
    else if (q.type === 'short_answer' && !isSingleLine(value)) errors.push({ questionId: q.id, message: singleLineMessage('Answer') });
  }
  return errors;
}

export type PublicLinkDto = {
  slug: string;
  name: string;
  kind: 'personal' | 'group';
  /** Who hosts: the owner of a personal link; for a group link the group's names (any one of them, or all). */
  host: { name: string; avatarUrl: string | null };
  /** A group link's members: one of them is assigned on booking (round_robin) or all attend (collective). */
  group?: { mode: 'collective' | 'round_robin'; members: { name: string; avatarUrl: string | null }[] };
  organization: { company: string; logoUrl: string | null };
  meetingType: {
    name: string;
    description: string;
    durationMinutes: number;
    locationType: string;
    slotTimeFormat: '12h' | '24h';
    layout: 'rows' | 'columns';
    color: string;
    greetingText: string;
    dayVisibility: 'all_days' | 'available_days';
  };
  questions: LinkQuestion[];
  appearance: { linkColor: string; buttonColor: string; language: 'en' };
  redirectUrl: string | null;
  meta: { title: string; description: string; image: string | null; favicon: string | null };
  /** The organization's theme: the page's style, light or dark, and the submit button's label. */
  theme: ThemeDto;
  /** After booking with a redirect URL: count down and leave, or stay (Settings -> Meeting -> Auto-redirection). */
  postBooking: PostBookingDto;
  /** The organization's custom code, run in a sandboxed frame on the page (null when none). */
  customCode: string | null;
  /** Meeting links: the organization's asset template for them (relay links leave it out: the plain page). */
  page?: PublicAssetPageDto;
};

export type BookingDto = {
  id: string;
  start: string;
  end: string;
  status: 'scheduled' | 'completed' | 'cancelled' | 'no_show';
  hostName: string;
  meetingName: string;
  rescheduleUrl: string;
  cancelUrl: string;
  redirectUrl: string | null;
  /** Where to join the meeting, when it has a video link already. */
  joinUrl?: string | null;
  /** The video link is being made (Zoom, Daily, or on the host's calendar event) and comes with the invitation. */
  joinPending?: boolean;
};
