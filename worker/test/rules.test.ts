import { describe, expect, it } from 'vitest';
import { demo } from './client';

const condition = { field: { source: 'form', key: 'company_size' }, operator: 'at_least', value: 100 };
async function salesTeam(admin: Awaited<ReturnType<typeof demo>>['admin']) {
  const teams = (await admin.json('GET', '/api/teams')).body.data;
  return (await admin.json('GET', `/api/teams/${teams.find((t: { name: string }) => t.name === 'Sales').id}`)).body.data;
}
const pod = (teamId: string, extra: Record<string, unknown> = {}) => ({
  name: `Enterprise ${crypto.randomUUID().slice(0, 4)}`,
  teamId,
  distribution: 'round_robin_select',
  members: [
    { userId: 'demo-ursula', weight: 3 },
    { userId: 'demo-ravi', weight: 1 },
  ],
  conditions: [condition],
  method: 'round_robin_strict',
  ...extra,
});

describe('distribution rules and pods', () => {
  it('creates a rule, syncs its pod and shows the round-robin history', async () => {
    const { admin } = await demo();
    const team = await salesTeam(admin);
    const created = await admin.json('POST', '/api/distribution-rules', { kind: 'rule', definition: pod(team.id) });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const history = await admin.json('GET', `/api/distribution-rules/${id}/round-robin`);
    expect(history.body.data.members.map((m: { name: string; weight: number }) => [m.name, m.weight])).toEqual(
      expect.arrayContaining([
        ['Ursula Rep', 3],
        ['Ravi Rep', 1],
      ]),
    );
    expect(history.body.data.queuePreview.length).toBeGreaterThan(0);
    expect(history.body.data.period.end).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const log = await admin.json('GET', `/api/distribution-rules/${id}/round-robin/log`);
    expect(log.body.data.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['user_added', 'reset']));
    const updated = await admin.json('PUT', `/api/distribution-rules/${id}`, {
      kind: 'rule',
      definition: pod(team.id, { members: [{ userId: 'demo-ravi', weight: 2 }] }),
    });
    expect(updated.body.data.version).toBe(2);
    const after = await admin.json('GET', `/api/distribution-rules/${id}/round-robin`);
    expect(after.body.data.members.filter((m: { active: boolean }) => m.active).map((m: { name: string }) => m.name)).toEqual(['Ravi Rep']);
  });

  it('applies the spec validation to rules and the fallback pod', async () => {
    const { admin } = await demo();
    const team = await salesTeam(admin);
    const noCondition = await admin.json('POST', '/api/distribution-rules', { kind: 'rule', definition: pod(team.id, { conditions: [] }) });
    expect(noCondition.body.errors[0]).toMatchObject({ detail: 'At least one condition', source: { pointer: '/definition/conditions' } });
    const fallbackWithCondition = await admin.json('POST', '/api/distribution-rules', { kind: 'fallback_pod', definition: pod(team.id) });
    expect(fallbackWithCondition.body.errors[0].detail).toBe('A fallback pod must have no conditions');
    const weight = await admin.json('POST', '/api/distribution-rules', {
      kind: 'rule',
      definition: pod(team.id, { members: [{ userId: 'demo-ravi', weight: 100 }] }),
    });
    expect(weight.body.errors[0].detail).toBe('Weight should be between 1 and 99');
    const outsider = await admin.json('POST', '/api/distribution-rules', {
      kind: 'rule',
      definition: pod(team.id, { members: [{ userId: 'demo-admin', weight: 1 }] }),
    });
    expect(outsider.body.errors[0].detail).toBe('Members must belong to the team');
    const badUrl = await admin.json('POST', '/api/distribution-rules', {
      kind: 'rule',
      definition: pod(team.id, { postBookingRedirectUrl: 'javascript:alert(1)' }),
    });
    expect(badUrl.body.errors[0].detail).toBe('Invalid URL');
  });

  it('adjusts a member count only with a reason, and records vacations', async () => {
    const { admin, user } = await demo();
    const team = await salesTeam(admin);
    const id = (await admin.json('POST', '/api/distribution-rules', { kind: 'rule', definition: pod(team.id) })).body.data.id;
    const noReason = await admin.json('POST', `/api/distribution-rules/${id}/round-robin/adjust`, {
      memberId: 'demo-ravi',
      delta: 2,
      reason: '',
    });
    expect(noReason.body.errors[0].detail).toBe('Reason is required');
    const ok = await admin.json('POST', `/api/distribution-rules/${id}/round-robin/adjust`, {
      memberId: 'demo-ravi',
      delta: 2,
      reason: 'Took two walk-ins',
    });
    expect(ok.body.data.members.find((m: { userId: string }) => m.userId === 'demo-ravi').level).toBe(2);
    const away = await admin.json('POST', `/api/distribution-rules/${id}/round-robin/vacation`, {
      memberId: 'demo-ursula',
      onVacation: true,
    });
    expect(away.body.data.members.find((m: { userId: string }) => m.userId === 'demo-ursula').onVacation).toBe(true);
    expect(
      (await user.json('POST', `/api/distribution-rules/${id}/round-robin/adjust`, { memberId: 'demo-ravi', delta: 1, reason: 'x' }))
        .status,
    ).toBe(403);
    const log = (await admin.json('GET', `/api/distribution-rules/${id}/round-robin/log`)).body.data;
    expect(log[0]).toMatchObject({ type: 'vacation_calibration', memberName: 'Ursula Rep' });
    expect(log.find((e: { type: string }) => e.type === 'manual_calibration')).toMatchObject({
      reason: 'Took two walk-ins',
      memberName: 'Ravi Rep',
    });
  });

  it('sequences, duplicates and deletes; only one fallback pod', async () => {
    const { admin } = await demo();
    const team = await salesTeam(admin);
    const a = (await admin.json('POST', '/api/distribution-rules', { kind: 'rule', definition: pod(team.id) })).body.data;
    const b = (await admin.json('POST', '/api/distribution-rules', { kind: 'rule', definition: pod(team.id) })).body.data;
    const copy = await admin.json('POST', `/api/distribution-rules/${a.id}/duplicate`);
    expect(copy.body.data.name).toBe(`Copy of ${a.name}`);
    const all = (await admin.json('GET', '/api/distribution-rules?kind=rule')).body.data.map((r: { id: string }) => r.id);
    const reordered = await admin.json('PUT', '/api/distribution-rules/sequence', { ids: [...all].reverse() });
    expect(reordered.body.data.map((r: { id: string }) => r.id)).toEqual([...all].reverse());
    const fallback = { ...pod(team.id, { conditions: [] }), distribution: 'round_robin_all', members: [] };
    const first = await admin.json('POST', '/api/distribution-rules', { kind: 'fallback_pod', definition: fallback });
    if (first.status === 201)
      expect((await admin.json('POST', '/api/distribution-rules', { kind: 'fallback_pod', definition: fallback })).status).toBe(409);
    expect((await admin.json('DELETE', `/api/distribution-rules/${b.id}`)).status).toBe(204);
    expect((await admin.json('GET', `/api/distribution-rules/${b.id}`)).status).toBe(404);
  });
});

describe('matching rules', () => {
  const rule = (extra: Record<string, unknown> = {}) => ({
    name: `Owner match ${crypto.randomUUID().slice(0, 4)}`,
    moduleType: 'related_account',
    matchBy: { by: 'email_domain' },
    assignee: { type: 'record_owner', ownerProperty: 'owner' },
    ...extra,
  });

  it('creates, versions, duplicates, sequences and deletes', async () => {
    const { admin } = await demo();
    const a = await admin.json('POST', '/api/matching-rules', rule());
    expect(a.status).toBe(201);
    const b = await admin.json(
      'POST',
      '/api/matching-rules',
      rule({ moduleType: 'related_contact', matchBy: { by: 'email' }, fuzzy: true }),
    );
    expect(b.status).toBe(201);
    const edited = await admin.json('PUT', `/api/matching-rules/${a.body.data.id}`, rule({ name: 'Renamed' }));
    expect(edited.body.data).toMatchObject({ name: 'Renamed', version: 2 });
    expect((await admin.json('POST', `/api/matching-rules/${b.body.data.id}/duplicate`)).status).toBe(201);
    const ids = (await admin.json('GET', '/api/matching-rules')).body.data.map((r: { id: string }) => r.id);
    expect((await admin.json('PUT', '/api/matching-rules/sequence', { ids: [...ids].reverse() })).body.data[0].id).toBe(ids.at(-1));
    expect((await admin.json('DELETE', `/api/matching-rules/${a.body.data.id}`)).status).toBe(204);
  });

  it('refuses fuzzy matching unless by e-mail, and foreign assignees', async () => {
    const { admin, user } = await demo();
    const fuzzy = await admin.json('POST', '/api/matching-rules', rule({ fuzzy: true }));
    expect(fuzzy.body.errors[0]).toMatchObject({
      detail: 'Fuzzy matching is allowed only when matching is by e-mail',
      source: { pointer: '/fuzzy' },
    });
    const team = await salesTeam(admin);
    const outsider = await admin.json(
      'POST',
      '/api/matching-rules',
      rule({ assignee: { type: 'specific_user', teamId: team.id, userId: 'demo-admin' } }),
    );
    expect(outsider.body.errors[0].detail).toBe('Select a member');
    expect((await user.json('POST', '/api/matching-rules', rule())).status).toBe(403);
  });
});
