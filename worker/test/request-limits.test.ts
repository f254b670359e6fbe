import { SELF, createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import app from '../app';
import type { Env } from '../env';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BULK_BODY_LIMIT, JSON_BODY_LIMIT } from '../http/body-limit';
import { BODY_MESSAGES } from '../http/validate';
import { demo, uid, type TestClient, BASE } from './client';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** Calls the app in this isolate, so the test alone decides whether the body stream is ever pulled. */
async function appFetch(url: string, init: RequestInit) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(url, { ...init, duplex: 'half' } as RequestInit), env as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
let admin: TestClient;

beforeAll(async () => {
  ({ admin } = await demo());
});

/** The headers a signed-in browser call carries (cookies, CSRF echo), for requests built by hand. */
async function browserHeaders(client: TestClient): Promise<Record<string, string>> {
  if (!client.cookies.has('rw_csrf')) await client.request('GET', '/api/auth/session');
  return {
    origin: BASE,
    'cf-connecting-ip': client.ip,
    cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-csrf-token': decodeURIComponent(client.cookies.get('rw_csrf')!),
    'content-type': 'application/json',
  };
}

/** A body that fails the request if anything reads it: the limit must answer from the headers alone. */
function unreadableBody(reads: { count: number }) {
  // highWaterMark 0: the stream is pulled only when someone reads, never to fill a queue in advance.
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        reads.count++;
        controller.error(new Error('the body was read'));
      },
    },
    { highWaterMark: 0 },
  );
}

/** A chunked body (no Content-Length) of `size` bytes of JSON whitespace around an object. */
function chunkedJson(size: number, chunk = 64 * 1024) {
  let sent = 0;
  const enc = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(enc.encode('{"name":"x"'));
        sent += 11;
        return;
      }
      if (sent >= size) {
        controller.enqueue(enc.encode('}'));
        controller.close();
        return;
      }
      const n = Math.min(chunk, size - sent);
      controller.enqueue(enc.encode(' '.repeat(n)));
      sent += n;
    },
  });
}

/** A valid matching-rule body padded with JSON whitespace to exactly `size` bytes. */
function paddedRule(size: number) {
  const json = JSON.stringify({
    name: `Padded ${uid()}`,
    moduleType: 'related_account',
    matchBy: { by: 'email_domain' },
    assignee: { type: 'record_owner', ownerProperty: 'owner_id' },
  });
  return json.slice(0, -1) + ' '.repeat(size - json.length) + '}';
}

describe('request body limits', () => {
  it('refuses a JSON body whose Content-Length is over 1 MB with 413, without reading it', async () => {
    // Straight into the app (no transport in between that would pump the stream on its own).
    const reads = { count: 0 };
    const res = await appFetch(`${BASE}/api/matching-rules`, {
      method: 'POST',
      headers: { ...(await browserHeaders(admin)), 'content-length': String(90 * 1024 * 1024) },
      body: unreadableBody(reads),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toContain('json');
    expect(await res.json()).toEqual({
      errors: [{ status: '413', code: 'payload_too_large', detail: 'The request body is larger than 1 MB' }],
    });
    expect(reads.count).toBe(0);

    // The same over the wire.
    const wire = await SELF.fetch(`${BASE}/api/matching-rules`, {
      method: 'POST',
      headers: await browserHeaders(admin),
      body: new Uint8Array(5 * 1024 * 1024),
    });
    expect(wire.status).toBe(413);
  });

  it('refuses an oversized body on the public API too, unread', async () => {
    const reads = { count: 0 };
    const res = await appFetch(`${BASE}/api/public/routers/nope/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(JSON_BODY_LIMIT + 1) },
      body: unreadableBody(reads),
    });
    expect(res.status).toBe(413);
    expect(reads.count).toBe(0);
  });

  it('accepts a body just under the limit and refuses one just over it', async () => {
    const under = await admin.request('POST', '/api/matching-rules', paddedRule(JSON_BODY_LIMIT - 10));
    expect(under.status, await under.clone().text()).toBe(201);
    const exact = await admin.request('POST', '/api/matching-rules', paddedRule(JSON_BODY_LIMIT));
    expect(exact.status).toBe(201);
    const over = await admin.request('POST', '/api/matching-rules', paddedRule(JSON_BODY_LIMIT + 1));
    expect(over.status).toBe(413);
    expect(((await over.json()) as any).errors[0].code).toBe('payload_too_large');
  });

  it('counts a chunked body without Content-Length while reading and stops at the limit', async () => {
    const big = await SELF.fetch(`${BASE}/api/matching-rules`, {
      method: 'POST',
      headers: await browserHeaders(admin),
      body: chunkedJson(2 * JSON_BODY_LIMIT),
      duplex: 'half',
    } as RequestInit);
    expect(big.status).toBe(413);
    expect(((await big.json()) as any).errors[0]).toMatchObject({
      code: 'payload_too_large',
      detail: 'The request body is larger than 1 MB',
    });
    // A small chunked body still reaches the route (here: its validation).
    const small = await SELF.fetch(`${BASE}/api/matching-rules`, {
      method: 'POST',
      headers: await browserHeaders(admin),
      body: chunkedJson(1000),
      duplex: 'half',
    } as RequestInit);
    expect(small.status).toBe(422);
  });

  it('gives CRM import chunks and list values the larger bulk limit', async () => {
    // An import chunk of 500 rows with long notes: about 2.6 MB.
    const started = await admin.json('POST', '/api/crm/imports', {
      module: 'lead',
      fileName: 'leads.csv',
      total: 500,
      mapping: { Email: 'email', Notes: 'custom:notes' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const d = `${uid()}.test`;
    const rows = Array.from({ length: 500 }, (_, i) => ({ Email: `p${i}@${d}`, Notes: 'n'.repeat(5000) }));
    const chunk = JSON.stringify({ offset: 0, rows });
    expect(chunk.length).toBeGreaterThan(2 * JSON_BODY_LIMIT);
    const imported = await admin.request('POST', `/api/crm/imports/${started.body.data.id}/rows`, chunk);
    expect(imported.status, (await imported.clone().text()).slice(0, 200)).toBe(200);
    expect(((await imported.json()) as any).data).toMatchObject({ processed: 500, created: 500, status: 'done' });

    // A list of 10,000 values of 200 characters: about 2 MB.
    const values = Array.from({ length: 10_000 }, (_, i) => `${i}-${'v'.repeat(195)}`);
    const list = await admin.json('POST', '/api/lists', { source: 'manual', name: `Big ${uid()}`, values });
    expect(list.status).toBe(201);
    expect(list.body.data.valueCount).toBe(10_000);

    // Over the bulk limit is still refused, unread.
    const reads = { count: 0 };
    const res = await appFetch(`${BASE}/api/crm/imports/${started.body.data.id}/rows`, {
      method: 'POST',
      headers: { ...(await browserHeaders(admin)), 'content-length': String(BULK_BODY_LIMIT + 1) },
      body: unreadableBody(reads),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as any).errors[0].detail).toBe('The request body is larger than 10 MB');
    expect(reads.count).toBe(0);
  });
});

describe('bodies that are not the JSON object an endpoint expects', () => {
  it('answers 415 for a non-JSON content type', async () => {
    for (const [type, body] of [
      ['text/plain', '{"name":"x"}'],
      ['application/x-www-form-urlencoded', 'name=x'],
      ['multipart/form-data; boundary=x', '--x--'],
    ]) {
      const res = await admin.request('POST', '/api/matching-rules', body, { 'content-type': type });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({ errors: [{ status: '415', code: 'unsupported_media_type', detail: BODY_MESSAGES.mediaType }] });
    }
    // application/*+json and a charset are JSON.
    const ok = await admin.request('POST', '/api/matching-rules', paddedRule(400), { 'content-type': 'application/json; charset=utf-8' });
    expect(ok.status).toBe(201);
  });

  it('answers 422 for an array or scalar where an object is expected, and changes nothing', async () => {
    const record = (await admin.json('POST', '/api/crm/records', { module: 'account', name: 'Array Corp', domain: `${uid()}.test` })).body
      .data;
    for (const body of ['[{"name":"Changed"}]', '[]', '"Changed"', '42', 'null', 'true']) {
      const res = await admin.request('PATCH', `/api/crm/records/${record.id}`, body);
      expect(res.status, body).toBe(422);
      expect(((await res.json()) as any).errors[0]).toMatchObject({
        status: '422',
        code: 'invalid',
        detail: BODY_MESSAGES.notObject,
        source: { pointer: '/' },
      });
    }
    expect((await admin.json('GET', `/api/crm/records/${record.id}`)).body.data.updatedAt).toBe(record.updatedAt);
    const org = await admin.request('PATCH', '/api/organization', '[]');
    expect(org.status).toBe(422);
    const put = await admin.request('PUT', `/api/lists/${uid()}`, '[1,2]');
    expect(put.status).toBe(422);
  });

  it('keeps answering 400 for broken JSON', async () => {
    const res = await admin.request('POST', '/api/matching-rules', '{"name":');
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).errors[0].code).toBe('invalid_json');
  });
});
