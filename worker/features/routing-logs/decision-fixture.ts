import type { DistributionRule, MatchingRule } from '../../contracts/routing';
import type { DecisionRecord } from '../../contracts/routing-sessions';

// A realistic decision record for tests of the log's explanation and details: the prospect matched
// an account by domain, its owner got the meeting, the round robin ran for the fallback pod, and the
// prospect booked.

export type FixtureIds = { owner: string; other: string; matchingRuleId: string; deletedRuleId: string; distributionRuleId: string; podId: string };

export function matchingRule(id: string, name: string): MatchingRule {
  return {
    id,
    name,
    moduleType: 'related_account',
    matchBy: { by: 'email_domain' },
    fuzzy: false,
    conditions: [],
    assignee: { type: 'record_owner', ownerProperty: 'owner_id' },
    updateOwner: { enabled: true, destinationProperty: 'owner_id' },
    guests: [],
  };
}

export function distributionRule(id: string, name: string, teamId = 'team-1'): DistributionRule {
  return {
    id,
    name,
    teamId,
    distribution: 'round_robin_all',
    members: [],
    conditions: [{ field: { source: 'form', key: 'country' }, operator: 'equals', value: 'Germany' }],
    guests: [],
    ownerUpdate: { enabled: false },
    method: 'round_robin_available',
  };
}

export function bookedDecision(ids: FixtureIds, at = '2030-01-07T10:00:00.000Z'): DecisionRecord {
  const matched = matchingRule(ids.matchingRuleId, 'Account owner');
  const gone = matchingRule(ids.deletedRuleId, 'Old owners');
  const emea = distributionRule(ids.distributionRuleId, 'EMEA');
  return {
    schemaVersion: 1,
    router: { id: 'router-1', name: 'Website demo', version: 2, notBookedMinutes: 10, redistributionEnabled: false, crmModule: 'lead' },
    inputs: {
      prospect: { email: 'pat@acme.com', answers: { email: 'pat@acme.com', country: 'France' } },
      crmRecords: [{ id: 'crm-acme', module: 'account', domain: 'acme.com', fields: { name: 'Acme', owner_id: ids.owner } }],
      users: [
        { id: ids.owner, email: 'owner@example.test', crmOwnerIds: [], active: true },
        { id: ids.other, email: 'other@example.test', crmOwnerIds: [], active: true },
      ],
      lists: [],
      matchingRules: [gone, matched],
      distributionRules: [emea],
      fallbackPod: null,
      options: { matchingEnabled: true, disqualifyFreeEmail: true, disqualifyInvalidEmail: true, overrideExistingOwner: false },
    },
    rulesUsed: [
      { id: ids.deletedRuleId, name: 'Old owners', version: 1, kind: 'matching' },
      { id: ids.matchingRuleId, name: 'Account owner', version: 2, kind: 'matching' },
      { id: ids.distributionRuleId, name: 'EMEA', version: 1, kind: 'distribution' },
    ],
    disqualification: null,
    matching: {
      outcome: 'matched',
      reason: null,
      ruleId: ids.matchingRuleId,
      matchResult: 'exact',
      recordId: 'crm-acme',
      evaluations: [
        { ruleId: ids.deletedRuleId, ruleName: 'Old owners', status: 'failed', reason: 'No matching record found', detail: null, matchResult: null, recordId: null, conditions: [] },
        { ruleId: ids.matchingRuleId, ruleName: 'Account owner', status: 'passed', reason: null, detail: 'e-mail domain acme.com matched account Acme', matchResult: 'exact', recordId: 'crm-acme', conditions: [] },
      ],
    },
    distribution: {
      outcome: 'not_needed',
      podId: null,
      reason: null,
      evaluations: [
        {
          ruleId: ids.distributionRuleId,
          ruleName: 'EMEA',
          status: 'not_evaluated',
          reason: 'Not evaluated: an earlier rule matched',
          detail: null,
          matchResult: null,
          recordId: null,
          conditions: [],
        },
      ],
    },
    roundRobin: [],
    ownerUpdate: { updated: false, field: 'owner_id', reason: "Owner wasn't updated as per the rule's setting", recordId: 'crm-acme', fromOwner: ids.owner, toUserId: ids.owner },
    crmWrites: [{ module: 'lead', action: 'created', recordId: 'crm-lead-1', detail: 'pat@acme.com' }],
    slotsShown: { count: 24, firstStart: '2030-01-08T09:00:00.000Z', lastStart: '2030-01-12T16:00:00.000Z', timezone: 'Europe/Paris', at },
    redistribution: { enabled: false, waitMinutes: 10, dueAt: null, state: 'not_enabled', reason: null, evaluations: [], podId: null, userId: null, at: null },
    redirect: null,
    booking: { meetingId: 'meeting-1', start: '2030-01-08T09:00:00.000Z', end: '2030-01-08T09:30:00.000Z', hostUserId: ids.owner, at },
    events: [{ at, type: 'form_submitted', detail: 'Form submitted' }],
  };
}
