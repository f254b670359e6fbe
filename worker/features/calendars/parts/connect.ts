import type { Db } from '../../../db/client';
import { runBatch } from '../../../db/batch';
import type { Caller, Env } from '../../../env';
import { DomainError, notFound } from '../../../core/errors';
import {
  CALENDAR_MESSAGES,
  calendarToolByProvider,
  type CaldavConnect,
  type CalendarAccountDto,
  type CalendarChoices,
  type CalendarTool,
  type ProfileIntegrationDto,
} from '../../../contracts/calendars';
import { integrationFailedMessage } from '../../../contracts/integrations';
import { CONFERENCING_TOOLS } from '../../../contracts/conferencing';
import type { CalendarClient, CalendarInfo } from '../../../integrations/calendar/adapter';
import { CALENDAR_VENDORS, calendarClientFor } from '../../../integrations/calendar/catalogue';
import { authorizationUrl, exchangeCode, revokeTokens, type OAuthProvider, type TokenSet } from '../../../integrations/calendar/oauth';
import { checkOutboundUrl, outboundPolicy } from '../../../lib/outbound-url';
import { MESSAGES } from '../../../contracts/common';
import {
  beginOAuth,
  connectIntegration,
  consumeOAuthState,
  credentialsOf,
  getIntegration,
  listIntegrations,
  removeIntegration,
  setStatus,
  toIntegrationDto,
  type IntegrationRow,
} from '../../integrations/service';
import { refreshWatched, stopChannels } from './sync';
import * as repo from '../repo';
import { isoOrNull } from '../../../contracts/response-kit';

/** A tool's display name: calendars here, conferencing tools from their catalogue, else the provider id. */
export function toolName(provider: string): string {
  return calendarToolByProvider(provider)?.name ?? CONFERENCING_TOOLS.find((t) => t.provider === provider)?.name ?? provider;
}

export const redirectUri = (env: Pick<Env, 'APP_URL'>, tool: CalendarTool) =>
  `${env.APP_URL.replace(/\/$/, '')}/api/profile/integrations/${tool.slug}/callback`;

/** Step one of OAuth: the provider's consent page for the signed-in member (PKCE, state stored 10 minutes). */
export async function startOAuth(env: Env, db: Db, caller: Caller, tool: CalendarTool): Promise<string> {
  const { state, codeVerifier } = await beginOAuth(db, {
    accountId: caller.accountId,
    userId: caller.userId,
    provider: tool.provider,
    returnTo: `/profile/integrations/${tool.slug}`,
  });
  return authorizationUrl(env, tool.provider as OAuthProvider, redirectUri(env, tool), state, codeVerifier, caller.email);
}

const staticToken = (t: TokenSet) => ({ token: async () => t.accessToken });

/** Stores the connection, its calendars (primary checked; written to when the member has no write calendar yet), then syncs and watches. */
async function finishConnect(
  env: Env,
  db: Db,
  caller: Caller,
  provider: string,
  account: string,
  credentials: unknown,
  expiresAt: number | null,
  scopes: string,
  calendars: CalendarInfo[],
  missingScopes: boolean,
) {
  const row = await connectIntegration(env, db, {
    accountId: caller.accountId,
    userId: caller.userId,
    provider,
    kind: 'calendar',
    externalAccountId: account,
    externalAccountName: account,
    credentials,
    tokenExpiresAt: expiresAt,
    scopes,
    actorUserId: caller.userId,
  });
  const now = Date.now();
  const first = (await repo.calendarsOfIntegration(db, row.id)).length === 0;
  await runBatch(
    db,
    repo.upsertCalendarsStmts(
      db,
      { accountId: caller.accountId, userId: caller.userId, integrationId: row.id, provider },
      calendars,
      first,
      now,
    ),
  );
  const hasWrite = (await repo.calendarsOfUser(db, caller.accountId, caller.userId)).some((c) => c.writeTo);
  if (first && !hasWrite) {
    const primary = (await repo.calendarsOfIntegration(db, row.id)).find((c) => c.isPrimary && c.canWrite);
    if (primary) await repo.setWriteStmt(db, caller.accountId, caller.userId, primary.id, now).run();
  }
  if (missingScopes) await setStatus(db, caller.accountId, row.id, 'partially_connected', CALENDAR_MESSAGES.scopes);
  else await refreshWatched(env, db, row, now);
  return row;
}

/** Step two: the callback. Answers where to send the browser (the tool's page, with the outcome). */
export async function finishOAuth(
  env: Env,
  db: Db,
  caller: Caller,
  tool: CalendarTool,
  q: { code?: string; state?: string; error?: string },
): Promise<string> {
  const page = `/profile/integrations/${tool.slug}`;
  const fail = (message: string) => `${page}?error=${encodeURIComponent(message)}`;
  const flow = q.state ? await consumeOAuthState(db, q.state, tool.provider) : null;
  if (!flow || flow.userId !== caller.userId || flow.accountId !== caller.accountId) return fail(integrationFailedMessage(tool.name));
  if (q.error || !q.code) return fail(q.error === 'access_denied' ? CALENDAR_MESSAGES.scopes : integrationFailedMessage(tool.name));
  try {
    const provider = tool.provider as OAuthProvider;
    const tokens = await exchangeCode(env, provider, redirectUri(env, tool), q.code, flow.codeVerifier);
    const client: CalendarClient = calendarClientFor(provider, env, {
      tokens: () => staticToken(tokens),
      credentials: () => Promise.reject(new Error('OAuth connection')),
      policy: outboundPolicy(env),
    });
    const calendars = await client.listCalendars();
    const account = calendars.find((c) => c.ownerEmail)?.ownerEmail ?? caller.email;
    const wanted = CALENDAR_VENDORS[provider].requiredScopes ?? [];
    const granted = new Set(tokens.scopes.split(/\s+/).map((s) => s.toLowerCase()));
    const missing = wanted.some((s) => !granted.has(s.toLowerCase()) && !granted.has(`https://graph.microsoft.com/${s}`.toLowerCase()));
    await finishConnect(env, db, caller, provider, account.toLowerCase(), tokens, tokens.expiresAt, tokens.scopes, calendars, missing);
    return `${page}?connected=1`;
  } catch (err) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'calendar connect failed', provider: tool.provider, error: String(err) }));
    return fail(integrationFailedMessage(tool.name));
  }
}

/** CalDAV: Basic credentials (an app password), checked by reading the calendar list. */
export async function connectCaldav(env: Env, db: Db, caller: Caller, input: CaldavConnect) {
  const credentials = { serverUrl: input.serverUrl, username: input.username, password: input.password };
  // The member's URL is fetched by the worker: the outbound policy decides first (private addresses, credentials in the URL, http in production).
  const policy = outboundPolicy(env);
  if (!checkOutboundUrl(input.serverUrl, policy).ok) throw new DomainError('invalid', 'invalid_url', MESSAGES.invalidUrl, '/serverUrl');
  let calendars: CalendarInfo[];
  try {
    calendars = await calendarClientFor('caldav', env, {
      tokens: () => ({ token: () => Promise.reject(new Error('CalDAV connection')) }),
      credentials: async () => credentials,
      policy,
      timeoutMs: 8000,
    }).listCalendars();
  } catch {
    throw new DomainError('invalid', 'integration_failed', integrationFailedMessage('CalDAV'), '/serverUrl');
  }
  const account = `${input.username}@${new URL(input.serverUrl).host}`.toLowerCase();
  return toIntegrationDto(await finishConnect(env, db, caller, 'caldav', account, credentials, null, '', calendars, false));
}

/** Every integration of the caller (calendars and conferencing tools alike), with its state. */
export async function myIntegrations(db: Db, caller: Caller): Promise<ProfileIntegrationDto[]> {
  return (await listIntegrations(db, caller.accountId, { userId: caller.userId })).map((r) => ({
    ...toIntegrationDto(r),
    name: toolName(r.provider),
  }));
}

/** The caller's accounts of one calendar provider with their calendars and choices. */
export async function myCalendarAccounts(db: Db, caller: Caller, provider: string): Promise<CalendarAccountDto[]> {
  const [rows, calendars] = await Promise.all([
    listIntegrations(db, caller.accountId, { userId: caller.userId, kind: 'calendar', provider }),
    repo.calendarsOfUser(db, caller.accountId, caller.userId),
  ]);
  return rows.map((r) => ({
    integration: { ...toIntegrationDto(r), name: toolName(r.provider) },
    calendars: calendars
      .filter((c) => c.integrationId === r.id)
      .map((c) => ({
        id: c.id,
        name: c.name,
        color: c.color,
        isPrimary: c.isPrimary,
        canWrite: c.canWrite,
        checkConflicts: c.checkConflicts,
        writeTo: c.writeTo,
        syncState: c.syncState,
        lastError: c.lastError,
        syncedAt: isoOrNull(c.syncedAt),
      })),
  }));
}

/** The member's choices across every calendar account: which calendars count as busy, and the one bookings go to. */
export async function saveChoices(env: Env, db: Db, caller: Caller, choices: CalendarChoices) {
  const mine = (await repo.calendarsOfUser(db, caller.accountId, caller.userId)).filter((c) => c.provider === choices.provider);
  const byId = new Map(mine.map((c) => [c.id, c]));
  const unknown = choices.checkConflicts.find((id) => !byId.has(id));
  if (unknown) throw new DomainError('invalid', 'invalid', CALENDAR_MESSAGES.unknownCalendar, '/checkConflicts');
  if (choices.writeTo !== null) {
    const target = byId.get(choices.writeTo);
    if (!target) throw new DomainError('invalid', 'invalid', CALENDAR_MESSAGES.unknownCalendar, '/writeTo');
    if (!target.canWrite) throw new DomainError('invalid', 'invalid', CALENDAR_MESSAGES.writeNeedsWritable, '/writeTo');
  }
  const now = Date.now();
  await runBatch(
    db,
    repo.choiceStmts(db, caller.accountId, caller.userId, choices.provider, [...new Set(choices.checkConflicts)], choices.writeTo, now),
  );
  for (const integrationId of new Set(mine.map((c) => c.integrationId))) {
    const row = await repo.integrationById(db, integrationId);
    if (row?.status === 'connected') await refreshWatched(env, db, row, now);
  }
}

/**
 * Disconnects one of the caller's calendar accounts behind the typed confirmation 'Disable {name}':
 * push channels stopped, the grant revoked where the provider can, the connection removed (its calendars,
 * cache and channels go with it) and the audit log told.
 */
export async function disconnect(env: Env, db: Db, caller: Caller, id: string, confirmation: string) {
  const row = await getIntegration(db, caller.accountId, id);
  if (row.userId !== caller.userId) throw notFound('Integration');
  const name = toolName(row.provider);
  if (confirmation.trim() !== `Disable ${name}`)
    throw new DomainError('invalid', 'confirmation_mismatch', CALENDAR_MESSAGES.disableMismatch(name), '/confirmation');
  if (row.kind !== 'calendar') throw new DomainError('invalid', 'invalid', `Disable ${name} from its own page`, '/confirmation');
  // One of two parallel disconnects does the work; the other sees the connection as already gone.
  if (!(await repo.claimDisconnect(db, caller.accountId, id, Date.now()))) throw notFound('Integration');
  await revokeEverything(env, db, row);
  await removeIntegration(db, row, caller.userId);
}

async function revokeEverything(env: Env, db: Db, row: IntegrationRow) {
  for (const cal of await repo.calendarsOfIntegration(db, row.id)) await stopChannels(env, db, cal, row).catch(() => undefined);
  if (row.provider === 'google_calendar' || row.provider === 'microsoft_calendar') {
    try {
      await revokeTokens(env, row.provider, await credentialsOf<TokenSet>(env, row));
    } catch (err) {
      // The member asked to disconnect: a provider that is down must not keep the connection alive.
      console.warn(JSON.stringify({ level: 'warn', msg: 'token revocation failed', provider: row.provider, error: String(err) }));
    }
  }
}
