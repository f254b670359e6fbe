import { describe, expect, it, vi } from 'vitest';
import { db, signIn } from './client';
import { recordingEnv } from './crm-kit';
import { body, objectOrg } from './object-router-kit';
import { routeRecord } from '../features/object-routers/service';
import { findRouter } from '../features/object-routers/repo';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

type Org = Awaited<ReturnType<typeof objectOrg>>;

/** Routes the mirrored contact 7001 through the router for one trigger episode (its record version). */
async function route(o: Org, routerId: string, triggerKey: string) {
  const router = (await findRouter(db(), o.accountId, routerId))!;
  const record = {
    id: `${o.integrationId}:contact:7001`,
    module: 'contact',
    email: 'dana@lead.example',
    phone: null,
    domain: null,
    fields: {},
  };
  const { env: e } = recordingEnv();
  return routeRecord(e, db(), router, record as never, { how: 'crm_change', provider: 'hubspot', triggerKey });
}

describe('object routers create a follow-up task for the new owner', () => {
  it('creates one to-do on the record per trigger episode when asked, and none when not', async () => {
    const o = await objectOrg([{ id: '7001', properties: { email: 'dana@lead.example', firstname: 'Dana' } }]);
    const created = await o.admin.json('POST', '/api/object-routers', body(o, { name: 'With tasks', followUpTask: true }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ followUpTask: true });
    const routerId = created.body.data.id as string;

    const first = await route(o, routerId, 'owner_empty@1');
    expect(first).toMatchObject({ result: 'routed', ownerUserId: o.reps[0].id });
    // The same episode delivered again routes nothing and adds no task.
    expect(await route(o, routerId, 'owner_empty@1')).toMatchObject({ result: 'duplicate' });
    const ann = await signIn(o.reps[0].email);
    const mine = (await ann.json('GET', '/api/tasks/mine')).body.data;
    expect(mine).toEqual([
      expect.objectContaining({
        subjectType: 'contact',
        subjectId: `${o.integrationId}:contact:7001`,
        type: 'to_do',
        title: 'Follow up: dana@lead.example',
        assigneeUserId: o.reps[0].id,
        status: 'open',
        createdBy: null,
      }),
    ]);
    expect(mine[0].description).toContain('With tasks routed this contact to you.');
    expect(mine[0].description).toContain('Assigned to Ann Rep');
    // A new version of the record (another episode) is routed again and its owner gets a task of that episode.
    const second = await route(o, routerId, 'owner_empty@2');
    expect(second).toMatchObject({ result: 'routed' });
    const onRecord = (
      await o.admin.json('GET', `/api/tasks?subjectType=contact&subjectId=${encodeURIComponent(`${o.integrationId}:contact:7001`)}`)
    ).body.data as { assigneeUserId: string; subjectName: string }[];
    expect(onRecord.map((t) => t.assigneeUserId).sort()).toEqual([o.reps[0].id, second.ownerUserId].sort());
    expect(onRecord[0].subjectName).toBe('Dana');

    // Turning it off is kept by an edit, and the router's next routing leaves no task.
    const router = created.body.data;
    const off = await o.admin.json('PUT', `/api/object-routers/${routerId}`, body(o, { name: router.name, followUpTask: false }));
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ followUpTask: false });
    expect(await route(o, routerId, 'owner_empty@3')).toMatchObject({ result: 'routed' });
    const after = (
      await o.admin.json('GET', `/api/tasks?subjectType=contact&subjectId=${encodeURIComponent(`${o.integrationId}:contact:7001`)}`)
    ).body.data as unknown[];
    expect(after).toHaveLength(2);
  });
});
