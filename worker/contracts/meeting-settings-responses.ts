import * as v from 'valibot';
import {
  REDIRECT_MODES,
  type AutoRedirectionDto,
  type CustomCodeDto,
  type FormInvitesDto,
  type MeetingWindowDto,
  type PostBookingDto,
} from './meeting-settings';
import { instant, schemaOf } from './response-kit';

/** The answers of the meeting settings API, and the post-booking behaviour public pages carry, as valibot schemas. */

export const postBookingSchema = schemaOf<PostBookingDto>()(
  v.pipe(
    v.object({
      mode: v.pipe(
        v.picklist(REDIRECT_MODES),
        v.description('countdown: leave after `seconds` (the prospect can pause); stay: a link only'),
      ),
      seconds: v.pipe(v.number(), v.description('Length of the countdown in seconds')),
    }),
    v.metadata({ examples: [{ mode: 'countdown', seconds: 10 }] }),
  ),
);

export const autoRedirectionAnswerSchema = schemaOf<AutoRedirectionDto>()(
  v.pipe(
    v.object({
      mode: v.picklist(REDIRECT_MODES),
      seconds: v.number(),
      updatedAt: v.pipe(v.nullable(instant), v.description('null until an Admin first saves the setting')),
    }),
    v.metadata({ examples: [{ mode: 'countdown', seconds: 10, updatedAt: '2026-11-20T10:12:00.000Z' }] }),
  ),
);

export const customCodeAnswerSchema = schemaOf<CustomCodeDto>()(
  v.pipe(
    v.object({
      code: v.pipe(v.string(), v.description('HTML and scripts run in a sandboxed frame on booking pages; empty when none')),
      updatedAt: v.pipe(v.nullable(instant), v.description('null until an Admin first saves the setting')),
    }),
    v.metadata({ examples: [{ code: '<script>/* analytics tag */</script>', updatedAt: '2026-11-20T10:12:00.000Z' }] }),
  ),
);

export const meetingWindowAnswerSchema = schemaOf<MeetingWindowDto>()(
  v.pipe(
    v.object({
      earliestSlotMinutes: v.pipe(v.number(), v.description('Default minimum notice before the first bookable start, in minutes')),
      bookingWindowDays: v.pipe(v.number(), v.description('Default number of days ahead that can be booked')),
      allowChangesAfterStart: v.pipe(v.boolean(), v.description('Meetings may be rescheduled and cancelled after their start time')),
      updatedAt: v.pipe(v.nullable(instant), v.description('null until an Admin first saves a meeting setting')),
    }),
    v.metadata({
      examples: [{ earliestSlotMinutes: 240, bookingWindowDays: 30, allowChangesAfterStart: false, updatedAt: '2026-11-20T10:12:00.000Z' }],
    }),
  ),
);

export const formInvitesAnswerSchema = schemaOf<FormInvitesDto>()(
  v.pipe(
    v.object({
      enabled: v.pipe(
        v.boolean(),
        v.description("The prospect's booking form answers are added to the calendar invitations the prospect and guests receive"),
      ),
      updatedAt: v.pipe(v.nullable(instant), v.description('null until an Admin first saves a meeting setting')),
    }),
    v.metadata({ examples: [{ enabled: true, updatedAt: '2026-11-20T10:12:00.000Z' }] }),
  ),
);
