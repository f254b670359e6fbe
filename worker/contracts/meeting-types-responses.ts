import * as v from 'valibot';
import { availabilitySchema, dateOverrideSchema } from './availability-responses';
import {
  AVAILABILITY_SOURCES,
  DAY_VISIBILITY,
  LAYOUTS,
  LOCATION_TYPES,
  MEETING_TYPE_KINDS,
  MEETING_TYPE_STATUSES,
  VIDEO_TOOLS,
  defaultMeetingType,
  type MeetingTypeDto,
  type MeetingTypeSummaryDto,
  type SlotPreviewDto,
} from './meeting-types';
import { BOOKING_WINDOW_KINDS } from './scheduling-constants';
import { examples, dataOf, instant, listOf, schemaOf } from './response-kit';

/** The answers of the meeting types API (/api/meeting-types) as valibot schemas, checked against the service's DTO types below. */

const status = v.pipe(
  v.picklist(MEETING_TYPE_STATUSES),
  v.description('Events are upcoming, ongoing or expired by their dates; other kinds are active'),
);
const minutes = v.number();
const color = v.pipe(v.string(), v.metadata({ examples: ['#4f46e5'] }));

export const meetingTypeSummarySchema = schemaOf<MeetingTypeSummaryDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      name: v.string(),
      kind: v.picklist(MEETING_TYPE_KINDS),
      durationMinutes: minutes,
      color,
      locationType: v.picklist(LOCATION_TYPES),
      memberCount: v.number(),
      status,
      updatedAt: instant,
    }),
    examples({
      id: 'mt_4Hk2',
      name: 'Intro call',
      kind: 'regular',
      durationMinutes: 30,
      color: '#4f46e5',
      locationType: 'video',
      memberCount: 3,
      status: 'active',
      updatedAt: '2026-11-20T14:05:00.000Z',
    }),
  ),
);

const detailExample = {
  id: 'mt_4Hk2',
  ...defaultMeetingType(['usr_1']),
  name: 'Intro call',
  status: 'active',
  members: [{ id: 'usr_1', name: 'Ada Lovelace', email: 'ada@example.com' }],
  createdAt: '2026-11-02T08:30:00.000Z',
  updatedAt: '2026-11-20T14:05:00.000Z',
};

/** The whole meeting type as the wizard edits it, with its members and state. */
export const meetingTypeDetailSchema = schemaOf<MeetingTypeDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      name: v.string(),
      description: v.string(),
      kind: v.picklist(MEETING_TYPE_KINDS),
      durationMinutes: minutes,
      locationType: v.picklist(LOCATION_TYPES),
      videoTool: v.nullable(v.picklist(VIDEO_TOOLS)),
      customLocation: v.string(),
      calendarTitle: v.pipe(v.string(), v.metadata({ examples: ['{{booker_name}} and {{assignee_name}}'] })),
      calendarBody: v.string(),
      greetingText: v.string(),
      slotTimeFormat: v.picklist(['12h', '24h']),
      bufferBeforeMinutes: minutes,
      bufferAfterMinutes: minutes,
      slotIncrementMinutes: minutes,
      earliestSlotMinutes: v.pipe(minutes, v.description('Minimum notice before the first bookable start')),
      bookingWindowDays: v.number(),
      bookingWindowKind: v.picklist(BOOKING_WINDOW_KINDS),
      windowFromOrg: v.pipe(
        v.boolean(),
        v.description("true: earliest slot and booking window days follow the organization's meeting window defaults"),
      ),
      dayVisibility: v.picklist(DAY_VISIBILITY),
      availabilitySource: v.picklist(AVAILABILITY_SOURCES),
      teamId: v.nullable(v.string()),
      memberIds: v.array(v.string()),
      eventDates: v.pipe(v.array(dateOverrideSchema), v.description("An event's dates with their hours")),
      recurringAvailability: v.nullable(availabilitySchema),
      layout: v.picklist(LAYOUTS),
      color,
      language: v.picklist(['en']),
      inviteSubject: v.string(),
      inviteBody: v.string(),
      reminderEnabled: v.boolean(),
      reminderMinutesBefore: minutes,
      reminderSubject: v.string(),
      reminderBody: v.string(),
      status,
      members: v.array(v.object({ id: v.string(), name: v.string(), email: v.string() })),
      createdAt: instant,
      updatedAt: instant,
    }),
    v.metadata({ examples: [detailExample] }),
  ),
);

/** Bookable times in the asked zone, day by day, with who is free for each. */
export const slotPreviewSchema = schemaOf<SlotPreviewDto>()(
  v.pipe(
    v.object({
      timezone: v.string(),
      mode: v.pipe(v.picklist(['any', 'all']), v.description('any: a slot where one member is free; all: every member is free')),
      days: v.array(
        v.object({ date: v.string(), slots: v.array(v.object({ start: instant, end: instant, memberIds: v.array(v.string()) })) }),
      ),
      members: v.array(v.object({ id: v.string(), name: v.string() })),
      slotCount: v.number(),
    }),
    examples({
      timezone: 'Europe/Berlin',
      mode: 'any',
      days: [{ date: '2026-12-07', slots: [{ start: '2026-12-07T08:00:00.000Z', end: '2026-12-07T08:30:00.000Z', memberIds: ['usr_1'] }] }],
      members: [{ id: 'usr_1', name: 'Ada Lovelace' }],
      slotCount: 1,
    }),
  ),
);

export const meetingTypesAnswerSchema = listOf(meetingTypeSummarySchema);
export const meetingTypeAnswerSchema = dataOf(meetingTypeDetailSchema);
export const slotPreviewAnswerSchema = dataOf(slotPreviewSchema);
