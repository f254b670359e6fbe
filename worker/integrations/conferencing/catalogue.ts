import { CONFERENCING_VENDOR_LIST, type ConferencingVendorId, type VendorInfo } from '../../contracts/vendors';
import { ConferencingError, conferenceLinkAdapter, type ConferencingAdapter } from './adapter';
import { dailyClient } from './daily';
import { zoomClient, type ZoomEnv, type ZoomTokenSource } from './zoom';

/** What a client needs of a member's connection, asked lazily so each tool takes only its own. */
export type ConferencingConnection = {
  /** OAuth tools (Zoom): the access token source (the feature refreshes and stores new tokens behind it). */
  tokens(): ZoomTokenSource;
  /** API-key tools (Daily): the unsealed credentials. */
  apiKey(): Promise<string>;
  /** The connection's settings (the conference link's url). */
  settings: Record<string, unknown>;
};

export type ConferencingVendor = VendorInfo & {
  id: ConferencingVendorId;
  /** Whether every booking gets its own conference from the tool (created, moved, deleted with the meeting). */
  perMeeting: boolean;
  /** The tool's client; absent for tools whose meetings the calendar makes (Meet, Teams). */
  create?: (env: ZoomEnv, connection: ConferencingConnection) => Promise<ConferencingAdapter> | ConferencingAdapter;
};

const info = (id: ConferencingVendorId) => CONFERENCING_VENDOR_LIST.find((v) => v.id === id)!;

function linkAdapter(c: ConferencingConnection): ConferencingAdapter {
  if (typeof c.settings.url !== 'string') throw new ConferencingError('invalid', 'No conferencing client for conference_link');
  return conferenceLinkAdapter(c.settings.url);
}

/**
 * Every video tool with what builds its client: the one place a conferencing vendor is chosen. A new
 * vendor is an entry in contracts/vendors.ts, its client in this folder and one entry here.
 */
export const CONFERENCING_VENDORS: Record<ConferencingVendorId, ConferencingVendor> = {
  zoom: { ...info('zoom'), perMeeting: true, create: (env, c) => zoomClient(env, c.tokens()) },
  google_meet: { ...info('google_meet'), perMeeting: false },
  microsoft_teams: { ...info('microsoft_teams'), perMeeting: false },
  daily: { ...info('daily'), perMeeting: true, create: async (env, c) => dailyClient(env, await c.apiKey()) },
  conference_link: { ...info('conference_link'), perMeeting: false, create: (_env, c) => linkAdapter(c) },
};

export const conferencingVendor = (provider: string): ConferencingVendor | undefined =>
  Object.hasOwn(CONFERENCING_VENDORS, provider) ? CONFERENCING_VENDORS[provider as ConferencingVendorId] : undefined;

/** Whether the tool creates a conference of its own for every booking (Zoom, Daily). */
export const createsPerMeeting = (provider: string | null | undefined): provider is string =>
  !!provider && !!conferencingVendor(provider)?.perMeeting;

/** The client of a member's connection to `provider`; ConferencingError('invalid') when the tool has none. */
export async function conferencingClientFor(
  provider: string,
  env: ZoomEnv,
  connection: ConferencingConnection,
): Promise<ConferencingAdapter> {
  const create = conferencingVendor(provider)?.create;
  if (!create) throw new ConferencingError('invalid', `No conferencing client for ${provider}`);
  return create(env, connection);
}
