import * as v from 'valibot';
import { SIGNAL_EVENT_TYPES } from './events';
import { examples, instant, schemaOf } from './response-kit';
import { ConditionSchema } from './routing';
import {
  SIGNAL_ACTIONS,
  SIGNAL_CHANNELS,
  SIGNAL_FREQUENCIES,
  SIGNAL_NOTIFY,
  SIGNAL_TRIGGER_TYPES,
  type NotificationDto,
  type NotificationsDto,
  type SignalDto,
} from './signals';

/**
 * The answers of the signals API (/api/signals) and of the bell (/api/notifications) as valibot
 * schemas: the OpenAPI document describes each success body from these, and the type checks at the
 * bottom keep them equal to the DTO types the services return.
 */

export const signalSchema = schemaOf<SignalDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      name: v.string(),
      triggerType: v.picklist(SIGNAL_TRIGGER_TYPES),
      event: v.pipe(v.nullable(v.picklist(SIGNAL_EVENT_TYPES)), v.description('Null: any event')),
      filters: v.array(ConditionSchema),
      frequency: v.picklist(SIGNAL_FREQUENCIES),
      notify: v.picklist(SIGNAL_NOTIFY),
      recipientUserIds: v.pipe(v.array(v.string()), v.description('Who is notified when notify is specific_users')),
      channels: v.array(v.picklist(SIGNAL_CHANNELS)),
      actions: v.array(v.picklist(SIGNAL_ACTIONS)),
      message: v.string(),
      active: v.boolean(),
      createdAt: instant,
      updatedAt: instant,
    }),
    examples({
      id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
      name: 'Enterprise prospect booked',
      triggerType: 'on_account',
      event: 'meeting.booked',
      filters: [{ field: { source: 'form', key: 'domain' }, operator: 'equals', value: 'acme.com' }],
      frequency: 'every_time',
      notify: 'account_owners',
      recipientUserIds: [],
      channels: ['send_slack'],
      actions: ['view_account'],
      message: '{{prospect_name}} booked a meeting',
      active: true,
      createdAt: '2026-11-15T09:00:00.000Z',
      updatedAt: '2026-11-15T09:00:00.000Z',
    }),
  ),
);

export const notificationSchema = schemaOf<NotificationDto>()(
  v.object({
    id: v.string(),
    title: v.string(),
    body: v.string(),
    link: v.pipe(v.nullable(v.string()), v.description('A path in the app, e.g. the account the signal is about')),
    createdAt: instant,
    read: v.boolean(),
  }),
);

export const notificationsSchema = schemaOf<NotificationsDto>()(
  v.pipe(
    v.object({ items: v.pipe(v.array(notificationSchema), v.description('The newest first')), unread: v.number() }),
    examples({
      items: [
        {
          id: 'ntf_1f2e3d4c',
          title: 'Enterprise prospect booked',
          body: 'Jamie Lee booked a meeting',
          link: '/accounts/6f0c1d2e-8a3b-4c5d-9e7f-1a2b3c4d5e6f/users',
          createdAt: '2026-11-28T15:02:00.000Z',
          read: false,
        },
      ],
      unread: 1,
    }),
  ),
);
