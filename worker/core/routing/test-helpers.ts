import type { MatchingRule } from '../../contracts/routing';

/** An account-by-domain rule that gives the prospect to the account's owner and writes that owner back. */
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
