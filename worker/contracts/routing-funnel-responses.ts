import * as v from 'valibot';
import { count, schemaOf } from './response-kit';
import { reportRouterSchema, resolvedRangeSchema } from './reports-responses';
import type { FunnelRuleStep, FunnelShare, RoutingFunnelDto } from './routing-funnel';

/** The answer of GET /api/reports/routing-funnel, for the OpenAPI document; the check below keeps it equal to the DTO. */

export const funnelRuleStepSchema = schemaOf<FunnelRuleStep>()(
  v.object({
    ruleId: v.string(),
    ruleName: v.string(),
    kind: v.picklist(['matching', 'distribution']),
    reached: count,
    matched: count,
    booked: count,
    held: count,
  }),
);
export const funnelShareSchema = schemaOf<FunnelShare>()(
  v.object({ id: v.string(), name: v.string(), routed: count, booked: count, held: count }),
);

export const routingFunnelSchema = schemaOf<RoutingFunnelDto>()(
  v.object({
    range: resolvedRangeSchema,
    router: reportRouterSchema,
    totals: v.object({ prospects: count, routed: count, booked: count, held: count }),
    rules: v.array(funnelRuleStepSchema),
    pods: v.array(funnelShareSchema),
    reps: v.array(funnelShareSchema),
  }),
);
