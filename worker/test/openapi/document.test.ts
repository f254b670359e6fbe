import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ContractChecker } from './contract';
import { BASE } from '../client';

const load = async () => (await SELF.fetch(`${BASE}/api/openapi.json`)).json<any>();
const json = (type = 'application/json') => new Headers({ 'content-type': type });
const ERROR = 'application/vnd.api+json';

describe('the OpenAPI document', () => {
  it('is the committed snapshot the typed client is generated from (update with vitest -u)', async () => {
    const doc = await load();
    await expect(JSON.stringify(doc, null, 2) + '\n').toMatchFileSnapshot('./openapi.snapshot.json');
  });

  it('gives every operation a success answer and JSON:API error answers, and no {success, error, data} body', async () => {
    const doc = await load();
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"success"');
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        const statuses = Object.keys(op.responses);
        expect(
          statuses.some((s) => /^(101|2\d\d|3\d\d)$/.test(s)),
          `${method} ${path}`,
        ).toBe(true);
        // No vague "2XX": each success answer is a real status with, for JSON, a schema that names fields.
        expect(statuses, `${method} ${path}`).not.toContain('2XX');
        for (const s of statuses.filter((x) => /^2\d\d$/.test(x))) {
          const schema = op.responses[s].content?.['application/json']?.schema;
          if (schema) expect(Object.keys(schema).length, `${method} ${path} ${s}`).toBeGreaterThan(0);
        }
        expect(op.responses.default.content[ERROR].schema.$ref).toBe('#/components/schemas/ApiErrors');
        if (path.startsWith('/api/') && !path.startsWith('/api/public/') && method !== 'get') {
          expect(
            op.parameters.map((p: any) => p.$ref),
            `${method} ${path}`,
          ).toContain('#/components/parameters/CsrfToken');
        }
      }
    }
  });

  it('documents Idempotency-Key on public bookings and reschedules, If-Match and ETag on versioned edits, and 429 with Retry-After', async () => {
    const doc = await load();
    const params = (path: string, method: string) => doc.paths[path][method].parameters.map((p: any) => p.$ref ?? p.name);
    expect(params('/api/public/links/{slug}/bookings', 'post')).toContain('#/components/parameters/IdempotencyKey');
    expect(params('/api/public/bookings/{id}/reschedule', 'post')).toContain('#/components/parameters/IdempotencyKey');
    expect(params('/api/public/bookings/{id}/cancel', 'post')).toContain('#/components/parameters/IdempotencyKeyOptional');
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({ in: 'header', required: true, name: 'Idempotency-Key' });
    expect(doc.components.responses.TooManyRequests.headers['Retry-After']).toEqual({ $ref: '#/components/headers/Retry-After' });
    expect(
      doc.paths['/api/public/links/{slug}/bookings'].post.responses['201'].content['application/json'].schema.properties.data.required,
    ).toContain('rescheduleUrl');
  });
});

describe('the contract checker', () => {
  it('wraps SELF.fetch for every worker test file (worker/test/openapi/setup.ts)', () => {
    expect(SELF.fetch.name).toMatch(/\bcheckedFetch$/);
  });

  it('refuses an undocumented status, a body off its schema and an error that is not JSON:API, and accepts a right answer', async () => {
    const checker = new ContractChecker(await load());
    const link = `${BASE}/api/public/links/intro`;
    expect(
      checker.check(
        'GET',
        `${link}/slots`,
        200,
        json(),
        JSON.stringify({ slots: [{ start: '2026-12-07T15:00:00.000Z', end: '2026-12-07T15:30:00.000Z' }] }),
      ),
    ).toEqual([]);
    expect(checker.check('GET', `${link}/slots`, 200, json(), JSON.stringify({ slots: [{ start: 'soon' }] }))[0]).toMatch(
      /does not match the schema/,
    );
    expect(checker.check('POST', `${link}/bookings`, 200, json(), '{}')[0]).toMatch(/status not documented/);
    expect(checker.check('GET', `${link}/slots`, 404, json(ERROR), JSON.stringify({ success: false, error: [], data: null }))[0]).toMatch(
      /does not match the schema/,
    );
    expect(
      checker.check(
        'GET',
        `${link}/slots`,
        404,
        json(),
        JSON.stringify({ errors: [{ status: '404', code: 'not_found', detail: 'x' }] }),
      )[0],
    ).toMatch(/content-type application\/json not documented/);
    expect(
      checker.check(
        'GET',
        `${link}/slots`,
        404,
        json(ERROR),
        JSON.stringify({ errors: [{ status: '404', code: 'not_found', detail: 'x' }] }),
      ),
    ).toEqual([]);
  });
});
