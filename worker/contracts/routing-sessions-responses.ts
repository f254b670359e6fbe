import { themeSchema } from './branding-responses';
import { postBookingSchema } from './meeting-settings-responses';
import * as v from 'valibot';
import { slotsSchema } from './booking-responses';
import { MARKETING_PROVIDERS } from './forms';
import { examples, instant, schemaOf } from './response-kit';
import {
  SESSION_OUTCOMES,
  type PublicRouterDto,
  type SessionCloseDto,
  type SessionStateDto,
  type SubmissionResultDto,
} from './routing-sessions';

/**
 * The answers of the widget's public routing API: the router it hooks, the routed submission, and the
 * scheduler's session (its state and close). Slots and bookings answer with `slotsSchema` and `bookingSchema`
 * (booking-responses.ts), the shapes the booking pages already read.
 */

const organizationSchema = v.object({ company: v.string(), logoUrl: v.nullable(v.string()) });

export const publicRouterSchema = schemaOf<PublicRouterDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      provider: v.picklist([...MARKETING_PROVIDERS, 'native']),
      selector: v.nullable(v.string()),
      emailField: v.string(),
      nameFields: v.variant('mode', [
        v.object({ mode: v.literal('full'), fullName: v.string() }),
        v.object({ mode: v.literal('split'), firstName: v.string(), lastName: v.string() }),
      ]),
      fields: v.array(v.string()),
      organization: organizationSchema,
    }),
    examples({
      id: 'rt_1',
      provider: 'hubspot',
      selector: '#hsForm_1',
      emailField: 'email',
      nameFields: { mode: 'split', firstName: 'firstname', lastName: 'lastname' },
      fields: ['email', 'firstname', 'lastname', 'company_size'],
      organization: { company: 'Acme', logoUrl: null },
    }),
  ),
);

/** Who the prospect will meet: a person, or a team. */
export const publicAssigneeSchema = v.variant('kind', [
  v.object({ kind: v.literal('user'), name: v.string(), avatarUrl: v.nullable(v.string()) }),
  v.object({ kind: v.literal('team'), name: v.string(), memberCount: v.number() }),
]);

export const submissionResultSchema = schemaOf<SubmissionResultDto>()(
  v.pipe(
    v.object({
      sessionId: v.string(),
      outcome: v.pipe(
        v.picklist(['not_booked', 'disqualified']),
        v.description('not_booked while the scheduler is open; disqualified ends the session at once'),
      ),
      assignee: v.nullable(publicAssigneeSchema),
      redirectUrl: v.pipe(
        v.nullable(v.string()),
        v.description('Set when the widget should leave at once (disqualified, or nobody to meet)'),
      ),
      meetingType: v.nullable(
        v.object({
          id: v.string(),
          name: v.string(),
          durationMinutes: v.number(),
          slotTimeFormat: v.picklist(['12h', '24h']),
          description: v.string(),
        }),
      ),
      prospect: v.object({ name: v.string(), email: v.string() }),
      organization: organizationSchema,
      theme: v.pipe(v.optional(themeSchema), v.description("The organization's theme for the scheduler")),
      postBooking: v.pipe(v.optional(postBookingSchema), v.description('After booking with a redirect URL: count down and leave, or stay')),
      redistributeAt: v.pipe(
        v.optional(v.nullable(instant)),
        v.description('When the not-booked wait ends and redistribution may hand the prospect on'),
      ),
      firstSlots: v.pipe(
        v.optional(v.object({ from: instant, to: instant, timezone: v.string(), slots: slotsSchema.entries.slots })),
        v.description("The slots of the request's slotsWindow in its time zone, when it asked for them and routed to someone"),
      ),
    }),
    examples({
      sessionId: 'rs_1',
      outcome: 'not_booked',
      assignee: { kind: 'user', name: 'Dana Reyes', avatarUrl: null },
      redirectUrl: null,
      meetingType: { id: 'mt_1', name: 'Product demo', durationMinutes: 30, slotTimeFormat: '12h', description: '' },
      prospect: { name: 'Sam Lee', email: 'sam@example.com' },
      organization: { company: 'Acme', logoUrl: null },
      theme: { primaryColor: '#4f46e5', colorMode: 'light', style: 'light_default', submitLabel: 'Schedule meeting' },
      postBooking: { mode: 'countdown', seconds: 10 },
      redistributeAt: '2026-12-07T15:10:00.000Z',
    }),
  ),
);

export const sessionStateSchema = schemaOf<SessionStateDto>()(
  v.pipe(
    v.object({
      outcome: v.picklist(SESSION_OUTCOMES),
      redistributed: v.boolean(),
      redistributeAt: v.nullable(instant),
      redirectUrl: v.nullable(v.string()),
    }),
    v.metadata({
      examples: [{ outcome: 'not_booked', redistributed: true, redistributeAt: null, redirectUrl: 'https://example.com/later' }],
    }),
  ),
);

export const sessionCloseSchema = schemaOf<SessionCloseDto>()(
  v.pipe(
    v.object({ outcome: v.picklist(SESSION_OUTCOMES), redirectUrl: v.nullable(v.string()) }),
    v.metadata({ examples: [{ outcome: 'not_booked', redirectUrl: 'https://example.com/later' }] }),
  ),
);
