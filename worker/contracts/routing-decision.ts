import type { CandidateExplanation, RoundRobinMethod, RoundRobinState } from './round-robin';
import type { CrmRecord, MatchResult, MatchingRule, Prospect, RoutingList, RoutingUser, RuleEvaluation } from './routing';
import type { DistributionRule, FallbackPod } from './routing-pods';
import type { RedirectRuleType } from './routers';

// The decision record: everything needed to explain and replay a routing decision.

export type Attribution = {
  pageUrl: string;
  referrer: string | null;
  utm: { source?: string | null; medium?: string | null; campaign?: string | null; term?: string | null; content?: string | null };
};

/** What a DNS-over-HTTPS MX lookup said about the e-mail's domain; `unknown` (timeout, failure) never disqualifies. */
export type MailServer = 'found' | 'none' | 'unknown';

/** The pure inputs of a decision; running the routing core over them again gives the same result. */
export type DecisionInputs = {
  prospect: Prospect;
  crmRecords: CrmRecord[];
  users: RoutingUser[];
  lists: RoutingList[];
  matchingRules: MatchingRule[];
  distributionRules: DistributionRule[];
  fallbackPod: FallbackPod | null;
  options: {
    matchingEnabled: boolean;
    disqualifyFreeEmail: boolean;
    disqualifyInvalidEmail: boolean;
    overrideExistingOwner: boolean;
    /** The router's lead-quality check (absent in records stored before it existed: off). */
    disqualifyLowQuality?: boolean;
  };
  /** What the lead-quality check read beyond the prospect: the name typed, and the domain's MX lookup. */
  leadQuality?: { name: string | null; mailServer: MailServer };
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

export type RuleVersion = {
  id: string;
  name: string;
  version: number;
  kind: 'matching' | 'distribution' | 'fallback_pod' | 'redistribution' | 'redirect';
};

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
    /** Object routers: the CRM record change (or backfill) that started the routing. */
    | 'record_triggered'
    /** Intercom routers: the conversation (started, or its contact's attribute set) that started the routing. */
    | 'conversation_triggered'
    /** Intercom routers: what was written back to the conversation (assignment, note with the booking link, tags). */
    | 'intercom_written'
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
  distribution: {
    outcome: 'rule' | 'fallback' | 'none' | 'not_needed';
    podId: string | null;
    reason: string | null;
    evaluations: RuleEvaluation[];
  };
  roundRobin: RoundRobinRecord[];
  ownerUpdate: {
    updated: boolean;
    field: string | null;
    reason: string | null;
    recordId: string | null;
    fromOwner: string | null;
    toUserId: string | null;
  } | null;
  crmWrites: {
    module: 'lead' | 'contact' | 'account';
    action: 'created' | 'updated' | 'skipped';
    recordId: string | null;
    detail: string;
  }[];
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
  redirect: {
    outcome: RedirectRuleType;
    url: string;
    source: 'matching_rule' | 'pod' | 'redirect_rule' | 'fallback';
    ruleId: string | null;
    ruleName: string | null;
  } | null;
  booking: { meetingId: string; start: string; end: string; hostUserId: string; at: string } | null;
  events: DecisionEvent[];
};

/** The redistribution part of a decision whose router kind never redistributes (object, Intercom, relay). */
export const NO_REDISTRIBUTION = (reason: string | null = null): DecisionRecord['redistribution'] => ({
  enabled: false,
  waitMinutes: 0,
  dueAt: null,
  state: 'not_enabled',
  reason,
  evaluations: [],
  podId: null,
  userId: null,
  at: null,
});
