import * as v from 'valibot';
import type { MeetingConferenceDto } from './conferencing';
import { emailField, multiLine, requiredString, requiredText, singleLine } from './common';
import { BOOKING_MESSAGES, MAX_INTERNAL_GUESTS } from './booking';

export const MEETING_STATUSES = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export const MEETING_STATUS_LABELS: Record<MeetingStatus, string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No Show',
};
/** The meetings views of spec section 2, by URL id. */
export const MEETING_VIEWS = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;

const instant = v.pipe(v.string('Start time is required'), v.isoTimestamp('Start time must be an ISO 8601 timestamp'));

export const listMeetingsQuery = v.object({
  view: v.optional(v.picklist(MEETING_VIEWS), 'scheduled'),
  q: v.optional(v.pipe(v.string(), v.maxLength(100), singleLine('Search'))),
  mine: v.optional(v.picklist(['true', 'false']), 'false'),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'Invalid page'))),
});

export const rescheduleMeetingSchema = v.object({ start: instant });
export const cancelMeetingSchema = v.object({ reason: requiredText(BOOKING_MESSAGES.cancelReason, 1000) });
export const meetingStatusSchema = v.object({ status: v.picklist(['completed', 'no_show'], 'Choose Completed or No Show') });
export const reassignSchema = v.object({
  teamId: v.pipe(v.string('Select a team'), v.nonEmpty('Select a team')),
  userId: v.pipe(v.string('Select a member'), v.nonEmpty('Select a member')),
});
export const changeOwnerSchema = v.object({ userId: v.pipe(v.string('Select a member'), v.nonEmpty('Select a member')) });
export const addGuestsSchema = v.object({
  emails: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.trim(), v.email(BOOKING_MESSAGES.invalidGuest), v.toLowerCase())),
      v.maxLength(10, 'At most 10 guests'),
    ),
    [],
  ),
  memberIds: v.optional(v.pipe(v.array(v.string()), v.maxLength(MAX_INTERNAL_GUESTS, BOOKING_MESSAGES.maxInternalGuests)), []),
});
export const notesSchema = v.object({
  notes: v.pipe(v.string(), v.maxLength(10_000, 'Notes can be at most 10,000 characters'), multiLine('Notes')),
});
export const meetingSlotsQuery = v.object({
  from: instant,
  to: instant,
  timezone: v.optional(v.string(), 'UTC'),
});

/** Book on a prospect's behalf (/book/meetings/new). */
export const bookOnBehalfSchema = v.object({
  meetingTypeId: v.pipe(v.string('Select a meeting type'), v.nonEmpty('Select a meeting type')),
  hostUserId: v.optional(v.nullable(v.string()), null),
  start: instant,
  prospectName: requiredString('First and last name required', 120),
  prospectEmail: emailField,
  prospectTimezone: v.pipe(v.string(), v.nonEmpty('Timezone is required'), singleLine('Timezone')),
  guests: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.trim(), v.email(BOOKING_MESSAGES.invalidGuest), v.toLowerCase())), v.maxLength(10)),
    [],
  ),
  internalGuestIds: v.optional(v.pipe(v.array(v.string()), v.maxLength(MAX_INTERNAL_GUESTS, BOOKING_MESSAGES.maxInternalGuests)), []),
  notes: v.optional(v.pipe(v.string(), v.maxLength(10_000), multiLine('Notes')), ''),
});

export type MeetingSummaryDto = {
  id: string;
  title: string;
  start: string;
  end: string;
  status: MeetingStatus;
  prospectName: string;
  prospectEmail: string;
  hostName: string;
  meetingTypeName: string;
  source: string;
};
export type MeetingDto = MeetingSummaryDto & {
  hostUserId: string;
  ownerUserId: string | null;
  ownerName: string;
  meetingTypeId: string | null;
  prospectTimezone: string;
  answers: { question: string; answer: string }[];
  guests: string[];
  /** `groupName`: the additional group a member joined from (group round robin), else null. */
  participants: { userId: string; name: string; email: string; role: string; active: boolean; groupName: string | null }[];
  notes: string;
  location: string;
  /** The join link and its tool (Zoom, Daily, Meet, Teams, the host's own link); null for phone or custom locations. */
  conference?: MeetingConferenceDto | null;
  cancellationReason: string | null;
  canChange: boolean;
  createdAt: string;
  /** What the booking's mapped answers (link question CRM fields, a relay's CRM step) did in each CRM. */
  crmWrites: MeetingCrmWriteDto[];
  /** A relay's booker, who handed the prospect over (invited or attending); null for any other booking. */
  handedOverBy: { name: string; email: string } | null;
};
/** One CRM's outcome: pending while its queued write waits, then written or failed with the CRM's reason in words. */
export type MeetingCrmWriteDto = { crm: string; status: 'pending' | 'written' | 'failed'; detail: string; updatedAt: string };
export type MeetingListDto = { data: MeetingSummaryDto[]; meta: { counts: Record<MeetingStatus, number>; page: number; pageSize: number } };
