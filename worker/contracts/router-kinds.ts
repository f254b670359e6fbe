import { CAMPAIGN_WIZARD_STEPS } from './campaign';
import { RELAY_WIZARD_STEPS } from './relay';
import { ROUTER_WIZARD_STEPS } from './routers';

/**
 * How a router's prospects or records arrive (issue 25): a form submission, a router link pasted into a
 * marketing tool, a booker's handoff, a CRM record created or changed, or a chat conversation.
 */
export const ROUTER_ARRIVALS = ['form', 'link', 'handoff', 'crm-event', 'conversation'] as const;
export type RouterArrival = (typeof ROUTER_ARRIVALS)[number];

/** A tab of the routing list (spec section 2): its name and the list it opens. */
export type RouterKindTab = { label: string; path: string };

export type RouterKindEntry = {
  id: string;
  /** The kind's name in reports, pickers and log filters. */
  label: string;
  /** Its tab in the routing list, or null when its routers are listed under another kind's tab. */
  tab: RouterKindTab | null;
  arrival: RouterArrival;
  /** Whether a prospect books a meeting through the kind's sessions (an object router only writes owners). */
  books: boolean;
  /** Its creation wizard's steps; empty until the kind has a wizard. */
  wizardSteps: readonly string[];
  /** Which views read its sessions: the routing log (with its path) and the conversion and distribution reports. */
  views: { logPath: string | null; reports: boolean };
  /** False while the kind is declared but its feature has not landed: no API accepts it and no screen links to it. */
  available: boolean;
};

const keys = (steps: readonly { key: string }[]) => steps.map((s) => s.key);

/**
 * Every router kind, once (issue 25: "one shape for every router kind"). The routing list's tabs, the router
 * cards, the routing log's kind filter, the reports' router kinds and the session table's `router_kind`
 * all derive from this list; a new kind is a new entry here and a module in worker/features/router-kinds.
 * The order is the routing list's tab order (spec section 2: Inbound Router, Object Router, Handover Router;
 * the campaign list, which the spec names no tab for, after them).
 */
export const ROUTER_KIND_LIST = [
  {
    id: 'inbound',
    label: 'Inbound router',
    tab: { label: 'Inbound Router', path: '/inbound-router/routers' },
    arrival: 'form',
    books: true,
    wizardSteps: keys(ROUTER_WIZARD_STEPS),
    views: { logPath: '/routing-logs/views/', reports: true },
    available: true,
  },
  {
    // Being built in worker/features/object-routers: routes CRM records as they are created or change.
    id: 'object',
    label: 'Object router',
    tab: { label: 'Object Router', path: '/object-router/routers' },
    arrival: 'crm-event',
    books: false,
    wizardSteps: [],
    // Its sessions are shown in the inbound routing log's views, filtered by router.
    views: { logPath: '/routing-logs/views/', reports: true },
    available: true,
  },
  {
    id: 'relay',
    label: 'Relay',
    tab: { label: 'Handover Router', path: '/handover-router/routers' },
    arrival: 'handoff',
    books: true,
    wizardSteps: keys(RELAY_WIZARD_STEPS),
    views: { logPath: '/handover-router/routing-logs/views/', reports: true },
    available: true,
  },
  {
    id: 'campaign',
    label: 'Campaign router',
    tab: { label: 'Campaign Router', path: '/campaign-router/routers' },
    arrival: 'link',
    books: true,
    wizardSteps: keys(CAMPAIGN_WIZARD_STEPS),
    views: { logPath: '/campaign-router/routing-logs/views/', reports: true },
    available: true,
  },
  {
    // worker/features/intercom-routers: "an intercom-based inbound router that writes notes and tags" (spec
    // section 1). Spec section 2 names no tab for it: its routers are inbound routers of another arrival, listed
    // as their own section of the Inbound Router tab. Its sessions do not book: the prospect books through the
    // rep's booking link in the conversation's note, a meeting of that link.
    id: 'intercom',
    label: 'Intercom router',
    tab: null,
    arrival: 'conversation',
    books: false,
    wizardSteps: [],
    // Its sessions are shown in the inbound routing log's views, filtered by kind or router.
    views: { logPath: '/routing-logs/views/', reports: true },
    available: true,
  },
] as const satisfies readonly RouterKindEntry[];

/** Every declared kind, available or not (what the session table may hold once a kind lands). */
export type RouterKindId = (typeof ROUTER_KIND_LIST)[number]['id'];
export const ALL_ROUTER_KIND_IDS = ROUTER_KIND_LIST.map((k) => k.id) as RouterKindId[];

type Available = Extract<(typeof ROUTER_KIND_LIST)[number], { available: true }>;
/** The kinds that exist in the product today: the API's kind filters accept these. */
export type AvailableRouterKind = Available['id'];
export const AVAILABLE_ROUTER_KINDS = ROUTER_KIND_LIST.filter((k): k is Available => k.available).map((k) => k.id) as [
  AvailableRouterKind,
  ...AvailableRouterKind[],
];

export const routerKind = (id: string): RouterKindEntry | undefined => ROUTER_KIND_LIST.find((k) => k.id === id);

/** The kinds whose sessions the routing log lists, and those the reports count. */
export const LOG_ROUTER_KINDS = AVAILABLE_ROUTER_KINDS.filter((id) => routerKind(id)?.views.logPath);
export const REPORT_ROUTER_KIND_IDS = AVAILABLE_ROUTER_KINDS.filter((id) => routerKind(id)?.views.reports);

/** The kinds' names by id, for every declared kind. */
export const ROUTER_KIND_NAMES = Object.fromEntries(ROUTER_KIND_LIST.map((k) => [k.id, k.label])) as Record<RouterKindId, string>;
