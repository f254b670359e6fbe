import { beforeAll, describe, expect, it, vi } from 'vitest';
import { REDIRECT_RULE_MESSAGES } from '../contracts/routers';
import { TestClient, addOrg, apiErrorProblems, demo, signIn } from './client';
import { redirectRuleBody as body } from './router-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let c: Awaited<ReturnType<typeof demo>>;
let other: TestClient;

beforeAll(async () => {
  c = await demo();
  other = await signIn((await addOrg()).admin.email);
});

const create = async (client: TestClient, over: Record<string, unknown> = {}) => {
  const res = await client.json('POST', '/api/redirect-rules', body(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; name: string; type: string; position: number; version: number };
};
const idsOf = async (client: TestClient, type: string) =>
  (await client.json('GET', `/api/redirect-rules?type=${type}`)).body.data.map((r: any) => r.id) as string[];

describe('redirect rules', () => {
  it('creates, reads, updates and deletes a rule', async () => {
    const input = body({ queryParams: [{ key: 'utm_source', formField: 'email' }] });
    const created = await c.manager.json('POST', '/api/redirect-rules', input);
    expect(created.status).toBe(201);
    const rule = created.body.data;
    expect(rule).toMatchObject({ ...input, version: 1 });
    expect((await c.user.json('GET', `/api/redirect-rules/${rule.id}`)).body.data).toEqual(rule);

    const updated = await c.admin.json('PUT', `/api/redirect-rules/${rule.id}`, {
      ...input,
      name: 'Renamed',
      url: 'https://www.acme.test/renamed',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Renamed', url: 'https://www.acme.test/renamed', version: 2, position: rule.position });

    expect((await c.admin.json('DELETE', `/api/redirect-rules/${rule.id}`)).status).toBe(204);
    expect((await c.admin.json('GET', `/api/redirect-rules/${rule.id}`)).status).toBe(404);
    expect(await idsOf(c.admin, 'booked')).not.toContain(rule.id);
  });

  it('lists by type, then in sequence; a new rule goes last in its type', async () => {
    const nb1 = await create(c.admin, { type: 'not_booked' });
    const d1 = await create(c.admin, { type: 'disqualified' });
    const b1 = await create(c.admin, { type: 'booked' });
    const nb2 = await create(c.admin, { type: 'not_booked' });
    expect(nb2.position).toBe(nb1.position + 1);
    const all = (await c.user.json('GET', '/api/redirect-rules')).body.data;
    const types = all.map((r: any) => r.type);
    // Booked, then not booked, then disqualified, each block in position order.
    expect(types).toEqual(
      [...types].sort(
        (a: string, b: string) => ['booked', 'not_booked', 'disqualified'].indexOf(a) - ['booked', 'not_booked', 'disqualified'].indexOf(b),
      ),
    );
    for (const t of ['booked', 'not_booked', 'disqualified']) {
      const positions = all.filter((r: any) => r.type === t).map((r: any) => r.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    const ids = all.map((r: any) => r.id);
    expect(ids.indexOf(b1.id)).toBeLessThan(ids.indexOf(nb1.id));
    expect(ids.indexOf(nb1.id)).toBeLessThan(ids.indexOf(nb2.id));
    expect(ids.indexOf(nb2.id)).toBeLessThan(ids.indexOf(d1.id));
    expect((await c.user.json('GET', '/api/redirect-rules?type=disqualified')).body.data.every((r: any) => r.type === 'disqualified')).toBe(
      true,
    );

    // Moving a rule to another type puts it last there.
    const moved = await c.admin.json('PUT', `/api/redirect-rules/${nb1.id}`, body({ type: 'disqualified', name: nb1.name }));
    expect((await idsOf(c.admin, 'disqualified')).at(-1)).toBe(nb1.id);
    expect(moved.body.data.version).toBe(2);
  });

  it('duplicates right after the original and reorders within a type', async () => {
    const a = await create(c.admin, { type: 'disqualified' });
    const b = await create(c.admin, { type: 'disqualified' });
    const copy = await c.admin.json('POST', `/api/redirect-rules/${a.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ name: `Copy of ${a.name}`, type: 'disqualified', version: 1 });
    const order = await idsOf(c.admin, 'disqualified');
    expect(order.slice(order.indexOf(a.id), order.indexOf(a.id) + 3)).toEqual([a.id, copy.body.data.id, b.id]);

    const reversed = [...order].reverse();
    const res = await c.manager.json('PUT', '/api/redirect-rules/sequence', { type: 'disqualified', ids: reversed });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: any) => r.id)).toEqual(reversed);
    expect(res.body.data.map((r: any) => r.position)).toEqual(reversed.map((_, i) => i + 1));
    expect(await idsOf(c.admin, 'disqualified')).toEqual(reversed);

    // The ids must be exactly the type's rules: none missing, none extra, none twice, none of another type.
    const booked = await create(c.admin, { type: 'booked' });
    for (const ids of [reversed.slice(1), [...reversed, booked.id], [...reversed.slice(1), reversed[1]], [...reversed, 'no-such-rule']]) {
      const bad = await c.admin.json('PUT', '/api/redirect-rules/sequence', { type: 'disqualified', ids });
      expect(bad.status).toBe(422);
      expect(bad.body.errors[0].source.pointer).toBe('/ids');
    }
    expect(await idsOf(c.admin, 'disqualified')).toEqual(reversed);
  });

  it('answers the spec wording and checks lists named in conditions', async () => {
    const errorsOf = async (over: Record<string, unknown>) => {
      const res = await c.admin.json('POST', '/api/redirect-rules', body(over));
      expect(res.status).toBe(422);
      expect(apiErrorProblems(422, res.body)).toEqual([]);
      return Object.fromEntries(res.body.errors.map((e: any) => [e.source?.pointer, e.detail]));
    };
    expect((await errorsOf({ name: ' ' }))['/name']).toBe(REDIRECT_RULE_MESSAGES.nameRequired);
    expect((await errorsOf({ conditions: [] }))['/conditions']).toBe(REDIRECT_RULE_MESSAGES.conditionRequired);
    expect((await errorsOf({ url: '' }))['/url']).toBe(REDIRECT_RULE_MESSAGES.urlRequired);
    expect((await errorsOf({ url: 'javascript:alert(1)' }))['/url']).toBe(REDIRECT_RULE_MESSAGES.invalidUrl);
    expect((await errorsOf({ type: 'maybe' }))['/type']).toBe(REDIRECT_RULE_MESSAGES.typeRequired);

    const inList = (listId: string) => ({ field: { source: 'form', key: 'country' }, operator: 'in_list', listId });
    const condition = body().conditions[0];
    expect(await errorsOf({ conditions: [condition, inList('no-such-list')] })).toEqual({ '/conditions/1/listId': 'Select a list' });
    const foreignList = (await other.json('POST', '/api/lists', { source: 'manual', name: 'Other countries', values: ['France'] })).body
      .data.id;
    expect(await errorsOf({ conditions: [inList(foreignList)] })).toEqual({ '/conditions/0/listId': 'Select a list' });
    const list = (await c.admin.json('POST', '/api/lists', { source: 'manual', name: 'Countries', values: ['Germany'] })).body.data.id;
    expect((await c.admin.json('POST', '/api/redirect-rules', body({ conditions: [inList(list)] }))).status).toBe(201);
  });

  it('lets everyone read and only Admins and Managers write', async () => {
    const rule = await create(c.admin);
    for (const who of [c.user, c.booker]) {
      expect((await who.json('GET', '/api/redirect-rules')).status).toBe(200);
      expect((await who.json('GET', `/api/redirect-rules/${rule.id}`)).status).toBe(200);
      for (const [method, path, b] of [
        ['POST', '/api/redirect-rules', body()],
        ['PUT', `/api/redirect-rules/${rule.id}`, body()],
        ['DELETE', `/api/redirect-rules/${rule.id}`, undefined],
        ['POST', `/api/redirect-rules/${rule.id}/duplicate`, {}],
        ['PUT', '/api/redirect-rules/sequence', { type: 'booked', ids: [rule.id] }],
      ] as const) {
        const res = await who.json(method, path, b);
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
    expect((await c.admin.json('GET', `/api/redirect-rules/${rule.id}`)).body.data.version).toBe(1);
  });

  it("answers 404 for another organization's rules and never lists them", async () => {
    const rule = await create(c.admin);
    for (const [method, path, b] of [
      ['GET', `/api/redirect-rules/${rule.id}`, undefined],
      ['PUT', `/api/redirect-rules/${rule.id}`, body({ name: 'Pwned' })],
      ['DELETE', `/api/redirect-rules/${rule.id}`, undefined],
      ['POST', `/api/redirect-rules/${rule.id}/duplicate`, {}],
    ] as const) {
      const res = await other.json(method, path, b);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(rule.name);
    }
    // Reordering with the other organization's ids is refused, not applied.
    expect((await other.json('PUT', '/api/redirect-rules/sequence', { type: 'booked', ids: [rule.id] })).status).toBe(422);
    expect((await other.json('GET', '/api/redirect-rules')).body.data.some((r: any) => r.id === rule.id)).toBe(false);
    expect((await c.admin.json('GET', `/api/redirect-rules/${rule.id}`)).body.data).toMatchObject({ name: rule.name, version: 1 });
  });
});
