import { runBatch } from '../../db/batch';
import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import type { LoginInput, ResetLinkDto, SignupInput, SessionDto } from '../../contracts/auth';
import { MESSAGES } from '../../contracts/common';
import { DomainError } from '../../core/errors';
import { clearRateLimit, enforceRateLimit, forgiveAttempt } from '../../lib/rate-limit';
import { auditStmt } from '../audit-log/service';
import { dispatch, linkEmail, prepareEmail } from '../mail/service';
import { insertOrganizationStmt, openOrganizationForDomain, organizationById } from '../organization/service';
import { randomToken, sha256 } from '../../lib/crypto';
import { hashPassword, verifyPassword } from './parts/crypto';
import * as repo from './repo';
import { allowedSignIn } from './parts/security';
import { createSessionStmt } from './parts/sessions';

export { callerOf, createSessionStmt, logout, resolveCaller, resolveSession } from './parts/sessions';
import * as usersRepo from './users-repo';

// The cookie's lifetime: the longest session length; the server ends a session sooner by its organization's settings.
export const SESSION_TTL_MS = 30 * 86_400_000;
const RESET_TTL_MS = 60 * 60_000;
const SIGNUP_TTL_MS = 24 * 60 * 60_000;
const MINUTE = 60_000;

const invalidLink = () => new DomainError('bad_request', 'invalid_token', 'The link is invalid or has expired', '/token');

/**
 * Claims a single-use e-mailed token: one conditional UPDATE decides the winner, so two racing
 * requests with the same link can never both act on it.
 */
export async function claimToken(db: Db, token: string, purpose: repo.EmailTokenRow['purpose'], now: number) {
  const tokenHash = await sha256(token);
  const row = await repo.findEmailToken(db, tokenHash, purpose);
  if (!row || row.usedAt || row.expiresAt <= now) throw invalidLink();
  const claimed = await repo.consumeEmailTokenStmt(db, tokenHash, now).all();
  if (!claimed.length) throw invalidLink();
  return row;
}

export async function login(env: Env, db: Db, input: LoginInput, ip: string) {
  // Brute-force protection counts failures per address and per e-mail: an office behind one NAT signing
  // in all morning is never locked out, a wrong password guessed from anywhere is.
  const ipAttempt = await enforceRateLimit(env, `login-ip:${ip}`, 30, 15 * MINUTE);
  await enforceRateLimit(env, `login:${input.email}`, 10, 15 * MINUTE);
  const user = await repo.findUserByEmail(db, input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !ok || user.status !== 'active') throw new DomainError('unauthorized', 'invalid_credentials', MESSAGES.invalidCredentials);
  await Promise.all([clearRateLimit(env, `login:${input.email}`), forgiveAttempt(env, `login-ip:${ip}`, ipAttempt)]);
  const policy = await allowedSignIn(db, user.accountId, 'password', user.role);
  const { token, stmt } = await createSessionStmt(db, user, policy);
  if (!policy.breakGlass) await stmt.run();
  else
    await db.batch([
      stmt,
      auditStmt(db, {
        accountId: user.accountId,
        action: 'break_glass_sign_in',
        actorUserId: user.id,
        subjectUserId: user.id,
        at: Date.now(),
      }),
    ]);
  return token;
}

export async function sessionDto(db: Db, userId: string): Promise<SessionDto> {
  const user = await repo.findUserById(db, userId);
  const account = user && (await organizationById(db, user.accountId));
  if (!user || !account) throw new DomainError('unauthorized', 'unauthorized', MESSAGES.unauthorized);
  return repo.toSessionDto(user, account);
}

/**
 * Sign-up never says whether an address is known: a new address gets a confirmation link, a known
 * one gets a "you already have an account" note, and both answers look the same.
 */
export async function requestSignup(env: Env, db: Db, input: SignupInput, ip: string) {
  await enforceRateLimit(env, `signup-ip:${ip}`, 10, 15 * MINUTE);
  await enforceRateLimit(env, `signup:${input.email}`, 3, 15 * MINUTE);
  const existing = await repo.findUserByEmail(db, input.email);
  if (existing) {
    const body = linkEmail({
      greeting: `Hi ${existing.name},`,
      lines: ['Someone tried to sign up with this e-mail address, but you already have an account.'],
      cta: 'Sign in',
      url: `${env.APP_URL}/login`,
      footer: 'If you forgot your password, use "Forgot password" on the sign-in page.',
    });
    const mail = prepareEmail(db, {
      kind: 'signup_existing',
      to: input.email,
      subject: 'You already have an account',
      ...body,
      accountId: existing.accountId,
    });
    await mail.stmt.run();
    await dispatch(env, mail.id);
    return;
  }
  const token = randomToken();
  const domain = input.email.split('@')[1];
  const openAccount = await openOrganizationForDomain(db, domain);
  const payload = {
    name: input.name,
    company: input.company,
    passwordHash: await hashPassword(input.password),
    joinAccountId: openAccount?.id ?? null,
  };
  const body = linkEmail({
    greeting: `Hi ${input.name},`,
    lines: [
      openAccount
        ? `Confirm your e-mail address to join ${openAccount.company}.`
        : `Confirm your e-mail address to create ${input.company}.`,
    ],
    cta: 'Confirm and sign in',
    url: `${env.APP_URL}/register?token=${encodeURIComponent(token)}`,
    footer: 'The link works once and expires in 24 hours.',
  });
  const mail = prepareEmail(db, { kind: 'signup_confirm', to: input.email, subject: 'Confirm your e-mail address', ...body });
  await db.batch([
    repo.insertEmailTokenStmt(db, {
      tokenHash: await sha256(token),
      purpose: 'signup',
      email: input.email,
      payload,
      expiresAt: Date.now() + SIGNUP_TTL_MS,
      createdAt: Date.now(),
    }),
    mail.stmt,
  ]);
  await dispatch(env, mail.id);
}

/** Completes sign-up from the e-mailed link: creates the organization (or joins an open one) and signs in. */
export async function completeSignup(db: Db, token: string) {
  const now = Date.now();
  const row = await claimToken(db, token, 'signup', now);
  if (await repo.findUserByEmail(db, row.email)) throw invalidLink();
  const p = row.payload as { name: string; company: string; passwordHash: string; joinAccountId: string | null };
  const userId = crypto.randomUUID();
  const accountId = p.joinAccountId ?? crypto.randomUUID();
  const joining = p.joinAccountId ? await organizationById(db, p.joinAccountId) : null;
  // The organization may have closed sign-up, or dropped the domain, since the link was sent.
  const domainOfEmail = row.email.split('@')[1];
  if (p.joinAccountId && (!joining || joining.signupMode !== 'allowed_domains' || !joining.domainAllowlist.includes(domainOfEmail)))
    throw invalidLink();
  const { token: sessionToken, stmt: sessionStmt } = await createSessionStmt(db, { id: userId, accountId });
  const domain = row.email.split('@')[1];
  const stmts = [
    ...(joining
      ? []
      : [
          insertOrganizationStmt(db, {
            id: accountId,
            company: p.company,
            emailDomain: domain,
            domainAllowlist: [domain],
            signupMode: 'invite_only',
            defaultTimezone: 'UTC',
            createdAt: now,
          }),
        ]),
    repo.insertUserStmt(db, {
      id: userId,
      accountId,
      email: row.email,
      name: p.name,
      role: joining ? 'regular' : 'super_admin',
      timezone: joining?.defaultTimezone ?? 'UTC',
      passwordHash: p.passwordHash,
      createdAt: now,
    }),
    sessionStmt,
  ];
  await runBatch(db, stmts);
  return sessionToken;
}

/** Always answers the same way; only a known, active address actually receives a link. */
export async function requestPasswordReset(env: Env, db: Db, email: string, ip: string) {
  await enforceRateLimit(env, `reset-ip:${ip}`, 10, 15 * MINUTE);
  await enforceRateLimit(env, `reset:${email}`, 3, 15 * MINUTE);
  const user = await repo.findUserByEmail(db, email);
  if (!user || user.status !== 'active') return;
  const token = randomToken();
  const body = linkEmail({
    greeting: `Hi ${user.name},`,
    lines: ['We received a request to reset your password.'],
    cta: 'Reset password',
    url: `${env.APP_URL}/reset/${encodeURIComponent(token)}`,
    footer: "The link works once and expires in 1 hour. If you didn't ask for it, ignore this e-mail.",
  });
  const mail = prepareEmail(db, { kind: 'password_reset', to: email, subject: 'Reset your password', ...body, accountId: user.accountId });
  await db.batch([
    repo.insertEmailTokenStmt(db, {
      tokenHash: await sha256(token),
      purpose: 'password_reset',
      email,
      userId: user.id,
      accountId: user.accountId,
      expiresAt: Date.now() + RESET_TTL_MS,
      createdAt: Date.now(),
    }),
    mail.stmt,
  ]);
  await dispatch(env, mail.id);
}

export async function checkResetToken(db: Db, token: string): Promise<ResetLinkDto> {
  const row = await repo.findEmailToken(db, await sha256(token), 'password_reset');
  if (!row || row.usedAt || row.expiresAt <= Date.now()) throw invalidLink();
  return { email: row.email };
}

/** Sets the new password, ends every session of the user and starts a fresh one, all in one batch. */
export async function resetPassword(db: Db, token: string, password: string) {
  const row = await claimToken(db, token, 'password_reset', Date.now());
  const user = row.userId ? await repo.findUserById(db, row.userId) : undefined;
  if (!user || user.status !== 'active') throw invalidLink();
  const { token: sessionToken, stmt } = await createSessionStmt(db, user);
  await db.batch([repo.updatePasswordStmt(db, user.id, await hashPassword(password)), repo.deleteUserSessionsStmt(db, user.id), stmt]);
  return sessionToken;
}

/** Changing a password ends all other sessions; the caller gets a new one. */
export async function changePassword(env: Env, db: Db, userId: string, current: string, next: string) {
  await enforceRateLimit(env, `change-password:${userId}`, 10, 15 * MINUTE);
  const user = await repo.findUserById(db, userId);
  if (!user || !(await verifyPassword(current, user.passwordHash))) {
    throw new DomainError('invalid', 'invalid', 'Current password is incorrect', '/currentPassword');
  }
  const { token, stmt } = await createSessionStmt(db, user);
  await db.batch([repo.updatePasswordStmt(db, user.id, await hashPassword(next)), repo.deleteUserSessionsStmt(db, user.id), stmt]);
  return token;
}

// Organization owns accounts: its two functions under their old names, for callers not moved yet (routing-sessions, tests).
export { organizationById as accountById, insertOrganizationStmt as insertAccountStmt };
/** For other features: a statement that creates a user. */
export const insertUserStmt = repo.insertUserStmt;
/** Ends every session of a user (deactivation, deletion). */
export const endSessionsStmt = repo.deleteUserSessionsStmt;
/** Deletes expired sessions and old e-mailed tokens. */
export const sweepExpiredAuth = (db: Db, now: number) => repo.sweepExpired(db, now);
/** The user an address belongs to, in any organization (an address is one user's): sign-up and invitations ask here. */
export const findUserByEmail = repo.findUserByEmail;

/**
 * For other features: the users of one organization as profiles (no password hash). Auth owns the users
 * table (worker/db/owners.json); everyone else reads and edits users through these.
 */
export type { ProfileFilter, UserProfile, UserStatus } from './users-repo';
export const userProfile = usersRepo.findProfile;
export const usersByIds = usersRepo.profilesByIds;
export const activeUsers = usersRepo.activeProfiles;
export const activeUserStmt = usersRepo.activeProfileStmt;
export const activeUsersStmt = usersRepo.activeProfilesStmt;
export const ACTIVE_USERS_STMT_MAX = usersRepo.PROFILES_STMT_MAX;
export const activeUsersByEmails = usersRepo.activeProfilesByEmails;
/** A user's name as a scalar subquery on the caller's columns, for a read that shows it (see users-repo's nameOf). */
export const userNameOf = usersRepo.nameOf;
/** A member's active flag, name, e-mail and role as subqueries on the caller's user id column (see users-repo's userFields). */
export const userFields = usersRepo.userFields;
export const listUsers = usersRepo.listProfiles;
export const updateUserStmt = usersRepo.updateUserStmt;
export { hashPassword };

export { startSso, finishSso, SSO_ATTEMPT_TTL_MS } from './parts/sso-sign-in';
export { deleteSsoConnection, getSsoConnection, saveSsoConnection } from './parts/sso-config';
