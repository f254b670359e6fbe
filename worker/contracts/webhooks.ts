import * as v from 'valibot';

/** The payload version; a breaking change to the shape gets a new date, receivers read `version` first. */
export const WEBHOOK_PAYLOAD_VERSION = '2026-11-01';

const Iso = v.pipe(v.string(), v.isoTimestamp());

const Person = v.object({ name: v.string(), email: v.string() });

export const WebhookMeetingSchema = v.object({
  id: v.string(),
  title: v.string(),
  status: v.picklist(['scheduled', 'completed', 'cancelled', 'no_show']),
  startAt: Iso,
  endAt: Iso,
  timezone: v.string(),
  meetingType: v.nullable(v.object({ id: v.string(), name: v.string(), kind: v.string() })),
  host: Person,
  prospect: v.object({ name: v.string(), email: v.string(), phone: v.nullable(v.string()) }),
  guests: v.array(v.string()),
  answers: v.array(v.object({ question: v.string(), answer: v.string() })),
  conferenceUrl: v.nullable(v.string()),
  cancellationReason: v.nullable(v.string()),
  previousStartAt: v.nullable(Iso),
});

export const WebhookProspectSchema = v.object({
  sessionId: v.string(),
  name: v.string(),
  email: v.string(),
  router: v.nullable(v.object({ id: v.nullable(v.string()), name: v.string() })),
  outcome: v.string(),
  outcomeReason: v.nullable(v.string()),
  assignee: v.nullable(Person),
  answers: v.record(v.string(), v.union([v.string(), v.array(v.string())])),
  meetingId: v.nullable(v.string()),
});

/**
 * The JSON body of every workflow webhook, signed per Standard Webhooks (headers webhook-id,
 * webhook-timestamp, webhook-signature). `type` is the trigger, `data` holds the meeting or the
 * prospect (or both) as they were when the event was handled.
 */
export const WebhookPayloadSchema = v.object({
  type: v.string(),
  version: v.literal(WEBHOOK_PAYLOAD_VERSION),
  timestamp: Iso,
  data: v.object({
    workflow: v.object({ id: v.string(), name: v.string() }),
    event: v.object({ id: v.string(), type: v.string(), occurredAt: Iso }),
    organization: v.object({ id: v.string(), name: v.string() }),
    meeting: v.nullable(WebhookMeetingSchema),
    prospect: v.nullable(WebhookProspectSchema),
  }),
});
export type WebhookPayload = v.InferOutput<typeof WebhookPayloadSchema>;
export type WebhookMeeting = v.InferOutput<typeof WebhookMeetingSchema>;
export type WebhookProspect = v.InferOutput<typeof WebhookProspectSchema>;
