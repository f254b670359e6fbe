import * as v from 'valibot';
import { MESSAGES, multiLine, requiredString, singleLine } from './common';

/** Workflow triggers: the meeting and prospect events of spec section 4. */
export const WORKFLOW_TRIGGERS = [
  'meeting_booked',
  'meeting_cancelled',
  'meeting_rescheduled',
  'meeting_no_show',
  'meeting_completed',
  'meeting_reassigned',
  'meeting_before_start',
  'meeting_after_end',
  'prospect_submitted',
  'prospect_disqualified',
  'prospect_redistributed',
  'prospect_not_booked',
] as const;
export type WorkflowTrigger = (typeof WORKFLOW_TRIGGERS)[number];

export const TRIGGER_LABELS: Record<WorkflowTrigger, string> = {
  meeting_booked: 'Meeting booked',
  meeting_cancelled: 'Meeting cancelled',
  meeting_rescheduled: 'Meeting rescheduled',
  meeting_no_show: 'Meeting no show',
  meeting_completed: 'Meeting completed',
  meeting_reassigned: 'Meeting reassigned',
  meeting_before_start: 'Before meeting starts',
  meeting_after_end: 'After meeting ends',
  prospect_submitted: 'Prospect form submitted',
  prospect_disqualified: 'Prospect disqualified',
  prospect_redistributed: 'Prospect redistributed',
  prospect_not_booked: 'Prospect not booked',
};

/** The domain event each immediate trigger listens to; before-start and after-end come from the cron sweep. */
export const TRIGGER_EVENT: Partial<Record<WorkflowTrigger, string>> = {
  meeting_booked: 'meeting.booked',
  meeting_cancelled: 'meeting.cancelled',
  meeting_rescheduled: 'meeting.rescheduled',
  meeting_no_show: 'meeting.no_show',
  meeting_completed: 'meeting.completed',
  meeting_reassigned: 'meeting.reassigned',
  prospect_submitted: 'prospect.submitted',
  prospect_disqualified: 'prospect.disqualified',
  prospect_redistributed: 'prospect.redistributed',
  prospect_not_booked: 'prospect.not_booked',
};

export const TIMED_TRIGGERS = ['meeting_before_start', 'meeting_after_end'] as const;
export const isMeetingTrigger = (t: WorkflowTrigger) => t.startsWith('meeting_');
export const isTimedTrigger = (t: WorkflowTrigger) => (TIMED_TRIGGERS as readonly string[]).includes(t);

export const WORKFLOW_ACTIONS = ['send_email', 'send_slack', 'send_sms', 'send_webhook'] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];
export const ACTION_LABELS: Record<WorkflowAction, string> = {
  send_email: 'Send e-mail',
  send_slack: 'Send Slack message',
  send_sms: 'Send SMS',
  send_webhook: 'Send webhook',
};

export const WORKFLOW_MEETING_KINDS = ['regular', 'recurring', 'event'] as const;
export const INFO_BLOCKS = ['participants_list', 'form_entries', 'form_answers'] as const;
export type InfoBlock = (typeof INFO_BLOCKS)[number];
export const INFO_BLOCK_LABELS: Record<InfoBlock, string> = {
  participants_list: 'Participants list',
  form_entries: 'Form entries',
  form_answers: 'Form answers',
};

/** Message placeholders of spec section 3, written as {{key}}. */
export const WORKFLOW_PLACEHOLDERS = [
  { key: 'account_name', label: 'Account name' },
  { key: 'company_name', label: 'Company name' },
  { key: 'user_name', label: 'User name' },
  { key: 'team_name', label: 'Team name' },
  { key: 'time', label: 'Time' },
  { key: 'formatted_time', label: 'Formatted time' },
  { key: 'formatted_date', label: 'Formatted date' },
  { key: 'form_name', label: 'Form name' },
  { key: 'phone_number', label: 'Phone number' },
  { key: 'previous_meeting_time', label: 'Previous meeting time' },
  { key: 'booker_name', label: 'Booker name' },
  { key: 'booker_email', label: 'Booker e-mail' },
  { key: 'meeting_type_name', label: 'Meeting type name' },
  { key: 'cancellation_reason', label: 'Cancellation reason' },
  { key: 'prospect_name', label: 'Prospect name' },
  { key: 'assignee_name', label: 'Assignee name' },
  { key: 'conference_link', label: 'Conference link' },
] as const;
export type PlaceholderKey = (typeof WORKFLOW_PLACEHOLDERS)[number]['key'];

/** The `{{key}}` placeholders of a text that no event fills (a typo would otherwise be sent as written). */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(WORKFLOW_PLACEHOLDERS.map((p) => p.key));
  return [...new Set([...text.matchAll(/\{\{\s*([^{}\s]*)\s*\}\}/g)].map((m) => m[1]).filter((k) => !known.has(k)))];
}

/** A domain event as people read it, worded as the workflow triggers are: 'meeting.booked' -> 'Meeting booked'. */
export function eventLabel(type: string): string {
  const trigger = (Object.keys(TRIGGER_EVENT) as WorkflowTrigger[]).find((t) => TRIGGER_EVENT[t] === type);
  if (trigger) return TRIGGER_LABELS[trigger];
  const words = type.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The spec's wording (section 5, Notification rules and workflows; SMS and tools; section 9). */
export const WORKFLOW_MESSAGES = {
  nameRequired: 'Workflow name is required',
  triggerRequired: 'Please select a trigger',
  actionRequired: 'Please select an action',
  slackChannel: 'Slack channel is required',
  messageTitle: 'Message title is required',
  messageBody: 'Message body is required',
  emails: 'E-mail addresses are required',
  emailInvalid: MESSAGES.emailInvalid,
  webhookUrl: 'Webhook URL is required',
  webhookUrlInvalid: 'Enter a valid webhook URL',
  headerKey: 'Header key is required',
  headerValue: 'Header value is required',
  headersRequired: 'At least one header is required',
  meetingTypes: 'Select at least one meeting type',
  webhookDelay: 'Webhook delay must be at least 1 minute',
  delayRequired: 'Delay is required',
  smsSender: 'Sender number is required',
  smsEmpty: 'Message cannot be empty',
  smsTooLong: 'Character limit exceeded',
  smsNotConnected: 'Connect Twilio before sending SMS',
  slackNotConnected: 'Connect Slack before sending Slack messages',
} as const;

/** Longest delay a timed trigger or webhook may wait: 30 days. */
export const MAX_DELAY_MINUTES = 43_200;

const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(WORKFLOW_MESSAGES.emailInvalid),
  v.email(WORKFLOW_MESSAGES.emailInvalid),
  v.maxLength(254),
  v.toLowerCase(),
);
const header = v.object({
  name: v.pipe(
    v.string(WORKFLOW_MESSAGES.headerKey),
    v.trim(),
    v.nonEmpty(WORKFLOW_MESSAGES.headerKey),
    v.maxLength(100),
    v.regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, 'Header key may only hold letters, digits and - _ .'),
  ),
  value: v.pipe(
    v.string(WORKFLOW_MESSAGES.headerValue),
    v.trim(),
    v.nonEmpty(WORKFLOW_MESSAGES.headerValue),
    v.maxLength(1000),
    singleLine('Header value'),
  ),
});

/** An http(s) URL; private addresses are refused where the delivery happens (the SSRF guard), not here. */
export const isHttpUrl = (s: string) => {
  try {
    const u = new URL(s);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !!u.hostname && !u.username && !u.password;
  } catch {
    return false;
  }
};

const minutes = v.pipe(
  v.number(WORKFLOW_MESSAGES.delayRequired),
  v.integer(WORKFLOW_MESSAGES.delayRequired),
  v.minValue(0, WORKFLOW_MESSAGES.delayRequired),
  v.maxValue(MAX_DELAY_MINUTES, `Delay must be at most ${MAX_DELAY_MINUTES} minutes`),
);

export const WorkflowConfigSchema = v.object({
  slackChannel: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80), singleLine('Slack channel')), ''),
  slackMemberIds: v.optional(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40))), []),
  emails: v.optional(v.pipe(v.array(email), v.maxLength(50, 'At most 50 e-mail addresses')), []),
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200), singleLine('Message title')), ''),
  message: v.optional(v.pipe(v.string(), v.maxLength(5000), multiLine('Message')), ''),
  infoBlocks: v.optional(v.array(v.picklist(INFO_BLOCKS)), []),
  webhookUrl: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000)), ''),
  headers: v.optional(v.pipe(v.array(header), v.maxLength(20, 'At most 20 headers')), []),
  smsFrom: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20)), ''),
  /** Webhooks only: hold the call back by `delayMinutes` (at least 1 minute when on). */
  delayWebhook: v.optional(v.boolean(), false),
  /** Where the SMS goes: the prospect's number from the booking or form. */
  smsTo: v.optional(v.picklist(['prospect', 'assignee']), 'prospect'),
});
export type WorkflowConfig = v.InferOutput<typeof WorkflowConfigSchema>;

export const WorkflowInputSchema = v.object({
  name: requiredString(WORKFLOW_MESSAGES.nameRequired, 120, 'Workflow name'),
  trigger: v.picklist(WORKFLOW_TRIGGERS, WORKFLOW_MESSAGES.triggerRequired),
  action: v.picklist(WORKFLOW_ACTIONS, WORKFLOW_MESSAGES.actionRequired),
  meetingTypeScope: v.optional(v.picklist(['all', 'selected']), 'all'),
  meetingTypeIds: v.optional(v.array(v.pipe(v.string(), v.nonEmpty())), []),
  meetingKinds: v.optional(v.array(v.picklist(WORKFLOW_MEETING_KINDS)), [...WORKFLOW_MEETING_KINDS]),
  delayMinutes: v.optional(minutes, 0),
  config: v.optional(WorkflowConfigSchema, {}),
  active: v.optional(v.boolean(), true),
});
export type WorkflowInput = v.InferOutput<typeof WorkflowInputSchema>;

export const WorkflowActiveSchema = v.object({ active: v.boolean('Active must be true or false') });

export type WebhookEndpointDto = {
  /** Only a hint; the secret itself is shown once, when it is created or rotated. */
  secretHint: string;
  rotatedAt: string | null;
};

export type WorkflowDto = WorkflowInput & {
  id: string;
  webhook: WebhookEndpointDto | null;
  /** Only in the answer that created the workflow or rotated its secret. */
  secret?: string;
  createdAt: string;
  updatedAt: string;
};

/** A just-created or rotated signing secret, returned exactly once. */
export type WebhookSecretDto = { secret: string };

export const DELIVERY_STATUSES = ['pending', 'delivering', 'delivered', 'failed', 'dead', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export type DeliveryDto = {
  id: string;
  workflowId: string | null;
  eventType: string;
  status: DeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastLatencyMs: number | null;
  responseExcerpt: string | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
};

/** One try of a delivery: what the receiver answered, how fast, and whether someone sent it again by hand. */
export type DeliveryAttemptDto = {
  attempt: number;
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
  manual: boolean;
  at: string;
};

export const DeliveryListQuery = v.object({
  status: v.optional(v.picklist(DELIVERY_STATUSES)),
});
