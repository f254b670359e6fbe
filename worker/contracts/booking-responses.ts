import * as v from 'valibot';
import type { BookingDto, PublicLinkDto } from './booking';
import { themeSchema } from './branding-responses';
import { postBookingSchema } from './meeting-settings-responses';
import { publicAssetPageSchema } from './assets-responses';
import { CONFERENCING_PROVIDERS, type MeetingConferenceDto } from './conferencing';
import { absoluteUrl, instant, schemaOf } from './response-kit';
import { linkQuestionSchema } from './meeting-links';
import { MEETING_STATUSES, type MeetingDto, type MeetingListDto, type MeetingSummaryDto } from './meetings';
import type { PublicSlotsDto } from './routing-sessions';

/**
 * The answers of the booking and meeting APIs as valibot schemas: the OpenAPI document describes each
 * success body from these, and the type checks at the bottom keep them equal to the DTO types the
 * services return.
 */

const url = absoluteUrl;
const avatar = v.nullable(v.string());

export const publicLinkSchema = schemaOf<PublicLinkDto>()(
  v.object({
    slug: v.string(),
    name: v.string(),
    kind: v.picklist(['personal', 'group']),
    host: v.object({ name: v.string(), avatarUrl: avatar }),
    group: v.optional(
      v.object({ mode: v.picklist(['collective', 'round_robin']), members: v.array(v.object({ name: v.string(), avatarUrl: avatar })) }),
    ),
    organization: v.object({ company: v.string(), logoUrl: v.nullable(v.string()) }),
    meetingType: v.object({
      name: v.string(),
      description: v.string(),
      durationMinutes: v.number(),
      locationType: v.string(),
      slotTimeFormat: v.picklist(['12h', '24h']),
      layout: v.picklist(['rows', 'columns']),
      color: v.string(),
      greetingText: v.string(),
      dayVisibility: v.picklist(['all_days', 'available_days']),
    }),
    questions: v.array(linkQuestionSchema),
    appearance: v.object({ linkColor: v.string(), buttonColor: v.string(), language: v.literal('en') }),
    redirectUrl: v.nullable(v.string()),
    meta: v.object({ title: v.string(), description: v.string(), image: v.nullable(v.string()), favicon: v.nullable(v.string()) }),
    theme: themeSchema,
    postBooking: postBookingSchema,
    customCode: v.pipe(v.nullable(v.string()), v.description("The organization's custom code, run in a sandboxed frame on the page")),
    page: v.optional(publicAssetPageSchema),
  }),
);

/** Bookable times: start and end only; who is free stays private. */
export const slotsSchema = schemaOf<PublicSlotsDto>()(v.object({ slots: v.array(v.object({ start: instant, end: instant })) }));

export const bookingSchema = schemaOf<BookingDto>()(
  v.object({
    id: v.string(),
    start: instant,
    end: instant,
    status: v.picklist(MEETING_STATUSES),
    hostName: v.string(),
    meetingName: v.string(),
    rescheduleUrl: url,
    cancelUrl: url,
    redirectUrl: v.nullable(v.string()),
    joinUrl: v.optional(v.nullable(v.string())),
    joinPending: v.optional(v.boolean()),
  }),
);

/** A booking as its manage links show it: what the prospect booked, and whether it can still change. */
export const managedBookingSchema = v.object({
  ...bookingSchema.entries,
  prospectTimezone: v.string(),
  canChange: v.boolean(),
  cancellationReason: v.nullable(v.string()),
});

const meetingSummaryEntries = {
  id: v.string(),
  title: v.string(),
  start: instant,
  end: instant,
  status: v.picklist(MEETING_STATUSES),
  prospectName: v.string(),
  prospectEmail: v.string(),
  hostName: v.string(),
  meetingTypeName: v.string(),
  source: v.string(),
};
export const meetingSummarySchema = schemaOf<MeetingSummaryDto>()(v.object(meetingSummaryEntries));

export const meetingConferenceSchema = schemaOf<MeetingConferenceDto>()(
  v.object({
    provider: v.picklist(CONFERENCING_PROVIDERS),
    name: v.string(),
    joinUrl: v.nullable(v.string()),
    status: v.picklist(['pending', 'created', 'failed', 'deleted']),
    error: v.nullable(v.string()),
  }),
);

export const meetingSchema = schemaOf<MeetingDto>()(
  v.object({
    ...meetingSummaryEntries,
    hostUserId: v.string(),
    ownerUserId: v.nullable(v.string()),
    ownerName: v.string(),
    meetingTypeId: v.nullable(v.string()),
    prospectTimezone: v.string(),
    answers: v.array(v.object({ question: v.string(), answer: v.string() })),
    guests: v.array(v.string()),
    participants: v.array(
      v.object({
        userId: v.string(),
        name: v.string(),
        email: v.string(),
        role: v.string(),
        active: v.boolean(),
        groupName: v.nullable(v.string()),
      }),
    ),
    notes: v.string(),
    location: v.string(),
    conference: v.optional(v.nullable(meetingConferenceSchema)),
    cancellationReason: v.nullable(v.string()),
    canChange: v.boolean(),
    createdAt: instant,
    crmWrites: v.array(
      v.object({ crm: v.string(), status: v.picklist(['pending', 'written', 'failed']), detail: v.string(), updatedAt: instant }),
    ),
    handedOverBy: v.nullable(v.object({ name: v.string(), email: v.string() })),
  }),
);

export const meetingListSchema = schemaOf<MeetingListDto>()(
  v.object({
    data: v.array(meetingSummarySchema),
    meta: v.object({
      counts: v.object({ scheduled: v.number(), completed: v.number(), cancelled: v.number(), no_show: v.number() }),
      page: v.number(),
      pageSize: v.number(),
    }),
  }),
);

export { dataOf } from './response-kit';
