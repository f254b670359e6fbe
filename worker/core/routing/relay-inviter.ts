import type { MatchingRule } from '../../contracts/routing';

/** Who sends a relay meeting's calendar invite (its ORGANIZER): the booker, or the assignee who hosts. */
export type RelayInviter = 'booker' | 'assignee';

/**
 * The inviter of a relay booking: the matching rule that assigned the prospect decides when it names
 * one (spec: a matching rule's relay inviter), otherwise the relay's organizer setting. Without a
 * booker (a prospect on a relay link books for themself) there is nobody else to send it: the assignee.
 */
export function relayInviter(
  relayOrganizer: RelayInviter,
  rule: Pick<MatchingRule, 'relayInviter'> | null,
  hasBooker: boolean,
): RelayInviter {
  if (!hasBooker) return 'assignee';
  return rule?.relayInviter ?? relayOrganizer;
}
