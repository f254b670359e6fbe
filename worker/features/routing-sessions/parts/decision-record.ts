import type { DecisionEvent, DecisionInputs, DecisionRecord, RuleVersion } from '../../../contracts/routing-decision';
import type { RoutingDecision } from '../../../core/routing/decide';

/** What a routing decided when its session opened, before any slot, owner update, CRM write or booking. */
export type OpeningDecision = {
  router: DecisionRecord['router'];
  inputs: DecisionInputs;
  rulesUsed: RuleVersion[];
  decision: Pick<RoutingDecision, 'disqualification' | 'matching' | 'distribution'>;
  roundRobin: DecisionRecord['roundRobin'];
  redistribution: DecisionRecord['redistribution'];
  redirect: DecisionRecord['redirect'];
  events: DecisionEvent[];
};

/**
 * The decision record a session opens with, whatever routed it (a submission, a relay hand-over, a kind
 * without a scheduler): the later parts start empty and are written by what happens to the session.
 */
export const openingDecisionRecord = (d: OpeningDecision): DecisionRecord => ({
  schemaVersion: 1,
  router: d.router,
  inputs: d.inputs,
  rulesUsed: d.rulesUsed,
  disqualification: d.decision.disqualification,
  matching: d.decision.matching,
  distribution: d.decision.distribution,
  roundRobin: d.roundRobin,
  ownerUpdate: null,
  crmWrites: [],
  slotsShown: null,
  redistribution: d.redistribution,
  redirect: d.redirect,
  booking: null,
  events: d.events,
});
