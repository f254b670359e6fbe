import * as v from 'valibot';
import { OBJECT_TRIGGERS, OBJECT_TYPES, type ObjectBackfillDto, type ObjectRouterCrmDto, type ObjectRouterDto } from './object-routers';
import { instant, schemaOf } from './response-kit';

/** The answers of the object routers API (/api/object-routers). */

export const objectBackfillSchema = schemaOf<ObjectBackfillDto>()(
  v.object({
    status: v.picklist(['idle', 'running', 'done']),
    total: v.number(),
    processed: v.number(),
  }),
);

export const objectRouterCrmSchema = schemaOf<ObjectRouterCrmDto>()(v.object({ id: v.string(), name: v.string() }));

export const objectRouterSchema = schemaOf<ObjectRouterDto>()(
  v.object({
    id: v.string(),
    name: v.string(),
    integrationId: v.string(),
    objectType: v.picklist(OBJECT_TYPES),
    trigger: v.object({ type: v.picklist(OBJECT_TRIGGERS), field: v.nullable(v.string()), value: v.nullable(v.string()) }),
    matchingRuleIds: v.array(v.string()),
    distributionRuleIds: v.array(v.string()),
    fallbackPodId: v.nullable(v.string()),
    ownerField: v.nullable(v.string()),
    notifyEmail: v.boolean(),
    notifySlack: v.boolean(),
    followUpTask: v.boolean(),
    version: v.number(),
    createdAt: instant,
    updatedAt: instant,
    counts: v.object({ routed: v.number(), assigned: v.number() }),
    backfill: objectBackfillSchema,
  }),
);
