import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import {
  DEFAULT_SECURITY_SETTINGS,
  LOGIN_METHOD_DISABLED,
  type LoginMethod,
  type SecuritySettingsDto,
  type SignOutEverywhereDto,
  type UpdateSecuritySettingsInput,
} from '../../../contracts/security-settings';
import { SSO_NEEDS_CONNECTION, SSO_NOT_CONFIGURED, SSO_REQUIRED } from '../../../contracts/sso';
import { DomainError } from '../../../core/errors';
import { auditStmt } from '../../audit-log/service';
import * as repo from '../security-repo';
import { findSsoConnection } from '../sso-repo';
import { findSamlConnection } from '../saml-repo';

const HOUR = 3_600_000;
const MINUTE = 60_000;

function toDto(row: repo.SecuritySettingsRecord | undefined, ssoConfigured: boolean): SecuritySettingsDto {
  if (!row) return { ...DEFAULT_SECURITY_SETTINGS, ssoConfigured, updatedAt: null };
  return {
    loginMethods: row.loginMethods as LoginMethod[],
    ssoConfigured,
    sessionLengthHours: row.sessionLengthHours,
    idleTimeoutMinutes: row.idleTimeoutMinutes,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The organization's Login and SSO settings (the defaults until an admin saves them). */
export async function getSecuritySettings(db: Db, accountId: string): Promise<SecuritySettingsDto> {
  const [row, sso, saml] = await Promise.all([
    repo.findSecuritySettings(db, accountId),
    findSsoConnection(db, accountId),
    findSamlConnection(db, accountId),
  ]);
  // A SAML identity provider counts once a test sign-in through it succeeded (it is "processing" before).
  return toDto(row, !!sso || saml?.status === 'verified');
}

export type SessionPolicy = { lengthMs: number; idleMs: number | null; breakGlass?: boolean };
const policyOf = (s: SecuritySettingsDto): SessionPolicy => ({
  lengthMs: s.sessionLengthHours * HOUR,
  idleMs: s.idleTimeoutMinutes === null ? null : s.idleTimeoutMinutes * MINUTE,
});

/** What a new session of the organization gets: its absolute length and its idle limit. */
export const sessionPolicy = async (db: Db, accountId: string) => policyOf(await getSecuritySettings(db, accountId));

/**
 * Refuses a sign-in through a method the organization turned off (asked only once the credentials are
 * right); otherwise the session policy, so signing in reads the settings once. While single sign-on is
 * required (password off, SSO on), an Admin's password still works: the break-glass way in when the
 * identity provider is down or misconfigured, so the organization cannot lock itself out. The caller
 * records such a sign-in (`breakGlass`).
 */
export async function allowedSignIn(db: Db, accountId: string, method: LoginMethod, role?: string): Promise<SessionPolicy> {
  const s = await getSecuritySettings(db, accountId);
  if (s.loginMethods.includes(method)) return policyOf(s);
  if (method === 'sso') throw new DomainError('forbidden', 'login_method_disabled', SSO_NOT_CONFIGURED);
  if (!s.loginMethods.includes('sso')) throw new DomainError('forbidden', 'login_method_disabled', LOGIN_METHOD_DISABLED);
  if (role === 'super_admin') return { ...policyOf(s), breakGlass: true };
  throw new DomainError('forbidden', 'sso_required', SSO_REQUIRED);
}

/**
 * Saves the settings, moves every live session of the organization onto the new length and idle limit
 * (shortening them ends the sessions already past it), and records before and after in the audit log,
 * all in one batch.
 */
export async function updateSecuritySettings(db: Db, caller: Caller, input: UpdateSecuritySettingsInput): Promise<SecuritySettingsDto> {
  const before = await getSecuritySettings(db, caller.accountId);
  if (input.loginMethods.includes('sso') && !before.ssoConfigured)
    throw new DomainError('invalid', 'sso_not_configured', SSO_NEEDS_CONNECTION, '/loginMethods');
  const now = Date.now();
  const row = { accountId: caller.accountId, ...input, updatedAt: now };
  const after = toDto(row, before.ssoConfigured);
  const changed = (['loginMethods', 'sessionLengthHours', 'idleTimeoutMinutes'] as const).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  if (!changed.length) return before;
  const pick = (s: SecuritySettingsDto) => Object.fromEntries(changed.map((k) => [k, s[k]]));
  const idleMs = input.idleTimeoutMinutes === null ? null : input.idleTimeoutMinutes * MINUTE;
  await db.batch([
    repo.upsertSecuritySettingsStmt(db, row),
    repo.applySessionPolicyStmt(db, caller.accountId, input.sessionLengthHours * HOUR, idleMs),
    auditStmt(db, {
      accountId: caller.accountId,
      action: 'security_changed',
      actorUserId: caller.userId,
      detail: { setting: 'login_and_sessions', changed, before: pick(before), after: pick(after) },
      at: now,
    }),
  ]);
  return after;
}

/** Ends the session of every member of the organization except the caller's own, and records it. */
export async function signOutEverywhere(db: Db, caller: Caller): Promise<SignOutEverywhereDto> {
  const [ended] = await db.batch([
    repo.deleteOtherSessionsStmt(db, caller.accountId, caller.sessionHash),
    auditStmt(db, {
      accountId: caller.accountId,
      action: 'security_changed',
      actorUserId: caller.userId,
      detail: { setting: 'sign_out_everywhere' },
      at: Date.now(),
    }),
  ]);
  return { endedSessions: ended.length };
}
