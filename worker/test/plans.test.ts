import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { ENTERPRISE_FEATURES, enterpriseMessage, type EnterpriseFeature } from '../contracts/plans';
import { setPlan } from '../features/plans/service';
import { db, demo, uid, type TestClient } from './client';
import { campaignRouterBody, redirectRuleBody } from './router-helpers';
import { meetingType, nativeForm, salesTeamId } from './routing-session-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

// The demo organization is on Enterprise (the seed); each case moves it to Standard, expects the one
// 403, then back to Enterprise and expects the same request to be saved.
let c: Awaited<ReturnType<typeof demo>>;
let team: string;
let groups: { id: string; name: string }[];
let typeId: string;
let formId: string;

beforeAll(async () => {
  c = await demo();
  team = await salesTeamId(c.admin);
  groups = (await c.admin.json('GET', `/api/teams/${team}`)).body.data.groups;
  typeId = await meetingType(c.admin);
  formId = await nativeForm();
});

const pod = (over: Record<string, unknown> = {}) => ({
  name: `Pod ${uid()}`,
  teamId: team,
  distribution: 'round_robin_select',
  members: [{ userId: 'demo-ursula', weight: 1 }],
  conditions: [{ field: { source: 'form', key: 'country' }, operator: 'equals', value: 'IN' }],
  method: 'round_robin_strict',
  ...over,
});
const groupRoundRobin = () => ({
  distribution: 'round_robin_group',
  members: [],
  groups: { primaryGroupId: groups[0].id, additionalGroupIds: [groups[1].id] },
});
const matching = (over: Record<string, unknown> = {}) => ({
  name: `Rule ${uid()}`,
  moduleType: 'related_account',
  matchBy: { by: 'email_domain' },
  assignee: { type: 'record_owner', ownerProperty: 'owner_id' },
  ...over,
});
const campaign = (fallback: Record<string, unknown>) =>
  campaignRouterBody(
    { teamId: team, meetingTypeId: typeId, formId },
    { fallback: { teamId: team, method: 'round_robin_strict', memberships: [], ...fallback }, postBookingRedirectUrl: null },
  );

type Case = { name: string; feature: EnterpriseFeature; send: (as: TestClient) => Promise<{ status: number; body: any }>; ok: number };
const cases: Case[] = [
  { name: 'a redirect rule', feature: 'rule_redirects', ok: 201, send: (as) => as.json('POST', '/api/redirect-rules', redirectRuleBody()) },
  {
    name: "a matching rule's own redirect URL",
    feature: 'rule_redirects',
    ok: 201,
    send: (as) => as.json('POST', '/api/matching-rules', matching({ redirectOverrideUrl: 'https://www.acme.test/vip' })),
  },
  {
    name: "a pod's own post-booking redirect URL",
    feature: 'rule_redirects',
    ok: 201,
    send: (as) =>
      as.json('POST', '/api/distribution-rules', {
        kind: 'rule',
        definition: pod({ postBookingRedirectUrl: 'https://www.acme.test/thanks' }),
      }),
  },
  {
    name: 'matching on account opportunities',
    feature: 'opportunities',
    ok: 201,
    send: (as) => as.json('POST', '/api/matching-rules', matching({ moduleType: 'related_account_opps' })),
  },
  {
    name: 'matching on contact opportunities',
    feature: 'opportunities',
    ok: 201,
    send: (as) => as.json('POST', '/api/matching-rules', matching({ moduleType: 'related_contact_opps', matchBy: { by: 'email' } })),
  },
  {
    name: 'a group round robin pod',
    feature: 'group_round_robin',
    ok: 201,
    send: (as) => as.json('POST', '/api/distribution-rules', { kind: 'rule', definition: pod(groupRoundRobin()) }),
  },
  {
    name: "a campaign router's group round robin fallback",
    feature: 'group_round_robin',
    ok: 201,
    send: (as) =>
      as.json(
        'POST',
        '/api/campaign-routers',
        campaign({ distribution: 'round_robin_group', primaryGroupId: groups[0].id, additionalGroupIds: [groups[1].id] }),
      ),
  },
  {
    name: 'an SMS workflow',
    feature: 'sms',
    ok: 422,
    send: (as) =>
      as.json('POST', '/api/workflows', {
        name: `SMS ${uid()}`,
        trigger: 'meeting_booked',
        action: 'send_sms',
        config: { smsFrom: '+14155550100', message: 'See you soon' },
      }),
  },
  {
    name: 'connecting Twilio',
    feature: 'sms',
    ok: 422,
    send: (as) =>
      as.json('POST', '/api/messaging/twilio/connect', {
        accountSid: 'AC' + '0'.repeat(32),
        authToken: '0'.repeat(32),
        senderNumber: 'not a number',
        verifyPhone: '+14155550100',
      }),
  },
];

describe('Enterprise plan gates (spec section 6)', () => {
  it.each(cases)('$name: refused on Standard with the one wording, saved on Enterprise', async ({ feature, send, ok }) => {
    await setPlan(db(), DEMO_ACCOUNT_ID, 'standard');
    try {
      const refused = await send(c.admin);
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body.errors).toHaveLength(1);
      expect(refused.body.errors[0]).toMatchObject({ status: '403', code: 'enterprise_plan', detail: enterpriseMessage(feature) });
    } finally {
      await setPlan(db(), DEMO_ACCOUNT_ID, 'enterprise');
    }
    const accepted = await send(c.admin);
    // SMS saves need a connected Twilio and a valid sender: past the plan check they get the usual 422, never the 403.
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(ok);
    if (ok === 422) expect(accepted.body.errors.map((e: { code: string }) => e.code)).not.toContain('enterprise_plan');
  });

  it('leaves everything else alone on Standard: plain pods, matching rules and campaign routers save', async () => {
    await setPlan(db(), DEMO_ACCOUNT_ID, 'standard');
    try {
      expect((await c.admin.json('POST', '/api/distribution-rules', { kind: 'rule', definition: pod() })).status).toBe(201);
      expect((await c.admin.json('POST', '/api/matching-rules', matching())).status).toBe(201);
      expect(
        (
          await c.admin.json(
            'POST',
            '/api/campaign-routers',
            campaign({ distribution: 'round_robin_select', memberships: [{ userId: 'demo-ursula', weight: 1 }] }),
          )
        ).status,
      ).toBe(201);
    } finally {
      await setPlan(db(), DEMO_ACCOUNT_ID, 'enterprise');
    }
  });

  it('refuses an edit that adds a gated setting to a rule saved before, and its duplicate', async () => {
    const rule = (await c.admin.json('POST', '/api/redirect-rules', redirectRuleBody())).body.data;
    const podId = (await c.admin.json('POST', '/api/distribution-rules', { kind: 'rule', definition: pod() })).body.data.id;
    await setPlan(db(), DEMO_ACCOUNT_ID, 'standard');
    try {
      expect((await c.admin.json('PUT', `/api/redirect-rules/${rule.id}`, redirectRuleBody({ name: 'Renamed' }))).status).toBe(403);
      expect((await c.admin.json('POST', `/api/redirect-rules/${rule.id}/duplicate`)).status).toBe(403);
      const grouped = await c.admin.json('PUT', `/api/distribution-rules/${podId}`, { kind: 'rule', definition: pod(groupRoundRobin()) });
      expect(grouped.status).toBe(403);
      expect(grouped.body.errors[0].detail).toBe(enterpriseMessage('group_round_robin'));
      expect((await c.admin.json('GET', `/api/distribution-rules/${podId}`)).body.data.definition.distribution).toBe('round_robin_select');
    } finally {
      await setPlan(db(), DEMO_ACCOUNT_ID, 'enterprise');
    }
  });

  it('shows Admins the plan and every gated feature; nobody else', async () => {
    const enterprise = await c.admin.json('GET', '/api/organization/plan');
    expect(enterprise.body.data).toMatchObject({ plan: 'enterprise', label: 'Enterprise' });
    expect(enterprise.body.data.features.map((f: { feature: string; included: boolean }) => [f.feature, f.included])).toEqual(
      ENTERPRISE_FEATURES.map((f) => [f, true]),
    );
    await setPlan(db(), DEMO_ACCOUNT_ID, 'standard');
    try {
      const standard = await c.admin.json('GET', '/api/organization/plan');
      expect(standard.body.data).toMatchObject({ plan: 'standard', label: 'Standard' });
      expect(standard.body.data.features.every((f: { included: boolean }) => !f.included)).toBe(true);
      expect(standard.body.data.features[0].message).toBe(enterpriseMessage(ENTERPRISE_FEATURES[0]));
    } finally {
      await setPlan(db(), DEMO_ACCOUNT_ID, 'enterprise');
    }
    expect((await c.manager.json('GET', '/api/organization/plan')).status).toBe(403);
    expect((await c.user.json('GET', '/api/organization/plan')).status).toBe(403);
    // There is no self-service upgrade: no route writes the plan.
    expect((await c.admin.json('PUT', '/api/organization/plan', { plan: 'enterprise' })).status).toBe(404);
    expect((await c.admin.json('PATCH', '/api/organization', { plan: 'standard' })).status).not.toBe(500);
    expect((await c.admin.json('GET', '/api/organization/plan')).body.data.plan).toBe('enterprise');
  });
});
