import * as v from 'valibot';
import { examples, instant, schemaOf } from './response-kit';
import { FieldValueSchema } from './routing';
import { ASSIGNEE_STATES, ROUTER_VIA, ROUTING_LOG_VIEWS, SESSION_OUTCOMES } from './routing-sessions';
import { attributionSchema, decisionRecordSchema } from './routing-decision-responses';
import type { RoutingLogDetailViewDto, RoutingLogListDto } from './routing-logs';

/**
 * The answers of the routing logs API: a page of sessions with the view counts and tallies, and one
 * session with its whole decision record (the inputs a replay needs, every rule's outcome, the round
 * robin draw) and the timeline the page renders.
 */

const rowEntries = {
  id: v.string(),
  loggedAt: instant,
  prospect: v.object({ name: v.string(), email: v.string() }),
  assignee: v.nullable(v.object({ id: v.string(), name: v.string() })),
  assigneeState: v.nullable(v.picklist(ASSIGNEE_STATES)),
  router: v.object({ id: v.nullable(v.string()), name: v.string(), deleted: v.boolean() }),
  via: v.nullable(v.picklist(ROUTER_VIA)),
  viaName: v.pipe(v.nullable(v.string()), v.description('The rule or pod name the via line names')),
  outcome: v.picklist(SESSION_OUTCOMES),
  outcomeReason: v.nullable(v.string()),
  bookedBy: v.nullable(v.string()),
  bookedBySource: v.pipe(
    v.optional(v.nullable(v.string())),
    v.description('Where a relay session was booked from; null for other routers'),
  ),
  meetingId: v.nullable(v.string()),
};

const rowExample = {
  id: 'rs_1',
  loggedAt: '2026-11-26T10:00:00.000Z',
  prospect: { name: 'Sam Lee', email: 'sam@example.com' },
  assignee: { id: 'usr_1', name: 'Dana Reyes' },
  assigneeState: 'assigned',
  router: { id: 'rt_1', name: 'Demo request', deleted: false },
  via: 'pod',
  viaName: 'EMEA enterprise',
  outcome: 'booked',
  outcomeReason: null,
  bookedBy: 'Sam Lee',
  bookedBySource: null,
  meetingId: 'mtg_1',
};

const counts = v.object(
  Object.fromEntries(ROUTING_LOG_VIEWS.map((view) => [view, v.number()])) as Record<
    (typeof ROUTING_LOG_VIEWS)[number],
    v.NumberSchema<undefined>
  >,
);

export const routingLogListSchema = schemaOf<RoutingLogListDto>()(
  v.pipe(
    v.object({
      data: v.array(v.object(rowEntries)),
      nextCursor: v.nullable(v.string()),
      counts,
      tallies: v.object({
        processed: v.number(),
        assigned: v.number(),
        booked: v.number(),
        notBooked: v.number(),
        disqualified: v.number(),
        pending: v.number(),
      }),
    }),
    examples({
      data: [rowExample],
      nextCursor: null,
      counts: { 'all-prospects': 1, 'prospects-that-booked': 1, 'prospects-that-did-not-book': 0, 'prospects-that-are-disqualified': 0 },
      tallies: { processed: 1, assigned: 1, booked: 1, notBooked: 0, disqualified: 0, pending: 0 },
    }),
  ),
);

// --- The timeline --------------------------------------------------------------------------------

/** One piece of a timeline sentence: plain text, or a reference the page links or shows in the viewer's zone. */
const timelinePartSchema = v.union([
  v.object({ text: v.string() }),
  v.object({ person: v.string(), name: v.string() }),
  v.object({ record: v.string(), module: v.string(), name: v.string() }),
  v.object({
    rule: v.string(),
    kind: v.picklist(['matching', 'distribution', 'fallback_pod', 'redistribution', 'redirect']),
    name: v.string(),
  }),
  v.object({ time: v.string() }),
  v.object({ url: v.string() }),
]);

const timelineStepSchema = v.object({
  at: v.nullable(instant),
  parts: v.array(timelinePartSchema),
  others: v.optional(v.array(v.array(timelinePartSchema))),
  arithmetic: v.optional(v.array(v.string())),
});

export const routingLogDetailSchema = schemaOf<RoutingLogDetailViewDto>()(
  v.pipe(
    v.object({
      ...rowEntries,
      sourceUrl: v.string(),
      attribution: attributionSchema,
      submittedEntries: v.array(v.object({ field: v.string(), label: v.string(), value: FieldValueSchema })),
      crmMatches: v.array(
        v.object({
          id: v.string(),
          module: v.string(),
          name: v.string(),
          email: v.nullable(v.string()),
          domain: v.nullable(v.string()),
          ownerName: v.nullable(v.string()),
        }),
      ),
      meeting: v.nullable(
        v.object({ id: v.string(), start: instant, end: instant, status: v.string(), durationMinutes: v.number(), hostName: v.string() }),
      ),
      decision: v.pipe(v.nullable(decisionRecordSchema), v.description('Null for logs written before routers recorded their details')),
      currentRules: v.array(v.object({ id: v.string(), name: v.string(), version: v.nullable(v.number()), deleted: v.boolean() })),
      people: v.record(v.string(), v.string()),
      crmOwnerUpdated: v.boolean(),
      crmOwnerField: v.nullable(v.string()),
      explanation: v.array(v.string()),
      timeline: v.array(timelineStepSchema),
    }),
    examples({
      ...rowExample,
      sourceUrl: 'https://www.example.com/contact',
      attribution: { pageUrl: 'https://www.example.com/contact', referrer: null, utm: {} },
      submittedEntries: [{ field: 'email', label: 'Email', value: 'sam@example.com' }],
      crmMatches: [],
      meeting: {
        id: 'mtg_1',
        start: '2026-12-07T15:00:00.000Z',
        end: '2026-12-07T15:30:00.000Z',
        status: 'scheduled',
        durationMinutes: 30,
        hostName: 'Dana Reyes',
      },
      decision: null,
      currentRules: [],
      people: { usr_1: 'Dana Reyes' },
      crmOwnerUpdated: false,
      crmOwnerField: null,
      explanation: ['Sam Lee submitted the form.'],
      timeline: [{ at: '2026-11-26T10:00:00.000Z', parts: [{ person: 'usr_1', name: 'Dana Reyes' }, { text: ' was assigned' }] }],
    }),
  ),
);
