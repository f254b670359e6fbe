import * as v from 'valibot';
import type { MatchingRuleDto } from './distribution';
import { examples, instant, schemaOf } from './response-kit';
import { ConditionSourceSchema, MatchingModuleTypeSchema, type Condition, type MatchingRuleInput } from './routing';

/**
 * The answers of the matching rules API, and the rule pieces (conditions, owner update) the other
 * routing answers share: distribution rules, redirect rules and routers carry the same conditions.
 */

export const conditionFieldSchema = v.object({ source: ConditionSourceSchema, key: v.string() });
const scalar = v.union([v.string(), v.number()]);

/** One condition: a field, an operator and the value(s) that operator needs. */
export const conditionSchema = schemaOf<Condition>()(
  v.variant('operator', [
    v.object({
      field: conditionFieldSchema,
      operator: v.picklist(['equals', 'not_equals', 'contains', 'starts_with', 'at_least', 'at_most']),
      value: scalar,
    }),
    v.object({ field: conditionFieldSchema, operator: v.picklist(['empty', 'not_empty']) }),
    v.object({ field: conditionFieldSchema, operator: v.literal('in_list'), listId: v.string() }),
    v.object({ field: conditionFieldSchema, operator: v.picklist(['in_segment', 'not_in_segment']), segmentId: v.string() }),
    v.object({ field: conditionFieldSchema, operator: v.literal('between'), from: scalar, to: scalar }),
  ]),
);

/** Whether and where the CRM owner field is written after assignment. */
export const ownerUpdateSchema = v.object({ enabled: v.boolean(), destinationProperty: v.nullish(v.string()) });

export const matchingDefinitionSchema = schemaOf<MatchingRuleInput>()(
  v.object({
    name: v.string(),
    moduleType: MatchingModuleTypeSchema,
    customObjectType: v.nullish(v.string()),
    matchBy: v.variant('by', [
      v.object({ by: v.picklist(['email', 'email_domain', 'phone']) }),
      v.object({ by: v.literal('form_field'), formField: v.string(), crmField: v.string() }),
    ]),
    fuzzy: v.boolean(),
    conditions: v.array(conditionSchema),
    meetingTypeOverrideId: v.nullish(v.string()),
    redirectOverrideUrl: v.nullish(v.string()),
    assignee: v.variant('type', [
      v.object({ type: v.literal('record_owner'), ownerProperty: v.string(), sourceOwnerProperty: v.nullish(v.string()) }),
      v.object({ type: v.literal('specific_user'), teamId: v.string(), userId: v.string() }),
      v.object({ type: v.literal('group'), teamId: v.string(), groupIds: v.array(v.string()) }),
    ]),
    updateOwner: ownerUpdateSchema,
    guests: v.array(v.string()),
    relayInviter: v.nullish(v.picklist(['booker', 'assignee'])),
  }),
);

export const matchingRuleSchema = schemaOf<MatchingRuleDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      name: v.string(),
      position: v.number(),
      version: v.number(),
      definition: matchingDefinitionSchema,
      updatedAt: instant,
    }),
    examples({
      id: 'mr_1',
      name: 'Existing customers go to their owner',
      position: 1,
      version: 3,
      definition: {
        name: 'Existing customers go to their owner',
        moduleType: 'related_account',
        matchBy: { by: 'email_domain' },
        fuzzy: false,
        conditions: [{ field: { source: 'crm', key: 'type' }, operator: 'equals', value: 'Customer' }],
        assignee: { type: 'record_owner', ownerProperty: 'OwnerId' },
        updateOwner: { enabled: false },
        guests: [],
      },
      updatedAt: '2026-11-20T09:30:00.000Z',
    }),
  ),
);
