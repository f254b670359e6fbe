/** What happened, as others (calendar and CRM writes, workflows, webhooks, rollups) react to it. */
export const DOMAIN_EVENT_TYPES = [
  'meeting.booked',
  'meeting.rescheduled',
  'meeting.cancelled',
  'meeting.reassigned',
  'meeting.guests_changed',
  'meeting.completed',
  'meeting.no_show',
  'prospect.submitted',
  'prospect.disqualified',
  'prospect.booked',
  'prospect.not_booked',
  'prospect.redistributed',
] as const;
/**
 * Product usage events signals can fire on (issue 28): an activation event performed by an account's
 * user, and an account's usage score moving to another level. Workflows and reports do not take them.
 */
export const USAGE_EVENT_TYPES = ['usage.activation_event', 'usage.level_changed'] as const;
/** Every event a signal can name. */
export const SIGNAL_EVENT_TYPES = [...DOMAIN_EVENT_TYPES, ...USAGE_EVENT_TYPES] as const;
/**
 * Housekeeping the product does after a change, through the same outbox so it is retried until done: a video
 * deleted from the asset library is deleted at Mux. No signal, workflow or report takes these.
 */
export const INTERNAL_EVENT_TYPES = ['media.video_deleted'] as const;
export type DomainEventType = (typeof SIGNAL_EVENT_TYPES)[number] | (typeof INTERNAL_EVENT_TYPES)[number];
export type UsageEventType = (typeof USAGE_EVENT_TYPES)[number];
/** Whether an event is one of the product usage events. */
export const isUsageEvent = (type: string): type is UsageEventType => (USAGE_EVENT_TYPES as readonly string[]).includes(type);

/**
 * The payload of each event: ids to load the current state by, plus what the change replaced (a
 * handler converges on the current state; the previous values say what moved).
 */
export type DomainEventPayloads = {
  'meeting.booked': { meetingId: string; sessionId?: string | null };
  'meeting.rescheduled': { meetingId: string; previousStartAt: number; previousEndAt: number };
  'meeting.cancelled': { meetingId: string; reason: string; by?: 'prospect' | 'host' };
  'meeting.reassigned': { meetingId: string; previousHostUserId: string };
  'meeting.guests_changed': { meetingId: string; added: string[] };
  'meeting.completed': { meetingId: string; previousStatus: string };
  'meeting.no_show': { meetingId: string; previousStatus: string };
  'prospect.submitted': { sessionId: string; routerId: string | null; routerKind: string };
  'prospect.disqualified': { sessionId: string; routerId: string | null; routerKind: string; reason: string };
  'prospect.booked': { sessionId: string; routerId: string | null; routerKind: string; meetingId: string };
  'prospect.not_booked': { sessionId: string; routerId: string | null; routerKind: string };
  'prospect.redistributed': { sessionId: string; routerId: string | null; routerKind: string; previousAssigneeUserId: string | null };
  'usage.activation_event': { name: string; email: string | null; domain: string; source: string; eventId: string };
  'usage.level_changed': { domain: string; score: number | null; level: string; previousLevel: string; basis: number };
  'media.video_deleted': { provider: 'mux'; uploadId: string | null; assetId: string | null };
};

/** One recorded event, as handlers receive it. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  id: string;
  accountId: string;
  type: T;
  subjectId: string;
  payload: DomainEventPayloads[T];
  occurredAt: number;
};
