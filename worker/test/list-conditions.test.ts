import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SELECT_A_LIST } from '../contracts/routing';
import { addOrg, demo, signIn, uid, type TestClient } from './client';
import { redirectRuleBody } from './router-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let admin: TestClient;
let ownList: string;
let foreignList: string;
let deletedList: string;
let salesTeamId: string;

const newList = async (client: TestClient) => {
  const res = await client.json('POST', '/api/lists', { source: 'manual', name: `Targets ${uid()}`, values: ['acme.test'] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
};

beforeAll(async () => {
  ({ admin } = await demo());
  const other = await signIn((await addOrg()).admin.email);
  ownList = await newList(admin);
  foreignList = await newList(other);
  deletedList = await newList(admin);
  expect((await admin.json('DELETE', `/api/lists/${deletedList}`)).status).toBe(204);
  const teams = (await admin.json('GET', '/api/teams')).body.data as { id: string; name: string }[];
  salesTeamId = teams.find((t) => t.name === 'Sales')!.id;
});

const plain = { field: { source: 'form', key: 'company_size' }, operator: 'at_least', value: 100 };
const inList = (listId: string) => ({ field: { source: 'form', key: 'domain' }, operator: 'in_list', listId });

type Kind = { label: string; path: string; body: (conditions: unknown[]) => unknown; pointer: (i: number) => string };

const KINDS: Kind[] = [
  {
    label: 'matching rule',
    path: '/api/matching-rules',
    body: (conditions) => ({
      name: `Match ${uid()}`,
      moduleType: 'related_account',
      matchBy: { by: 'email_domain' },
      assignee: { type: 'record_owner', ownerProperty: 'owner_id' },
      conditions,
    }),
    pointer: (i) => `/conditions/${i}/listId`,
  },
  {
    label: 'distribution rule',
    path: '/api/distribution-rules',
    body: (conditions) => ({
      kind: 'rule',
      definition: {
        name: `Pod ${uid()}`,
        teamId: salesTeamId,
        distribution: 'round_robin_all',
        members: [],
        conditions,
        method: 'round_robin_strict',
      },
    }),
    pointer: (i) => `/definition/conditions/${i}/listId`,
  },
  {
    label: 'redirect rule',
    path: '/api/redirect-rules',
    body: (conditions) => redirectRuleBody({ conditions }),
    pointer: (i) => `/conditions/${i}/listId`,
  },
];

describe.each(KINDS)('$label "in list" conditions', (k) => {
  it('accept a live list of the organization', async () => {
    const res = await admin.json('POST', k.path, k.body([plain, inList(ownList)]));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it.each([
    ['another organization’s list', () => foreignList],
    ['a made-up id', () => `list-${uid()}`],
    ['a deleted list', () => deletedList],
  ])('refuse %s with 422 "Select a list" at the condition', async (_label, id) => {
    const res = await admin.json('POST', k.path, k.body([plain, inList(id())]));
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ status: '422', code: 'invalid', detail: SELECT_A_LIST, source: { pointer: k.pointer(1) } });
  });

  it('report every bad list, each at its own condition, and refuse it on update too', async () => {
    const created = await admin.json('POST', k.path, k.body([plain]));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const res = await admin.json(
      'PUT',
      `${k.path}/${created.body.data.id}`,
      k.body([inList(foreignList), plain, inList(ownList), inList('made-up')]),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([k.pointer(0), k.pointer(3)]);
    expect(res.body.errors.every((e: { detail: string }) => e.detail === SELECT_A_LIST)).toBe(true);
    expect((await admin.json('GET', `${k.path}/${created.body.data.id}`)).body.data.version).toBe(1);
  });
});
