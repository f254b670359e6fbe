import * as v from 'valibot';
import type { WebhookPayload } from '../../../contracts/webhooks';
import { WEBHOOK_PAYLOAD_VERSION } from '../../../contracts/webhooks';
import { isHttpUrl, WORKFLOW_MESSAGES, WorkflowConfigSchema, type WorkflowTrigger } from '../../../contracts/workflows';
import { parseRetryAfter } from '../../../core/workflows/backoff';
import { unseal } from '../../../lib/vault';
import { sendWebhook } from '../../../integrations/webhooks/sender';
import type { EventSnapshot } from '../parts/context';
import * as repo from '../repo';
import type { Cause, WorkflowAction } from './action';

/** The body a receiver gets: the event and the meeting or prospect as they are now (spec section 5, webhooks). */
export function webhookPayload(
  w: Pick<repo.WorkflowRow, 'id' | 'name'>,
  trigger: WorkflowTrigger,
  snap: EventSnapshot,
  cause: Cause,
  now: number,
): WebhookPayload {
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

/** Send webhook: one signed POST (Standard Webhooks) per run, optionally held back after its event. */
export const webhookAction: WorkflowAction<'send_webhook'> = {
  kind: 'send_webhook',
  channel: 'webhook',
  config: v.pick(WorkflowConfigSchema, ['webhookUrl', 'headers', 'delayWebhook']),
  signed: true,
  delays: (c) => c.delayWebhook,
  check({ input: w, add }) {
    const c = w.config;
    if (!c.webhookUrl) add('/config/webhookUrl', WORKFLOW_MESSAGES.webhookUrl);
    else if (!isHttpUrl(c.webhookUrl)) add('/config/webhookUrl', WORKFLOW_MESSAGES.webhookUrlInvalid);
    if (!c.headers.length) add('/config/headers', WORKFLOW_MESSAGES.headersRequired);
    if (c.delayWebhook && w.delayMinutes < 1) add('/delayMinutes', WORKFLOW_MESSAGES.webhookDelay);
  },
  build: async (run) => [
    {
      ...run.base,
      id: await run.id('webhook'),
      channel: 'webhook',
      payload: webhookPayload(run.workflow, run.trigger, run.snap, run.cause, run.now) as unknown as Record<string, unknown>,
    },
  ],
  // Signed with the workflow's secret as it is at send time, and during a rotation with the previous one too.
  async send({ env, db, row, now }) {
    const w = row.workflowId ? await repo.findWorkflow(db, row.accountId, row.workflowId) : undefined;
    if (!w || !w.webhookSecret) return 'cancelled';
    const secrets = [await unseal(env, w.webhookSecret)];
    if (w.webhookPreviousSecret && (w.webhookPreviousUntil ?? 0) > now) secrets.push(await unseal(env, w.webhookPreviousSecret));
    const r = await sendWebhook(env, {
      url: w.config.webhookUrl,
      headers: w.config.headers,
      secrets,
      msgId: row.id,
      body: JSON.stringify(row.payload),
      now,
    });
    return r.ok
      ? { ok: true, status: r.status, excerpt: r.excerpt, latencyMs: r.latencyMs }
      : {
          ok: false,
          status: r.status,
          excerpt: r.excerpt,
          error: r.error ?? 'failed',
          retryable: r.retryable,
          retryAfter: parseRetryAfter(r.retryAfter, now),
          latencyMs: r.latencyMs,
        };
  },
};
