import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PREVIEW_MESSAGES } from '../contracts/router-preview';
import { addOrg, demo, signIn, type TestClient } from './client';
import { routerBody } from './router-helpers';
import { countryPod, crmAccount, meetingType, nativeForm, ownerRule } from './routing-session-helpers';

// Preview (issue 30) of one matching or distribution rule alone, saved or a draft body, and against a real CRM
// record whose fields become the prospect's answers: the decision record comes back, nothing is written, no turn.

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let admin: TestClient;
let manager: TestClient;
let user: TestClient;
let routerId: string;
let matchingId: string;
let japanPod: string;

beforeAll(async () => {
  ({ admin, manager, user } = await demo());
  const refs = { formId: await nativeForm(), meetingTypeId: await meetingType(admin) };
  matchingId = await ownerRule(admin);
  japanPod = await countryPod(admin, 'Japan', 'round_robin_strict');
  const francePod = await countryPod(admin, 'France', 'round_robin_available');
  const res = await admin.json(
    'POST',
    '/api/routers',
    routerBody({ ...refs, matchingRuleIds: [matchingId], distributionRuleIds: [francePod] }),
  );
  expect(res.status).toBe(201);
  routerId = res.body.data.id;
});

const preview = (c: TestClient, body: unknown) => c.json('POST', `/api/routers/${routerId}/preview`, body);
const ownerRuleBody = {
  name: 'Draft owner rule',
  moduleType: 'related_account',
  matchBy: { by: 'email_domain' },
  assignee: { type: 'record_owner', ownerProperty: 'owner_id' },
};

/** Every table's row count, to show a preview writes nothing anywhere. */
async function tableCounts() {
  const tables = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name != 'd1_migrations'",
  ).all<{ name: string }>();
  const out: Record<string, number> = {};
  for (const t of tables.results) out[t.name] = (await env.DB.prepare(`select count(*) as n from "${t.name}"`).first<{ n: number }>())!.n;
  return out;
}

const recordIdOf = async (domain: string) =>
  (await env.DB.prepare('select id from crm_records where domain = ?').bind(domain).first<{ id: string }>())!.id;

describe('rule and CRM record preview', () => {
  it('decides with one matching rule alone, saved or as a draft body', async () => {
    const domain = await crmAccount('demo-ursula');
    const answers = { name: 'Pat Prospect', email: `pat@${domain}`, country: 'France' };
    for (const rule of [
      { kind: 'matching', id: matchingId },
      { kind: 'matching', definition: ownerRuleBody },
    ]) {
      const res = await manager.json('POST', `/api/routers/${routerId}/preview`, { answers, rule });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ outcome: 'routed', assignee: { kind: 'user', name: 'Ursula Rep' } });
      expect(res.body.data.decision.matching).toMatchObject({ outcome: 'matched', ruleId: 'id' in rule ? matchingId : 'draft' });
      expect(res.body.data.decision.distribution.evaluations).toEqual([]);
    }
    // Alone: a prospect the rule does not match goes nowhere (the router's pods do not decide).
    const nobody = await preview(admin, {
      answers: { ...answers, email: 'pat@unknown-preview.test' },
      rule: { kind: 'matching', id: matchingId },
    });
    expect(nobody.body.data.outcome).toBe('not_routed');
  });

  it('decides with one distribution rule alone, saved or as a draft, peeking a strict pod without taking its turn', async () => {
    const answers = { name: 'Kei Prospect', email: 'kei@kyoto-rule.jp', country: 'Japan' };
    const saved = await preview(admin, { answers, rule: { kind: 'distribution', id: japanPod } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.outcome).toBe('routed');
    const chosen = saved.body.data.decision.roundRobin[0].chosenUserId;
    expect(
      (await preview(admin, { answers, rule: { kind: 'distribution', id: japanPod } })).body.data.decision.roundRobin[0].chosenUserId,
    ).toBe(chosen);
    const pod = (await admin.json('GET', `/api/distribution-rules/${japanPod}`)).body.data;
    const draft = await preview(admin, {
      answers: { ...answers, country: 'Peru' },
      rule: {
        kind: 'distribution',
        definition: { ...pod.definition, name: 'Draft Peru pod', conditions: [{ ...pod.definition.conditions[0], value: 'Peru' }] },
      },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.data.decision.distribution).toMatchObject({ podId: 'draft' });
    expect(draft.body.data.decision.rulesUsed).toEqual([{ id: 'draft', name: 'Draft Peru pod', version: 0, kind: 'distribution' }]);
    // A saved pod's unsaved edits draw from the saved pod's state: the same member is next.
    const edited = await preview(admin, {
      answers: { ...answers, country: 'Peru' },
      rule: {
        kind: 'distribution',
        id: japanPod,
        definition: { ...pod.definition, conditions: [{ ...pod.definition.conditions[0], value: 'Peru' }] },
      },
    });
    expect(edited.body.data).toMatchObject({ outcome: 'routed' });
    expect(edited.body.data.decision.roundRobin[0].chosenUserId).toBe(chosen);
  });

  it("runs a real CRM record through the router: its fields are the prospect's answers, typed answers win", async () => {
    const domain = await crmAccount('demo-ursula');
    const id = await recordIdOf(domain);
    const res = await preview(admin, { answers: { country: 'France' }, crmRecordId: id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ outcome: 'routed', assignee: { name: 'Ursula Rep' } });
    expect(res.body.data.decision.inputs.prospect.answers).toMatchObject({
      email: `prospect@${domain}`,
      name: `Company ${domain}`,
      country: 'France',
    });
    const contact = await admin.json('POST', '/api/crm/records', {
      module: 'contact',
      name: 'Cleo Contact',
      email: 'cleo@crm-preview.test',
      phone: '+33 1 23 45 67 89',
    });
    expect(contact.status).toBe(201);
    const asContact = await preview(admin, { answers: { country: 'France', name: 'Typed Name' }, crmRecordId: contact.body.data.id });
    expect(asContact.body.data.decision.inputs.prospect.answers).toMatchObject({ email: 'cleo@crm-preview.test', name: 'Typed Name' });
  });

  it('writes no row anywhere and takes no turn', async () => {
    const domain = await crmAccount('demo-ursula');
    const id = await recordIdOf(domain);
    const before = await tableCounts();
    const answers = { name: 'Kei Prospect', email: 'kei@kyoto-rows.jp', country: 'Japan' };
    const calls = [
      { answers, rule: { kind: 'distribution', id: japanPod } },
      { answers, rule: { kind: 'matching', definition: ownerRuleBody } },
      { answers: { country: 'Japan' }, crmRecordId: id, rule: { kind: 'distribution', id: japanPod } },
    ];
    const chosen = new Set<string>();
    for (const body of calls) {
      const res = await preview(admin, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      for (const r of res.body.data.decision.roundRobin) chosen.add(r.chosenUserId);
    }
    expect(chosen.size).toBe(1);
    expect(await tableCounts()).toEqual(before);
  });

  it('is for Admins and Managers of the organization, and refuses unknown rules and records', async () => {
    const answers = { name: 'Pat', email: 'pat@acme.io', country: 'France' };
    expect((await preview(user, { answers, rule: { kind: 'matching', id: matchingId } })).status).toBe(403);
    const stranger = await signIn((await addOrg()).admin.email);
    expect((await preview(stranger, { answers, rule: { kind: 'matching', id: matchingId } })).status).toBe(404);
    const other = await addOrg();
    const foreignDomain = await crmAccount('nobody', other.accountId);
    const foreign = await preview(admin, { answers, crmRecordId: await recordIdOf(foreignDomain) });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0]).toMatchObject({ detail: PREVIEW_MESSAGES.unknownRecord, source: { pointer: '/crmRecordId' } });
    const unknown = await preview(admin, { answers, rule: { kind: 'matching', id: 'no-such-rule' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].detail).toBe(PREVIEW_MESSAGES.unknownRule);
    expect((await preview(admin, { answers, rule: { kind: 'matching' } })).body.errors[0].detail).toBe(PREVIEW_MESSAGES.ruleSource);
  });
});
