import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { Env } from '../env';
import { addOrg, addUser, db, signIn, uid } from './client';
import { connectCrm, eventually, fake, HS, recordingEnv } from './crm-kit';
import { runSyncStep } from '../features/crm-sync/service';
import { routeMirroredChanges } from '../features/object-routers/service';

export type Seeded = { portalId: number; code: string };

/** Drives a module's sync through the consumer function (with the object routers' hook, as the queue job passes it). */
export async function syncAll(e: Env, integrationId: string, module: string) {
  for (let i = 0; i < 50; i++) {
    const r = await runSyncStep(e, db(), integrationId, module, Date.now(), (c) => routeMirroredChanges(e, db(), c));
    if (r.result !== 'more') return r;
  }
  throw new Error('sync did not finish');
}

/** An organization on HubSpot with two reps in one team, a strict fallback pod over them, and contacts mirrored. */
export async function objectOrg(contacts: Record<string, unknown>[], method = 'round_robin_strict') {
  const org = await addOrg();
  const reps = [
    await addUser(org.accountId, { email: `ann-${uid()}@${org.domain}`, role: 'regular', name: 'Ann Rep' }),
    await addUser(org.accountId, { email: `bob-${uid()}@${org.domain}`, role: 'regular', name: 'Bob Rep' }),
  ];
  const admin = await signIn(org.admin.email);
  const portal = await fake<Seeded>(`${HS}/__fake/portals`, {
    owners: reps.map((r, i) => ({ id: String(101 + i), email: r.email })),
    contacts,
  });
  await connectCrm(admin, 'hubspot', portal.code);
  const integration = (await env.DB.prepare("select id from integrations where account_id = ? and provider = 'hubspot'")
    .bind(org.accountId)
    .first<{ id: string }>())!;
  const { env: e } = recordingEnv();
  for (const module of ['account', 'contact', 'opportunity'])
    await eventually(async () => expect((await syncAll(e, integration.id, module)).result).not.toBe('busy'));
  const team = (await admin.json('POST', '/api/teams', { name: `Team ${uid()}`, timezone: 'UTC', memberIds: reps.map((r) => r.id) })).body
    .data;
  const pod = await admin.json('POST', '/api/distribution-rules', {
    kind: 'fallback_pod',
    definition: {
      name: `Object pod ${uid()}`,
      teamId: team.id,
      distribution: 'round_robin_select',
      members: reps.map((r) => ({ userId: r.id, weight: 1 })),
      conditions: [],
      method,
    },
  });
  expect(pod.status).toBe(201);
  return { ...org, reps, admin, portal, integrationId: integration.id, podId: pod.body.data.id as string };
}

export const body = (o: { integrationId: string; podId: string }, over: Record<string, unknown> = {}) => ({
  name: `Unowned contacts ${uid()}`,
  integrationId: o.integrationId,
  objectType: 'contact',
  trigger: { type: 'owner_empty' },
  fallbackPodId: o.podId,
  ...over,
});
