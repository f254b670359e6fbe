import * as v from 'valibot';
import { reportRangeQuery, type ReportRouterRef, type ResolvedRange } from './reports';

// Issue 30, "Routing funnel": one router over a period, from its stored decisions: how many prospects
// reached each rule and matched it, went to each pod and each rep, booked, and held (not cancelled, not a no-show).

/** GET /api/reports/routing-funnel: the router and the report's date range. */
export const routingFunnelQuery = v.intersect([
  reportRangeQuery,
  v.object({ routerId: v.pipe(v.string('Choose a router'), v.nonEmpty('Choose a router'), v.maxLength(64)) }),
]);
export type RoutingFunnelQuery = v.InferOutput<typeof routingFunnelQuery>;

/** A matching or distribution rule: prospects it was evaluated for, those it matched, and those of them who booked. */
export type FunnelRuleStep = {
  ruleId: string;
  ruleName: string;
  kind: 'matching' | 'distribution';
  reached: number;
  matched: number;
  booked: number;
  /** Of those booked, meetings neither cancelled nor marked a no-show. */
  held: number;
};
/** A pod or a rep: prospects it was given, those who booked, and those whose meeting held. */
export type FunnelShare = { id: string; name: string; routed: number; booked: number; held: number };

export type RoutingFunnelDto = {
  range: ResolvedRange;
  router: ReportRouterRef;
  /** Prospects (or records) the router took in the period, those given an owner, those who booked, and those whose meeting held. */
  totals: { prospects: number; routed: number; booked: number; held: number };
  /** In the router's order (the order the rules were evaluated in). */
  rules: FunnelRuleStep[];
  /** Most routed first. */
  pods: FunnelShare[];
  reps: FunnelShare[];
};
