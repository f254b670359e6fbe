import type { ThemeDto } from './branding';
import type { PostBookingDto } from './meeting-settings';
import * as v from 'valibot';
import { utmValuesSchema } from './utm-params';
import { blankableUrlField, isSingleLine, multiLine, requiredUrlField, singleLine, singleLineMessage, type ApiProblem } from './common';
import type { MarketingProvider } from './forms';

// ---------------------------------------------------------------------------------------------------
// Vocabulary (spec sections 3, 4 and 8)

/** Booking outcome; `pending` until the prospect books, leaves, or the not-booked time passes. */
export const SESSION_OUTCOMES = ['pending', 'booked', 'not_booked', 'disqualified'] as const;
export type SessionOutcome = (typeof SESSION_OUTCOMES)[number];
export const OUTCOME_LABELS: Record<SessionOutcome, string> = {
  pending: 'In progress',
  booked: 'Meeting booked',
  not_booked: 'Meeting not booked',
  disqualified: 'Disqualified',
};

export const ASSIGNEE_STATES = ['assigned', 'user_slots_shown', 'team_slots_shown', 'redistributed'] as const;
export type AssigneeState = (typeof ASSIGNEE_STATES)[number];
export const ASSIGNEE_STATE_LABELS: Record<AssigneeState, string> = {
  assigned: 'Assigned',
  user_slots_shown: "User's slots shown",
  team_slots_shown: "Team's slots shown",
  redistributed: 'Redistributed',
};

/** "Router used via" (spec section 3, Routing log). Inbound routers use the first six. */
export const ROUTER_VIA = [
  'form_matching_rule',
  'pod',
  'fallback_pod',
  'team',
  'form_routing_rule',
  'redistribution_rule',
  'campaign_matching_rule',
  'relay_matching_rule',
] as const;
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
export const ROUTING_LOG_VIEWS = [
  'all-prospects',
  'prospects-that-booked',
  'prospects-that-did-not-book',
  'prospects-that-are-disqualified',
] as const;
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
const Answer = v.union([
  v.pipe(v.string(), v.maxLength(MAX_ANSWER), multiLine('Answer')),
  v.pipe(v.array(v.pipe(v.string(), v.maxLength(MAX_ANSWER), multiLine('Answer'))), v.maxLength(50)),
]);
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
export const SubmissionAnswersSchema = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(200), singleLine('Answer name')), Answer),
  v.check((a) => Object.keys(a).length <= 100, 'At most 100 answers'),
);

/**
 * Where a submission came from, shared by a router's form and a campaign page. The page URL and
 * referrer end up as links in routing logs, so only http(s) addresses are stored (never javascript:,
 * data: or file:); an empty referrer means there was none.
 */
export const SUBMISSION_SOURCE_FIELDS = {
  pageUrl: requiredUrlField(SUBMISSION_MESSAGES.pageUrlRequired, SUBMISSION_MESSAGES.pageUrlInvalid, isWebPageUrl),
  referrer: v.optional(
    v.nullable(blankableUrlField(SUBMISSION_MESSAGES.referrerInvalid, isWebPageUrl, SUBMISSION_MESSAGES.referrerInvalid)),
  ),
  utm: utmValuesSchema,
};

/** POST /api/public/routers/{routerId}/submissions: the mapped form's answers keyed by input name. */
export const SubmissionSchema = v.object({
  answers: SubmissionAnswersSchema,
  ...SUBMISSION_SOURCE_FIELDS,
  timezone: v.optional(v.pipe(v.string(), v.maxLength(64), singleLine('Timezone'))),
  /**
   * The scheduler's first month (in `timezone`): when the submission routes to someone, the answer carries
   * that month's slots as `firstSlots`, so the widget shows times without a second request.
   */
  slotsWindow: v.optional(
    v.object({
      from: v.pipe(v.string(), v.isoTimestamp('from must be an ISO 8601 timestamp')),
      to: v.pipe(v.string(), v.isoTimestamp('to must be an ISO 8601 timestamp')),
    }),
  ),
});
export type Submission = v.InferOutput<typeof SubmissionSchema>;

/**
 * CRM fields whose answers must be one line, with the name an error gives them: names, company, e-mail
 * and phone end up in e-mail headers, calendar lines and one-line CRM fields, where a line break would
 * start a new line (the booking form refuses them in its name the same way).
 */
export const ONE_LINE_FIELDS = {
  name: 'Name',
  first_name: 'First name',
  last_name: 'Last name',
  company: 'Company',
  email: 'Email',
  phone: 'Phone',
} as const;
export type OneLineField = keyof typeof ONE_LINE_FIELDS;

const pointerPart = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The one-line answers (form input name -> CRM field) holding a line break or control character, as 422 errors at /answers/{name}. */
export function oneLineAnswerErrors(
  fields: ReadonlyArray<{ name: string; field: OneLineField }>,
  answers: Readonly<Record<string, string | string[]>>,
): ApiProblem[] {
  const errors: ApiProblem[] = [];
  for (const { name, field } of fields) {
    const value = answers[name];
    if (value === undefined || (Array.isArray(value) ? value : [value]).every(isSingleLine)) continue;
    errors.push({
      code: 'invalid',
      detail: singleLineMessage(ONE_LINE_FIELDS[field]),
      source: { pointer: `/answers/${pointerPart(name)}` },
    });
  }
  return errors;
}

/** Who the prospect will meet, as the widget shows it: a person, or a team ("Sales team"). */
export type PublicAssigneeDto =
  { kind: 'user'; name: string; avatarUrl: string | null } | { kind: 'team'; name: string; memberCount: number };

export type SubmissionResultDto = {
  sessionId: string;
  /** not_booked while the scheduler is open; disqualified ends the session at once. */
  outcome: Extract<SessionOutcome, 'not_booked' | 'disqualified'>;
  assignee: PublicAssigneeDto | null;
  /** Set when the widget should leave at once (disqualified, or nobody to meet). */
  redirectUrl: string | null;
  /** `id` is for the widget's events (a site's analytics joins on it). */
  meetingType: { id: string; name: string; durationMinutes: number; slotTimeFormat: '12h' | '24h'; description: string } | null;
  prospect: { name: string; email: string };
  organization: { company: string; logoUrl: string | null };
  /** The organization's theme for the scheduler (absent from answers stored before branding existed). */
  theme?: ThemeDto;
  /** After booking with a redirect URL: count down and leave, or stay (absent from answers stored before the setting existed). */
  postBooking?: PostBookingDto;
  /** When the not-booked wait ends and the redistribution rules may hand the prospect on (null without redistribution). */
  redistributeAt?: string | null;
  /** The slots of the submission's `slotsWindow` in its time zone, when it asked for them and routed to someone. */
  firstSlots?: FirstSlotsDto;
};

/** A window's bookable slots, as GET .../slots answers them, with the window and zone they were computed for. */
export type FirstSlotsDto = { from: string; to: string; timezone: string; slots: { start: string; end: string }[] };

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
  guests: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.trim(), v.email('Guest e-mails must have valid e-mail domains'))), v.maxLength(10)),
    [],
  ),
});
export type SessionBooking = v.InferOutput<typeof SessionBookingSchema>;

export type SessionCloseDto = { outcome: SessionOutcome; redirectUrl: string | null };

/** The bookable times of a session's assignee or team: start and end only. */
export type PublicSlotsDto = { slots: { start: string; end: string }[] };
