import * as v from 'valibot';
import {
  DEFAULT_CALIBRATION,
  DISTRIBUTION_KINDS,
  type DistributionRuleDto,
  type LedgerEntryDto,
  type RoundRobinSnapshotDto,
} from './distribution';
import { conditionSchema, ownerUpdateSchema } from './matching-rules-responses';
import { examples, instant, schemaOf } from './response-kit';
import { CalibrationSettingsSchema, RoundRobinMethodSchema } from './round-robin';
import { DistributionTypeSchema, type DistributionRuleInput } from './routing-pods';

/** The answers of the distribution rules API: rules and the fallback pod, their round robin history and log. */

export const podDefinitionSchema = schemaOf<DistributionRuleInput>()(
  v.object({
    name: v.string(),
    teamId: v.string(),
    distribution: DistributionTypeSchema,
    members: v.array(v.object({ userId: v.string(), weight: v.number() })),
    groups: v.nullish(v.object({ primaryGroupId: v.string(), additionalGroupIds: v.array(v.string()) })),
    conditions: v.array(conditionSchema),
    meetingTypeOverrideId: v.nullish(v.string()),
    postBookingRedirectUrl: v.nullish(v.string()),
    redistributionRedirectUrl: v.nullish(v.string()),
    guests: v.array(v.string()),
    ownerUpdate: ownerUpdateSchema,
    method: RoundRobinMethodSchema,
  }),
);

export const distributionRuleSchema = schemaOf<DistributionRuleDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      kind: v.picklist(DISTRIBUTION_KINDS),
      name: v.string(),
      position: v.number(),
      version: v.number(),
      definition: podDefinitionSchema,
      calibration: CalibrationSettingsSchema,
      updatedAt: instant,
    }),
    examples({
      id: 'dr_1',
      kind: 'rule',
      name: 'EMEA enterprise',
      position: 1,
      version: 2,
      definition: {
        name: 'EMEA enterprise',
        teamId: 'team_1',
        distribution: 'round_robin_all',
        members: [],
        conditions: [{ field: { source: 'form', key: 'country' }, operator: 'in_list', listId: 'list_emea' }],
        guests: [],
        ownerUpdate: { enabled: false },
        method: 'round_robin_available',
      },
      calibration: DEFAULT_CALIBRATION,
      updatedAt: '2026-11-20T09:30:00.000Z',
    }),
  ),
);

const memberSchema = v.object({
  userId: v.string(),
  name: v.string(),
  weight: v.number(),
  level: v.number(),
  share: v.number(),
  assigned: v.number(),
  completed: v.number(),
  cancelled: v.number(),
  noShow: v.number(),
  upcoming: v.number(),
  onVacation: v.boolean(),
  active: v.boolean(),
});

/** A pod's round robin history: this period's levels and outcomes per member, and who is next. */
export const roundRobinSnapshotSchema = schemaOf<RoundRobinSnapshotDto>()(
  v.object({
    method: v.string(),
    timeZone: v.string(),
    period: v.nullable(v.object({ start: instant, end: instant })),
    members: v.array(memberSchema),
    queuePreview: v.array(v.object({ userId: v.string(), name: v.string() })),
  }),
);

// Every entry names its member (null for a reset); a member no longer in the organization is "Former member".
const entry = { seq: v.number(), at: instant };
const memberEntry = { ...entry, memberId: v.string(), levelAfter: v.number(), memberName: v.nullable(v.string()) };
const delta = v.number();

/** One round robin log entry, by type, as the pod recorded it. */
export const ledgerEntrySchema = schemaOf<LedgerEntryDto>()(
  v.variant('type', [
    v.object({
      ...memberEntry,
      type: v.literal('meeting_assigned'),
      meetingId: v.string(),
      levelDelta: delta,
      reassignedFrom: v.optional(v.object({ memberId: v.string(), levelDelta: delta, levelAfter: v.number() })),
    }),
    v.object({
      ...memberEntry,
      type: v.literal('completed'),
      meetingId: v.string(),
      levelDelta: v.optional(delta),
      replaced: v.optional(v.literal('no_show')),
    }),
    v.object({ ...memberEntry, type: v.literal('cancelled'), meetingId: v.string(), levelDelta: delta, reason: v.optional(v.string()) }),
    v.object({
      ...memberEntry,
      type: v.literal('no_show'),
      meetingId: v.string(),
      levelDelta: delta,
      reason: v.optional(v.string()),
      replaced: v.optional(v.literal('completed')),
    }),
    v.object({ ...memberEntry, type: v.literal('user_added'), weight: v.number() }),
    v.object({ ...memberEntry, type: v.literal('user_removed') }),
    v.object({ ...memberEntry, type: v.literal('manual_calibration'), levelDelta: delta, reason: v.string() }),
    v.object({ ...memberEntry, type: v.literal('vacation_calibration'), onVacation: v.boolean(), levelDelta: delta }),
    v.object({ ...entry, memberName: v.nullable(v.string()), type: v.literal('reset'), periodStart: instant, periodEnd: instant }),
  ]),
);
