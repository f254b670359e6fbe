import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import type { Condition } from '../../contracts/routing';
import type { QueryParam, RouterRedirects } from '../../contracts/routers';
import type { Attribution, DecisionRecord } from '../../contracts/routing-decision';
import { AVAILABLE_ROUTER_KINDS } from '../../contracts/router-kinds';
import { tenantRow } from './identity';
import { PROSPECT_DOMAIN, versionedRow, timestamps } from './columns';

export type RouterFlags = {
  disqualifyFreeEmail: boolean;
  /** Stored only by routers saved since the lead-quality check exists; absent reads as off. */
  disqualifyLowQuality?: boolean;
  disqualifyInvalidEmail: boolean;
  checkExistingEmail: boolean;
  overrideExistingOwner: boolean;
  createContacts: boolean;
  updateContacts: boolean;
  createLeads: boolean;
  updateLeads: boolean;
  createAccounts: boolean;
  updateAccounts: boolean;
};

// Inbound routers reference rules by id in their own order; the rules keep their versions, and every
// routing session records which versions it used.
export const routers = sqliteTable(
  'routers',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    formId: text('form_id').notNull(),
    meetingTypeId: text('meeting_type_id').notNull(),
    matchingEnabled: integer('matching_enabled', { mode: 'boolean' }).notNull().default(true),
    matchingRuleIds: text('matching_rule_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    distributionRuleIds: text('distribution_rule_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    fallbackPodId: text('fallback_pod_id'),
    redistributionEnabled: integer('redistribution_enabled', { mode: 'boolean' }).notNull().default(false),
    notBookedMinutes: integer('not_booked_minutes').notNull().default(10),
    redistributionRuleIds: text('redistribution_rule_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    redirects: text('redirects', { mode: 'json' }).$type<RouterRedirects>().notNull(),
    crmModule: text('crm_module', { enum: ['lead', 'contact', 'both'] }).notNull(),
    flags: text('flags', { mode: 'json' }).$type<RouterFlags>().notNull(),
    installation: text('installation', { enum: ['awaiting_installation', 'verified'] })
      .notNull()
      .default('awaiting_installation'),
    verifiedAt: integer('verified_at'),
    verifiedOrigin: text('verified_origin'),
    ...versionedRow(),
  },
  (t) => [index('routers_account_idx').on(t.accountId, t.createdAt)],
);

export const redirectRules = sqliteTable(
  'redirect_rules',
  {
    ...tenantRow(),
    type: text('type', { enum: ['booked', 'not_booked', 'disqualified'] }).notNull(),
    name: text('name').notNull(),
    conditions: text('conditions', { mode: 'json' }).$type<Condition[]>().notNull(),
    url: text('url').notNull(),
    queryParams: text('query_params', { mode: 'json' }).$type<QueryParam[]>().notNull().default([]),
    position: integer('position').notNull(),
    ...versionedRow(),
  },
  (t) => [index('redirect_rules_account_idx').on(t.accountId, t.type, t.position)],
);

// One row per form submission: the routing log. The id is the public session id (unguessable), the
// decision JSON is the full record of why, and the columns are what the log views filter and sort on.
export const routingSessions = sqliteTable(
  'routing_sessions',
  {
    ...tenantRow(),
    routerId: text('router_id'),
    routerName: text('router_name').notNull(),
    /** Which kind of router made the session (worker/contracts/router-kinds.ts; a TypeScript enum only, no CHECK in SQL). */
    routerKind: text('router_kind', { enum: AVAILABLE_ROUTER_KINDS }).notNull().default('inbound'),
    /** Relays: the member who booked for the prospect, and through what (relay_link, pod_link, the app). */
    bookedByUserId: text('booked_by_user_id'),
    bookedBySource: text('booked_by_source'),
    prospectName: text('prospect_name').notNull().default(''),
    prospectEmail: text('prospect_email').notNull().default(''),
    answers: text('answers', { mode: 'json' }).$type<Record<string, string | string[]>>().notNull(),
    attribution: text('attribution', { mode: 'json' }).$type<Attribution>().notNull(),
    outcome: text('outcome', { enum: ['pending', 'booked', 'not_booked', 'disqualified'] })
      .notNull()
      .default('pending'),
    outcomeReason: text('outcome_reason'),
    assigneeState: text('assignee_state', { enum: ['assigned', 'user_slots_shown', 'team_slots_shown', 'redistributed'] }),
    via: text('via'),
    viaId: text('via_id'),
    viaName: text('via_name'),
    assigneeUserId: text('assignee_user_id'),
    candidateUserIds: text('candidate_user_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    podId: text('pod_id'),
    meetingTypeId: text('meeting_type_id'),
    meetingId: text('meeting_id'),
    crmOwnerUpdated: integer('crm_owner_updated', { mode: 'boolean' }).notNull().default(false),
    crmOwnerField: text('crm_owner_field'),
    decision: text('decision', { mode: 'json' }).$type<DecisionRecord | null>(),
    redistributeAt: integer('redistribute_at'),
    redistributedAt: integer('redistributed_at'),
    closedAt: integer('closed_at'),
    bookedAt: integer('booked_at'),
    ...timestamps(),
  },
  (t) => [
    index('routing_sessions_account_idx').on(t.accountId, t.createdAt),
    index('routing_sessions_prospect_email_idx').on(t.accountId, t.prospectEmail, t.createdAt),
    index('routing_sessions_prospect_domain_idx').on(t.accountId, PROSPECT_DOMAIN, t.createdAt),
    index('routing_sessions_outcome_idx').on(t.accountId, t.outcome, t.createdAt),
    index('routing_sessions_router_idx').on(t.accountId, t.routerId, t.createdAt),
    index('routing_sessions_due_idx').on(t.redistributeAt),
    index('routing_sessions_kind_idx').on(t.accountId, t.routerKind, t.createdAt),
    index('routing_sessions_meeting_idx').on(t.meetingId),
  ],
);
