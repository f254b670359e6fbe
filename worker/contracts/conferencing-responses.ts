import * as v from 'valibot';
import { consentUrlAnswerSchema } from './calendars-responses';
import { CONFERENCING_PROVIDERS, type ConferencingToolDto, type MemberConnectionsDto } from './conferencing';
import { INTEGRATION_STATUSES } from './integrations';
import { examples, dataOf, instant, listOf, schemaOf } from './response-kit';

/** The answers of the video conferencing API (the member's tools, the admins' overview) as valibot schemas, checked against the service's DTO types below. */

const status = v.picklist(INTEGRATION_STATUSES);

/** One of the caller's video tools as its page shows it; the connection fields are null while it is not connected. */
export const conferencingToolSchema = schemaOf<ConferencingToolDto>()(
  v.pipe(
    v.object({
      provider: v.picklist(CONFERENCING_PROVIDERS),
      slug: v.pipe(v.string(), v.description('The path segment of its page: /api/profile/integrations/<slug>')),
      name: v.string(),
      integrationId: v.pipe(v.nullable(v.string()), v.description('null: not connected')),
      status: v.nullable(status),
      accountName: v.nullable(v.string()),
      url: v.pipe(v.nullable(v.string()), v.description("The member's own link (conference link only)")),
      lastError: v.nullable(v.string()),
      connectedAt: v.nullable(instant),
      calendarConnected: v.pipe(
        v.optional(v.boolean()),
        v.description('Teams only: whether the Microsoft 365 calendar it needs is connected'),
      ),
      available: v.pipe(v.boolean(), v.description("Whether this installation has the tool's app credentials")),
    }),
    examples({
      provider: 'zoom',
      slug: 'zoom',
      name: 'Zoom',
      integrationId: 'int_3Kd9',
      status: 'connected',
      accountName: 'ada@example.com',
      url: null,
      lastError: null,
      connectedAt: '2026-11-20T14:05:00.000Z',
      available: true,
    }),
  ),
);

/** A member's calendar and video tool at a glance, for admins. */
export const memberConnectionsSchema = schemaOf<MemberConnectionsDto>()(
  v.pipe(
    v.object({
      userId: v.string(),
      name: v.string(),
      email: v.string(),
      calendar: v.nullable(v.object({ provider: v.string(), status })),
      video: v.nullable(v.object({ provider: v.picklist(CONFERENCING_PROVIDERS), name: v.string(), status })),
    }),
    examples({
      userId: 'usr_1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      calendar: { provider: 'google_calendar', status: 'connected' },
      video: { provider: 'zoom', name: 'Zoom', status: 'expired' },
    }),
  ),
);

export const conferencingToolsAnswerSchema = listOf(conferencingToolSchema);
export const conferencingToolAnswerSchema = dataOf(conferencingToolSchema);
export const memberConnectionsAnswerSchema = listOf(memberConnectionsSchema);
export { consentUrlAnswerSchema };
