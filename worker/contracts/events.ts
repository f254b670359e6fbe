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
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

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
