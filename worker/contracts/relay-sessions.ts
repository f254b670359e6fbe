import type { ThemeDto } from './branding';
import * as v from 'valibot';
import { emailField, MESSAGES, requiredString, singleLine, isValidTimezone, requiredId } from './common';
import { utmValuesSchema } from './utm-params';
import { BOOKER_SOURCES, GuestEmailField, IdField, type BookedBySource, type RelayRedirects } from './relay';

// Relay sessions: a booker hands a prospect over

const zone = v.pipe(v.string(MESSAGES.invalidTimezone), v.maxLength(64), v.check(isValidTimezone, MESSAGES.invalidTimezone));
const Answers = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(200), singleLine('Question')), v.pipe(v.string(), v.maxLength(2000))),
  v.check((a) => Object.keys(a).length <= 50, 'At most 50 answers'),
);

/** POST /api/relay-sessions: the booker submits the prospect (spec section 2, Book a meeting). */
export const RelaySessionStartSchema = v.object({
  /** Chosen by the page once per prospect, so a double click or a retry opens the same session. */
  sessionId: v.optional(v.pipe(v.string(), v.uuid('Invalid session id'))),
  relayId: requiredId('Select a relay'),
  prospectEmail: emailField,
  prospectName: requiredString(MESSAGES.nameRequired, 120, 'Name'),
  timezone: zone,
  recipient: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(320), singleLine('Recipient')), ''),
  answers: v.optional(Answers, {}),
  podId: v.optional(IdField),
  assigneeUserId: v.optional(IdField),
  /** Another meeting type for this handoff, where the relay allows it ("override meeting type"). */
  meetingTypeId: v.optional(IdField),
  /** Where the booker hands over from, for the routing log's booked-by source (the extension sends chrome_extension, the Outlook add-in outlook_addin). */
  source: v.optional(v.picklist(BOOKER_SOURCES, 'Source must be routewise_app, chrome_extension or outlook_addin'), 'routewise_app'),
  /** The utm_* parameters of the page the booker hands over from (the extension's tab), kept on the meeting. */
  utm: utmValuesSchema,
});
export type RelaySessionStart = v.InferOutput<typeof RelaySessionStartSchema>;

export const RelaySlotsQuery = v.object({
  from: v.pipe(v.string(), v.isoTimestamp('from must be an ISO 8601 timestamp')),
  to: v.pipe(v.string(), v.isoTimestamp('to must be an ISO 8601 timestamp')),
  timezone: v.optional(zone, 'UTC'),
  /** true: also list slots over events in the rep's own calendar (marked as conflicts). */
  override: v.optional(v.picklist(['true', 'false']), 'false'),
  /** true: also list slots outside the rep's working hours (marked). */
  outside: v.optional(v.picklist(['true', 'false']), 'false'),
});

/**
 * What a booker asks to bend, each only where the relay allows it (spec section 3 flags "override
 * booker slots" and "allow assignee slot override"): book over events in the rep's own calendar, or
 * outside the rep's working hours. Our own meetings can never be overridden.
 */
export type RelayBend = { overrideEvents: boolean; outsideHours: boolean };
const bendFields = { overrideEvents: v.optional(v.boolean(), false), outsideHours: v.optional(v.boolean(), false) };

export const RelayHoldSchema = v.object({ start: v.pipe(v.string('Choose a time'), v.isoTimestamp('Choose a time')), ...bendFields });

export const RelayBookSchema = v.object({
  start: v.pipe(v.string('Choose a time'), v.isoTimestamp('Choose a time')),
  ...bendFields,
  guests: v.pipe(v.optional(v.array(GuestEmailField), []), v.maxLength(10, 'At most 10 guests')),
  internalGuestIds: v.pipe(v.optional(v.array(IdField), []), v.maxLength(5, 'At most 5 internal team members can be added as guests')),
  notes: v.optional(v.pipe(v.string(), v.maxLength(5000)), ''),
});
export type RelayBook = v.InferOutput<typeof RelayBookSchema>;

/** What the booker (or a prospect on a link) sees of a session. */
export type RelaySessionDto = {
  id: string;
  relayId: string;
  relayName: string;
  status: 'open' | 'booked' | 'expired';
  source: BookedBySource;
  prospect: { name: string; email: string; timezone: string };
  assignee: { kind: 'user'; userId: string; name: string } | { kind: 'pod'; podId: string; name: string; memberCount: number } | null;
  via: string | null;
  viaName: string | null;
  meetingType: { id: string; name: string; durationMinutes: number } | null;
  hold: { start: string; userId: string; expiresAt: string } | null;
  booking: { meetingId: string; start: string; end: string; hostName: string } | null;
  expiresAt: string;
  reason: string | null;
  permissions: { overrideEvents: boolean; outsideAvailability: boolean; podOverride: boolean; roundRobinOverride: boolean };
  /** Where a prospect on a link goes after booking, or once the session ends unbooked ("override redirect URLs"); null in the app. */
  redirects: RelayRedirects | null;
};

/** `conflict`: over an event in the rep's own calendar; `outsideHours`: outside their working hours. */
export type RelaySlotDto = { start: string; end: string; conflict: boolean; outsideHours: boolean };

// ---------------------------------------------------------------------------------------------------
// Relay links and preferences

export const DedicatedLinkSchema = v.object({
  relayId: requiredId('Select a relay'),
  prospectName: requiredString(MESSAGES.nameRequired, 120, 'Name'),
  prospectEmail: emailField,
});
export type RelayLinkDto = {
  id: string;
  kind: 'relay' | 'pod' | 'dedicated';
  relayId: string;
  relayName: string;
  userId: string | null;
  userName: string | null;
  podId: string | null;
  podName: string | null;
  prospectName: string | null;
  prospectEmail: string | null;
  url: string;
  createdAt: string;
};

/** GET /api/public/relay-links/{token}: what a prospect's booking page shows. */
export type PublicRelayLinkDto = {
  kind: 'relay' | 'pod' | 'dedicated';
  organization: { company: string; logoUrl: string | null };
  relayName: string;
  host: { name: string } | null;
  prospect: { name: string; email: string } | null;
  meetingType: { name: string; durationMinutes: number; slotTimeFormat: '12h' | '24h' } | null;
  /** The organization's theme and page tags: the link's page carries the brand as booking pages do. */
  theme: ThemeDto;
  meta: { title: string; description: string; image: string | null; favicon: string | null };
  /** The organization's custom code (Settings -> Meeting -> Custom code), run in a sandboxed frame on the page. */
  customCode: string | null;
};
export const PublicRelayStartSchema = v.object({
  sessionId: v.optional(v.pipe(v.string(), v.uuid('Invalid session id'))),
  name: v.optional(requiredString(MESSAGES.nameRequired, 120, 'Name')),
  email: v.optional(emailField),
  timezone: zone,
  /** The link page URL's utm_* parameters (or the tab's remembered landing ones), kept on the meeting. */
  utm: utmValuesSchema,
});
export const PublicRelayBookSchema = v.object({ start: v.pipe(v.string('Choose a time'), v.isoTimestamp('Choose a time')) });

export const RelayPreferencesSchema = v.object({
  preferredRelayId: v.nullish(IdField, null),
  timezone: v.nullish(zone, null),
  schedulerView: v.picklist(['quick_slots', 'calendar']),
  weekView: v.picklist(['work_week', 'full_week']),
  assigneeChoice: v.picklist(['suggested', 'choose']),
});
export type RelayPreferencesDto = v.InferOutput<typeof RelayPreferencesSchema>;
export const SCHEDULER_VIEW_LABELS = { quick_slots: 'Quick slots', calendar: 'Full calendar' } as const;
export const WEEK_VIEW_LABELS = { work_week: 'Work week', full_week: 'Full week' } as const;
export const ASSIGNEE_CHOICE_LABELS = {
  suggested: 'Suggested by the relay (matching and round robin)',
  choose: 'Let me choose the assignee when allowed',
} as const;
