import type { Env } from '../../../env';
import type { Db } from '../../../db/client';
import type { TrackedEvent } from '../../../integrations/analytics/adapter';
import { mixpanelClient } from '../../../integrations/analytics/mixpanel';
import { segmentClient } from '../../../integrations/analytics/segment';
import { getIntegration } from '../../integrations/service';
import { credentialsOf } from '../../messaging/service';
import type { Cause } from '../actions/action';
import { deliveryId } from './build';
import type { EventSnapshot } from './context';
import type { DeliveryInsert, DeliveryRow } from '../delivery-repo';
import { failureOf, refused, timed, type Sent } from './sent';

// Analytics destinations (Segment, Mixpanel) are not workflow actions: every connected one gets every
// event, with no workflow behind it. They ride the same delivery rows, lease, retries and log.

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
export async function analyticsDeliveries(
  destinations: { id: string; provider: string; accountId: string }[],
  snap: EventSnapshot,
  cause: Cause,
  now: number,
): Promise<DeliveryInsert[]> {
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

/** Tracks one stored event with the destination the row names, if it is still connected. */
export function sendAnalytics(env: Env, db: Db, row: DeliveryRow): Promise<Sent> {
  return timed(async () => {
    const p = row.payload as Record<string, unknown>;
    try {
      const integration = await getIntegration(db, row.accountId, row.integrationId ?? '');
      if (integration.status !== 'connected') return refused(`${row.channel} is not connected`);
      const creds = await credentialsOf<Record<string, string>>(env, integration);
      const event: TrackedEvent = {
        messageId: row.id,
        event: String(p.event),
        distinctId: String(p.distinctId),
        timestamp: Number(p.timestamp),
        properties: p.properties as Record<string, unknown>,
      };
      const client = row.channel === 'segment' ? segmentClient(env) : mixpanelClient(env);
      const r = await client.track(creds, [event]);
      return { ok: true, status: r.status, excerpt: r.excerpt };
    } catch (err) {
      return failureOf(err);
    }
  });
}
