import type { MatchingRuleInput } from '../contracts/routing';

/**
 * A matching rule that gives the prospect to the owner (owner_id) of the CRM record it finds, leaving the
 * owner as it is: the demo's account-owner and contact-owner rules, seeded and benched alike.
 */
export const recordOwnerRule = (
  name: string,
  moduleType: MatchingRuleInput['moduleType'],
  by: 'email' | 'email_domain',
): MatchingRuleInput => ({
  name,
  moduleType,
  matchBy: { by },
  fuzzy: false,
  conditions: [],
  assignee: { type: 'record_owner', ownerProperty: 'owner_id' },
  updateOwner: { enabled: false },
  guests: [],
});
