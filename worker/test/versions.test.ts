import { beforeAll, describe, expect, it, vi } from 'vitest';
import { staleVersionMessage } from '../contracts/routing';
import { demo, uid, type TestClient } from './client';
import { distributionRule, matchingRule, redirectRuleBody, router, routerBody } from './router-helpers';

// Twenty edits race each other here: give the busy machine room.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let admin: TestClient;
let salesTeamId: string;

beforeAll(async () => {
  ({ admin } = await demo());
  const teams = (await admin.json('GET', '/api/teams')).body.data as { id: string; name: string }[];
  salesTeamId = teams.find((t) => t.name === 'Sales')!.id;
});

const N = 20;

type Versioned = {
  label: string;
  /** Creates the object and returns its path under /api. */
  create: () => Promise<string>;
  /** The PUT body of edit number i (each edit different, so a lost one would show). */
  body: (current: any, i: number) => unknown;
  /** The object's data out of a GET or PUT answer, and the field an edit changes. */
  marker: (data: any) => unknown;
  thing: string;
};

const pod = (weight: number) => ({
  name: `Pod ${uid()}`,
  teamId: salesTeamId,
  distribution: 'round_robin_select',
  members: [
    { userId: 'demo-ursula', weight },
    { userId: 'demo-ravi', weight: 1 },
  ],
  conditions: [{ field: { source: 'form', key: 'company_size' }, operator: 'at_least', value: 100 }],
  method: 'round_robin_strict',
});

const OBJECTS: Versioned[] = [
  {
    label: 'router',
    thing: 'router',
    create: async () => `/api/routers/${(await router(admin)).id}`,
    body: (r, i) => ({
      ...routerBody({ formId: r.formId, meetingTypeId: r.meetingTypeId, distributionRuleIds: r.distributionRuleIds }),
      name: `Edit ${i}`,
    }),
    marker: (d) => d.name,
  },
  {
    label: 'matching rule',
    thing: 'matching rule',
    create: async () => `/api/matching-rules/${await matchingRule(admin)}`,
    body: (r, i) => ({ ...r.definition, name: `Edit ${i}` }),
    marker: (d) => d.name,
  },
  {
    label: 'distribution rule',
    thing: 'distribution rule',
    create: async () => {
      const res = await admin.json('POST', '/api/distribution-rules', { kind: 'rule', definition: pod(1) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return `/api/distribution-rules/${res.body.data.id}`;
    },
    body: (_r, i) => ({ kind: 'rule', definition: { ...pod(i + 2), name: `Edit ${i}` } }),
    marker: (d) => d.name,
  },
  {
    label: 'redirect rule',
    thing: 'redirect rule',
    create: async () => {
      const res = await admin.json('POST', '/api/redirect-rules', redirectRuleBody());
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return `/api/redirect-rules/${res.body.data.id}`;
    },
    body: (r, i) => ({ name: `Edit ${i}`, type: r.type, conditions: r.conditions, url: r.url, queryParams: r.queryParams }),
    marker: (d) => d.name,
  },
];

async function put(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await admin.request('PUT', path, body, headers);
  return { status: res.status, etag: res.headers.get('etag'), body: (await res.json()) as any };
}

describe.each(OBJECTS)('$label versions', (o) => {
  it(`${N} concurrent edits each make exactly one new version`, async () => {
    const path = await o.create();
    const before = await admin.request('GET', path);
    const start = ((await before.json()) as any).data;
    expect(start.version).toBe(1);
    expect(before.headers.get('etag')).toBe('W/"1"');

    const answers = await Promise.all(Array.from({ length: N }, (_, i) => put(path, o.body(start, i))));
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(200));
    // Every acknowledged edit got its own version, 2..21, and says so in its ETag.
    const versions = answers.map((a) => a.body.data.version).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: N }, (_, i) => i + 2));
    for (const a of answers) expect(a.etag).toBe(`W/"${a.body.data.version}"`);

    // The stored row is the edit that answered with the highest version, and nothing was lost.
    const after = await admin.request('GET', path);
    const now = ((await after.json()) as any).data;
    expect(now.version).toBe(1 + N);
    expect(after.headers.get('etag')).toBe(`W/"${1 + N}"`);
    const last = answers.find((a) => a.body.data.version === 1 + N)!;
    expect(o.marker(now)).toBe(o.marker(last.body.data));
  });

  it('an edit whose If-Match names a stale version answers 412 and changes nothing', async () => {
    const path = await o.create();
    const start = ((await admin.json('GET', path)).body as any).data;
    const first = await put(path, o.body(start, 0), { 'if-match': 'W/"1"' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.version).toBe(2);
    expect(first.etag).toBe('W/"2"');

    const stale = await put(path, o.body(start, 1), { 'if-match': 'W/"1"' });
    expect(stale.status).toBe(412);
    expect(stale.body.errors[0]).toMatchObject({ status: '412', code: 'stale_version', detail: staleVersionMessage(o.thing) });
    // A tag this server never issued cannot match either.
    expect((await put(path, o.body(start, 2), { 'if-match': '"abc"' })).status).toBe(412);

    const now = (await admin.json('GET', path)).body.data;
    expect(now.version).toBe(2);
    expect(o.marker(now)).toBe(o.marker(first.body.data));

    // The current version (strong or weak form) is accepted.
    const ok = await put(path, o.body(start, 3), { 'if-match': '"2"' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.version).toBe(3);
  });

  it(`${N} concurrent edits naming the same version: exactly one wins, the rest answer 412`, async () => {
    const path = await o.create();
    const start = (await admin.json('GET', path)).body.data;
    const answers = await Promise.all(Array.from({ length: N }, (_, i) => put(path, o.body(start, i), { 'if-match': 'W/"1"' })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(N - 1);
    const now = (await admin.json('GET', path)).body.data;
    expect(now.version).toBe(2);
    expect(o.marker(now)).toBe(o.marker(answers.find((a) => a.status === 200)!.body.data));
  });
});

describe('distribution rule pods follow the latest version', () => {
  it('after concurrent edits the pod holds the weights of the stored definition', async () => {
    const id = await distributionRule(admin);
    const path = `/api/distribution-rules/${id}`;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => put(path, { kind: 'rule', definition: pod(i + 2) })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const stored = (await admin.json('GET', path)).body.data;
    expect(stored.version).toBe(11);
    const wanted = stored.definition.members.find((m: { userId: string }) => m.userId === 'demo-ursula').weight;
    const history = (await admin.json('GET', `${path}/round-robin`)).body.data;
    const active = history.members.filter((m: { active: boolean }) => m.active);
    expect(active.find((m: { userId: string }) => m.userId === 'demo-ursula').weight).toBe(wanted);
    expect(active.map((m: { userId: string }) => m.userId).sort()).toEqual(['demo-ravi', 'demo-ursula']);
  });
});
