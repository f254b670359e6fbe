import * as v from 'valibot';
import { DateOverrideSchema, AvailabilitySchema, type Availability } from './availability';
import { BOOKING_WINDOW_KINDS, MAX_MEETING_DURATION_MINUTES } from './scheduling-constants';
import { MESSAGES, multiLine, requiredString, requiredText, singleLine, isValidTimezone } from './common';
import { CONFERENCING_VENDOR_IDS, CONFERENCING_VENDOR_NAMES } from './vendors';

export const MEETING_TYPE_KINDS = ['regular', 'event', 'recurring'] as const;
export const LOCATION_TYPES = ['video', 'phone', 'custom'] as const;
/** The conferencing vendors of the vendor catalogue (./vendors.ts). */
export const VIDEO_TOOLS = CONFERENCING_VENDOR_IDS;
export const AVAILABILITY_SOURCES = ['member', 'team', 'recurring'] as const;
export const DAY_VISIBILITY = ['all_days', 'available_days'] as const;
export const LAYOUTS = ['rows', 'columns'] as const;

export const KIND_LABELS = { regular: 'Regular', event: 'Event', recurring: 'Recurring' } as const;
export const LOCATION_LABELS = { video: 'Video conferencing tool', phone: 'Phone', custom: 'Custom' } as const;
export const VIDEO_TOOL_LABELS = CONFERENCING_VENDOR_NAMES;
export const AVAILABILITY_SOURCE_LABELS = {
  member: "Each member's own availability",
  team: "The team's availability",
  recurring: 'A recurring schedule for this meeting type',
} as const;

/** Placeholders the calendar invite and reminder templates understand (spec section 3). */
export const TEMPLATE_PLACEHOLDERS = [
  { key: 'booker_name', label: 'Booker name' },
  { key: 'assignee_name', label: 'Assignee name' },
  { key: 'account_name', label: 'Account name' },
  { key: 'duration', label: 'Duration' },
  { key: 'time', label: 'Time' },
  { key: 'conference_link', label: 'Conference link' },
  { key: 'reschedule_link', label: 'Reschedule link' },
  { key: 'cancel_link', label: 'Cancel link' },
] as const;

export const MEETING_TYPE_MESSAGES = {
  durationRequired: 'Duration is required',
  durationMax: `Duration must be at most ${MAX_MEETING_DURATION_MINUTES} minutes`,
  customLocation: 'Custom location is required',
  calendarTitle: 'Calendar title is required',
  calendarBody: 'Calendar body is required',
  /** Spec section 5 words both invite fields in one sentence; either missing gives it on that field. */
  invite: 'Invite e-mail title and body are required',
  /** Spec section 5 words both reminder fields in one sentence; either missing gives it on that field. */
  reminder: 'Reminder subject and body are required',
  slotsTimeFormat: 'Slots time format is required',
  membersRequired: 'Select at least one member',
  eventDateRequired: 'An event needs at least one date',
  teamRequired: 'Select a team',
  memberConflict: (name: string, other: string) => `${name} is already in the event "${other}" on the same dates`,
} as const;

const minutes = (max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(max, message));

const MeetingTypeObject = v.object({
  name: requiredString(MESSAGES.nameRequired, 120),
  description: v.optional(v.pipe(v.string(), v.maxLength(2000), multiLine('Description')), ''),
  kind: v.picklist(MEETING_TYPE_KINDS, 'Choose a kind'),
  durationMinutes: v.pipe(
    v.number(MEETING_TYPE_MESSAGES.durationRequired),
    v.integer(MEETING_TYPE_MESSAGES.durationRequired),
    v.minValue(1, MEETING_TYPE_MESSAGES.durationRequired),
    v.maxValue(MAX_MEETING_DURATION_MINUTES, MEETING_TYPE_MESSAGES.durationMax),
  ),
  locationType: v.picklist(LOCATION_TYPES, 'Choose a location'),
  videoTool: v.optional(v.nullable(v.picklist(VIDEO_TOOLS)), null),
  customLocation: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500), singleLine('Custom location')), ''),
  calendarTitle: requiredString(MEETING_TYPE_MESSAGES.calendarTitle, 200),
  calendarBody: requiredText(MEETING_TYPE_MESSAGES.calendarBody, 5000),
  greetingText: v.optional(v.pipe(v.string(), v.maxLength(1000), multiLine('Greeting text')), ''),
  slotTimeFormat: v.picklist(['12h', '24h'], MEETING_TYPE_MESSAGES.slotsTimeFormat),
  bufferBeforeMinutes: minutes(120, 'Choose a buffer'),
  bufferAfterMinutes: minutes(120, 'Choose a buffer'),
  slotIncrementMinutes: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(5, 'Choose a slot increment'),
    v.maxValue(720, 'Choose a slot increment'),
  ),
  earliestSlotMinutes: minutes(14 * 1440, 'Choose the earliest slot'),
  bookingWindowDays: v.pipe(v.number(), v.integer(), v.minValue(1, 'Choose a booking window'), v.maxValue(365, 'Choose a booking window')),
  bookingWindowKind: v.picklist(BOOKING_WINDOW_KINDS),
  /** true: the earliest slot and booking window days are the organization's (Settings -> Meeting -> Meeting window). */
  windowFromOrg: v.optional(v.boolean(), false),
  dayVisibility: v.picklist(DAY_VISIBILITY),
  availabilitySource: v.picklist(AVAILABILITY_SOURCES),
  teamId: v.optional(v.nullable(v.string()), null),
  memberIds: v.pipe(v.array(v.string()), v.minLength(1, MEETING_TYPE_MESSAGES.membersRequired), v.maxLength(90, 'At most 90 members')),
  eventDates: v.optional(v.pipe(v.array(DateOverrideSchema), v.maxLength(90, 'At most 90 dates')), []),
  recurringAvailability: v.optional(v.nullable(AvailabilitySchema), null),
  layout: v.picklist(LAYOUTS),
  color: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour')),
  language: v.picklist(['en']),
  inviteSubject: requiredString(MEETING_TYPE_MESSAGES.invite, 200, 'Invite e-mail subject'),
  inviteBody: requiredText(MEETING_TYPE_MESSAGES.invite, 5000, 'Invite e-mail body'),
  reminderEnabled: v.boolean(),
  reminderMinutesBefore: minutes(4320, 'Choose when the reminder goes out'),
  reminderSubject: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200), singleLine('Reminder title')), ''),
  reminderBody: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(5000), multiLine('Reminder body')), ''),
});

type Draft = v.InferOutput<typeof MeetingTypeObject>;
// A cross-field rule whose message lands on one field, as the wizard shows it.
const when = (pred: (d: Draft) => boolean, message: string, field: keyof Draft) =>
  v.forward(
    v.check<Draft, string>((d) => !pred(d), message),
    [field] as never,
  ) as unknown as v.CheckAction<Draft, string>;

/** The whole meeting type as the four wizard steps edit it, with every rule of spec section 5. */
export const meetingTypeSchema = v.pipe(
  MeetingTypeObject,
  when((d) => d.locationType === 'custom' && !d.customLocation, MEETING_TYPE_MESSAGES.customLocation, 'customLocation'),
  when((d) => d.kind === 'event' && d.eventDates.length === 0, MEETING_TYPE_MESSAGES.eventDateRequired, 'eventDates'),
  when((d) => d.availabilitySource === 'team' && !d.teamId, MEETING_TYPE_MESSAGES.teamRequired, 'teamId'),
  when((d) => d.availabilitySource === 'recurring' && !d.recurringAvailability, 'Set the recurring availability', 'recurringAvailability'),
  when((d) => d.reminderEnabled && !d.reminderSubject, MEETING_TYPE_MESSAGES.reminder, 'reminderSubject'),
  when((d) => d.reminderEnabled && !d.reminderBody, MEETING_TYPE_MESSAGES.reminder, 'reminderBody'),
);
export type MeetingTypeInput = v.InferInput<typeof meetingTypeSchema>;
export type MeetingTypeValues = v.InferOutput<typeof meetingTypeSchema>;

/** Sensible defaults for a new meeting type: 30 minutes, 30-minute increments, two weeks ahead. */
export function defaultMeetingType(memberIds: string[] = []): MeetingTypeInput {
  return {
    name: '',
    description: '',
    kind: 'regular',
    durationMinutes: 30,
    locationType: 'video',
    videoTool: 'google_meet',
    customLocation: '',
    calendarTitle: '{{booker_name}} and {{assignee_name}}',
    calendarBody:
      'Meeting with {{assignee_name}} ({{duration}}).\nJoin: {{conference_link}}\nReschedule: {{reschedule_link}}\nCancel: {{cancel_link}}',
    greetingText: '',
    slotTimeFormat: '12h',
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    slotIncrementMinutes: 30,
    earliestSlotMinutes: 60,
    bookingWindowDays: 14,
    bookingWindowKind: 'calendar_days',
    windowFromOrg: false,
    dayVisibility: 'all_days',
    availabilitySource: 'member',
    teamId: null,
    memberIds,
    eventDates: [],
    recurringAvailability: null,
    layout: 'columns',
    color: '#4f46e5',
    language: 'en',
    inviteSubject: 'Invitation: {{booker_name}} and {{assignee_name}} at {{time}}',
    inviteBody:
      'Hi {{booker_name}},\n\nYou are meeting {{assignee_name}} at {{time}} ({{duration}}).\nJoin: {{conference_link}}\n\nNeed another time? {{reschedule_link}}\nCan no longer make it? {{cancel_link}}',
    reminderEnabled: true,
    reminderMinutesBefore: 60,
    reminderSubject: 'Reminder: meeting with {{assignee_name}} at {{time}}',
    reminderBody: 'Hi {{booker_name}}, this is a reminder of your meeting with {{assignee_name}} at {{time}}.\nJoin: {{conference_link}}',
  };
}

/** Events are upcoming, ongoing or expired by their dates; the other kinds are always active. */
export const MEETING_TYPE_STATUSES = ['active', 'upcoming', 'ongoing', 'expired'] as const;
export type MeetingTypeStatus = (typeof MEETING_TYPE_STATUSES)[number];
export type MeetingTypeSummaryDto = {
  id: string;
  name: string;
  kind: (typeof MEETING_TYPE_KINDS)[number];
  durationMinutes: number;
  color: string;
  locationType: (typeof LOCATION_TYPES)[number];
  memberCount: number;
  status: MeetingTypeStatus;
  updatedAt: string;
};
export type MeetingTypeDto = MeetingTypeValues & {
  id: string;
  status: MeetingTypeStatus;
  members: { id: string; name: string; email: string }[];
  createdAt: string;
  updatedAt: string;
};

export const slotPreviewQuery = v.object({
  from: v.pipe(v.string('from is required'), v.isoTimestamp('from must be an ISO 8601 timestamp')),
  to: v.pipe(v.string('to is required'), v.isoTimestamp('to must be an ISO 8601 timestamp')),
  timezone: v.optional(v.pipe(v.string(), v.check(isValidTimezone, MESSAGES.invalidTimezone)), 'UTC'),
  mode: v.optional(v.picklist(['any', 'all']), 'any'),
});
export type SlotPreviewDto = {
  timezone: string;
  mode: 'any' | 'all';
  days: { date: string; slots: { start: string; end: string; memberIds: string[] }[] }[];
  members: { id: string; name: string }[];
  slotCount: number;
};

export const availabilityBodySchema = AvailabilitySchema;
export type { Availability };
