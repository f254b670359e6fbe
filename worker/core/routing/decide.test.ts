import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTING_REASONS, type CrmRecord, type MatchingRule, type RoutingUser } from '../../contracts/routing';
import type { DistributionRule, FallbackPod } from '../../contracts/routing-pods';
import type { DecisionInputs } from '../../contracts/routing-decision';
import { matchingRule } from './test-helpers';
import { MATCHING_NOT_ENABLED, decideLaterOwnerUpdate, decideRouting } from './decide';

const records: CrmRecord[] = [
  { id: 'A1', module: 'account', domain: 'acme.com', updatedAt: '2024-01-01', fields: { owner_id: 'u-ursula', tier: 'gold' } },
  { id: 'C1', module: 'contact', email: 'ann@initech.com', updatedAt: '2024-01-01', fields: { owner_id: 'u-gone' } },
];
const users: RoutingUser[] = [
  { id: 'u-ursula', email: 'ursula@us.test', crmOwnerIds: [], active: true },
  { id: 'u-ravi', email: 'ravi@us.test', crmOwnerIds: [], active: true },
];

const byDomain: MatchingRule = { ...matchingRule('m-domain', 'Account owner'), meetingTypeOverrideId: 'mt-enterprise' };
const contactOwner: MatchingRule = {
  ...byDomain,
  id: 'm-contact',
  name: 'Contact owner',
  moduleType: 'related_contact',
  matchBy: { by: 'email' },
  meetingTypeOverrideId: null,
};
const gold: MatchingRule = {
  ...byDomain,
  id: 'm-gold',
  name: 'Gold accounts to enterprise group',
  conditions: [{ field: { source: 'crm', key: 'tier' }, operator: 'equals', value: 'gold' }],
  assignee: { type: 'group', teamId: 't-sales', groupIds: ['g-enterprise'] },
};
const pod = (id: string, country: string | null): DistributionRule => ({
  id,
  name: `Pod ${id}`,
  teamId: 't-sales',
  distribution: 'round_robin_all',
  members: [],
  conditions: country ? [{ field: { source: 'form', key: 'country' }, operator: 'equals', value: country }] : [],
  guests: [],
  ownerUpdate: { enabled: false },
  method: 'round_robin_available',
  meetingTypeOverrideId: null,
});
const emea = pod('p-emea', 'Germany');
const india = pod('p-india', 'India');
const fallback: FallbackPod = { ...pod('p-fallback', null), name: 'Fallback pod' };

function inputs(
  email: string | null,
  over: Partial<DecisionInputs> = {},
  options: Partial<DecisionInputs['options']> = {},
): DecisionInputs {
  return {
    prospect: { email, answers: { email: email ?? '', country: 'India' } },
    crmRecords: records,
    users,
    lists: [],
    matchingRules: [byDomain, contactOwner],
    distributionRules: [emea, india],
    fallbackPod: fallback,
    options: { matchingEnabled: true, disqualifyFreeEmail: true, disqualifyInvalidEmail: true, overrideExistingOwner: false, ...options },
    ...over,
  };
}

describe('decideRouting', () => {
  type Row = [string, DecisionInputs, string, Record<string, unknown>];
  const rows: Row[] = [
    ['free e-mail is disqualified', inputs('pat@gmail.com'), 'disqualified', { reason: ROUTING_REASONS.freeEmailDisqualified }],
    ['invalid e-mail is disqualified', inputs('not-an-address'), 'disqualified', { reason: ROUTING_REASONS.invalidEmailDisqualified }],
    ['free e-mail passes when the flag is off', inputs('pat@gmail.com', {}, { disqualifyFreeEmail: false }), 'pod', { viaId: 'p-india' }],
    [
      'account owner takes a prospect of the domain',
      inputs('pat@acme.com'),
      'user',
      { userId: 'u-ursula', via: 'form_matching_rule', viaId: 'm-domain', viaName: 'Account owner' },
    ],
    [
      'a group assignee shows the team',
      inputs('pat@acme.com', { matchingRules: [gold] }),
      'group',
      { groupIds: ['g-enterprise'], viaId: 'm-gold' },
    ],
    [
      'not matched goes to the first passing distribution rule',
      inputs('pat@unknown.io'),
      'pod',
      { via: 'form_routing_rule', viaId: 'p-india' },
    ],
    [
      'no rule passes: the fallback pod',
      inputs('pat@unknown.io', { distributionRules: [emea] }),
      'pod',
      { via: 'fallback_pod', viaId: 'p-fallback' },
    ],
    [
      'no rule and no fallback: nobody',
      inputs('pat@unknown.io', { distributionRules: [emea], fallbackPod: null }),
      'none',
      { reason: ROUTING_REASONS.noRuleMatched },
    ],
    ['matching disabled skips straight to pods', inputs('pat@acme.com', {}, { matchingEnabled: false }), 'pod', { viaId: 'p-india' }],
    [
      'an owner who is not a product user fails the rule',
      inputs('ann@initech.com', { matchingRules: [contactOwner] }),
      'pod',
      { viaId: 'p-india' },
    ],
  ];

  it.each(rows)('%s', (_name, input, kind, expected) => {
    const d = decideRouting(input);
    expect(d.plan.kind).toBe(kind);
    expect(d.plan).toMatchObject(expected);
  });

  it('a disqualified prospect evaluates no rule and never reaches a pod', () => {
    const d = decideRouting(inputs('pat@gmail.com'));
    expect(d.disqualification).toEqual({ reason: ROUTING_REASONS.freeEmailDisqualified });
    expect(d.matching.outcome).toBe('disqualified');
    expect(
      [...d.matching.evaluations, ...d.distribution.evaluations].every(
        (e) => e.status === 'not_evaluated' && e.reason === ROUTING_REASONS.disqualified,
      ),
    ).toBe(true);
    expect(d.distribution.outcome).toBe('not_needed');
  });

  it('a matched user carries the rule meeting type and its owner update decision', () => {
    const d = decideRouting(inputs('pat@acme.com'));
    expect(d.meetingTypeOverrideId).toBe('mt-enterprise');
    expect(d.matching).toMatchObject({ outcome: 'matched', ruleId: 'm-domain', recordId: 'A1', matchResult: 'exact' });
    // Ursula already owns the account: nothing to write.
    expect(d.ownerUpdate).toMatchObject({ update: false, recordId: 'A1' });
    expect(d.distribution.evaluations.map((e) => [e.ruleId, e.reason])).toEqual([
      ['p-emea', ROUTING_REASONS.earlierRuleMatched],
      ['p-india', ROUTING_REASONS.earlierRuleMatched],
      ['p-fallback', ROUTING_REASONS.earlierRuleMatched],
    ]);
  });

  it('pods read the record a failed matching rule found', () => {
    const crmPod = {
      ...pod('p-gold', null),
      conditions: [{ field: { source: 'crm' as const, key: 'tier' }, operator: 'equals' as const, value: 'gold' }],
    };
    const failing = {
      ...byDomain,
      conditions: [{ field: { source: 'form' as const, key: 'country' }, operator: 'equals' as const, value: 'France' }],
    };
    const d = decideRouting(inputs('pat@acme.com', { matchingRules: [failing], distributionRules: [crmPod] }));
    expect(d.plan).toMatchObject({ kind: 'pod', viaId: 'p-gold' });
    expect(d.record?.id).toBe('A1');
  });

  it('matching rules that are switched off are listed as not evaluated', () => {
    const d = decideRouting(inputs('pat@acme.com', {}, { matchingEnabled: false }));
    expect(d.matching.outcome).toBe('not_enabled');
    expect(d.matching.evaluations.map((e) => e.reason)).toEqual([MATCHING_NOT_ENABLED, MATCHING_NOT_ENABLED]);
  });

  it('decides the owner update of a pod member later, honouring the override flag', () => {
    const setting = { enabled: true, destinationProperty: 'owner_id' };
    expect(decideLaterOwnerUpdate(inputs('pat@acme.com'), setting, records[0], 'u-ravi')).toMatchObject({
      update: false,
      reason: ROUTING_REASONS.ownerNotUpdated,
    });
    expect(
      decideLaterOwnerUpdate(inputs('pat@acme.com', {}, { overrideExistingOwner: true }), setting, records[0], 'u-ravi'),
    ).toMatchObject({ update: true, value: 'ravi@us.test' });
  });

  it('replaying the stored inputs reproduces the stored decision', () => {
    for (const input of rows.map((r) => r[1])) {
      const first = decideRouting(input);
      const stored = JSON.parse(JSON.stringify({ inputs: input, matching: first.matching, distribution: first.distribution }));
      const replay = decideRouting(stored.inputs);
      expect(JSON.parse(JSON.stringify({ matching: replay.matching, distribution: replay.distribution }))).toEqual({
        matching: stored.matching,
        distribution: stored.distribution,
      });
    }
  });
});

describe('decideRouting: what is stored and which flags it honours', () => {
  it('stores the chosen pod id, the fallback pod id, or none', () => {
    const byRule = decideRouting(inputs('pat@unknown.io'));
    expect(byRule.distribution).toMatchObject({ outcome: 'rule', podId: 'p-india', reason: null });
    expect(byRule.meetingTypeOverrideId).toBeNull();
    const byFallback = decideRouting(inputs('pat@unknown.io', { distributionRules: [emea] }));
    expect(byFallback.distribution).toMatchObject({ outcome: 'fallback', podId: 'p-fallback', reason: ROUTING_REASONS.noRuleMatched });
    const nobody = decideRouting(inputs('pat@unknown.io', { distributionRules: [emea], fallbackPod: null }));
    expect(nobody.distribution).toMatchObject({ outcome: 'none', podId: null });
    expect(nobody).toMatchObject({
      disqualification: null,
      matchingRule: null,
      record: null,
      ownerUpdate: null,
      meetingTypeOverrideId: null,
    });
    const matched = decideRouting(inputs('pat@acme.com'));
    expect(matched.distribution).toMatchObject({ outcome: 'not_needed', podId: null, reason: null });
    expect(matched.matchingRule?.id).toBe('m-domain');
    expect(matched.record?.id).toBe('A1');
  });

  it('carries the meeting type override of the pod that takes the prospect', () => {
    const withType = { ...india, meetingTypeOverrideId: 'mt-india' };
    expect(decideRouting(inputs('pat@unknown.io', { distributionRules: [withType] })).meetingTypeOverrideId).toBe('mt-india');
    const group = decideRouting(inputs('pat@acme.com', { matchingRules: [{ ...gold, meetingTypeOverrideId: undefined }] }));
    expect(group.meetingTypeOverrideId).toBeNull();
  });

  it('passes the override-existing-owner flag to the owner update of a matched user', () => {
    // Ravi is assigned an account Ursula owns: only the override flag lets the owner be rewritten.
    const ravi: MatchingRule = { ...byDomain, assignee: { type: 'specific_user', teamId: 't-sales', userId: 'u-ravi' } };
    const kept = decideRouting(inputs('pat@acme.com', { matchingRules: [ravi] }));
    expect(kept.plan).toMatchObject({ kind: 'user', userId: 'u-ravi' });
    expect(kept.ownerUpdate).toMatchObject({ update: false, reason: ROUTING_REASONS.ownerNotUpdated });
    const overridden = decideRouting(inputs('pat@acme.com', { matchingRules: [ravi] }, { overrideExistingOwner: true }));
    expect(overridden.ownerUpdate).toEqual({ update: true, recordId: 'A1', property: 'owner_id', value: 'ravi@us.test', reason: null });
  });

  it('disqualifies on lead quality only when the router asks, from the facts stored with the inputs', () => {
    const spam = { leadQuality: { name: 'Pat Prospect', mailServer: 'none' as const } };
    expect(decideRouting(inputs('pat@acme.com', spam)).disqualification).toBeNull();
    const on = decideRouting(inputs('pat@acme.com', spam, { disqualifyLowQuality: true }));
    expect(on.disqualification).toEqual({ reason: 'Disqualified as a likely spam lead: a domain that cannot receive email' });
    expect(on.plan.kind).toBe('disqualified');
    // A record stored before the check existed has no facts: the lookup counts as unknown, never as spam.
    expect(decideRouting(inputs('pat@acme.com', {}, { disqualifyLowQuality: true })).disqualification).toBeNull();
  });

  it('lets an invalid e-mail through when its flag is off, and a free one is still disqualified by its own flag', () => {
    const through = decideRouting(inputs('not-an-address', {}, { disqualifyInvalidEmail: false }));
    expect(through.disqualification).toBeNull();
    expect(through.plan).toMatchObject({ kind: 'pod', viaId: 'p-india' });
    const free = decideRouting(inputs('pat@gmail.com', {}, { disqualifyInvalidEmail: false }));
    expect(free.plan).toEqual({ kind: 'disqualified', reason: ROUTING_REASONS.freeEmailDisqualified });
    // No e-mail at all is not an invalid one.
    expect(decideRouting(inputs(null)).plan).toMatchObject({ kind: 'pod', viaId: 'p-india' });
    expect(decideRouting(inputs('   ')).plan).toMatchObject({ kind: 'pod', viaId: 'p-india' });
  });

  it('a disqualified decision keeps nothing else', () => {
    const d = decideRouting(inputs('not-an-address'));
    expect(d).toMatchObject({
      disqualification: { reason: ROUTING_REASONS.invalidEmailDisqualified },
      matchingRule: null,
      record: null,
      ownerUpdate: null,
      meetingTypeOverrideId: null,
    });
    expect(d.matching).toMatchObject({
      outcome: 'disqualified',
      reason: ROUTING_REASONS.invalidEmailDisqualified,
      ruleId: null,
      matchResult: null,
      recordId: null,
    });
    expect(d.distribution).toMatchObject({ outcome: 'not_needed', podId: null, reason: null });
  });

  it('records the matching outcome of a prospect no rule matched and gives pods no record', () => {
    const d = decideRouting(inputs('pat@unknown.io'));
    expect(d.matching).toMatchObject({ outcome: 'not_matched', reason: ROUTING_REASONS.noRuleMatched, ruleId: null, recordId: null });
    expect(d.record).toBeNull();
    expect(d.matching.evaluations.map((e) => e.status)).toEqual(['failed', 'failed']);
  });

  it('plans the rule that matched, not the first one listed', () => {
    const d = decideRouting(inputs('pat@acme.com', { matchingRules: [contactOwner, byDomain] }));
    expect(d.plan).toMatchObject({ kind: 'user', viaId: 'm-domain', viaName: 'Account owner' });
    expect(d.matchingRule?.id).toBe('m-domain');
    expect(d.meetingTypeOverrideId).toBe('mt-enterprise');
    expect(MATCHING_NOT_ENABLED).toBe('Not evaluated: matching rules are not enabled in this router');
  });

  it('switched-off matching records nothing but the rules it did not run', () => {
    const disabled = decideRouting(inputs('pat@acme.com', {}, { matchingEnabled: false }));
    expect(disabled.matching).toMatchObject({ outcome: 'not_enabled', reason: null, ruleId: null, matchResult: null, recordId: null });
    expect(disabled.matching.evaluations[0]).toMatchObject({
      status: 'not_evaluated',
      detail: null,
      matchResult: null,
      recordId: null,
      conditions: [],
    });
  });
});

describe('decideRouting properties', () => {
  const emailArb = fc.oneof(
    fc.constantFrom('pat@acme.com', 'ann@initech.com', 'x@gmail.com', 'bad', '', 'who@unknown.io'),
    fc.emailAddress(),
  );
  const country = fc.constantFrom('India', 'Germany', 'France', '');
  const matchingArb = fc.subarray([byDomain, contactOwner, gold]);
  const podsArb = fc.subarray([emea, india, pod('p-fr', 'France')]);
  const inputArb = fc.record({
    email: emailArb,
    country,
    matching: matchingArb,
    pods: podsArb,
    withFallback: fc.boolean(),
    options: fc.record({
      matchingEnabled: fc.boolean(),
      disqualifyFreeEmail: fc.boolean(),
      disqualifyInvalidEmail: fc.boolean(),
      overrideExistingOwner: fc.boolean(),
    }),
  });
  const build = (x: typeof inputArb extends fc.Arbitrary<infer T> ? T : never): DecisionInputs => ({
    ...inputs(x.email, { matchingRules: x.matching, distributionRules: x.pods, fallbackPod: x.withFallback ? fallback : null }, x.options),
    prospect: { email: x.email, answers: { email: x.email, country: x.country } },
  });

  it('is deterministic and lists every rule exactly once', () => {
    fc.assert(
      fc.property(inputArb, (x) => {
        const input = build(x);
        const a = decideRouting(input);
        const b = decideRouting(structuredClone(input));
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
        expect(a.matching.evaluations.map((e) => e.ruleId)).toEqual(x.matching.map((r) => r.id));
        const pods = [...x.pods.map((p) => p.id), ...(x.withFallback ? ['p-fallback'] : [])];
        expect(a.distribution.evaluations.map((e) => e.ruleId)).toEqual(pods);
        // At most one rule passes overall, and it is the one the plan names.
        const passed = [...a.matching.evaluations, ...a.distribution.evaluations].filter((e) => e.status === 'passed');
        expect(passed.length).toBeLessThanOrEqual(1);
        if ('viaId' in a.plan) expect(passed.map((e) => e.ruleId)).toEqual([a.plan.viaId]);
      }),
      { numRuns: 300 },
    );
  });
});
