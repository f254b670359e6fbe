import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SELECT_A_SEGMENT } from '../contracts/routing';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { demo, uid, type TestClient } from './client';
import {
  countryPod,
  crmAccount,
  insertCrmAccount,
  makeRouter,
  meetingType,
  nativeForm,
  ownerRule,
  sessionRow,
  widget,
} from './routing-session-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/** Segments as a routing condition (issue 28): "is in segment" and "is not in segment" in matching and distribution rules. */
let admin: TestClient;
let user: TestClient;
let typeId: string;
let formId: string;
let goldSegment: { id: string; name: string };

const inSegment = (segmentId: string, operator = 'in_segment') => ({ field: { source: 'crm', key: 'segment' }, operator, segmentId });
const answers = (email: string) => ({ name: 'Pat Prospect', email, country: 'France' });

async function silverAccount(ownerUserId: string) {
  const domain = `silver-${uid()}.com`;
  await insertCrmAccount({ accountId: DEMO_ACCOUNT_ID, name: domain, domain, ownerUserId, fields: { tier: 'silver' } });
  return domain;
}

beforeAll(async () => {
  ({ admin, user } = await demo());
  typeId = await meetingType(admin);
  formId = await nativeForm();
  const res = await admin.json('POST', '/api/segments', {
    module: 'account',
    name: `Gold accounts ${uid()}`,
    scope: 'global',
    conditions: [{ field: 'tier', operator: 'equals', value: 'gold' }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  goldSegment = res.body.data;
});

describe('a matching rule with "is in segment"', () => {
  it('routes a member of the segment to the account owner, and anyone else to the pod; the log names the segment', async () => {
    const ruleId = await ownerRule(admin, { conditions: [inSegment(goldSegment.id)] });
    const podId = await countryPod(admin, 'France', 'round_robin_available');
    const routerId = await makeRouter({ formId, meetingTypeId: typeId }, { matchingRuleIds: [ruleId], distributionRuleIds: [podId] });

    const gold = await widget.submit(routerId, answers(`pat@${await crmAccount('demo-ursula')}`));
    expect(gold.status, JSON.stringify(gold.body)).toBe(201);
    expect(gold.body.data.assignee).toEqual({ kind: 'user', name: 'Ursula Rep', avatarUrl: null });
    const silver = await widget.submit(routerId, answers(`sam@${await silverAccount('demo-ursula')}`));
    expect(silver.body.data.assignee).toMatchObject({ kind: 'team', name: 'Sales' });
    expect(await sessionRow(silver.body.data.sessionId)).toMatchObject({ via: 'form_routing_rule', podId });

    const log = await admin.json('GET', `/api/routing-logs/${gold.body.data.sessionId}`);
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body)).toContain(`is in segment \\"${goldSegment.name}\\"`);
    const missed = await admin.json('GET', `/api/routing-logs/${silver.body.data.sessionId}`);
    expect(JSON.stringify(missed.body)).toContain(`is not in segment \\"${goldSegment.name}\\"`);
  });
});

describe('a distribution rule with "is not in segment"', () => {
  it('takes only prospects outside the segment', async () => {
    const outside = await countryPod(admin, 'France', 'round_robin_available', {
      conditions: [inSegment(goldSegment.id, 'not_in_segment')],
    });
    const everyone = await countryPod(admin, 'France', 'round_robin_available');
    // The owner rule finds the account but never assigns: the record it found is what the pods read.
    const finder = await ownerRule(admin, {
      conditions: [{ field: { source: 'form', key: 'country' }, operator: 'equals', value: 'Nowhere' }],
    });
    const routerId = await makeRouter(
      { formId, meetingTypeId: typeId },
      { matchingRuleIds: [finder], distributionRuleIds: [outside, everyone] },
    );
    const gold = await widget.submit(routerId, answers(`gil@${await crmAccount('demo-ravi')}`));
    expect((await sessionRow(gold.body.data.sessionId))!.podId).toBe(everyone);
    const silver = await widget.submit(routerId, answers(`sol@${await silverAccount('demo-ravi')}`));
    expect((await sessionRow(silver.body.data.sessionId))!.podId).toBe(outside);
  });
});

describe('saving a rule with a segment condition', () => {
  it('refuses a personal, unknown or foreign segment with "Select a segment" at the condition', async () => {
    const personal = await user.json('POST', '/api/segments', {
      module: 'account',
      name: `Mine ${uid()}`,
      conditions: [{ field: 'tier', operator: 'equals', value: 'gold' }],
    });
    for (const id of [personal.body.data.id, `seg-${uid()}`]) {
      const res = await admin.json('POST', '/api/matching-rules', {
        name: `Match ${uid()}`,
        moduleType: 'related_account',
        matchBy: { by: 'email_domain' },
        assignee: { type: 'record_owner', ownerProperty: 'owner_id' },
        conditions: [inSegment(id)],
      });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ detail: SELECT_A_SEGMENT, source: { pointer: '/conditions/0/segmentId' } });
    }
  });
});
