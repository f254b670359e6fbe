import * as v from 'valibot';
import { VIDEO_TOOLS, VIDEO_TOOL_LABELS } from './meeting-types';

/** The video tools a meeting can get a join link from; the same names as a meeting type's video tool. */
export const CONFERENCING_PROVIDERS = VIDEO_TOOLS;
export type ConferencingProvider = (typeof CONFERENCING_PROVIDERS)[number];

/** How a member connects a tool: OAuth (Zoom), an API key (Daily), their calendar's own meetings, or a link they type. */
export type ConferencingConnect = 'oauth' | 'api_key' | 'calendar' | 'link';

export type ConferencingTool = {
  provider: ConferencingProvider;
  /** The path segment of its page: /profile/integrations/<slug>, /api/profile/integrations/<slug>. */
  slug: string;
  name: string;
  description: string;
  connect: ConferencingConnect;
  /** A small brand mark any list can draw without an image: one or two letters on the brand colour. */
  logo: { mark: string; color: string };
  /** The calendar a tool rides on (Meet on Google Calendar, Teams on Microsoft 365), when it has one. */
  viaCalendar?: 'google' | 'microsoft';
};

/**
 * The conferencing tools of spec section 1 and 2, one entry each: names and marks for the member's
 * integrations list (/profile/integrations), the tool pages and the admin view. Google Meet has no page
 * of its own: it comes with the member's Google Calendar.
 */
export const CONFERENCING_TOOLS = [
  {
    provider: 'zoom',
    slug: 'zoom',
    name: VIDEO_TOOL_LABELS.zoom,
    description: 'Every booking gets its own Zoom meeting, moved when the meeting moves and deleted when it is cancelled.',
    connect: 'oauth',
    logo: { mark: 'Z', color: '#0B5CFF' },
  },
  {
    provider: 'google_meet',
    slug: 'google-calendar',
    name: VIDEO_TOOL_LABELS.google_meet,
    description: 'A Google Meet link is added to the event in your connected Google Calendar.',
    connect: 'calendar',
    logo: { mark: 'GM', color: '#00832D' },
    viaCalendar: 'google',
  },
  {
    provider: 'microsoft_teams',
    slug: 'microsoft-teams',
    name: VIDEO_TOOL_LABELS.microsoft_teams,
    description: 'A Teams online meeting is added to the event in your connected Microsoft 365 calendar.',
    connect: 'calendar',
    logo: { mark: 'T', color: '#5059C9' },
    viaCalendar: 'microsoft',
  },
  {
    provider: 'daily',
    slug: 'daily',
    name: VIDEO_TOOL_LABELS.daily,
    description: 'Every booking gets its own Daily room, which expires after the meeting.',
    connect: 'api_key',
    logo: { mark: 'D', color: '#1BEBB9' },
  },
  {
    provider: 'conference_link',
    slug: 'conference-link',
    name: 'Conference link',
    description: 'Your own meeting room link (a personal Zoom, Whereby or Jitsi room) is used for every booking.',
    connect: 'link',
    logo: { mark: 'L', color: '#4F46E5' },
  },
] as const satisfies readonly ConferencingTool[];

/** The catalogue entry of a provider. */
export const conferencingTool = (provider: ConferencingProvider) => CONFERENCING_TOOLS.find((t) => t.provider === provider)!;
/** The tools with a page of their own: Google Meet comes with the member's Google Calendar page. */
export const CONFERENCING_PAGE_TOOLS = CONFERENCING_TOOLS.filter(
  (t): t is Exclude<(typeof CONFERENCING_TOOLS)[number], { provider: 'google_meet' }> => t.provider !== 'google_meet',
);
export type ConferencingPageSlug = (typeof CONFERENCING_PAGE_TOOLS)[number]['slug'];
/** The catalogue entry behind a page slug, or undefined. */
export const conferencingToolBySlug = (slug: string) => CONFERENCING_PAGE_TOOLS.find((t) => t.slug === slug);

export const CONFERENCING_MESSAGES = {
  linkRequired: 'Conference tool link is required',
  linkInvalid: 'Please enter a valid conference tool link',
  apiKeyRequired: 'API key is required',
  /** Spec section 8, with the tool's name. */
  integrationFailed: (tool: string) => `Sorry! ${tool} integration failed. Please check your API credentials and configuration settings.`,
  /** The expired-integration toast a member sees for their own tools (spec section 6). */
  expired: (tool: string) => `Your ${tool} authorization expired. Reauthorize it to keep adding video links to your meetings.`,
  disableConfirm: (tool: string) => `Disable ${tool}`,
  disableMismatch: (tool: string) => `The given input didn't match the ${tool} name`,
  calendarFirst: (calendar: string) => `Connect your ${calendar} calendar first: the meetings are created on its events.`,
  notConfigured: (tool: string) => `${tool} is not configured for this installation. Please contact your admin.`,
} as const;

/** A conference tool link: required, a valid http(s) URL (spec section 5, SMS and tools). */
export const ConferenceLinkSchema = v.object({
  url: v.pipe(
    v.string(CONFERENCING_MESSAGES.linkRequired),
    v.trim(),
    v.nonEmpty(CONFERENCING_MESSAGES.linkRequired),
    v.maxLength(500, CONFERENCING_MESSAGES.linkInvalid),
    v.url(CONFERENCING_MESSAGES.linkInvalid),
    v.check((s) => /^https?:\/\/[^\s/]+\.[^\s/]+/i.test(s) && !/[\s<>"]/.test(s), CONFERENCING_MESSAGES.linkInvalid),
  ),
});
export type ConferenceLinkInput = v.InferInput<typeof ConferenceLinkSchema>;

/** A Daily API key as the member pastes it from the Daily dashboard. */
export const DailyKeySchema = v.object({
  apiKey: v.pipe(
    v.string(CONFERENCING_MESSAGES.apiKeyRequired),
    v.trim(),
    v.nonEmpty(CONFERENCING_MESSAGES.apiKeyRequired),
    v.maxLength(200, CONFERENCING_MESSAGES.apiKeyRequired),
    v.regex(/^[A-Za-z0-9_-]+$/, CONFERENCING_MESSAGES.integrationFailed('Daily')),
  ),
});

/** Disabling a tool needs the typed confirmation 'Disable <tool name>' (spec section 5). */
export const DisconnectSchema = v.object({ confirmation: v.pipe(v.string(), v.trim(), v.maxLength(200)) });

export type ConferencingStatus = 'connected' | 'partially_connected' | 'expired' | 'requires_reconnection' | 'connecting' | 'failed';

/** One of the caller's conferencing tools as its page shows it. */
export type ConferencingToolDto = {
  provider: ConferencingProvider;
  slug: string;
  name: string;
  /** null: not connected. */
  integrationId: string | null;
  status: ConferencingStatus | null;
  accountName: string | null;
  /** The member's own link (conference link only). */
  url: string | null;
  lastError: string | null;
  connectedAt: string | null;
  /** For Teams: whether the Microsoft 365 calendar it needs is connected. */
  calendarConnected?: boolean;
  /** Whether the installation has the tool's app credentials (Zoom). */
  available: boolean;
};

/** A member's calendar and video tool at a glance, for admins (spec section 4: reconnect on reactivation). */
export type MemberConnectionsDto = {
  userId: string;
  name: string;
  email: string;
  calendar: { provider: string; status: ConferencingStatus } | null;
  video: { provider: ConferencingProvider; name: string; status: ConferencingStatus } | null;
};

/** The conference of one meeting as meeting details show it. */
export type MeetingConferenceDto = {
  provider: ConferencingProvider;
  name: string;
  joinUrl: string | null;
  /** pending: being created; failed: could not be created (the reason is in `error`). */
  status: 'pending' | 'created' | 'failed' | 'deleted';
  error: string | null;
};
