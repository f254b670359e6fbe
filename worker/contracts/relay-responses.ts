import * as v from 'valibot';
import { BOOKED_BY_SOURCES, RELAY_FLAG_KEYS, type RelayDto, type RelayFlagKey, type RelaySummaryDto } from './relay';
import type { PublicRelayLinkDto, RelayLinkDto, RelayPreferencesDto, RelaySessionDto, RelaySlotDto } from './relay-sessions';
import { themeSchema } from './branding-responses';
import { examples, instant, schemaOf } from './response-kit';
import { RoundRobinMethodSchema } from './round-robin';

/**
 * The answers of the relay (handover) APIs: relays, a booker's relay sessions, relay links, relay
 * preferences, and the public link pages. A relay session's booking answers with the session itself
 * (its `booking` filled in), for the booker in the app and the prospect on a link alike.
 */

const flagsSchema = v.object(
  Object.fromEntries(RELAY_FLAG_KEYS.map((k) => [k, v.boolean()])) as Record<RelayFlagKey, v.BooleanSchema<undefined>>,
);

const relayEntries = {
  id: v.string(),
  name: v.string(),
  teamId: v.string(),
  meetingTypeId: v.string(),
  formId: v.string(),
  handoverEnabled: v.boolean(),
  matchingRuleIds: v.array(v.string()),
  distributionPodIds: v.array(v.string()),
  fallbackPodId: v.string(),
  roundRobin: v.object({ internal: RoundRobinMethodSchema, links: RoundRobinMethodSchema }),
  bookerUserIds: v.array(v.string()),
  organizer: v.picklist(['assignee', 'booker']),
  crmMapping: v.object({
    module: v.picklist(['lead', 'contact', 'both']),
    fields: v.array(v.object({ question: v.string(), field: v.string() })),
  }),
  flags: flagsSchema,
  defaultGuests: v.array(v.string()),
  redirects: v.object({ bookedUrl: v.nullable(v.string()), notBookedUrl: v.nullable(v.string()) }),
  version: v.number(),
  team: v.nullable(v.object({ id: v.string(), name: v.string() })),
  meetingType: v.nullable(v.object({ id: v.string(), name: v.string(), durationMinutes: v.number() })),
  form: v.nullable(v.object({ id: v.string(), name: v.string() })),
  canBook: v.pipe(v.boolean(), v.description('Whether the caller may book through this relay (a booker of it with booker permission)')),
  createdAt: instant,
  updatedAt: instant,
};

const example = {
  id: 'rl_1',
  name: 'SDR to AE handover',
  teamId: 'team_1',
  meetingTypeId: 'mt_1',
  formId: 'form_1',
  handoverEnabled: false,
  matchingRuleIds: [],
  distributionPodIds: ['dr_1'],
  fallbackPodId: 'pod_1',
  roundRobin: { internal: 'round_robin_available', links: 'round_robin_strict' },
  bookerUserIds: ['usr_sdr'],
  organizer: 'assignee',
  crmMapping: { module: 'contact', fields: [] },
  flags: Object.fromEntries(RELAY_FLAG_KEYS.map((k) => [k, k === 'bookerInvited'])),
  defaultGuests: [],
  redirects: { bookedUrl: null, notBookedUrl: null },
  version: 1,
  team: { id: 'team_1', name: 'Account executives' },
  meetingType: { id: 'mt_1', name: 'Discovery call', durationMinutes: 30 },
  form: { id: 'form_1', name: 'Handover questions' },
  canBook: true,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
};

export const relaySchema = schemaOf<RelayDto>()(v.pipe(v.object(relayEntries), v.metadata({ examples: [example] })));

/** A relay card: the relay with its last 28 days' figures. */
export const relaySummarySchema = schemaOf<RelaySummaryDto>()(
  v.pipe(
    v.object({ ...relayEntries, stats: v.object({ processed: v.number(), booked: v.number(), notBooked: v.number(), since: instant }) }),
    v.metadata({ examples: [{ ...example, stats: { processed: 18, booked: 12, notBooked: 6, since: '2026-11-01T08:00:00.000Z' } }] }),
  ),
);

export const relaySessionSchema = schemaOf<RelaySessionDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      relayId: v.string(),
      relayName: v.string(),
      status: v.picklist(['open', 'booked', 'expired']),
      source: v.picklist(BOOKED_BY_SOURCES),
      prospect: v.object({ name: v.string(), email: v.string(), timezone: v.string() }),
      assignee: v.nullable(
        v.variant('kind', [
          v.object({ kind: v.literal('user'), userId: v.string(), name: v.string() }),
          v.object({ kind: v.literal('pod'), podId: v.string(), name: v.string(), memberCount: v.number() }),
        ]),
      ),
      via: v.nullable(v.string()),
      viaName: v.nullable(v.string()),
      meetingType: v.nullable(v.object({ id: v.string(), name: v.string(), durationMinutes: v.number() })),
      hold: v.nullable(v.object({ start: instant, userId: v.string(), expiresAt: instant })),
      booking: v.nullable(v.object({ meetingId: v.string(), start: instant, end: instant, hostName: v.string() })),
      expiresAt: instant,
      reason: v.nullable(v.string()),
      permissions: v.object({
        overrideEvents: v.boolean(),
        outsideAvailability: v.boolean(),
        podOverride: v.boolean(),
        roundRobinOverride: v.boolean(),
      }),
      redirects: v.pipe(
        v.nullable(v.object({ bookedUrl: v.nullable(v.string()), notBookedUrl: v.nullable(v.string()) })),
        v.description('Where a prospect on a link goes after booking, or once the session ends unbooked; null in the app'),
      ),
    }),
    examples({
      id: '0d6f3c1e-8a52-4b7e-9f0a-2c4d6e8f1a3b',
      relayId: 'rl_1',
      relayName: 'SDR to AE handover',
      status: 'booked',
      source: 'routewise_app',
      prospect: { name: 'Sam Lee', email: 'sam@example.com', timezone: 'Europe/Berlin' },
      assignee: { kind: 'user', userId: 'usr_ae', name: 'Dana Reyes' },
      via: 'pod',
      viaName: 'EMEA enterprise',
      meetingType: { id: 'mt_1', name: 'Discovery call', durationMinutes: 30 },
      hold: null,
      booking: { meetingId: 'mtg_1', start: '2026-12-07T15:00:00.000Z', end: '2026-12-07T15:30:00.000Z', hostName: 'Dana Reyes' },
      expiresAt: '2026-12-01T10:15:00.000Z',
      reason: null,
      permissions: { overrideEvents: false, outsideAvailability: false, podOverride: false, roundRobinOverride: false },
      redirects: null,
    }),
  ),
);

/** `conflict`: over an event in the rep's own calendar; `outsideHours`: outside their working hours. */
export const relaySlotSchema = schemaOf<RelaySlotDto>()(
  v.pipe(
    v.object({ start: instant, end: instant, conflict: v.boolean(), outsideHours: v.boolean() }),
    v.metadata({
      examples: [{ start: '2026-12-07T15:00:00.000Z', end: '2026-12-07T15:30:00.000Z', conflict: false, outsideHours: false }],
    }),
  ),
);

export const relayLinkSchema = schemaOf<RelayLinkDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      kind: v.picklist(['relay', 'pod', 'dedicated']),
      relayId: v.string(),
      relayName: v.string(),
      userId: v.nullable(v.string()),
      userName: v.nullable(v.string()),
      podId: v.nullable(v.string()),
      podName: v.nullable(v.string()),
      prospectName: v.nullable(v.string()),
      prospectEmail: v.nullable(v.string()),
      url: v.string(),
      createdAt: instant,
    }),
    examples({
      id: 'k3Jd9QmZ2xPv',
      kind: 'dedicated',
      relayId: 'rl_1',
      relayName: 'SDR to AE handover',
      userId: null,
      userName: null,
      podId: null,
      podName: null,
      prospectName: 'Sam Lee',
      prospectEmail: 'sam@example.com',
      url: 'https://app.routewise.example/relay/k3Jd9QmZ2xPv',
      createdAt: '2026-11-20T09:30:00.000Z',
    }),
  ),
);

export const relayPreferencesSchema = schemaOf<RelayPreferencesDto>()(
  v.pipe(
    v.object({
      preferredRelayId: v.nullable(v.string()),
      timezone: v.nullable(v.string()),
      schedulerView: v.picklist(['quick_slots', 'calendar']),
      weekView: v.picklist(['work_week', 'full_week']),
      assigneeChoice: v.picklist(['suggested', 'choose']),
    }),
    examples({ preferredRelayId: null, timezone: null, schedulerView: 'quick_slots', weekView: 'work_week', assigneeChoice: 'suggested' }),
  ),
);

export const publicRelayLinkSchema = schemaOf<PublicRelayLinkDto>()(
  v.pipe(
    v.object({
      kind: v.picklist(['relay', 'pod', 'dedicated']),
      organization: v.object({ company: v.string(), logoUrl: v.nullable(v.string()) }),
      relayName: v.string(),
      host: v.nullable(v.object({ name: v.string() })),
      prospect: v.nullable(v.object({ name: v.string(), email: v.string() })),
      meetingType: v.nullable(v.object({ name: v.string(), durationMinutes: v.number(), slotTimeFormat: v.picklist(['12h', '24h']) })),
      theme: themeSchema,
      meta: v.object({ title: v.string(), description: v.string(), image: v.nullable(v.string()), favicon: v.nullable(v.string()) }),
      customCode: v.pipe(v.nullable(v.string()), v.description("The organization's custom code, run in a sandboxed frame on the page")),
    }),
    examples({
      kind: 'relay',
      organization: { company: 'Acme', logoUrl: null },
      relayName: 'SDR to AE handover',
      host: { name: 'Dana Reyes' },
      prospect: null,
      meetingType: { name: 'Discovery call', durationMinutes: 30, slotTimeFormat: '12h' },
      theme: { primaryColor: '#4f46e5', colorMode: 'light', style: 'light_default', submitLabel: 'Schedule meeting' },
      meta: { title: 'Discovery call with Dana Reyes', description: '', image: null, favicon: null },
      customCode: null,
    }),
  ),
);
