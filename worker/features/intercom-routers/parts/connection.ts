import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import { DomainError, forbidden } from '../../../core/errors';
import {
  INTERCOM_MAX_DROPDOWN_CHOICES,
  INTERCOM_MESSAGES,
  type IntercomAdminDto,
  type IntercomAdminMapping,
  type IntercomAttributeDto,
  type IntercomConnectionDto,
} from '../../../contracts/intercom';
import { MessagingError } from '../../../integrations/messaging/adapter';
import { intercomClient, intercomOAuth } from '../../../integrations/messaging/intercom';
import * as integrations from '../../integrations/service';
import { peopleByEmails, peopleByIds } from '../../members/service';

const PROVIDER = 'intercom';
const DEFAULT_RETURN = '/settings/integrations/intercom';
const callbackUrl = (env: Env) => `${env.APP_URL}/api/intercom/callback`;

/** Connecting Intercom and managing its routers is for admins, as every organization integration is. */
export const adminOnly = (caller: Caller) => {
  if (caller.role !== 'super_admin') throw forbidden();
};

/** The organization's Intercom connection (the newest), or undefined. */
export async function connectionOf(db: Db, accountId: string) {
  const rows = await integrations.listIntegrations(db, accountId, { userId: null, provider: PROVIDER });
  return rows.sort((a, b) => b.updatedAt - a.updatedAt)[0];
}

export type IntercomAccess = { row: integrations.IntegrationRow; token: string; adminId: string };

/** The live connection's token and the admin notes are written as; a refused token marks it expired. */
export async function accessOf(env: Env, db: Db, accountId: string): Promise<IntercomAccess | null> {
  const row = await connectionOf(db, accountId);
  if (!row || row.status !== 'connected') return null;
  const { accessToken } = await integrations.credentialsOf<{ accessToken: string }>(env, row);
  return { row, token: accessToken, adminId: String((row.settings as { adminId?: string }).adminId ?? '') };
}

/** Runs an Intercom call; a 401 means the workspace revoked the app, so the connection is marked expired. */
export async function withAccess<T>(db: Db, access: IntercomAccess, work: (a: IntercomAccess) => Promise<T>): Promise<T> {
  try {
    return await work(access);
  } catch (err) {
    if (err instanceof MessagingError && err.status === 401) await integrations.markExpired(db, access.row, err.message);
    throw err;
  }
}

async function requireAccess(env: Env, db: Db, accountId: string) {
  const a = await accessOf(env, db, accountId);
  if (!a) throw new DomainError('invalid', 'not_connected', INTERCOM_MESSAGES.notConnected);
  return a;
}

export async function beginConnect(env: Env, db: Db, caller: Caller, returnTo?: string) {
  adminOnly(caller);
  const { state } = await integrations.beginOAuth(db, {
    accountId: caller.accountId,
    userId: caller.userId,
    provider: PROVIDER,
    returnTo: returnTo ?? DEFAULT_RETURN,
  });
  return { url: intercomOAuth(env, callbackUrl(env)).authorizeUrl(state) };
}

/** The OAuth callback: a used or foreign state is refused; the token is sealed in the shared integrations table. */
export async function completeConnect(env: Env, db: Db, caller: Caller, code: string, state: string) {
  const flow = await integrations.consumeOAuthState(db, state, PROVIDER);
  if (!flow || flow.userId !== caller.userId || flow.accountId !== caller.accountId)
    throw new DomainError('bad_request', 'invalid_state', 'This Intercom link has expired. Please start again.');
  const { accessToken } = await intercomOAuth(env, callbackUrl(env)).exchange(code);
  const me = await intercomClient(env).me(accessToken);
  await integrations.connectIntegration(env, db, {
    accountId: caller.accountId,
    userId: null,
    provider: PROVIDER,
    kind: 'messaging',
    externalAccountId: me.appId,
    externalAccountName: me.workspaceName,
    credentials: { accessToken },
    settings: { adminId: me.adminId },
    actorUserId: caller.userId,
  });
  return flow.returnTo || DEFAULT_RETURN;
}

/** The admins an admin chose a member (or nobody) for, by Intercom admin id. */
export const adminMapOf = (row: Pick<integrations.IntegrationRow, 'settings'>) =>
  ((row.settings as { adminMap?: Record<string, string | null> }).adminMap ?? {}) as Record<string, string | null>;

/** Each Intercom admin with the member they are: the one chosen on the settings page, else the member with the same e-mail. */
export async function adminsWithMembers(env: Env, db: Db, access: IntercomAccess): Promise<IntercomAdminDto[]> {
  const admins = await withAccess(db, access, (a) => intercomClient(env).admins(a.token));
  const people = await peopleByEmails(
    db,
    access.row.accountId,
    admins.map((a) => a.email),
  );
  const chosen = adminMapOf(access.row);
  return admins.map((a) =>
    Object.hasOwn(chosen, a.id)
      ? { ...a, userId: chosen[a.id], chosen: true }
      : { ...a, userId: people.get(a.email.toLowerCase())?.id ?? null, chosen: false },
  );
}

/** Status, workspace and the Intercom admins with the member each is. */
export async function connectionStatus(env: Env, db: Db, caller: Caller): Promise<IntercomConnectionDto> {
  const row = await connectionOf(db, caller.accountId);
  if (!row) return { status: 'not_connected', integrationId: null, workspaceName: '', admins: [] };
  const base = { status: row.status, integrationId: row.id, workspaceName: row.externalAccountName };
  const access = await accessOf(env, db, caller.accountId);
  return { ...base, admins: access ? await adminsWithMembers(env, db, access) : [] };
}

/** Saves which member each listed admin is (null: nobody); an admin not listed goes back to matching by e-mail. */
export async function saveAdminMapping(env: Env, db: Db, caller: Caller, mapping: IntercomAdminMapping) {
  adminOnly(caller);
  const access = await requireAccess(env, db, caller.accountId);
  const ids = [...new Set(mapping.flatMap((m) => (m.userId ? [m.userId] : [])))];
  const people = await peopleByIds(db, caller.accountId, ids);
  const unknown = ids.find((id) => !people.has(id));
  if (unknown) throw new DomainError('invalid', 'invalid', 'Select an active member of this organization', '/mapping');
  const adminMap = Object.fromEntries(mapping.map((m) => [m.adminId, m.userId]));
  await integrations.updateSettings(db, caller.accountId, access.row.id, { ...(access.row.settings as object), adminMap });
  return connectionStatus(env, db, caller);
}

/** The contact attributes a trigger can read; a dropdown with more than ten choices cannot be chosen (spec section 5). */
export async function contactAttributes(env: Env, db: Db, caller: Caller): Promise<IntercomAttributeDto[]> {
  const access = await requireAccess(env, db, caller.accountId);
  const attrs = await withAccess(db, access, (a) => intercomClient(env).contactAttributes(a.token));
  return attrs.map((a) => ({ ...a, selectable: a.options.length <= INTERCOM_MAX_DROPDOWN_CHOICES }));
}

export const requireConnection = requireAccess;
