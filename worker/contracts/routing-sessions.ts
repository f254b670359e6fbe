import * as v from 'valibot';
import { isSingleLine, multiLine, singleLine, singleLineMessage, type ApiProblem } from './common';
import type { CandidateExplanation, RoundRobinMethod, RoundRobinState } from './round-robin';
import type {
  CrmRecord,
  DistributionRule,
  FallbackPod,
  FieldValue,
  MatchResult,
  MatchingRule,
  Prospect,
  RoutingList,
  RoutingUser,
  RuleEvaluation,
} from './routing';
import type { RedirectRuleType } from './routers';
import type { MarketingProvider } from './forms';

// ---------------------------------------------------------------------------------------------------
// Vocabulary (spec sections 3, 4 and 8)

/** Booking outcome; `pending` until the prospect books, leaves, or the not-booked time passes. */
export const SESSION_OUTCOMES = ['pending', 'booked', 'not_booked', 'disqualified'] as const;
export type SessionOutcome = (typeof SESSION_OUTCOMES)[number];
export const OUTCOME_LABELS: Record<SessionOutcome, string> = { pending: 'In progress', booked: 'Meeting booked', not_booked: 'Meeting not booked', disqualified: 'Disqualified' };

export const ASSIGNEE_STATES = ['assigned', 'user_slots_shown', 'team_slots_shown', 'redistributed'] as const;
export type AssigneeState = (typeof ASSIGNEE_STATES)[number];
export const ASSIGNEE_STATE_LABELS: Record<AssigneeState, string> = {
  assigned: 'Assigned',
  user_slots_shown: "User's slots shown",
  team_slots_shown: "Team's slots shown",
  redistributed: 'Redistributed',
};

/** "Router used via" (spec section 3, Routing log). Inbound routers use the first six. */
export const ROUTER_VIA = ['form_matching_rule', 'pod', 'fallback_pod', 'team', 'form_routing_rule', 'redistribution_rule', 'campaign_matching_rule', 'relay_matching_rule'] as const;
export type RouterVia = (typeof ROUTER_VIA)[number];
export const ROUTER_VIA_LABELS: Record<RouterVia, string> = {
  form_matching_rule: 'matching rule',
  pod: 'pod',
  fallback_pod: 'fallback pod',
  team: 'team',
  form_routing_rule: 'distribution rule',
  redistribution_rule: 'redistribution rule',
  campaign_matching_rule: 'campaign matching rule',
  relay_matching_rule: 'relay matching rule',
};

/** The routing log views (spec section 2). */
export const ROUTING_LOG_VIEWS = ['all-prospects', 'prospects-that-booked', 'prospects-that-did-not-book', 'prospects-that-are-disqualified'] as const;
export type RoutingLogView = (typeof ROUTING_LOG_VIEWS)[number];
export const ROUTING_LOG_VIEW_LABELS: Record<RoutingLogView, string> = {
  'all-prospects': 'All',
  'prospects-that-booked': 'Meeting Booked',
  'prospects-that-did-not-book': 'Meeting Not booked',
  'prospects-that-are-disqualified': 'Disqualified',
};

/** Reasons for session events that section 8 words; the rest live in ROUTING_REASONS. */
export const SESSION_REASONS = {
  leftScheduler: 'The prospect left the scheduler without a slot',
  routerDeleted: 'Router details not captured in older logs; the router has been deleted',
  noSlots: 'No free slots were available to show',
  notBookedInTime: 'The prospect did not book within the not-booked time',
  ownerNotDisabled: 'Override of existing owner disabled',
  noRedistributionRule: 'No redistribution rule matched and there is no fallback pod',
  bookedBeforeRedistribution: 'The prospect booked before the wait ended',
} as const;

// ---------------------------------------------------------------------------------------------------
// Public API: the widget's calls

const MAX_ANSWER = 2000;
const Answer = v.union([v.pipe(v.string(), v.maxLength(MAX_ANSWER), multiLine('Answer')), v.pipe(v.array(v.pipe(v.string(), v.maxLength(MAX_ANSWER), multiLine('Answer'))), v.maxLength(50))]);
const Utm = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(300), singleLine('UTM parameter'))));

/** Whether a string is an absolute http(s) URL: what a web page's address and its referrer can be. */
export function isWebPageUrl(s: string): boolean {
  try {
    const url = new URL(s);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const SUBMISSION_MESSAGES = {
  pageUrlRequired: 'The page URL is required',
  pageUrlInvalid: 'The page URL must be an http or https address',
  referrerInvalid: 'The referrer must be an http or https address',
} as const;

/** A submission's answers keyed by input name, as a router's form and a campaign page send them. */
export const SubmissionAnswersSchema = v.pipe(v.record(v.pipe(v.string(), v.maxLength(200), singleLine('Answer name')), Answer), v.check((a) => Object.keys(a).length <= 100, 'At most 100 answers'));

/**
 * Where a submission came from, shared by a router's form and a campaign page. The page URL and
 * referrer end up as links in routing logs, so only http(s) addresses are stored (never javascript:,
 * data: or file:); an empty referrer means there was none.
 */
export const SUBMISSION_SOURCE_FIELDS = {
  pageUrl: v.pipe(
    v.string(SUBMISSION_MESSAGES.pageUrlRequired),
    v.trim(),
    v.nonEmpty(SUBMISSION_MESSAGES.pageUrlRequired),
    v.maxLength(2000, SUBMISSION_MESSAGES.pageUrlInvalid),
    v.check(isWebPageUrl, SUBMISSION_MESSAGES.pageUrlInvalid),
  ),
  referrer: v.optional(
    v.nullable(
      v.pipe(
        v.string(SUBMISSION_MESSAGES.referrerInvalid),
        v.trim(),
        v.maxLength(2000, SUBMISSION_MESSAGES.referrerInvalid),
        v.check((s) => s === '' || isWebPageUrl(s), SUBMISSION_MESSAGES.referrerInvalid),
        v.transform((s) => s || null),
      ),
    ),
  ),
  utm: v.optional(
    v.object({ source: Utm, medium: Utm, campaign: Utm, term: Utm, content: Utm }),
    {},
  ),
};

/** POST /api/public/routers/{routerId}/submissions: the mapped form's answers keyed by input name. */
export const SubmissionSchema = v.object({
  answers: SubmissionAnswersSchema,
  ...SUBMISSION_SOURCE_FIELDS,
  timezone: v.optional(v.pipe(v.string(), v.maxLength(64), singleLine('Timezone'))),
});
export type Submission = v.InferOutput<typeof SubmissionSchema>;

/**
 * CRM fields whose answers must be one line, with the name an error gives them: names, company, e-mail
 * and phone end up in e-mail headers, calendar lines and one-line CRM fields, where a line break would
 * start a new line (the booking form refuses them in its name the same way).
 */
export const ONE_LINE_FIELDS = { name: 'Name', first_name: 'First name', last_name: 'Last name', company: 'Company', email: 'Email', phone: 'Phone' } as const;
export type OneLineField = keyof typeof ONE_LINE_FIELDS;

const pointerPart = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The one-line answers (form input name -> CRM field) holding a line break or control character, as 422 errors at /answers/{name}. */
export function oneLineAnswerErrors(fields: ReadonlyArray<{ name: string; field: OneLineField }>, answers: Readonly<Record<string, string | string[]>>): ApiProblem[] {
  const errors: ApiProblem[] = [];
  for (const { name, field } of fields) {
    const value = answers[name];
    if (value === undefined || (Array.isArray(value) ? value : [value]).every(isSingleLine)) continue;
    errors.push({ code: 'invalid', detail: singleLineMessage(ONE_LINE_FIELDS[field]), source: { pointer: `/answers/${pointerPart(name)}` } });
  }
  return errors;
}

/** Who the prospect will meet, as the widget shows it: a person, or a team ("Sales team"). */
export type PublicAssigneeDto = { kind: 'user'; name: string; avatarUrl: string | null } | { kind: 'team'; name: string; memberCount: number };

export type SubmissionResultDto = {
  sessionId: string;
  /** not_booked while the scheduler is open; disqualified ends the session at once. */
  outcome: Extract<SessionOutcome, 'not_booked' | 'disqualified'>;
  assignee: PublicAssigneeDto | null;
  /** Set when the widget should leave at once (disqualified, or nobody to meet). */
  redirectUrl: string | null;
  meetingType: { name: string; durationMinutes: number; slotTimeFormat: '12h' | '24h'; description: string } | null;
  prospect: { name: string; email: string };
  organization: { company: string; logoUrl: string | null };
  /** When the not-booked wait ends and the redistribution rules may hand the prospect on (null without redistribution). */
  redistributeAt?: string | null;
};

/** GET /api/public/routing-sessions/{sessionId}: where the prospect stands, for a widget whose scheduler is still open. */
export type SessionStateDto = {
  outcome: SessionOutcome;
  /** The not-booked wait ended and the redistribution rules handed the prospect to another member. */
  redistributed: boolean;
  /** When the redistribution is still to come; null once it has run, or without redistribution. */
  redistributeAt: string | null;
  /** Where a redistributed prospect still in the scheduler goes: the pod's redistribution redirect (else the not-booked one). */
  redirectUrl: string | null;
};

/** GET /api/public/routers/{routerId}: what the widget needs to find and hook the mapped form. */
export type PublicRouterDto = {
  id: string;
  provider: MarketingProvider | 'native';
  selector: string | null;
  emailField: string;
  nameFields: { mode: 'full'; fullName: string } | { mode: 'split'; firstName: string; lastName: string };
  fields: string[];
  organization: { company: string; logoUrl: string | null };
};

export const sessionParam = v.object({ sessionId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(80)) });
export const routerParam = v.object({ routerId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)) });

/** POST /api/public/routing-sessions/{sessionId}/bookings: the prospect is known from the submission. */
export const SessionBookingSchema = v.object({
  start: v.pipe(v.string('Choose a time'), v.isoTimestamp('Choose a time')),
  timezone: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64), singleLine('Timezone')),
  guests: v.optional(v.pipe(v.array(v.pipe(v.string(), v.trim(), v.email('Guest e-mails must have valid e-mail domains'))), v.maxLength(10)), []),
});
export type SessionBooking = v.InferOutput<typeof SessionBookingSchema>;

export type SessionCloseDto = { outcome: SessionOutcome; redirectUrl: string | null };

/** The bookable times of a session's assignee or team: start and end only. */
export type PublicSlotsDto = { slots: { start: string; end: string }[] };

// ---------------------------------------------------------------------------------------------------
// The decision record: everything needed to explain and replay a routing decision.

export type Attribution = {
  pageUrl: string;
  referrer: string | null;
  utm: { source?: string | null; medium?: string | null; campaign?: string | null; term?: string | null; content?: string | null };
};

/** The pure inputs of a decision; running the routing core over them again gives the same result. */
export type DecisionInputs = {
  prospect: Prospect;
  crmRecords: CrmRecord[];
  users: RoutingUser[];
  lists: RoutingList[];
  matchingRules: MatchingRule[];
  distributionRules: DistributionRule[];
  fallbackPod: FallbackPod | null;
  options: { matchingEnabled: boolean; disqualifyFreeEmail: boolean; disqualifyInvalidEmail: boolean; overrideExistingOwner: boolean };
  /** Records left out of the log when a company domain matched very many (replay is exact only without). */
  crmRecordsOmitted?: number;
  /** Where prospect.enrichment came from, in words for the routing log (absent when no rule reads enrichment). */
  enrichment?: EnrichmentNote;
};

/** How the enrichment lookup at submission went: the provider asked, its outcome, and a plain sentence. */
export type EnrichmentNote = {
  provider: string;
  status: 'fresh' | 'cached' | 'not_found' | 'timeout' | 'failed' | 'skipped' | 'not_configured';
  detail: string;
};

export type RuleVersion = { id: string; name: string; version: number; kind: 'matching' | 'distribution' | 'fallback_pod' | 'redistribution' | 'redirect' };

export type RoundRobinRecord = {
  podId: string;
  podName: string;
  method: RoundRobinMethod;
  /** When the turn was taken: strict picks before slots are shown, the others when a slot is booked. */
  stage: 'before_slots' | 'at_booking' | 'redistribution';
  chosenUserId: string | null;
  explanation: (CandidateExplanation & { memberName: string })[];
  at: string;
  /** The pod's state the member was chosen from (and who was free), so a replay chooses the same member. */
  draw?: { state: RoundRobinState; availableMemberIds: string[] | null };
};

export type DecisionEvent = {
  at: string;
  type:
    | 'form_submitted'
    | 'disqualified'
    | 'matched'
    | 'not_matched'
    | 'distributed'
    | 'assigned'
    | 'slots_shown'
    | 'booked'
    /** Group round robin: the member of an additional group who joined the meeting. */
    | 'group_member_added'
    /** The matching rule's or pod's guests invited to the meeting. */
    | 'guests_invited'
    | 'left_scheduler'
    | 'not_booked'
    | 'redistributed'
    | 'redistribution_skipped'
    | 'owner_updated'
    | 'crm_written'
    /** The outside CRM was not read at submission (timed out, failed, expired): its mirror answered. */
    | 'crm_mirror_used'
    | 'redirected';
  detail: string;
};

export type DecisionRecord = {
  schemaVersion: 1;
  router: { id: string; name: string; version: number; notBookedMinutes: number; redistributionEnabled: boolean; crmModule: string };
  inputs: DecisionInputs;
  rulesUsed: RuleVersion[];
  disqualification: { reason: string } | null;
  matching: {
    outcome: 'matched' | 'not_matched' | 'disqualified' | 'not_enabled';
    reason: string | null;
    ruleId: string | null;
    matchResult: MatchResult | null;
    recordId: string | null;
    evaluations: RuleEvaluation[];
  };
  distribution: { outcome: 'rule' | 'fallback' | 'none' | 'not_needed'; podId: string | null; reason: string | null; evaluations: RuleEvaluation[] };
  roundRobin: RoundRobinRecord[];
  ownerUpdate: { updated: boolean; field: string | null; reason: string | null; recordId: string | null; fromOwner: string | null; toUserId: string | null } | null;
  crmWrites: { module: 'lead' | 'contact' | 'account'; action: 'created' | 'updated' | 'skipped'; recordId: string | null; detail: string }[];
  slotsShown: { count: number; firstStart: string | null; lastStart: string | null; timezone: string; at: string } | null;
  redistribution: {
    enabled: boolean;
    waitMinutes: number;
    dueAt: string | null;
    state: 'not_enabled' | 'scheduled' | 'redistributed' | 'skipped';
    reason: string | null;
    evaluations: RuleEvaluation[];
    podId: string | null;
    userId: string | null;
    at: string | null;
  };
  redirect: { outcome: RedirectRuleType; url: string; source: 'matching_rule' | 'pod' | 'redirect_rule' | 'fallback'; ruleId: string | null; ruleName: string | null } | null;
  booking: { meetingId: string; start: string; end: string; hostUserId: string; at: string } | null;
  events: DecisionEvent[];
};

// ---------------------------------------------------------------------------------------------------
// Routing logs (authenticated)

export const routingLogsQuery = v.object({
  view: v.optional(v.picklist(ROUTING_LOG_VIEWS), 'all-prospects'),
  search: v.optional(v.pipe(v.string(), v.maxLength(200), singleLine('Search'))),
  routerId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(200)), '50'),
});
export const routingLogExportSchema = v.object({
  view: v.optional(v.picklist(ROUTING_LOG_VIEWS), 'all-prospects'),
  search: v.optional(v.pipe(v.string(), v.maxLength(200), singleLine('Search'))),
  routerId: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

export type RoutingLogRowDto = {
  id: string;
  loggedAt: string;
  prospect: { name: string; email: string };
  assignee: { id: string; name: string } | null;
  assigneeState: AssigneeState | null;
  router: { id: string | null; name: string; deleted: boolean };
  via: RouterVia | null;
  /** The rule or pod name the via line names. */
  viaName: string | null;
  outcome: SessionOutcome;
  outcomeReason: string | null;
  /** Who booked: the prospect themself through the widget, or null when nothing was booked. */
  bookedBy: string | null;
  /** Where a relay session was booked from (spec section 3): {product}_app, relay_link, pod_link; null for other routers. */
  bookedBySource?: string | null;
  meetingId: string | null;
};

export type RoutingLogPageDto = { data: RoutingLogRowDto[]; nextCursor: string | null; counts: Record<RoutingLogView, number> };

export type RoutingLogDetailDto = RoutingLogRowDto & {
  sourceUrl: string;
  attribution: Attribution;
  submittedEntries: { field: string; label: string; value: FieldValue }[];
  crmMatches: { id: string; module: string; name: string; email: string | null; domain: string | null; ownerName: string | null }[];
  meeting: { id: string; start: string; end: string; status: string; durationMinutes: number; hostName: string } | null;
  /** Null for logs written before routers recorded their details (router-deleted notice). */
  decision: DecisionRecord | null;
  /** Rules as they are now, so the page can say "This rule has been deleted" or show a newer version. */
  currentRules: { id: string; name: string; version: number | null; deleted: boolean }[];
  people: Record<string, string>;
  crmOwnerUpdated: boolean;
  crmOwnerField: string | null;
  /** Plain sentences explaining the flow, first to last. */
  explanation: string[];
};
