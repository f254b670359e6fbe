import * as v from 'valibot';
import { blankableUrlField, MESSAGES, requiredString, singleLine, requiredId, uniqueIds } from './common';
import { isHttpUrl } from './forms';
import { RoundRobinMethodSchema, type RoundRobinMethod } from './round-robin';
import { MAX_MATCHING_RULES } from './routing';

// ---------------------------------------------------------------------------------------------------
// Vocabulary and wording (spec sections 3, 5, 6 and 8)

export const RELAY_MESSAGES = {
  nameRequired: 'Router name is required',
  teamRequired: 'Select a team',
  meetingTypeRequired: 'Select a meeting type',
  formRequired: 'Select a contact form',
  roundRobinRequired: 'Choose a round robin method',
  podRequired: 'Add at least one distribution pod',
  matchingRuleRequired: 'At least one matching rule when handover is enabled',
  matchingRulesMax: `At most ${MAX_MATCHING_RULES} matching rules`,
  bookerRequired: 'Select at least one booker',
  bookerNotAllowed: 'Only members with booker permission can be selected as bookers',
  fallbackRequired: 'Minimum of one fallback pod',
  fallbackConditions: 'A fallback pod must have no conditions',
  fuzzyEmailOnly: 'Fuzzy matching is allowed only when matching is by e-mail',
  guestDomain: 'Guest e-mails must have valid e-mail domains',
  invalidUrl: MESSAGES.invalidUrl,
  redirectRequired: 'Redirect URL is required',
  ruleDuplicate: 'A rule can be added only once',
  missingMatching: 'A selected matching rule does not exist',
  missingPod: 'A selected distribution pod does not exist',
  missingFallback: 'The selected fallback pod does not exist',
  noPermission: "You don't have booker permission for this relay. Please contact your admin.",
  noRelayFound: 'No relay found for the search',
  userAlreadyAdded: 'User already added to the relay meeting. Please select valid slots.',
  dedicatedExists: (name: string) => `Dedicated link for ${name} is already present`,
  copyFailed: 'Failed to copy Relay Meeting Link',
  otherBooker: 'Another booker is handling this prospect right now.',
  sessionEnded: 'This relay session has ended. Start again to book.',
  podOverrideNotAllowed: 'This relay does not allow overriding the pod',
  assigneeOverrideNotAllowed: 'This relay does not allow choosing the assignee',
  overrideEventsNotAllowed: 'This relay does not allow booking over existing events',
  outsideHoursNotAllowed: "This relay does not allow booking outside the assignee's availability",
  meetingTypeOverrideNotAllowed: 'This relay does not allow changing the meeting type',
  linkNotFound: 'This relay link does not exist or was removed',
} as const;

/** The creation wizard's steps (spec section 2, Relay creation wizard). */
export const RELAY_WIZARD_STEPS = [
  { key: 'bookers', title: 'Select bookers' },
  { key: 'form', title: 'Prospect form' },
  { key: 'matching', title: 'Matching rules' },
  { key: 'pods', title: 'Distribution pods' },
  { key: 'round-robin', title: 'Round robin method' },
  { key: 'fallback', title: 'Fallback pod' },
  { key: 'meeting', title: 'Meeting type and organizer' },
  { key: 'crm', title: 'CRM mapping' },
  { key: 'settings', title: 'Configure settings' },
] as const;

/** Every flag of spec section 3 "Router (relay or handover)", with the label the settings show. */
export const RELAY_FLAG_LABELS = {
  bookerInvited: 'Booker invited',
  bookerAttends: 'Booker attends',
  overrideBookerSlots: 'Override booker slots (override existing events)',
  allowAssigneeSlotOverride: 'Allow assignee slot override (book outside availability)',
  allowPodOverride: 'Allow pod override',
  allowRoundRobinOverride: 'Allow round robin override',
  defaultGuestAccept: 'Default guest accept',
  fuzzyMatching: 'Fuzzy matching',
  overrideRedirectUrls: 'Override redirect URLs',
  overrideMeetingType: 'Override meeting type',
  assignToSpecificMember: 'Assign to specific member',
  updateOwnerInCrm: 'Update owner in CRM',
} as const;
export type RelayFlagKey = keyof typeof RELAY_FLAG_LABELS;
/** What each flag does, in one sentence under its switch. */
export const RELAY_FLAG_HINTS: Record<RelayFlagKey, string> = {
  bookerInvited: 'The booker gets the invitation too, as a guest.',
  bookerAttends: "The booker joins the meeting as a team member, so the booker's own meetings must be free as well.",
  overrideBookerSlots:
    "The scheduler can also offer times over events in the rep's own calendar, with a warning. Meetings booked in Routewise are never double-booked.",
  allowAssigneeSlotOverride: "The scheduler can also offer times outside the rep's working hours, with a warning.",
  allowPodOverride: "The booker may send the prospect to another of this relay's pods.",
  allowRoundRobinOverride: 'The booker may pick the rep instead of the next one in turn (when their preferences say so).',
  defaultGuestAccept: 'Team members invited are marked as accepted, so they do not have to answer the invitation. The prospect still does.',
  fuzzyMatching: 'An e-mail matching rule that finds no record by address tries the e-mail domain.',
  overrideRedirectUrls: 'Prospects booking through a relay, pod or dedicated link are sent to these pages afterwards.',
  overrideMeetingType: "The booker may hand over for another meeting type than the relay's.",
  assignToSpecificMember: 'The booker may assign the prospect to a specific team member.',
  updateOwnerInCrm: 'After the booking, the CRM record the relay found gets the rep as its owner, where the owner rules allow it.',
};
export type RelayFlags = Record<RelayFlagKey, boolean>;
export const RELAY_FLAG_KEYS = Object.keys(RELAY_FLAG_LABELS) as RelayFlagKey[];

/** Booked-by sources of the routing log (spec section 3): the app, a rep's relay link, a pod link, the extension, the Outlook add-in. */
export const BOOKED_BY_SOURCES = ['routewise_app', 'relay_link', 'pod_link', 'chrome_extension', 'outlook_addin'] as const;
export type BookedBySource = (typeof BOOKED_BY_SOURCES)[number];
/** Where a booker (a member, not a prospect on a link) hands over from: the app, the browser extension or Outlook. */
export const BOOKER_SOURCES = ['routewise_app', 'chrome_extension', 'outlook_addin'] as const satisfies readonly BookedBySource[];
export type BookerSource = (typeof BOOKER_SOURCES)[number];
export const isBookerSource = (s: BookedBySource): s is BookerSource => (BOOKER_SOURCES as readonly string[]).includes(s);
export const BOOKED_BY_SOURCE_LABELS: Record<BookedBySource, string> = {
  routewise_app: 'Routewise app',
  relay_link: 'Relay link',
  pod_link: 'Pod link',
  chrome_extension: 'Chrome extension',
  outlook_addin: 'Outlook add-in',
};

/** The handover router's routing log views (spec section 2). */
export const HANDOVER_LOG_VIEWS = ['all-prospects', 'prospects-that-booked', 'prospects-that-did-not-book'] as const;
export const HANDOVER_LOG_VIEW_LABELS: Record<(typeof HANDOVER_LOG_VIEWS)[number], string> = {
  'all-prospects': 'All prospects',
  'prospects-that-booked': 'Booked',
  'prospects-that-did-not-book': 'Did not book',
};

/** Round robin can differ for internal bookings (a booker in the app) and bookings through links. */
export type RelayRoundRobin = { internal: RoundRobinMethod; links: RoundRobinMethod };
export type RelayCrmMapping = { module: 'lead' | 'contact' | 'both'; fields: { question: string; field: string }[] };
export type RelayRedirects = { bookedUrl: string | null; notBookedUrl: string | null };

/** A row id a relay body names (team, rule, pod, user). */
export const IdField = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64));
const OptionalUrl = v.nullish(blankableUrlField(RELAY_MESSAGES.invalidUrl, isHttpUrl), null);
export const GuestEmailField = v.pipe(
  v.string(RELAY_MESSAGES.guestDomain),
  v.trim(),
  v.toLowerCase(),
  v.email(RELAY_MESSAGES.guestDomain),
  v.regex(/@[^@\s]+\.[a-z]{2,}$/i, RELAY_MESSAGES.guestDomain),
);
const flagsSchema = v.object(
  Object.fromEntries(RELAY_FLAG_KEYS.map((k) => [k, v.optional(v.boolean(), false)])) as Record<
    RelayFlagKey,
    v.OptionalSchema<v.BooleanSchema<undefined>, false>
  >,
);

/** A relay as created or edited: every field of the wizard (spec section 3 and 5). */
export const RelayInputSchema = v.pipe(
  v.object({
    name: requiredString(RELAY_MESSAGES.nameRequired, 120, 'Router name'),
    teamId: requiredId(RELAY_MESSAGES.teamRequired),
    meetingTypeId: requiredId(RELAY_MESSAGES.meetingTypeRequired),
    formId: requiredId(RELAY_MESSAGES.formRequired),
    handoverEnabled: v.optional(v.boolean(), true),
    matchingRuleIds: v.pipe(
      v.optional(v.array(IdField), []),
      v.maxLength(MAX_MATCHING_RULES, RELAY_MESSAGES.matchingRulesMax),
      uniqueIds(RELAY_MESSAGES.ruleDuplicate),
    ),
    distributionPodIds: v.pipe(
      v.optional(v.array(IdField), []),
      v.minLength(1, RELAY_MESSAGES.podRequired),
      v.maxLength(50),
      uniqueIds(RELAY_MESSAGES.ruleDuplicate),
    ),
    fallbackPodId: requiredId(RELAY_MESSAGES.fallbackRequired),
    roundRobin: v.object({ internal: RoundRobinMethodSchema, links: RoundRobinMethodSchema }, RELAY_MESSAGES.roundRobinRequired),
    bookerUserIds: v.pipe(
      v.optional(v.array(IdField), []),
      v.minLength(1, RELAY_MESSAGES.bookerRequired),
      v.maxLength(200),
      uniqueIds('A booker can be added only once'),
    ),
    organizer: v.optional(v.picklist(['assignee', 'booker']), 'assignee'),
    crmMapping: v.optional(
      v.object({
        module: v.picklist(['lead', 'contact', 'both'], 'Select a CRM module to update'),
        fields: v.pipe(
          v.array(
            v.object({
              question: v.pipe(v.string(), v.trim(), v.nonEmpty('Select a question'), v.maxLength(200), singleLine('Question')),
              field: v.pipe(v.string(), v.trim(), v.nonEmpty('Select a CRM field'), v.maxLength(200), singleLine('CRM field')),
            }),
          ),
          v.maxLength(50),
        ),
      }),
      { module: 'contact', fields: [] },
    ),
    flags: v.optional(flagsSchema, {}),
    defaultGuests: v.pipe(v.optional(v.array(GuestEmailField), []), v.maxLength(10, 'At most 10 default guests')),
    redirects: v.optional(v.object({ bookedUrl: OptionalUrl, notBookedUrl: OptionalUrl }), { bookedUrl: null, notBookedUrl: null }),
  }),
  v.forward(
    v.check((r) => !r.handoverEnabled || r.matchingRuleIds.length > 0, RELAY_MESSAGES.matchingRuleRequired),
    ['matchingRuleIds'],
  ),
  v.forward(
    v.check((r) => !r.flags.overrideRedirectUrls || !!r.redirects.bookedUrl, RELAY_MESSAGES.redirectRequired),
    ['redirects', 'bookedUrl'],
  ),
);
export type RelayInput = v.InferOutput<typeof RelayInputSchema>;

export type RelayDto = RelayInput & {
  id: string;
  version: number;
  team: { id: string; name: string } | null;
  meetingType: { id: string; name: string; durationMinutes: number } | null;
  form: { id: string; name: string } | null;
  /** Whether the caller may book through this relay (a booker of it with booker permission). */
  canBook: boolean;
  createdAt: string;
  updatedAt: string;
};
export type RelaySummaryDto = RelayDto & { stats: { processed: number; booked: number; notBooked: number; since: string } };

export const relayListQuery = v.object({ search: v.optional(v.pipe(v.string(), v.maxLength(120), singleLine('Search'))) });
