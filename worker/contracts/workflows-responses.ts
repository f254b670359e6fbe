import * as v from 'valibot';
import {
  DELIVERY_STATUSES,
  INFO_BLOCKS,
  WORKFLOW_ACTIONS,
  WORKFLOW_MEETING_KINDS,
  WORKFLOW_TRIGGERS,
  WorkflowConfigSchema,
  WorkflowInputSchema,
  type DeliveryAttemptDto,
  type DeliveryDto,
  type WorkflowConfig,
  type WorkflowDto,
} from './workflows';
import { examples, instant, schemaOf } from './response-kit';

/**
 * The answers of the workflows API (/api/workflows: workflows and their webhook delivery log) as
 * valibot schemas: the OpenAPI document describes each success body from these, and the type checks at
 * the bottom keep them equal to the DTO types the services return.
 */

/** Only what the action uses is filled in; the other keys are empty. */
export const workflowConfigSchema = schemaOf<WorkflowConfig>()(
  v.object({
    slackChannel: v.string(),
    slackMemberIds: v.array(v.string()),
    emails: v.array(v.string()),
    title: v.string(),
    message: v.string(),
    infoBlocks: v.array(v.picklist(INFO_BLOCKS)),
    webhookUrl: v.string(),
    headers: v.array(v.object({ name: v.string(), value: v.string() })),
    smsFrom: v.pipe(v.string(), v.description('E.164')),
    delayWebhook: v.boolean(),
    // The request's own option lists, without their defaults: an answer always carries the value.
    smsTo: WorkflowConfigSchema.entries.smsTo.wrapped,
  }),
);

export const workflowSchema = schemaOf<WorkflowDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      name: v.string(),
      trigger: v.picklist(WORKFLOW_TRIGGERS),
      action: v.picklist(WORKFLOW_ACTIONS),
      meetingTypeScope: WorkflowInputSchema.entries.meetingTypeScope.wrapped,
      meetingTypeIds: v.array(v.string()),
      meetingKinds: v.array(v.picklist(WORKFLOW_MEETING_KINDS)),
      delayMinutes: v.number(),
      config: workflowConfigSchema,
      active: v.boolean(),
      webhook: v.pipe(
        v.nullable(
          v.object({
            secretHint: v.pipe(v.string(), v.description('The last characters of the signing secret')),
            rotatedAt: v.nullable(instant),
          }),
        ),
        v.description('Webhook workflows only: the signing secret, as a hint'),
      ),
      secret: v.pipe(
        v.optional(v.string()),
        v.description('Only in the answer that created the workflow or rotated its secret: the signing secret, shown this once'),
      ),
      createdAt: instant,
      updatedAt: instant,
    }),
    examples({
      id: '0d6b7a2c-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
      name: 'Post new bookings to the CRM hook',
      trigger: 'meeting_booked',
      action: 'send_webhook',
      meetingTypeScope: 'all',
      meetingTypeIds: [],
      meetingKinds: ['regular', 'recurring', 'event'],
      delayMinutes: 0,
      config: {
        slackChannel: '',
        slackMemberIds: [],
        emails: [],
        title: '',
        message: '',
        infoBlocks: [],
        webhookUrl: 'https://hooks.acme.com/routewise',
        headers: [{ name: 'X-Source', value: 'routewise' }],
        smsFrom: '',
        delayWebhook: false,
        smsTo: 'prospect',
      },
      active: true,
      webhook: { secretHint: '…Q2xv', rotatedAt: '2026-11-28T10:00:00.000Z' },
      secret: 'whsec_8Yb1Zt0kQm3Jx5Vn7Pq2Rs4Tu6Wy9Q2xv',
      createdAt: '2026-11-28T10:00:00.000Z',
      updatedAt: '2026-11-28T10:00:00.000Z',
    }),
  ),
);

export const deliverySchema = schemaOf<DeliveryDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      workflowId: v.nullable(v.string()),
      eventType: v.string(),
      status: v.picklist(DELIVERY_STATUSES),
      attempts: v.number(),
      lastStatusCode: v.nullable(v.number()),
      lastLatencyMs: v.nullable(v.number()),
      responseExcerpt: v.nullable(v.string()),
      lastError: v.nullable(v.string()),
      nextAttemptAt: v.pipe(v.nullable(instant), v.description('Pending deliveries only')),
      createdAt: instant,
      deliveredAt: v.nullable(instant),
    }),
    examples({
      id: 'dlv_4c2f8e1a',
      workflowId: '0d6b7a2c-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
      eventType: 'meeting_booked',
      status: 'failed',
      attempts: 2,
      lastStatusCode: 503,
      lastLatencyMs: 812,
      responseExcerpt: 'Service Unavailable',
      lastError: null,
      nextAttemptAt: null,
      createdAt: '2026-11-28T10:05:00.000Z',
      deliveredAt: null,
    }),
  ),
);

export const deliveryAttemptSchema = schemaOf<DeliveryAttemptDto>()(
  v.pipe(
    v.object({
      attempt: v.number(),
      statusCode: v.pipe(v.nullable(v.number()), v.description('Null when the receiver did not answer')),
      latencyMs: v.number(),
      responseExcerpt: v.nullable(v.string()),
      error: v.nullable(v.string()),
      manual: v.pipe(v.boolean(), v.description('Sent again by hand (redeliver)')),
      at: instant,
    }),
    examples({
      attempt: 1,
      statusCode: 200,
      latencyMs: 143,
      responseExcerpt: '{"ok":true}',
      error: null,
      manual: false,
      at: '2026-11-28T10:05:01.000Z',
    }),
  ),
);
