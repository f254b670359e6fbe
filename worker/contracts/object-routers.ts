import * as v from 'valibot';
import { MESSAGES, requiredString } from './common';

// Object routers (issue 25): route CRM records that never fill a form. The record's kind, the trigger
// that picks it, the inbound matching rules and pods that choose its owner, and who hears about it.

/** The CRM objects an object router routes. */
export const OBJECT_TYPES = ['lead', 'contact', 'account'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

/** What makes a record due for routing: it appeared, a field became a value, or it has no owner. */
export const OBJECT_TRIGGERS = ['record_created', 'field_changed', 'owner_empty'] as const;
export type ObjectTrigger = (typeof OBJECT_TRIGGERS)[number];

export const OBJECT_ROUTER_MESSAGES = {
  crmRequired: 'Choose a connected CRM',
  fieldRequired: 'Field is a required field',
  valueRequired: 'Value is a required field',
  distributionRequired: 'Choose at least one matching rule, distribution rule or fallback pod',
  crmNotConnected: 'The CRM of this object router is not connected',
  backfillRunning: 'A backfill is already running for this object router',
} as const;

const Id = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));
const optionalText = v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(100)));

export const ObjectTriggerSchema = v.object({
  type: v.picklist(OBJECT_TRIGGERS, 'Choose a trigger'),
  field: optionalText,
  value: optionalText,
});

/** Create and edit body (also the web form's resolver). */
export const ObjectRouterInputSchema = v.pipe(
  v.object({
    name: requiredString(MESSAGES.nameRequired, 100),
    integrationId: v.pipe(v.string(OBJECT_ROUTER_MESSAGES.crmRequired), v.trim(), v.nonEmpty(OBJECT_ROUTER_MESSAGES.crmRequired)),
    objectType: v.picklist(OBJECT_TYPES, 'Choose an object type'),
    trigger: ObjectTriggerSchema,
    matchingRuleIds: v.pipe(v.optional(v.array(Id), []), v.maxLength(90)),
    distributionRuleIds: v.pipe(v.optional(v.array(Id), []), v.maxLength(90)),
    /** Empty: no fallback pod (the form's "none" choice). */
    fallbackPodId: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(64))),
    ownerField: optionalText,
    notifyEmail: v.optional(v.boolean(), false),
    notifySlack: v.optional(v.boolean(), false),
    followUpTask: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.check((r) => r.trigger.type !== 'field_changed' || !!r.trigger.field, OBJECT_ROUTER_MESSAGES.fieldRequired),
    ['trigger', 'field'],
  ),
  v.forward(
    v.check((r) => r.trigger.type !== 'field_changed' || !!r.trigger.value, OBJECT_ROUTER_MESSAGES.valueRequired),
    ['trigger', 'value'],
  ),
  v.forward(
    v.check(
      (r) => r.matchingRuleIds.length + r.distributionRuleIds.length > 0 || !!r.fallbackPodId,
      OBJECT_ROUTER_MESSAGES.distributionRequired,
    ),
    ['fallbackPodId'],
  ),
);
export type ObjectRouterInput = v.InferOutput<typeof ObjectRouterInputSchema>;
export type ObjectRouterFormValues = v.InferInput<typeof ObjectRouterInputSchema>;

/** A connected CRM an object router can read and write (the form's CRM choices). */
export type ObjectRouterCrmDto = { id: string; name: string };

/** A backfill's progress: records of the trigger handled out of those found when it started. */
export type ObjectBackfillDto = { status: 'idle' | 'running' | 'done'; total: number; processed: number };

export type ObjectRouterDto = {
  id: string;
  name: string;
  integrationId: string;
  objectType: ObjectType;
  trigger: { type: ObjectTrigger; field: string | null; value: string | null };
  matchingRuleIds: string[];
  distributionRuleIds: string[];
  fallbackPodId: string | null;
  ownerField: string | null;
  notifyEmail: boolean;
  /** Tell the new owner in Slack, where their Slack alerts go (Settings > Profile). */
  notifySlack: boolean;
  /** Create a follow-up task for the new owner on the routed record, once per record and trigger. */
  followUpTask: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Records this router routed (one per record and trigger), and how many of them got an owner. */
  counts: { routed: number; assigned: number };
  backfill: ObjectBackfillDto;
};
