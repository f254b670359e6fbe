import { SELF } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '../contracts/forms';
import { defaultQuestions } from '../contracts/forms-body';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { formDependencies } from '../features/forms/parts/dependencies';
import { fetchPage, PageFetchError } from '../features/forms/parts/page-fetch';
import { outboundPolicy } from '../lib/outbound-url';
import { TestClient, addOrg, apiErrorProblems, db, demo, signIn, uid, BASE } from './client';
import { MARKETING_MAPPING } from './router-helpers';

vi.setConfig({ testTimeout: 20_000, hookTimeout: 30_000 });

const FIXTURE = `${BASE}/api/forms/__fixture`;

let c: Awaited<ReturnType<typeof demo>>;
let other: TestClient;

beforeAll(async () => {
  c = await demo();
  const org = await addOrg();
  other = await signIn(org.admin.email);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A short Form ID unique enough for one test run. */
const key = () => uid().slice(0, 4).toUpperCase();

const nativeForm = (over: Record<string, unknown> = {}) => ({
  kind: 'form',
  name: `Contact us ${uid()}`,
  formKey: key(),
  consentEnabled: true,
  consentText: 'I agree to be contacted about my request.',
  submitLabel: 'Book a demo',
  questions: [
    ...defaultQuestions(),
    {
      id: 'size',
      label: 'Company size',
      placeholder: 'Choose one',
      type: 'dropdown',
      options: ['1-10', '11-50'],
      required: false,
      leadField: 'employees',
      contactField: null,
    },
  ],
  ...over,
});

const marketingForm = (over: Record<string, unknown> = {}) => ({
  kind: 'marketing_form',
  name: `Website demo form ${uid()}`,
  formKey: key(),
  provider: 'hubspot',
  mapping: MARKETING_MAPPING,
  ...over,
});

/** A form the client creates (201), as the API answers it. */
async function createForm(client: TestClient, body: unknown) {
  const res = await client.json('POST', '/api/forms', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** The first error detail at each pointer of a 422. */
async function problems(client: TestClient, method: string, path: string, body: unknown) {
  const res = await client.json(method, path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(apiErrorProblems(422, res.body)).toEqual([]);
  return Object.fromEntries(res.body.errors.map((e: any) => [e.source?.pointer, e.detail]));
}

describe('native forms', () => {
  it('creates, reads, lists, updates and deletes a form', async () => {
    const body = nativeForm();
    const form = await createForm(c.admin, body);
    expect(form).toMatchObject({
      kind: 'form',
      name: body.name,
      formKey: body.formKey,
      provider: 'native',
      consentEnabled: true,
      submitLabel: 'Book a demo',
      mapping: null,
    });
    expect(form.questions.map((q: any) => q.id)).toEqual(['name', 'email', 'size']);

    expect((await c.user.json('GET', `/api/forms/${form.id}`)).body.data).toEqual(form);
    const list = (await c.user.json('GET', '/api/forms?kind=form')).body.data;
    expect(list.find((f: any) => f.id === form.id)).toMatchObject({ questionCount: 3, routerCount: 0, relayCount: 0, provider: 'native' });
    expect((await c.user.json('GET', '/api/forms?kind=marketing_form')).body.data.some((f: any) => f.id === form.id)).toBe(false);

    // Reordering is a PUT with the questions in their new order.
    const reordered = [form.questions[2], form.questions[0], form.questions[1]];
    const updated = await c.manager.json('PUT', `/api/forms/${form.id}`, { ...body, name: 'Renamed', questions: reordered });
    expect(updated.status).toBe(200);
    expect(updated.body.data.name).toBe('Renamed');
    expect(updated.body.data.questions.map((q: any) => q.id)).toEqual(['size', 'name', 'email']);

    expect((await c.admin.json('GET', `/api/forms/${form.id}/dependencies`)).body.data).toEqual({ routers: [], relays: [] });
    expect((await c.admin.del(`/api/forms/${form.id}`)).status).toBe(204);
    expect((await c.admin.json('GET', `/api/forms/${form.id}`)).status).toBe(404);
    expect((await c.admin.json('GET', '/api/forms')).body.data.some((f: any) => f.id === form.id)).toBe(false);
    // A deleted form frees its Form ID.
    expect((await c.admin.json('POST', '/api/forms', nativeForm({ formKey: body.formKey }))).status).toBe(201);
  });

  it('answers every native-form rule with the spec wording', async () => {
    const errors = await problems(c.admin, 'POST', '/api/forms', {
      kind: 'form',
      name: ' ',
      formKey: 'TOOLONG',
      consentEnabled: true,
      consentText: '',
      submitLabel: '',
      questions: [
        { id: 'q1', label: '', placeholder: '', type: 'text', required: false, leadField: null, contactField: null },
        { id: 'q2', label: 'Pick', placeholder: '', type: 'radio', options: ['Only one'] },
        { id: 'q3', label: 'Tick', type: 'checkbox', options: [] },
        { id: 'q4', label: 'Choose', placeholder: 'Choose', type: 'dropdown', options: ['a', 'A'] },
      ],
    });
    expect(errors).toMatchObject({
      '/name': FORM_MESSAGES.nameRequired,
      '/formKey': FORM_MESSAGES.formKeyMax,
      '/consentText': FORM_MESSAGES.consentTextRequired,
      '/submitLabel': FORM_MESSAGES.submitLabelRequired,
      '/questions/0/label': FORM_MESSAGES.questionRequired,
      '/questions/0/placeholder': FORM_MESSAGES.placeholderRequired,
      '/questions/1/options': FORM_MESSAGES.optionsTwoRequired,
      '/questions/2/options': FORM_MESSAGES.optionsRequired,
      '/questions/3/options': FORM_MESSAGES.optionsUnique,
      '/questions': FORM_MESSAGES.defaultQuestionsRequired,
    });

    expect(await problems(c.admin, 'POST', '/api/forms', nativeForm({ formKey: '', consentText: 'x'.repeat(301) }))).toMatchObject({
      '/formKey': FORM_MESSAGES.formKeyRequired,
      '/consentText': 'Consent text can be at most 300 characters',
    });
    expect(await problems(c.admin, 'POST', '/api/forms', nativeForm({ formKey: 'a b' }))).toMatchObject({
      '/formKey': FORM_MESSAGES.formKeyChars,
    });
    const unmapped = defaultQuestions().map((q) => ({ ...q, contactField: null }));
    expect(await problems(c.admin, 'POST', '/api/forms', nativeForm({ questions: unmapped }))).toMatchObject({
      '/questions': FORM_MESSAGES.contactFieldRequired,
    });
    const dropdownName = defaultQuestions().map((q) => (q.id === 'name' ? { ...q, type: 'dropdown', options: ['a', 'b'] } : q));
    expect(await problems(c.admin, 'POST', '/api/forms', nativeForm({ questions: dropdownName }))).toMatchObject({
      '/questions/0/type': FORM_MESSAGES.defaultQuestionText,
    });
    const twice = [...defaultQuestions(), defaultQuestions()[0]];
    expect(await problems(c.admin, 'POST', '/api/forms', nativeForm({ questions: twice }))).toMatchObject({
      '/questions': FORM_MESSAGES.questionIdsUnique,
    });
    expect(await problems(c.admin, 'POST', '/api/forms', { kind: 'survey' })).toMatchObject({ '/kind': 'Choose a form kind' });

    // Consent off: no text needed. 300 characters is the limit, not over it. Radio and checkbox need no placeholder.
    const ok = await c.admin.json('POST', '/api/forms', nativeForm({ consentEnabled: false, consentText: '' }));
    expect(ok.status).toBe(201);
    const atLimit = await c.admin.json(
      'POST',
      '/api/forms',
      nativeForm({
        consentText: 'y'.repeat(300),
        questions: [...defaultQuestions(), { id: 'r', label: 'R', type: 'radio', options: ['a', 'b'] }],
      }),
    );
    expect(atLimit.status).toBe(201);
    expect(atLimit.body.data.questions[2]).toMatchObject({ placeholder: '', required: false, leadField: null, contactField: null });
  });

  it('keeps Form IDs unique among live forms of one organization, case-insensitively', async () => {
    const first = await createForm(c.admin, nativeForm());
    const dup = await c.admin.json('POST', '/api/forms', marketingForm({ formKey: first.formKey.toLowerCase() }));
    expect(dup.status).toBe(409);
    expect(dup.body.errors[0]).toMatchObject({
      code: 'form_key_taken',
      detail: FORM_MESSAGES.formKeyTaken,
      source: { pointer: '/formKey' },
    });

    const second = await createForm(c.admin, nativeForm());
    const clash = await c.admin.json('PUT', `/api/forms/${second.id}`, nativeForm({ formKey: first.formKey }));
    expect(clash.status).toBe(409);
    // Keeping its own key is no clash; another organization may use the same key.
    expect((await c.admin.json('PUT', `/api/forms/${first.id}`, nativeForm({ formKey: first.formKey }))).status).toBe(200);
    expect((await other.json('POST', '/api/forms', nativeForm({ formKey: first.formKey }))).status).toBe(201);
  });

  it('clones a form with a new name and a free Form ID', async () => {
    const source = await createForm(c.admin, nativeForm({ name: 'Pricing request' }));
    const res = await c.manager.json('POST', `/api/forms/${source.id}/clone`);
    expect(res.status).toBe(201);
    const copy = res.body.data;
    expect(copy.id).not.toBe(source.id);
    expect(copy.name).toBe('Copy of Pricing request');
    expect(copy.formKey).not.toBe(source.formKey);
    expect(copy.formKey.length).toBeLessThanOrEqual(4);
    expect(copy).toMatchObject({
      questions: source.questions,
      consentText: source.consentText,
      submitLabel: source.submitLabel,
      kind: 'form',
    });
    const again = (await c.manager.json('POST', `/api/forms/${source.id}/clone`)).body.data;
    expect(again.formKey).not.toBe(copy.formKey);
  });

  it('refuses to change the kind of a form', async () => {
    const form = await createForm(c.admin, nativeForm());
    expect(await problems(c.admin, 'PUT', `/api/forms/${form.id}`, marketingForm({ formKey: form.formKey }))).toEqual({
      '/kind': FORM_MESSAGES.kindChange,
    });
  });
});

describe('marketing forms', () => {
  it('creates, updates, clones and deletes a marketing form with its mapping', async () => {
    const body = marketingForm();
    const form = await createForm(c.manager, body);
    expect(form).toMatchObject({
      kind: 'marketing_form',
      provider: 'hubspot',
      questions: [],
      submitLabel: 'Submit',
      consentEnabled: false,
      mapping: body.mapping,
    });
    const summary = (await c.user.json('GET', '/api/forms?kind=marketing_form')).body.data.find((f: any) => f.id === form.id);
    expect(summary).toMatchObject({ provider: 'hubspot', mappedFieldCount: 4, sourceUrl: 'https://www.acme.test/demo', questionCount: 0 });

    const manual = { ...body.mapping, sourceUrl: '', nameFields: { mode: 'full', fullName: 'your-name' }, additionalFields: [] };
    const updated = await c.admin.json('PUT', `/api/forms/${form.id}`, { ...body, provider: 'contact7', mapping: manual });
    expect(updated.status).toBe(200);
    expect(updated.body.data.provider).toBe('contact7');
    expect(updated.body.data.mapping).toMatchObject({
      sourceUrl: null,
      nameFields: { mode: 'full', fullName: 'your-name' },
      additionalFields: [],
    });

    const copy = (await c.admin.json('POST', `/api/forms/${form.id}/clone`)).body.data;
    expect(copy).toMatchObject({ kind: 'marketing_form', provider: 'contact7', mapping: updated.body.data.mapping });
    expect((await c.admin.del(`/api/forms/${copy.id}`)).status).toBe(204);
  });

  it('answers every mapping rule with the spec wording', async () => {
    expect(
      await problems(
        c.admin,
        'POST',
        '/api/forms',
        marketingForm({
          provider: 'wix',
          mapping: {
            sourceUrl: 'javascript:alert(1)',
            selector: ' ',
            nameFields: { mode: 'full', fullName: '' },
            emailField: '',
            additionalFields: [],
          },
        }),
      ),
    ).toEqual({
      '/provider': FORM_MESSAGES.providerRequired,
      '/mapping/sourceUrl': FORM_MESSAGES.sourceUrlInvalid,
      '/mapping/selector': FORM_MESSAGES.selectorRequired,
      '/mapping/emailField': FORM_MESSAGES.fieldMappingRequired,
    });
    expect(
      await problems(
        c.admin,
        'POST',
        '/api/forms',
        marketingForm({
          mapping: {
            selector: '#f',
            nameFields: { mode: 'split', firstName: 'fn', lastName: 'ln' },
            emailField: '',
            additionalFields: [
              { name: '', contactField: null, leadField: 'company' },
              { name: 'phone', contactField: null, leadField: null },
            ],
          },
        }),
      ),
    ).toEqual({
      '/mapping/additionalFields/0/name': FORM_MESSAGES.mappingNameRequired,
      '/mapping/additionalFields/1/contactField': FORM_MESSAGES.mappedFieldRequired,
      '/mapping/emailField': FORM_MESSAGES.emailFieldRequired,
    });
    expect(await problems(c.admin, 'POST', '/api/forms', marketingForm({ formKey: 'ABCDE', name: '' }))).toEqual({
      '/name': FORM_MESSAGES.nameRequired,
      '/formKey': FORM_MESSAGES.formKeyMax,
    });
    expect(await problems(c.admin, 'POST', '/api/forms', { kind: 'marketing_form', name: 'No mapping', formKey: 'NM' })).toEqual({
      '/provider': FORM_MESSAGES.providerRequired,
      '/mapping': FORM_MESSAGES.mappingRequired,
    });
  });
});

describe('roles and tenancy', () => {
  it('lets Admins and Managers write and everyone read', async () => {
    const form = await createForm(c.admin, nativeForm());
    for (const client of [c.user, c.booker]) {
      expect((await client.json('GET', '/api/forms')).status).toBe(200);
      expect((await client.json('GET', `/api/forms/${form.id}`)).status).toBe(200);
      expect((await client.json('GET', `/api/forms/${form.id}/dependencies`)).status).toBe(200);
      expect((await client.json('POST', '/api/forms', nativeForm())).status).toBe(403);
      expect((await client.json('PUT', `/api/forms/${form.id}`, nativeForm({ formKey: form.formKey }))).status).toBe(403);
      expect((await client.json('POST', `/api/forms/${form.id}/clone`)).status).toBe(403);
      expect((await client.json('DELETE', `/api/forms/${form.id}`)).status).toBe(403);
      expect((await client.json('POST', '/api/forms/mapping/detect', { url: `${FIXTURE}/landing` })).status).toBe(403);
    }
    expect((await new TestClient().json('GET', '/api/forms')).status).toBe(401);
    expect((await c.admin.json('GET', `/api/forms/${form.id}`)).body.data.name).toBe(form.name);
  });

  it("answers 404 for another organization's form and changes nothing", async () => {
    const form = await createForm(c.admin, nativeForm());
    const attacks: [string, string, unknown?][] = [
      ['GET', `/api/forms/${form.id}`],
      ['PUT', `/api/forms/${form.id}`, nativeForm()],
      ['DELETE', `/api/forms/${form.id}`],
      ['POST', `/api/forms/${form.id}/clone`],
      ['GET', `/api/forms/${form.id}/dependencies`],
    ];
    for (const [method, path, body] of attacks) {
      const res = await other.json(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(apiErrorProblems(404, res.body)).toEqual([]);
    }
    expect((await other.json('GET', '/api/forms')).body.data.some((f: any) => f.id === form.id)).toBe(false);
    expect((await c.admin.json('GET', `/api/forms/${form.id}`)).body.data).toEqual(form);
  });

  it('reports dependencies through the one hook routers and relays will use', async () => {
    expect(await formDependencies(db(), DEMO_ACCOUNT_ID, 'any-form')).toEqual({ routers: [], relays: [] });
  });
});

/** Outbound fetches to the worker's own origin are served by the worker itself; anything else has no network. */
function routeSelfFetches() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith(BASE)) return SELF.fetch(url, init as RequestInit);
    throw new TypeError('Network connection lost.');
  });
}

describe('mapping auto-fetch', () => {
  it('detects the forms of a page, their fields and a suggested mapping', async () => {
    const spy = routeSelfFetches();
    const res = await c.manager.json('POST', '/api/forms/mapping/detect', { url: `${FIXTURE}/landing` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(spy).toHaveBeenCalled();
    const { data } = res.body;
    expect(data).toMatchObject({ url: `${FIXTURE}/landing`, truncated: false, pageProvider: 'hubspot' });
    expect(data.forms).toHaveLength(2);
    const [sales, newsletter] = data.forms;
    expect(sales).toMatchObject({ selector: '#contact-sales', id: 'contact-sales', action: '/thanks', provider: 'hubspot' });
    expect(sales.fields).toEqual([
      { name: 'firstname', type: 'text', label: 'First name', options: [] },
      { name: 'lastname', type: 'text', label: 'Last name', options: [] },
      { name: 'email', type: 'email', label: 'Work e-mail', options: [] },
      { name: 'company', type: 'text', label: 'Company', options: [] },
      { name: 'phone', type: 'tel', label: 'Phone number', options: [] },
      { name: 'company_size', type: 'select', label: 'Company size', options: ['1-10', '11-50'] },
      { name: 'interest', type: 'checkbox', label: 'Interested in', options: ['routing', 'scheduling'] },
      { name: 'message', type: 'textarea', label: 'How can we help?', options: [] },
      { name: 'utm_source', type: 'hidden', label: 'utm_source', options: [] },
    ]);
    expect(sales.suggestion).toEqual({
      nameFields: { mode: 'split', firstName: 'firstname', lastName: 'lastname' },
      emailField: 'email',
      additionalFields: [
        { name: 'company', contactField: null, leadField: 'company' },
        { name: 'phone', contactField: 'phone', leadField: 'phone' },
        { name: 'company_size', contactField: null, leadField: 'employees' },
        { name: 'message', contactField: 'description', leadField: 'description' },
      ],
    });
    expect(newsletter).toMatchObject({
      selector: 'form.newsletter',
      provider: 'formspree',
      fields: [{ name: 'newsletter_email', type: 'email', label: 'Your e-mail', options: [] }],
    });
    expect(newsletter.suggestion).toMatchObject({ emailField: 'newsletter_email', nameFields: { mode: 'full', fullName: '' } });

    // The suggestion is a valid mapping as it stands.
    const saved = await c.manager.json(
      'POST',
      '/api/forms',
      marketingForm({ mapping: { sourceUrl: data.url, selector: sales.selector, ...sales.suggestion } }),
    );
    expect(saved.status).toBe(201);
  });

  it('follows a redirect and cuts a page off at 1 MB', async () => {
    routeSelfFetches();
    const redirected = await c.admin.json('POST', '/api/forms/mapping/detect', { url: `${FIXTURE}/redirect` });
    expect(redirected.status).toBe(200);
    expect(redirected.body.data.url).toBe(`${FIXTURE}/landing`);
    const large = await c.admin.json('POST', '/api/forms/mapping/detect', { url: `${FIXTURE}/large` });
    expect(large.status).toBe(200);
    expect(large.body.data).toMatchObject({ truncated: true, forms: [{ selector: '#big', fields: [{ name: 'email', type: 'email' }] }] });
  });

  it('answers 422 with the manual-mapping message when the page cannot be fetched', async () => {
    routeSelfFetches();
    const cases: [string, string][] = [
      ['https://unreachable.example/landing', 'page_network'],
      [`${FIXTURE}/missing`, 'page_http_status'],
      [`${FIXTURE}/json`, 'page_not_html'],
    ];
    for (const [url, code] of cases) {
      const res = await c.admin.json('POST', '/api/forms/mapping/detect', { url });
      expect(res.status, url).toBe(422);
      expect(res.body.errors[0]).toEqual({
        status: '422',
        code,
        detail: 'Could not fetch the page. Map the fields manually.',
        source: { pointer: '/url' },
      });
    }
    expect(await problems(c.admin, 'POST', '/api/forms/mapping/detect', { url: 'ftp://files.example/form' })).toEqual({
      '/url': FORM_MESSAGES.sourceUrlInvalid,
    });
  });

  it('refuses private hosts in production, non-http schemes and slow pages (the outbound URL policy)', async () => {
    const prod = outboundPolicy({ APP_ENV: 'production' });
    const never = vi.fn<typeof fetch>(() => new Promise(() => {}));
    const reason = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e) => (e instanceof PageFetchError ? e.reason : String(e)),
      );
    for (const host of [
      'localhost',
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '[::1]',
      '[fd00::1]',
      '[::ffff:127.0.0.1]',
      'intranet',
      'db.internal',
      '2130706433',
      '0x7f.0.0.1',
    ]) {
      expect(await reason(fetchPage(`https://${host}/`, { policy: prod, fetcher: never })), host).toBe('blocked_host');
    }
    expect(await reason(fetchPage('http://127.0.0.1:8787/x', { policy: prod, fetcher: never }))).toBe('invalid_url');
    expect(await reason(fetchPage('file:///etc/passwd', { policy: outboundPolicy({ APP_ENV: 'test' }), fetcher: never }))).toBe(
      'invalid_url',
    );
    expect(never).not.toHaveBeenCalled();
    expect(await reason(fetchPage('https://slow.example/', { policy: prod, fetcher: never, timeoutMs: 50 }))).toBe('timeout');
    // A public page redirecting to a private address is refused at the hop.
    const toPrivate = vi.fn<typeof fetch>(
      async () => new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data' } }),
    );
    expect(await reason(fetchPage('https://www.acme.test/', { policy: prod, fetcher: toPrivate }))).toBe('invalid_url');
    const toMeta = vi.fn<typeof fetch>(
      async () => new Response(null, { status: 302, headers: { location: 'https://169.254.169.254/latest/meta-data' } }),
    );
    expect(await reason(fetchPage('https://www.acme.test/', { policy: prod, fetcher: toMeta }))).toBe('blocked_host');
    const loop = vi.fn<typeof fetch>(async () => new Response(null, { status: 302, headers: { location: '/again' } }));
    expect(await reason(fetchPage('https://www.acme.test/', { policy: prod, fetcher: loop }))).toBe('too_many_redirects');
  });
});
