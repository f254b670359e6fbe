import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ConditionSchema, MatchingRuleInputSchema } from '../../contracts/routing';
import { DistributionRuleInputSchema, FallbackPodInputSchema, RouterRulesSchema } from '../../contracts/routing-pods';
import { LedgerEntrySchema, ManualCalibrationSchema, MemberWeightSchema } from '../../contracts/round-robin';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? [] : r.issues.map((i) => i.message);
};

const matchingRule = {
  name: 'Owner of contact',
  moduleType: 'related_contact',
  matchBy: { by: 'email' },
  assignee: { type: 'record_owner', ownerProperty: 'hubspot_owner_id' },
};

const condition = { field: { source: 'form', key: 'country' }, operator: 'equals', value: 'India' };
const pod = {
  name: 'EMEA',
  teamId: 't1',
  distribution: 'round_robin_select',
  members: [{ userId: 'u1', weight: 50 }],
  conditions: [condition],
  method: 'round_robin_strict',
};

describe('routing contracts', () => {
  it('accepts a minimal matching rule and fills defaults', () => {
    const rule = v.parse(MatchingRuleInputSchema, matchingRule);
    expect(rule).toMatchObject({ fuzzy: false, conditions: [], guests: [], updateOwner: { enabled: false } });
  });

  it('allows fuzzy matching only when matching is by e-mail', () => {
    expect(messages(MatchingRuleInputSchema, { ...matchingRule, fuzzy: true })).toEqual([]);
    expect(messages(MatchingRuleInputSchema, { ...matchingRule, fuzzy: true, matchBy: { by: 'phone' } })).toEqual([
      'Fuzzy matching is allowed only when matching is by e-mail',
    ]);
  });

  it('requires a custom object type, an owner destination, valid redirect and guests', () => {
    expect(messages(MatchingRuleInputSchema, { ...matchingRule, moduleType: 'custom_object' })).toEqual([
      'Custom object selection required',
    ]);
    expect(messages(MatchingRuleInputSchema, { ...matchingRule, updateOwner: { enabled: true } })).toEqual([
      'Select a destination property',
    ]);
    expect(messages(MatchingRuleInputSchema, { ...matchingRule, redirectOverrideUrl: 'javascript:alert(1)' })).toEqual(['Invalid URL']);
    expect(messages(MatchingRuleInputSchema, { ...matchingRule, guests: ['nope'] })).toEqual([
      'Guest e-mails must have valid e-mail domains',
    ]);
    expect(messages(MatchingRuleInputSchema, { ...matchingRule, name: ' ' })).toEqual(['Name is a required field']);
  });

  it('validates condition shapes per operator', () => {
    expect(messages(ConditionSchema, condition)).toEqual([]);
    expect(messages(ConditionSchema, { field: condition.field, operator: 'empty' })).toEqual([]);
    expect(messages(ConditionSchema, { field: condition.field, operator: 'in_list', listId: '' })).toEqual(['Select a list']);
    expect(messages(ConditionSchema, { field: condition.field, operator: 'between', from: '2024-02-01', to: '2024-01-01' })).toEqual([
      'The start of the range must not be after its end',
    ]);
    expect(messages(ConditionSchema, { field: condition.field, operator: 'equals', value: '' })).toEqual(['Value is required']);
  });

  it('checks pod weights, redirects, groups and conditions', () => {
    expect(messages(DistributionRuleInputSchema, pod)).toEqual([]);
    expect(messages(DistributionRuleInputSchema, { ...pod, members: [{ userId: 'u1', weight: 100 }] })).toEqual([
      'Weight should be between 1 and 99',
    ]);
    expect(messages(DistributionRuleInputSchema, { ...pod, members: [{ userId: 'u1', weight: 0 }] })).toEqual([
      'Weight should be between 1 and 99',
    ]);
    expect(messages(DistributionRuleInputSchema, { ...pod, postBookingRedirectUrl: 'not a url' })).toEqual(['Invalid URL']);
    expect(messages(DistributionRuleInputSchema, { ...pod, conditions: [] })).toEqual(['At least one condition']);
    expect(messages(DistributionRuleInputSchema, { ...pod, members: [] })).toEqual(['A minimum of one member']);
    expect(
      messages(DistributionRuleInputSchema, {
        ...pod,
        distribution: 'round_robin_group',
        groups: { primaryGroupId: 'g1', additionalGroupIds: [] },
      }),
    ).toEqual(['Select a primary group and at least one additional group']);
    expect(
      messages(DistributionRuleInputSchema, {
        ...pod,
        distribution: 'round_robin_group',
        groups: { primaryGroupId: 'g1', additionalGroupIds: ['a', 'b', 'c'] },
      }),
    ).toEqual(['Up to two additional participants']);
  });

  it('requires a fallback pod with no conditions', () => {
    expect(messages(FallbackPodInputSchema, { ...pod, conditions: [condition] })).toEqual(['A fallback pod must have no conditions']);
    expect(messages(FallbackPodInputSchema, { ...pod, conditions: undefined })).toEqual([]);
    expect(messages(RouterRulesSchema, { matchingRules: [], distributionRules: [] })).toEqual(['Minimum of one fallback pod']);
  });

  it('allows at most 6 matching rules', () => {
    const fallbackPod = { ...pod, conditions: [] };
    expect(messages(RouterRulesSchema, { matchingRules: Array(6).fill(matchingRule), distributionRules: [], fallbackPod })).toEqual([]);
    expect(messages(RouterRulesSchema, { matchingRules: Array(7).fill(matchingRule), distributionRules: [], fallbackPod })).toEqual([
      'At most 6 matching rules',
    ]);
  });
});

describe('round robin contracts', () => {
  it('bounds weights and requires a reason for manual calibration', () => {
    expect(messages(MemberWeightSchema, 99)).toEqual([]);
    expect(messages(MemberWeightSchema, 1.5)).toEqual(['Weight should be between 1 and 99']);
    expect(messages(ManualCalibrationSchema, { memberId: 'm', delta: 2, reason: '  ' })).toEqual(['Reason is required']);
    expect(
      messages(LedgerEntrySchema, {
        type: 'manual_calibration',
        seq: 1,
        at: '2024-01-01T00:00:00.000Z',
        memberId: 'm',
        levelAfter: 1,
        levelDelta: 1,
      }),
    ).toEqual(['Reason is required']);
  });
});
