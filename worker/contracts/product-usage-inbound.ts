import * as v from 'valibot';

// What arrives from outside: Segment's HTTP Tracking API calls (track, identify, batch; the same JSON a
// Segment webhook destination posts) and the product's own signed endpoint.

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const Props = v.optional(v.record(v.string(), v.unknown()), {});

/**
 * One Segment call (https://segment.com/docs/connections/spec/common/): type, userId or anonymousId,
 * messageId, timestamp/originalTimestamp/sentAt; track calls name an event. Other types (page, screen,
 * group, alias) are accepted and not counted, as Segment's API accepts them.
 */
export const segmentCallSchema = v.pipe(
  v.looseObject({
    type: v.optional(Text(20)),
    event: v.optional(Text(200)),
    userId: v.optional(v.nullable(v.union([Text(200), v.number()]))),
    anonymousId: v.optional(v.nullable(v.union([Text(200), v.number()]))),
    messageId: v.optional(Text(200)),
    timestamp: v.optional(Text(40)),
    originalTimestamp: v.optional(Text(40)),
    sentAt: v.optional(Text(40)),
    receivedAt: v.optional(Text(40)),
    properties: Props,
    traits: Props,
    context: v.optional(v.looseObject({ traits: Props }), {}),
  }),
  v.check((c) => c.userId != null || c.anonymousId != null, 'userId or anonymousId is required'),
  v.check((c) => c.type !== 'track' || !!c.event, 'track calls need an event'),
);
export type SegmentCall = v.InferOutput<typeof segmentCallSchema>;

/** POST /v1/batch: up to 500 KB of calls (Segment's limit), with the batch's sentAt. */
export const segmentBatchSchema = v.looseObject({
  batch: v.pipe(v.array(segmentCallSchema), v.maxLength(2500, 'At most 2500 calls in one batch')),
  sentAt: v.optional(Text(40)),
  context: v.optional(v.looseObject({})),
});

/** One event as the product posts it to its own endpoint. */
export const httpUsageEventSchema = v.object({
  id: v.pipe(v.string('id is required'), v.trim(), v.nonEmpty('id is required'), v.maxLength(200)),
  event: v.pipe(v.string('event is required'), v.trim(), v.nonEmpty('event is required'), v.maxLength(200)),
  email: v.pipe(v.string('email is required'), v.trim(), v.email('Enter a valid email address'), v.maxLength(254)),
  accountDomain: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(253))),
  timestamp: v.optional(v.pipe(v.string(), v.isoTimestamp('timestamp must be an ISO 8601 instant'))),
});
export const httpUsageBodySchema = v.object({
  events: v.pipe(v.array(httpUsageEventSchema), v.minLength(1, 'Send at least one event'), v.maxLength(1000, 'At most 1000 events')),
});
export type HttpUsageBody = v.InferOutput<typeof httpUsageBodySchema>;
