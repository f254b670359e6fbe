import { SELF } from 'cloudflare:test';
import type { RouterFlags } from '../db/schema/routers';
import { routers } from '../db/schema/routers';
import { forms, type FormQuestion } from '../db/schema/routing';
import { crmRecords } from '../db/schema/routing';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import type { TestClient } from './client';
import { beforeAll } from 'vitest';
import { db, demo, uid, BASE } from './client';
import { openMeetingType } from './booking-helpers';

// Fixtures shared by the routing-session and redistribution suites (workerd only): routers are built
// straight in D1, rules through the API, so the suites do not depend on the router editor.

export const REDIRECTS = {
  bookedUrl: 'https://www.acme-site.test/thanks',
  notBookedUrl: 'https://www.acme-site.test/later',
  disqualifiedUrl: 'https://www.acme-site.test/sorry',
  queryParams: [{ key: 'email', formField: 'email' }],
};
export const FLAGS: RouterFlags = {
  disqualifyFreeEmail: true,
  disqualifyInvalidEmail: true,
  checkExistingEmail: true,
  overrideExistingOwner: false,
  createContacts: false,
  updateContacts: false,
  createLeads: false,
  updateLeads: false,
  createAccounts: false,
  updateAccounts: false,
};

const question = (id: string, label: string, extra: Partial<FormQuestion> = {}): FormQuestion => ({
  id,
  label,
  placeholder: label,
  type: 'text',
  options: [],
  required: id === 'name' || id === 'email',
  leadField: null,
  contactField: null,
  ...extra,
});

/** A native form: name and e-mail, plus country, phone and company mapped to CRM fields. */
export async function nativeForm(accountId = DEMO_ACCOUNT_ID) {
  const id = crypto.randomUUID();
  const now = Date.now();
  const questions = [
    question('name', 'Full name'),
    question('email', 'Work e-mail'),
    question('country', 'Country'),
    question('phone', 'Phone', { leadField: 'phone', contactField: 'phone' }),
    question('company', 'Company', { leadField: 'company' }),
  ];
  await db()
    .insert(forms)
    .values({
      id,
      accountId,
      kind: 'form',
      name: `Contact us ${uid()}`,
      formKey: uid().slice(0, 4),
      provider: 'native',
      questions,
      mapping: null,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return id;
}

type CrmAccountRow = Pick<typeof crmRecords.$inferInsert, 'accountId' | 'name' | 'domain' | 'ownerUserId' | 'fields'>;

/** An account written straight into the built-in CRM, created and updated `at`. */
export async function insertCrmAccount(row: CrmAccountRow, at = Date.now()) {
  await db()
    .insert(crmRecords)
    .values({ id: crypto.randomUUID(), module: 'account', ...row, createdAt: at, updatedAt: at })
    .run();
}

/** An account in the built-in CRM at a fresh domain, owned by a product user. */
export async function crmAccount(ownerUserId: string, accountId = DEMO_ACCOUNT_ID) {
  const domain = `acct-${uid()}.com`;
  await insertCrmAccount({ accountId, name: `Company ${domain}`, domain, ownerUserId, fields: { tier: 'gold' } });
  return domain;
}

export async function salesTeamId(admin: TestClient) {
  const teams = (await admin.json('GET', '/api/teams')).body.data as { id: string; name: string }[];
  return teams.find((t) => t.name === 'Sales')!.id;
}

/** The demo "account owner by e-mail domain" matching rule. */
export async function ownerRule(admin: TestClient, extra: Record<string, unknown> = {}) {
  const res = await admin.json('POST', '/api/matching-rules', {
    name: `Account owner ${uid()}`,
    moduleType: 'related_account',
    matchBy: { by: 'email_domain' },
    assignee: { type: 'record_owner', ownerProperty: 'owner_id' },
    ...extra,
  });
  if (res.status !== 201) throw new Error(`matching rule: ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

/** The definition of a pod of Ursula and Ravi (weights 1) for prospects from one country. */
export const countryPodDefinition = (name: string, teamId: string, country: string, method: string) => ({
  name,
  teamId,
  distribution: 'round_robin_select',
  members: [
    { userId: 'demo-ursula', weight: 1 },
    { userId: 'demo-ravi', weight: 1 },
  ],
  conditions: [{ field: { source: 'form', key: 'country' }, operator: 'equals', value: country }],
  method,
});

/** A pod of Ursula and Ravi for prospects from one country. */
export async function countryPod(admin: TestClient, country: string, method: string, extra: Record<string, unknown> = {}) {
  const definition = { ...countryPodDefinition(`Pod ${country} ${uid()}`, await salesTeamId(admin), country, method), ...extra };
  const res = await admin.json('POST', '/api/distribution-rules', { kind: 'rule', definition });
  if (res.status !== 201) throw new Error(`pod: ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

/** An open-all-hours meeting type for Ursula and Ravi. */
export const meetingType = async (admin: TestClient) => (await openMeetingType(admin, ['demo-ursula', 'demo-ravi'])).id;

/** What the routing suites start from: the demo Admin, an open meeting type and a native form, made before the file's tests. */
export function routingDemo() {
  const suite = { admin: undefined as unknown as TestClient, typeId: '', formId: '' };
  beforeAll(async () => {
    ({ admin: suite.admin } = await demo());
    suite.typeId = await meetingType(suite.admin);
    suite.formId = await nativeForm();
  });
  return suite;
}

/** Inserts an inbound router row; `over` replaces any column. */
export async function makeRouter(refs: { formId: string; meetingTypeId: string }, over: Partial<typeof routers.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  const now = Date.now();
  await db()
    .insert(routers)
    .values({
      id,
      accountId: DEMO_ACCOUNT_ID,
      name: `Website router ${uid()}`,
      formId: refs.formId,
      meetingTypeId: refs.meetingTypeId,
      matchingEnabled: true,
      matchingRuleIds: [],
      distributionRuleIds: [],
      redistributionEnabled: false,
      notBookedMinutes: 10,
      redistributionRuleIds: [],
      redirects: REDIRECTS,
      crmModule: 'lead',
      flags: FLAGS,
      createdAt: now,
      updatedAt: now,
      ...over,
    })
    .run();
  return id;
}

type Json = { status: number; body: any; headers: Headers };

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Json> {
  const res = await SELF.fetch(`${BASE}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

/** The widget's calls, straight at the public API (no Origin header unless given). */
export const widget = {
  call,
  router: (routerId: string, headers: Record<string, string> = {}) => call('GET', `/api/public/routers/${routerId}`, undefined, headers),
  submit: (routerId: string, answers: Record<string, string | string[]>, headers: Record<string, string> = {}) =>
    call(
      'POST',
      `/api/public/routers/${routerId}/submissions`,
      { answers, pageUrl: 'https://www.acme-site.test/contact', utm: { source: 'ads' } },
      headers,
    ),
  slots: (sessionId: string, from: string, to: string) =>
    call(
      'GET',
      `/api/public/routing-sessions/${sessionId}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&timezone=UTC`,
    ),
  book: (sessionId: string, start: string, key: string = crypto.randomUUID(), headers: Record<string, string> = {}) =>
    call('POST', `/api/public/routing-sessions/${sessionId}/bookings`, { start, timezone: 'UTC' }, { 'idempotency-key': key, ...headers }),
  close: (sessionId: string) => call('POST', `/api/public/routing-sessions/${sessionId}/close`, {}),
};

/** A session row as stored (decision parsed). */
export async function sessionRow(id: string) {
  return db().query.routingSessions.findFirst({ where: (s, { eq }) => eq(s.id, id) });
}

/** Polls until `check` returns a value (work the API finishes after its response, e.g. CRM writes). */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, tries = 50): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met in time');
}
