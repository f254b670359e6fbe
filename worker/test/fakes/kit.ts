// The plumbing every vendor fake repeats: answers turned into Responses, bearer tokens read from the
// Authorization header, client credentials from Basic auth or the form, canned failures a test queues
// (429s with their Retry-After) and the latency it sets. The vendor's own wire format stays in its fake.

/** One answer of a fake: a JSON body (none for 204), an HTML page or plain text, with headers. */
export type Answer = {
  status: number;
  body?: unknown;
  html?: string;
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
};

/** The Response for an answer; `jsonType` is the content type the vendor sends its JSON with. */
export function respond(a: Answer, jsonType = 'application/json'): Response {
  if (a.html !== undefined)
    return new Response(a.html, { status: a.status, headers: { 'content-type': 'text/html; charset=utf-8', ...a.headers } });
  if (a.text !== undefined)
    return new Response(a.text, { status: a.status, headers: { 'content-type': a.contentType ?? 'text/plain', ...a.headers } });
  const empty = a.body === null || a.body === undefined;
  return new Response(empty ? null : JSON.stringify(a.body), {
    status: a.status,
    headers: { ...(empty ? {} : { 'content-type': jsonType }), ...a.headers },
  });
}

/** A fake's handler of answers as the `handle` of a FakeVendor. */
export const handler = (route: (req: Request) => Promise<Answer>, jsonType?: string) => ({
  handle: async (req: Request) => respond(await route(req), jsonType),
});

/** A control route's JSON body: a POST's (an unreadable one reads as {}), and {} for any other method. */
export const controlBody = async <T = Record<string, unknown>>(req: Request) =>
  (req.method === 'POST' ? await req.json().catch(() => ({})) : {}) as T;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The token of an `Authorization: Bearer <token>` header, or '' without one. */
export const bearerOf = (req: Request) => /^Bearer (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1] ?? '';

/** Client id and secret from HTTP Basic auth, else from the form (client_id, client_secret), as OAuth allows both. */
export function clientCredentials(req: Request, form: URLSearchParams): [string | null, string | null] {
  const basic = req.headers.get('authorization');
  if (basic?.startsWith('Basic ')) {
    const [id, secret] = atob(basic.slice(6)).split(':');
    return [id ?? null, secret ?? null];
  }
  return [form.get('client_id'), form.get('client_secret')];
}

/** A failure a test queued (POST /__fake/.../fail-next): answered in place of the next request whose path holds `match`. */
export type Canned = { status: number; headers: Record<string, string>; body: unknown; match?: string };

/** Queues `count` (default 1) canned failures from a control request's body `{ status, headers, body, match, count }`. */
export function queueCanned(queue: Canned[], body: Record<string, unknown>) {
  for (let i = 0; i < Number(body.count ?? 1); i++)
    queue.push({
      status: Number(body.status ?? 500),
      headers: (body.headers as Record<string, string>) ?? {},
      body: body.body,
      match: body.match as string | undefined,
    });
}

/** A fake account's switches that every OAuth CRM fake (HubSpot, Salesforce) keeps alike. */
type Switchable = { revoked: boolean; failNext: Canned[]; latencyMs: number };

/**
 * The control routes HubSpot and Salesforce fakes answer alike for one account: revoke, expire-access,
 * fail-next and latency, each answering `{ ok: true }`; undefined for any other route.
 */
export function accountSwitch(route: string | undefined, a: Switchable, body: Record<string, unknown>, expireAccess: () => void) {
  const ok = (): Answer => ({ status: 200, body: { ok: true } });
  switch (route) {
    case 'revoke':
      a.revoked = true;
      return ok();
    case 'expire-access':
      expireAccess();
      return ok();
    case 'fail-next':
      queueCanned(a.failNext, body);
      return ok();
    case 'latency':
      a.latencyMs = Number(body.ms ?? 0);
      return ok();
  }
  return undefined;
}

/** Takes the first queued failure that applies to a request (`applies` sees its `match`), or none. */
export function takeCanned(queue: Canned[], applies: (match: string) => boolean): Canned | undefined {
  const i = queue.findIndex((f) => !f.match || applies(f.match));
  return i < 0 ? undefined : queue.splice(i, 1)[0];
}

/** A canned failure's answer: a 429 carries Retry-After (seconds) and whatever rate-limit headers the vendor adds. */
export const tooMany = (body: unknown, retryAfter: number, headers: Record<string, string> = {}): Answer => ({
  status: 429,
  body,
  headers: { 'retry-after': String(retryAfter), ...headers },
});

/**
 * POST /__fake/fail-next { status, retryAfter?, count? }: the next `count` calls (1 unless told) answer the
 * vendor's `failure` for that status; a 429's Retry-After is `retryAfter` seconds (1 unless told). Answers 204.
 */
export async function queueFailNext(
  req: Request,
  queue: Answer[],
  failure: (f: { status: number; retryAfter: number }) => Answer,
): Promise<Answer> {
  const { status, retryAfter = 1, count = 1 } = (await req.json()) as { status: number; retryAfter?: number; count?: number };
  for (let i = 0; i < count; i++) queue.push(failure({ status, retryAfter }));
  return { status: 204 };
}
