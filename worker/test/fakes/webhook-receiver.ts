import { Webhook } from 'standardwebhooks';

/**
 * A customer's webhook endpoint, as a customer would write it: it verifies every delivery with the
 * standardwebhooks library and the endpoint secret, answers 204 when the signature holds and 400 when
 * it does not, and keeps what it received. Endpoints are registered per test, so tests side by side
 * never see each other's deliveries. Control routes:
 *   POST /__fake/endpoints {secret?, failNext?: {status, retryAfter?, count?}}  -> {path}
 *   POST /__fake/endpoints/<path>/secret {secret}     the secret it verifies with (after a rotation)
 *   POST /__fake/endpoints/<path>/fail-next {status, retryAfter?, count?}
 *   GET  /__fake/endpoints/<path>                     {received: [{id, verified, headers, body}]}
 */
type Received = { id: string; verified: boolean; error: string | null; headers: Record<string, string>; body: string; at: number };
type Endpoint = { secret: string | null; received: Received[]; failNext: { status: number; retryAfter?: number }[] };

export const WEBHOOK_RECEIVER_HOST = 'hooks.example.com';

export function createWebhookReceiver() {
  const endpoints = new Map<string, Endpoint>();
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { ...(body === null ? {} : { 'content-type': 'application/json' }), ...headers },
    });
  return {
    async handle(req: Request): Promise<Response> {
      const path = new URL(req.url).pathname;
      if (path === '/__fake/endpoints' && req.method === 'POST') {
        const { secret = null } = ((await req.json().catch(() => ({}))) ?? {}) as { secret?: string | null };
        const id = `/in/${crypto.randomUUID()}`;
        endpoints.set(id, { secret, received: [], failNext: [] });
        return json(201, { path: id });
      }
      const control = /^\/__fake\/endpoints(\/in\/[^/]+)(\/secret|\/fail-next)?$/.exec(path);
      if (control) {
        const ep = endpoints.get(control[1]);
        if (!ep) return json(404, { error: 'no such endpoint' });
        if (control[2] === '/secret') ep.secret = ((await req.json()) as { secret: string }).secret;
        else if (control[2] === '/fail-next') {
          const { status, retryAfter, count = 1 } = (await req.json()) as { status: number; retryAfter?: number; count?: number };
          for (let i = 0; i < count; i++) ep.failNext.push({ status, retryAfter });
        } else return json(200, { received: ep.received });
        return json(204, null);
      }
      const ep = endpoints.get(path);
      if (!ep || req.method !== 'POST') return json(404, { error: 'not found' });
      const body = await req.text();
      const headers = Object.fromEntries(req.headers.entries());
      let verified = false;
      let error: string | null = null;
      try {
        if (!ep.secret) throw new Error('no secret configured');
        new Webhook(ep.secret).verify(body, headers);
        verified = true;
      } catch (err) {
        error = String(err instanceof Error ? err.message : err);
      }
      ep.received.push({ id: headers['webhook-id'] ?? '', verified, error, headers, body, at: Date.now() });
      const fail = ep.failNext.shift();
      if (fail) return json(fail.status, { error: 'canned failure' }, fail.retryAfter ? { 'retry-after': String(fail.retryAfter) } : {});
      return verified ? json(204, null) : json(400, { error });
    },
  };
}
