import type { DecisionRecord } from '@contracts/routing-decision';
import type { RoutingLogDetailDto } from '@contracts/routing-logs';
import type { MatchingRule } from '@contracts/routing';

// A decision for component tests: a failed rule that has since been deleted, a passed rule that has
// since changed, and a distribution rule that was never reached.

export const usedRule: MatchingRule = {
  id: 'mr-owner',
  name: 'Account owner',
  moduleType: 'related_account',
  matchBy: { by: 'email_domain' },
  fuzzy: false,
  conditions: [],
  assignee: { type: 'record_owner', ownerProperty: 'owner_id' },
  updateOwner: { enabled: false },
  guests: [],
};

export function testDecision(): DecisionRecord {
  return {
    schemaVersion: 1,
    router: { id: 'router-1', name: 'Website demo', version: 2, notBookedMinutes: 10, redistributionEnabled: false, crmModule: 'lead' },
    inputs: {
      prospect: { email: 'pat@acme.com', answers: {} },
      crmRecords: [],
      users: [],
      lists: [],
      matchingRules: [{ ...usedRule, id: 'mr-old', name: 'Old owners' }, usedRule],
      distributionRules: [],
      fallbackPod: null,
      options: { matchingEnabled: true, disqualifyFreeEmail: false, disqualifyInvalidEmail: true, overrideExistingOwner: false },
    },
    rulesUsed: [
      { id: 'mr-old', name: 'Old owners', version: 1, kind: 'matching' },
      { id: 'mr-owner', name: 'Account owner', version: 2, kind: 'matching' },
      { id: 'dr-emea', name: 'EMEA', version: 1, kind: 'distribution' },
    ],
    disqualification: null,
    matching: {
      outcome: 'matched',
      reason: null,
      ruleId: 'mr-owner',
      matchResult: 'fuzzy',
      recordId: 'crm-acme',
      evaluations: [
        {
          ruleId: 'mr-old',
          ruleName: 'Old owners',
          status: 'failed',
          reason: "Prospect's info did not match this rule's conditions",
          detail: null,
          matchResult: null,
          recordId: null,
          conditions: [
            {
              field: { source: 'form', key: 'country' },
              operator: 'equals',
              passed: false,
              actual: 'France',
              explanation: 'Country is not Germany',
            },
          ],
        },
        {
          ruleId: 'mr-owner',
          ruleName: 'Account owner',
          status: 'passed',
          reason: null,
          detail: 'e-mail domain acme.com matched account Acme',
          matchResult: 'fuzzy',
          recordId: 'crm-acme',
          conditions: [],
        },
      ],
    },
    distribution: {
      outcome: 'not_needed',
      podId: null,
      reason: null,
      evaluations: [
        {
          ruleId: 'dr-emea',
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
    ownerUpdate: null,
    crmWrites: [],
    slotsShown: null,
    redistribution: {
      enabled: false,
      waitMinutes: 10,
      dueAt: null,
      state: 'not_enabled',
      reason: null,
      evaluations: [],
      podId: null,
      userId: null,
      at: null,
    },
    redirect: null,
    booking: null,
    events: [],
  };
}

export const testCurrentRules: RoutingLogDetailDto['currentRules'] = [
  { id: 'mr-old', name: 'Old owners', version: 1, deleted: true },
  { id: 'mr-owner', name: 'Account owner', version: 3, deleted: false },
  { id: 'dr-emea', name: 'EMEA', version: 1, deleted: false },
];

export const testCrmMatches: RoutingLogDetailDto['crmMatches'] = [
  { id: 'crm-acme', module: 'account', name: 'Acme', email: null, domain: 'acme.com', ownerName: 'Uma Owner' },
];
