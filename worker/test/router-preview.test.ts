import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTING_REASONS } from '../contracts/routing';
import { addOrg, demo, signIn, type TestClient } from './client';
import { routerBody } from './router-helpers';
import { countryPod, crmAccount, meetingType, nativeForm, ownerRule, widget } from './routing-session-helpers';

// Preview (issue 30): a router's decision for typed answers, with unsaved edits, as the routing log would
// show it; nothing stored, no turn taken.

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let admin: TestClient;
let manager: TestClient;
let user: TestClient;
let refs: { formId: string; meetingTypeId: string };

beforeAll(async () => {
  ({ admin, manager, user } = await demo());
  refs = { formId: await nativeForm(), meetingTypeId: await meetingType(admin) };
});

const answers = (email: string, country = 'France') => ({ name: 'Pat Prospect', email, country });

async function strictRouter() {
  const podId = await countryPod(admin, 'Japan', 'round_robin_strict');
  const res = await admin.json('POST', '/api/routers', routerBody({ ...refs, distributionRuleIds: [podId] }));
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

const preview = (c: TestClient, routerId: string, body: unknown) => c.json('POST', `/api/routers/${routerId}/preview`, body);

const stored = async (routerId: string) =>
  (await env.DB.prepare('select count(*) as n from routing_sessions where router_id = ?').bind(routerId).first<{ n: number }>())!.n;

describe('router preview', () => {
  it('shows the decision record a submission would get, and stores nothing', async () => {
    const domain = await crmAccount('demo-ursula');
    const podId = await countryPod(admin, 'France', 'round_robin_available');
    const created = await admin.json(
      'POST',
      '/api/routers',
      routerBody({ ...refs, matchingRuleIds: [await ownerRule(admin)], distributionRuleIds: [podId] }),
    );
    const routerId = created.body.data.id as string;
    const res = await manager.json('POST', `/api/routers/${routerId}/preview`, { answers: answers(`pat@${domain}`) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      outcome: 'routed',
      reason: null,
      assignee: { kind: 'user', name: 'Ursula Rep' },
      meetingType: { id: refs.meetingTypeId },
      decision: { router: { id: routerId }, matching: { outcome: 'matched' }, disqualification: null },
    });
    expect(res.body.data.decision.events.map((e: { type: string }) => e.type)).toEqual(['form_submitted', 'matched', 'assigned']);
    expect(await stored(routerId)).toBe(0);
  });

  it('peeks a strict pod: previews agree with each other and with the next real submission, which alone takes the turn', async () => {
    const routerId = await strictRouter();
    const first = (await preview(admin, routerId, { answers: answers('a@kyoto-preview.jp', 'Japan') })).body.data;
    const again = (await preview(admin, routerId, { answers: answers('b@kyoto-preview.jp', 'Japan') })).body.data;
    expect(first.decision.roundRobin[0].chosenUserId).toBeTruthy();
    expect(again.decision.roundRobin[0].chosenUserId).toBe(first.decision.roundRobin[0].chosenUserId);

    const real = await widget.submit(routerId, answers('c@kyoto-preview.jp', 'Japan'));
    expect(real.body.data.assignee.name).toBe(first.assignee.name);
    const after = (await preview(admin, routerId, { answers: answers('d@kyoto-preview.jp', 'Japan') })).body.data;
    expect(after.decision.roundRobin[0].chosenUserId).not.toBe(first.decision.roundRobin[0].chosenUserId);
    expect(await stored(routerId)).toBe(1);
  });

  it("decides with the draft's unsaved edits and leaves the saved router as it was", async () => {
    const routerId = await strictRouter();
    const saved = (await admin.json('GET', `/api/routers/${routerId}`)).body.data;
    expect(saved.disqualifyFreeEmail).toBe(false);
    const asSaved = (await preview(admin, routerId, { answers: answers('pat@gmail.com', 'Japan') })).body.data;
    expect(asSaved.outcome).toBe('routed');
    const drafted = (await preview(admin, routerId, { answers: answers('pat@gmail.com', 'Japan'), draft: { disqualifyFreeEmail: true } }))
      .body.data;
    expect(drafted).toMatchObject({ outcome: 'disqualified', reason: ROUTING_REASONS.freeEmailDisqualified, assignee: null });
    expect(drafted.redirectUrl).toMatch(/^https:\/\/www\.acme\.test\/sorry/);
    const noPods = (
      await preview(admin, routerId, { answers: answers('pat@kyoto-preview.jp', 'Japan'), draft: { distributionRuleIds: [] } })
    ).body.data;
    expect(noPods.outcome).toBe('not_routed');
    expect((await admin.json('GET', `/api/routers/${routerId}`)).body.data).toEqual(saved);
  });

  it('is for Admins and Managers of the router’s organization, and answers bad input in JSON:API', async () => {
    const routerId = await strictRouter();
    expect((await preview(user, routerId, { answers: answers('pat@acme.io') })).status).toBe(403);
    const stranger = await signIn((await addOrg()).admin.email);
    const foreign = await preview(stranger, routerId, { answers: answers('pat@acme.io') });
    expect(foreign.status).toBe(404);
    const bad = await preview(admin, routerId, { draft: { matchingRuleIds: 'x' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { source?: { pointer?: string } }) => e.source?.pointer)).toContain('/answers');
  });
});
