import { toJsonSchema } from '@valibot/to-json-schema';
import { WebhookPayloadSchema, WEBHOOK_PAYLOAD_VERSION } from '../../contracts/webhooks';
import { TRIGGER_LABELS, WORKFLOW_TRIGGERS } from '../../contracts/workflows';

/**
 * The OpenAPI 3.1 `webhooks` section: every workflow trigger posts the same versioned payload, signed
 * per Standard Webhooks. Receivers verify `webhook-signature` with the endpoint secret (whsec_...).
 */
export function webhooksDocumentation(): Record<string, object> {
  const schema = toJsonSchema(WebhookPayloadSchema, { errorMode: 'ignore' });
  const headers = {
    'webhook-id': {
      required: true,
      schema: { type: 'string' },
      description: 'The delivery id; the same on every retry of one delivery, so receivers can drop repeats.',
    },
    'webhook-timestamp': { required: true, schema: { type: 'string' }, description: 'Unix seconds when this attempt was signed.' },
    'webhook-signature': {
      required: true,
      schema: { type: 'string' },
      description: 'Space-separated "v1,<base64 HMAC-SHA256>" of "<id>.<timestamp>.<body>"; two during a secret rotation.',
    },
  };
  return Object.fromEntries(
    WORKFLOW_TRIGGERS.map((t) => [
      t,
      {
        post: {
          summary: `${TRIGGER_LABELS[t]} (payload version ${WEBHOOK_PAYLOAD_VERSION})`,
          tags: ['webhooks'],
          parameters: Object.entries(headers).map(([name, h]) => ({ name, in: 'header', ...h })),
          requestBody: { required: true, content: { 'application/json': { schema } } },
          responses: { '2XX': { description: 'Received. Any other answer is retried with backoff for about a day, then dead-lettered.' } },
        },
      },
    ]),
  );
}
