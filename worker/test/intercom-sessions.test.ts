import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { deliver, intercomOrg, startedConversation, stateOf } from './intercom-kit';
import { eventually } from './crm-kit';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

// Issue 25: an Intercom routing is a routing session of kind `intercom`, read by the routing log, the
// reports and the router cards like every other kind's.

const count = async (sql: string, ...args: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n;

describe('Intercom routings are routing sessions', () => {
  it('logs a routed conversation in the routing log with why, counts it on its card and in the reports', async () => {
    const o = await intercomOrg();
    const router = (
      await o.admin.json('POST', '/api/intercom/routers', { name: 'Chat', trigger: 'conversation_started', podId: o.podId, tags: ['hot'] })
    ).body.data;
    const { conv, hook } = await startedConversation(o.token, { name: 'Acme Widgets', website: 'https://www.acme-widgets.test/about' });
    expect((await deliver(hook.body, hook.signature)).status).toBe(204);

    const logs = await o.admin.json('GET', '/api/routing-logs?routerKind=intercom');
    expect(logs.status).toBe(200);
    expect(logs.body.data).toHaveLength(1);
    expect(logs.body.data[0]).toMatchObject({ router: { id: router.id, name: 'Chat' } });
    const inbound = await o.admin.json('GET', '/api/routing-logs?routerKind=inbound');
    expect(inbound.body.data).toEqual([]);
    const detail = (await o.admin.json('GET', `/api/routing-logs/${logs.body.data[0].id}`)).body.data;
    expect(detail.decision.events[0]).toMatchObject({ type: 'conversation_triggered', detail: expect.stringContaining(conv.id) });
    expect(detail.decision.roundRobin[0]).toMatchObject({ podId: o.podId, chosenUserId: o.rep.id });
    // The conversation's company is read for the matching rules: its name and its website's domain.
    expect(detail.decision.inputs.prospect.answers).toMatchObject({ company: 'Acme Widgets', company_domain: 'acme-widgets.test' });
    const written = detail.decision.events
      .filter((e: { type: string }) => e.type === 'intercom_written')
      .map((e: { detail: string }) => e.detail);
    expect(written).toEqual(
      expect.arrayContaining(['Assigned to Rita (Intercom) in Intercom', 'Note written in the conversation', 'Tagged hot']),
    );
    const explanation = detail.explanation.join('\n');
    expect(explanation).toContain('Rita Rep');
    expect(explanation).toContain('Note written in the conversation');
    expect(explanation).toContain(conv.id);

    // The notification's own record points at its session.
    const routings = (await o.admin.json('GET', '/api/intercom/routings')).body.data;
    expect(routings[0]).toMatchObject({ outcome: 'routed', sessionId: detail.id });

    // The router's card counts it as the log does.
    const cards = (await o.admin.json('GET', '/api/intercom/routers')).body.data;
    expect(cards.find((c: { id: string }) => c.id === router.id).stats).toMatchObject({ processed: 1, assigned: 1 });

    // The reports list the router under its kind and count its routing once the rollups see the session's events.
    const named = await o.admin.json('GET', '/api/reports/routers?kind=intercom');
    expect(named.body.data.map((r: { id: string }) => r.id)).toEqual([router.id]);
    await eventually(async () => {
      const c = await o.admin.json('GET', '/api/reports/conversion?range=today&routerKind=intercom');
      expect(c.status).toBe(200);
      expect(c.body.data.funnel).toMatchObject({ submitted: 1, notBooked: 1 });
    });
  });

  it('routes once when Intercom delivers the same notification several times at once', async () => {
    const o = await intercomOrg();
    const router = (await o.admin.json('POST', '/api/intercom/routers', { name: 'Chat', trigger: 'conversation_started', podId: o.podId }))
      .body.data;
    const { conv, hook } = await startedConversation(o.token);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(hook.body, hook.signature)));
    expect(answers.map((a) => a.status)).toEqual([204, 204, 204, 204, 204]);
    expect((await stateOf(o.token, conv.id)).notes).toHaveLength(1);
    expect(await count('select count(*) n from routing_sessions where router_id = ?', router.id)).toBe(1);
    expect(await count("select count(*) n from routing_sessions where router_id = ? and router_kind = 'intercom'", router.id)).toBe(1);
    expect(await count('select count(*) n from intercom_routings where router_id = ?', router.id)).toBe(1);
  });

  it("logs no session when no router has the notification's trigger", async () => {
    const o = await intercomOrg();
    await o.admin.json('POST', '/api/intercom/routers', {
      name: 'Enterprise',
      trigger: 'attribute_set',
      attributeName: 'plan',
      attributeValue: 'Pro',
      podId: o.podId,
    });
    const { hook } = await startedConversation(o.token);
    expect((await deliver(hook.body, hook.signature)).status).toBe(204);
    expect(await count("select count(*) n from routing_sessions where account_id = ? and router_kind = 'intercom'", o.accountId)).toBe(0);
  });
});
