import { describe, expect, it } from 'vitest';
import type { Condition } from '../../contracts/routing';
import type { DistributionRule, FallbackPod } from '../../contracts/routing-pods';
import { selectDistributionRule } from './distribution';

function pod(id: string, conditions: Condition[]): DistributionRule {
  return {
    id,
    name: `Pod ${id}`,
    teamId: 't1',
    distribution: 'round_robin_select',
    members: [{ userId: 'u1', weight: 1 }],
    conditions,
    guests: [],
    ownerUpdate: { enabled: false },
    method: 'round_robin_strict',
  };
}

const fallback: FallbackPod = { ...pod('fb', []), name: 'Fallback' };
const country = (value: string): Condition => ({ field: { source: 'form', key: 'country' }, operator: 'equals', value });
const size = (value: number): Condition => ({ field: { source: 'form', key: 'size' }, operator: 'at_least', value });

describe('selectDistributionRule', () => {
  const rules = [pod('emea', [country('Germany'), size(100)]), pod('in', [country('India')]), pod('big', [size(1000)])];

  it('picks the first rule in sequence whose conditions all pass', () => {
    const d = selectDistributionRule({ rules, fallbackPod: fallback, context: { answers: { country: 'India', size: '5000' } } });
    expect(d.outcome).toBe('rule');
    expect(d.pod?.id).toBe('in');
    expect(d.evaluations.map((e) => [e.ruleId, e.status])).toEqual([
      ['emea', 'failed'],
      ['in', 'passed'],
      ['big', 'not_evaluated'],
      ['fb', 'not_evaluated'],
    ]);
    expect(d.evaluations[0].conditions.map((c) => c.passed)).toEqual([false, true]);
  });

  it('falls back to the fallback pod when no rule passes', () => {
    const d = selectDistributionRule({ rules, fallbackPod: fallback, context: { answers: { country: 'France', size: '10' } } });
    expect(d.outcome).toBe('fallback');
    expect(d.pod?.id).toBe('fb');
    expect(d.reason).toBe("Prospect's info did not match any conditions set in any rules");
    expect(d.evaluations.at(-1)?.status).toBe('passed');
  });

  it('reports no pod when there is neither a passing rule nor a fallback', () => {
    const d = selectDistributionRule({ rules, fallbackPod: null, context: { answers: {} } });
    expect(d).toMatchObject({ outcome: 'none', pod: null, reason: "Prospect's info did not match any conditions set in any rules" });
  });

  it('never lets a condition-less rule swallow every prospect', () => {
    const d = selectDistributionRule({ rules: [pod('empty', [])], fallbackPod: fallback, context: { answers: {} } });
    expect(d.pod?.id).toBe('fb');
  });

  it('conditions can read the matched CRM record and enrichment', () => {
    const r = pod('crm', [
      { field: { source: 'crm', key: 'tier' }, operator: 'equals', value: 'gold' },
      { field: { source: 'enrichment', key: 'employees' }, operator: 'between', from: 50, to: 500 },
    ]);
    const record = { id: 'C1', module: 'contact' as const, fields: { tier: 'Gold' } };
    const ok = selectDistributionRule({
      rules: [r],
      fallbackPod: fallback,
      context: { answers: {}, record, enrichment: { employees: 120 } },
    });
    expect(ok.pod?.id).toBe('crm');
    expect(ok.evaluations[0].recordId).toBe('C1');
    const noEnrichment = selectDistributionRule({ rules: [r], fallbackPod: fallback, context: { answers: {}, record, enrichment: null } });
    expect(noEnrichment.evaluations[0].reason).toBe('Enrichment data not available');
  });
});

describe('selectDistributionRule evaluations, field by field', () => {
  const none = { reason: null, detail: null, matchResult: null, recordId: null, conditions: [] };

  it('records a condition-less rule as failed, and the fallback with why it took the prospect', () => {
    const d = selectDistributionRule({ rules: [pod('empty', [])], fallbackPod: fallback, context: { answers: {} } });
    expect(d.evaluations).toEqual([
      {
        ruleId: 'empty',
        ruleName: 'Pod empty',
        status: 'failed',
        reason: "Prospect's info did not match this rule's conditions",
        detail: 'The rule has no conditions',
        matchResult: null,
        recordId: null,
        conditions: [],
      },
      {
        ruleId: 'fb',
        ruleName: 'Fallback',
        status: 'passed',
        ...none,
        detail: 'No distribution rule passed; the fallback pod takes the prospect',
      },
    ]);
  });

  it('a router with only a fallback pod sends everyone there without a reason', () => {
    const d = selectDistributionRule({ rules: [], fallbackPod: fallback, context: { answers: {} } });
    expect(d).toEqual({
      outcome: 'fallback',
      pod: fallback,
      reason: null,
      evaluations: [{ ruleId: 'fb', ruleName: 'Fallback', status: 'passed', ...none, detail: 'Fallback pod' }],
    });
  });

  it('rules after the chosen one, and the fallback, are listed as not evaluated with nothing else', () => {
    const d = selectDistributionRule({
      rules: [pod('in', [country('India')]), pod('de', [country('Germany')])],
      fallbackPod: fallback,
      context: { answers: { country: 'India' } },
    });
    expect(d.evaluations.slice(1)).toEqual([
      { ruleId: 'de', ruleName: 'Pod de', status: 'not_evaluated', ...none, reason: 'Not evaluated: an earlier rule matched' },
      { ruleId: 'fb', ruleName: 'Fallback', status: 'not_evaluated', ...none, reason: 'Not evaluated: an earlier rule matched' },
    ]);
    expect(d.evaluations[0]).toMatchObject({ status: 'passed', reason: null, detail: null, recordId: null });
  });
});
