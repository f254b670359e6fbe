import * as v from 'valibot';
import { MESSAGES, multiLine, requiredString } from './common';
import { ConditionSchema } from './routing';
import { SIGNAL_EVENT_TYPES } from './events';
import { unknownPlaceholders } from './workflows';

export const SIGNAL_TRIGGER_TYPES = ['on_account', 'on_user'] as const;
export const SIGNAL_TRIGGER_LABELS = { on_account: 'On account', on_user: 'On user' } as const;
export const SIGNAL_FREQUENCIES = ['once_per_day', 'every_time'] as const;
export const SIGNAL_FREQUENCY_LABELS = { once_per_day: 'Once per day', every_time: 'Every time' } as const;
export const SIGNAL_NOTIFY = ['account_owners', 'all_users', 'specific_users'] as const;
export const SIGNAL_NOTIFY_LABELS = { account_owners: 'Account owners', all_users: 'All users', specific_users: 'Specific users' } as const;
export const SIGNAL_CHANNELS = ['send_slack', 'send_email'] as const;
export const SIGNAL_CHANNEL_LABELS = { send_slack: 'Slack', send_email: 'E-mail' } as const;
// Spec section 3, signals' actions: "add task" gives each recipient a to-do on the prospect's account
// (or the meeting), in "My tasks"; "view account" links the notification to the account.
export const SIGNAL_ACTIONS = ['view_account', 'add_task'] as const;
export const SIGNAL_ACTION_LABELS = { view_account: 'View account', add_task: 'Add task' } as const;

/** Fields a signal filter can read from an event (condition source "form", key below). */
export const SIGNAL_FILTER_FIELDS = [
  'email',
  'domain',
  'prospect_name',
  'meeting_type',
  'outcome',
  'router',
  'assignee_email',
  'event',
  // Product usage events: the event's name, and the account's score and levels.
  'usage_event',
  'usage_score',
  'usage_level',
  'previous_usage_level',
] as const;

export const SIGNAL_MESSAGES = {
  eventRequired: 'Select an event or any event',
  usersRequired: 'Select at least one user',
  actionUnknown: 'Choose View account or Add task',
} as const;

export const SignalInputSchema = v.pipe(
  v.object({
    name: requiredString(MESSAGES.nameRequired, 120),
    triggerType: v.picklist(SIGNAL_TRIGGER_TYPES, 'Select a trigger type'),
    event: v.nullable(v.picklist(SIGNAL_EVENT_TYPES, SIGNAL_MESSAGES.eventRequired)),
    filters: v.optional(v.pipe(v.array(ConditionSchema), v.maxLength(10, 'At most 10 filters')), []),
    frequency: v.picklist(SIGNAL_FREQUENCIES, 'Select a frequency'),
    notify: v.picklist(SIGNAL_NOTIFY, 'Select who is notified'),
    recipientUserIds: v.optional(v.array(v.pipe(v.string(), v.nonEmpty(), v.maxLength(64))), []),
    channels: v.optional(v.array(v.picklist(SIGNAL_CHANNELS)), []),
    actions: v.optional(v.array(v.picklist(SIGNAL_ACTIONS, SIGNAL_MESSAGES.actionUnknown)), []),
    message: v.optional(
      v.pipe(
        v.string(),
        v.maxLength(2000),
        multiLine('Message'),
        v.check(
          (m) => unknownPlaceholders(m).length === 0,
          (issue) => `Unknown placeholder {{${unknownPlaceholders(String(issue.input))[0]}}}: use one of the listed placeholders`,
        ),
      ),
      '',
    ),
    active: v.optional(v.boolean(), true),
  }),
  v.forward(
    v.check((s) => s.notify !== 'specific_users' || s.recipientUserIds.length > 0, SIGNAL_MESSAGES.usersRequired),
    ['recipientUserIds'],
  ),
);
export type SignalInput = v.InferOutput<typeof SignalInputSchema>;
export type SignalDto = SignalInput & { id: string; createdAt: string; updatedAt: string };
export const SignalActiveSchema = v.object({ active: v.boolean('Active must be true or false') });

export type NotificationDto = { id: string; title: string; body: string; link: string | null; createdAt: string; read: boolean };
export type NotificationsDto = { items: NotificationDto[]; unread: number };
