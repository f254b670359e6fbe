import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import { DomainError, notFound } from '../../core/errors';
import {
  CONFERENCING_MESSAGES,
  CONFERENCING_PAGE_TOOLS,
  conferencingTool,
  conferencingToolBySlug,
  type ConferencingProvider,
  type ConferencingStatus,
  type ConferencingToolDto,
  type MeetingConferenceDto,
} from '../../contracts/conferencing';
import { ConferencingError } from '../../integrations/conferencing/adapter';
import { dailyClient } from '../../integrations/conferencing/daily';
import { exchangeZoomCode, revokeZoomToken, zoomAuthorizeUrl, zoomClient, zoomConfigured } from '../../integrations/conferencing/zoom';
import {
  beginOAuth,
  connectIntegration,
  consumeOAuthState,
  credentialsOf,
  listIntegrations,
  removeIntegration,
  type IntegrationRow,
  type NewConnection,
} from '../integrations/service';
import * as repo from './repo';
import type { ZoomCredentials } from './parts/tools';
import { isoOrNull } from '../../contracts/response-kit';

export { conferenceStmts, decideConference, memberConnections, NO_CONFERENCE, type ConferencePlan } from './parts/plan';
export { conferencingHandler, releaseOverdueInvitations, type InvitationSender } from './parts/converge';
export { zoomAttendance } from './parts/attendance';

/** The tool behind a page slug (zoom, daily, microsoft-teams, conference-link), or 404. */
export function toolOf(slug: string) {
  const tool = conferencingToolBySlug(slug);
  if (!tool) throw notFound('Integration');
  return tool;
}

/** A member's conferencing tool: always their own, connected by them. */
type MemberTool = Omit<NewConnection, 'accountId' | 'userId' | 'kind' | 'actorUserId'>;

/**
 * connectIntegration reads, then inserts or updates: two saves racing for a tool not yet connected can
 * both try to insert, and the unique index refuses the second. Tried again, it finds the row and updates it.
 */
async function connectOnce(env: Env, db: Db, caller: Caller, tool: MemberTool) {
  const c: NewConnection = {
    accountId: caller.accountId,
    userId: caller.userId,
    kind: 'conferencing',
    actorUserId: caller.userId,
    ...tool,
  };
  try {
    return await connectIntegration(env, db, c);
  } catch (e) {
    if (!/UNIQUE constraint failed: integrations/i.test(`${(e as Error)?.message} ${String((e as { cause?: unknown })?.cause ?? '')}`))
      throw e;
    return connectIntegration(env, db, c);
  }
}

/** One account per member and tool: connecting another (a Daily key of another domain, another Zoom user) replaces the old one. */
async function connectReplacing(env: Env, db: Db, caller: Caller, tool: MemberTool) {
  const before = await listIntegrations(db, caller.accountId, { userId: caller.userId, provider: tool.provider });
  const row = await connectOnce(env, db, caller, tool);
  for (const old of before) if (old.id !== row.id) await removeIntegration(db, old, caller.userId);
}

export const zoomRedirectUri = (env: Pick<Env, 'APP_URL'>) => `${env.APP_URL.replace(/\/$/, '')}/api/profile/integrations/zoom/callback`;

function dto(env: Env, provider: ConferencingProvider, rows: IntegrationRow[]): ConferencingToolDto {
  const tool = conferencingTool(provider);
  const row = rows.find((r) => r.provider === provider);
  const calendar = rows.find((r) => r.provider === 'microsoft_calendar' && r.status === 'connected');
  return {
    provider,
    slug: tool.slug,
    name: tool.name,
    integrationId: row?.id ?? null,
    status: (row?.status as ConferencingStatus | undefined) ?? null,
    accountName: row?.externalAccountName || null,
    url: provider === 'conference_link' && typeof row?.settings.url === 'string' ? row.settings.url : null,
    lastError: row?.lastError ?? null,
    connectedAt: isoOrNull(row?.createdAt ?? null),
    ...(provider === 'microsoft_teams' ? { calendarConnected: !!calendar } : {}),
    available: provider === 'zoom' ? zoomConfigured(env) : true,
  };
}

/** The signed-in member's video tools, each with its state (spec section 4). */
export async function myTools(env: Env, db: Db, caller: Caller): Promise<ConferencingToolDto[]> {
  const rows = await listIntegrations(db, caller.accountId, { userId: caller.userId });
  return CONFERENCING_PAGE_TOOLS.map((t) => dto(env, t.provider, rows));
}

export async function myTool(env: Env, db: Db, caller: Caller, slug: string): Promise<ConferencingToolDto> {
  const tool = toolOf(slug);
  return dto(env, tool.provider, await listIntegrations(db, caller.accountId, { userId: caller.userId }));
}

/** The member's own conference link: the room every meeting with the link location joins. */
export async function saveConferenceLink(env: Env, db: Db, caller: Caller, url: string) {
  await connectOnce(env, db, caller, {
    provider: 'conference_link',
    credentials: {},
    externalAccountName: new URL(url).host,
    settings: { url },
  });
  return myTool(env, db, caller, 'conference-link');
}

/** Daily: the key is checked against Daily (it names its domain) before it is sealed and stored. */
export async function connectDaily(env: Env, db: Db, caller: Caller, apiKey: string) {
  let domain: string;
  try {
    domain = await dailyClient(env, apiKey).domain();
  } catch (e) {
    if (!(e instanceof ConferencingError)) throw e;
    throw new DomainError('invalid', 'integration_failed', CONFERENCING_MESSAGES.integrationFailed('Daily'), '/apiKey');
  }
  await connectReplacing(env, db, caller, {
    provider: 'daily',
    externalAccountId: domain,
    externalAccountName: domain,
    credentials: { apiKey },
  });
  return myTool(env, db, caller, 'daily');
}

/** Teams meetings are created on the member's Microsoft 365 events, so that calendar must be connected first. */
export async function connectTeams(env: Env, db: Db, caller: Caller) {
  const rows = await listIntegrations(db, caller.accountId, { userId: caller.userId });
  const calendar = rows.find((r) => r.provider === 'microsoft_calendar' && r.status === 'connected');
  if (!calendar) throw new DomainError('conflict', 'calendar_required', CONFERENCING_MESSAGES.calendarFirst('Microsoft 365'));
  await connectOnce(env, db, caller, { provider: 'microsoft_teams', credentials: {}, externalAccountName: calendar.externalAccountName });
  return myTool(env, db, caller, 'microsoft-teams');
}

/** Zoom, step one: the consent page URL (PKCE, state kept 10 minutes). */
export async function startZoom(env: Env, db: Db, caller: Caller): Promise<string> {
  if (!zoomConfigured(env)) throw new DomainError('conflict', 'not_configured', CONFERENCING_MESSAGES.notConfigured('Zoom'));
  const { state, codeVerifier } = await beginOAuth(db, {
    accountId: caller.accountId,
    userId: caller.userId,
    provider: 'zoom',
    returnTo: '/profile/integrations/zoom',
  });
  return zoomAuthorizeUrl(env, zoomRedirectUri(env), state, codeVerifier);
}

/** Zoom, step two: the consent redirect. Answers where to send the browser, with the outcome. */
export async function finishZoom(env: Env, db: Db, caller: Caller, q: { code?: string; state?: string; error?: string }): Promise<string> {
  const page = '/profile/integrations/zoom';
  const failed = `${page}?error=${encodeURIComponent(CONFERENCING_MESSAGES.integrationFailed('Zoom'))}`;
  const flow = q.state ? await consumeOAuthState(db, q.state, 'zoom') : null;
  if (!flow || flow.userId !== caller.userId || flow.accountId !== caller.accountId || q.error || !q.code) return failed;
  try {
    const tokens = await exchangeZoomCode(env, zoomRedirectUri(env), q.code, flow.codeVerifier);
    const me = await zoomClient(env, { access: async () => tokens.accessToken, refresh: async () => tokens.accessToken }).me();
    await connectReplacing(env, db, caller, {
      provider: 'zoom',
      externalAccountId: me.id,
      externalAccountName: me.email,
      credentials: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken } satisfies ZoomCredentials,
      tokenExpiresAt: tokens.expiresAt,
      scopes: tokens.scopes.join(' '),
    });
    return `${page}?connected=1`;
  } catch (err) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'zoom connect failed', error: String(err) }));
    return failed;
  }
}

/** Disables a tool after the typed confirmation 'Disable <name>'; Zoom's grant is revoked at Zoom first. */
export async function disconnect(env: Env, db: Db, caller: Caller, slug: string, confirmation: string) {
  const tool = toolOf(slug);
  if (confirmation.trim() !== CONFERENCING_MESSAGES.disableConfirm(tool.name))
    throw new DomainError('invalid', 'confirmation_mismatch', CONFERENCING_MESSAGES.disableMismatch(tool.name), '/confirmation');
  const rows = await listIntegrations(db, caller.accountId, { userId: caller.userId, provider: tool.provider });
  if (!rows.length) throw notFound('Integration');
  for (const row of rows) {
    if (row.provider === 'zoom' && row.credentials) {
      try {
        await revokeZoomToken(env, (await credentialsOf<ZoomCredentials>(env, row)).refreshToken);
      } catch (err) {
        // The member asked to disconnect: a Zoom outage must not keep the connection here.
        console.warn(JSON.stringify({ level: 'warn', msg: 'zoom revoke failed', error: String(err) }));
      }
    }
    await removeIntegration(db, row, caller.userId);
  }
}

/** The conference of a meeting for its details page: tool, link, and whether it is still being made or failed. */
export async function meetingConference(
  db: Db,
  accountId: string,
  meeting: { id: string; conferenceUrl: string | null; conferenceProvider: string | null },
): Promise<MeetingConferenceDto | null> {
  if (!meeting.conferenceProvider) return null;
  const provider = meeting.conferenceProvider as ConferencingProvider;
  const row = await repo.findConferenceInAccount(db, accountId, meeting.id);
  const status = row && row.provider === provider ? row.status : meeting.conferenceUrl ? 'created' : 'pending';
  return {
    provider,
    name: conferencingTool(provider)?.name ?? provider,
    joinUrl: meeting.conferenceUrl,
    status,
    error: row?.status === 'failed' ? row.lastError : null,
  };
}

/**
 * For the calendar write: true while the meeting's Zoom or Daily conference is still being made, so
 * the event is written once, with the link, instead of being created bare and updated (a second e-mail
 * from the provider to every attendee).
 */
export async function conferencePending(db: Db, meetingId: string): Promise<boolean> {
  const row = await repo.findConference(db, meetingId);
  return !!row && row.status === 'pending';
}
