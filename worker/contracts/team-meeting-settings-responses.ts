import * as v from 'valibot';
import { REDIRECT_MODES } from './meeting-settings';
import type { TeamAutoRedirectionDto, TeamFormInvitesDto, TeamMeetingWindowDto } from './team-meeting-settings';
import { instant, schemaOf } from './response-kit';

/** The answers of the team settings API (Settings -> Meeting, "Team settings" tab) as valibot schemas. */

const teamSetting = {
  teamId: v.pipe(v.string(), v.description('The team whose meeting types these settings apply to')),
  usesGlobal: v.pipe(v.boolean(), v.description("true: the team uses the organization's global setting (the values shown are those)")),
  updatedAt: v.pipe(v.nullable(instant), v.description('When the team last saved or removed its own value; null if never')),
};
const example = { teamId: 'team_1', usesGlobal: false, updatedAt: '2026-11-20T10:12:00.000Z' };

export const teamFormInvitesAnswerSchema = schemaOf<TeamFormInvitesDto>()(
  v.pipe(
    v.object({
      enabled: v.pipe(v.boolean(), v.description('Booking form answers go into the invitations the prospect sees')),
      ...teamSetting,
    }),
    v.metadata({ examples: [{ enabled: false, ...example }] }),
  ),
);

export const teamAutoRedirectionAnswerSchema = schemaOf<TeamAutoRedirectionDto>()(
  v.pipe(
    v.object({ mode: v.picklist(REDIRECT_MODES), seconds: v.number(), ...teamSetting }),
    v.metadata({ examples: [{ mode: 'stay', seconds: 10, ...example }] }),
  ),
);

export const teamMeetingWindowAnswerSchema = schemaOf<TeamMeetingWindowDto>()(
  v.pipe(
    v.object({
      earliestSlotMinutes: v.pipe(v.number(), v.description('Minimum notice before the first bookable start, in minutes')),
      bookingWindowDays: v.pipe(v.number(), v.description('Number of days ahead that can be booked')),
      ...teamSetting,
    }),
    v.metadata({ examples: [{ earliestSlotMinutes: 240, bookingWindowDays: 30, ...example }] }),
  ),
);
