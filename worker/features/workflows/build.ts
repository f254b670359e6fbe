import type { WebhookPayload } from '../../contracts/webhooks';
import { WEBHOOK_PAYLOAD_VERSION } from '../../contracts/webhooks';
import { WORKFLOW_PLACEHOLDERS, type WorkflowTrigger } from '../../contracts/workflows';
import { composeMessage, defaultMessage, renderPlaceholders } from '../../core/workflows/message';
import type { EventSnapshot } from './context';
import type { DeliveryInsert } from './delivery-repo';
import type { WorkflowRow } from './repo';

const KNOWN = WORKFLOW_PLACEHOLDERS.map((p) => p.key);

export type Cause = { id: string; type: string; subjectId: string; occurredAt: number };

/** A delivery id derived from what caused it, so handling the same cause twice writes the same ids. */
export async function deliveryId(...parts: string[]): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('|'))));
  return `msg_${Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function webhookPayload(w: Pick<WorkflowRow, 'id' | 'name'>, trigger: WorkflowTrigger, snap: EventSnapshot, cause: Cause, now: number): WebhookPayload {
  return {
    type: trigger,
    version: WEBHOOK_PAYLOAD_VERSION,
    timestamp: new Date(now).toISOString(),
    data: {
      workflow: { id: w.id, name: w.name },
      event: { id: cause.id, type: cause.type, occurredAt: new Date(cause.occurredAt).toISOString() },
      organization: snap.organization,
      meeting: snap.meeting,
      prospect: snap.prospect,
    },
  };
}

/**
 * The deliveries one workflow owes one cause: one per Slack target, one SMS, one e-mail (its
 * recipients go through the mail outbox together), one webhook. Messages are rendered now, from the
 * state the event left behind; `dueAt` carries a webhook's delay.
 */
export async function workflowDeliveries(w: WorkflowRow, trigger: WorkflowTrigger, snap: EventSnapshot, cause: Cause, now: number, dueAt = now): Promise<DeliveryInsert[]> {
  const c = w.config;
  const base = { accountId: w.accountId, workflowId: w.id, eventId: cause.id, eventType: trigger, subjectId: cause.subjectId, createdAt: now, nextAttemptAt: dueAt };
  const text = composeMessage(c.message || defaultMessage(trigger), c.infoBlocks, snap.message, KNOWN);
  const id = (...more: string[]) => deliveryId(cause.id, w.id, ...more);
  switch (w.action) {
    case 'send_webhook':
      return [{ ...base, id: await id('webhook'), channel: 'webhook', payload: webhookPayload(w, trigger, snap, cause, now) as unknown as Record<string, unknown> }];
    case 'send_email':
      return [{ ...base, id: await id('email'), channel: 'email', payload: { to: c.emails, subject: renderPlaceholders(c.title, snap.message.values, KNOWN), text } }];
    case 'send_slack': {
      const targets = [...(c.slackChannel ? [c.slackChannel] : []), ...c.slackMemberIds];
      return Promise.all(targets.map(async (t) => ({ ...base, id: await id('slack', t), channel: 'slack' as const, payload: { channel: t, text } })));
    }
    case 'send_sms':
      return [{ ...base, id: await id('sms'), channel: 'sms', payload: { to: c.smsTo === 'assignee' ? snap.phones.assignee : snap.phones.prospect, from: c.smsFrom, body: renderPlaceholders(c.message, snap.message.values, KNOWN) } }];
    default:
      return [];
  }
}

const ANALYTICS_NAMES: Record<string, string> = {
  'meeting.booked': 'Meeting Booked',
  'meeting.rescheduled': 'Meeting Rescheduled',
  'meeting.cancelled': 'Meeting Cancelled',
  'meeting.reassigned': 'Meeting Reassigned',
  'meeting.guests_changed': 'Meeting Guests Changed',
  'meeting.completed': 'Meeting Completed',
  'meeting.no_show': 'Meeting No Show',
  'prospect.submitted': 'Prospect Form Submitted',
  'prospect.disqualified': 'Prospect Disqualified',
  'prospect.booked': 'Prospect Booked',
  'prospect.not_booked': 'Prospect Not Booked',
  'prospect.redistributed': 'Prospect Redistributed',
};

/** One tracked event per connected analytics destination (Segment, Mixpanel). */
export async function analyticsDeliveries(destinations: { id: string; provider: string; accountId: string }[], snap: EventSnapshot, cause: Cause, now: number): Promise<DeliveryInsert[]> {
  return Promise.all(
    destinations.map(async (d) => ({
      id: await deliveryId(cause.id, d.id),
      accountId: d.accountId,
      workflowId: null,
      integrationId: d.id,
      channel: d.provider as 'segment' | 'mixpanel',
      eventId: cause.id,
      eventType: cause.type,
      subjectId: cause.subjectId,
      createdAt: now,
      nextAttemptAt: now,
      payload: {
        event: ANALYTICS_NAMES[cause.type] ?? cause.type,
        distinctId: snap.distinctId,
        timestamp: cause.occurredAt,
        properties: {
          eventType: cause.type,
          meetingId: snap.meeting?.id ?? null,
          meetingType: snap.meeting?.meetingType?.name ?? null,
          meetingStatus: snap.meeting?.status ?? null,
          startAt: snap.meeting?.startAt ?? null,
          host: snap.meeting?.host.email ?? null,
          sessionId: snap.prospect?.sessionId ?? null,
          router: snap.prospect?.router?.name ?? null,
          outcome: snap.prospect?.outcome ?? null,
          assignee: snap.prospect?.assignee?.email ?? null,
          organization: snap.organization.name,
        },
      },
    })),
  );
}
