import * as v from 'valibot';
import { runBatch } from '../../../db/batch';
import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import { acceptInvitationSchema } from '../../../contracts/auth';
import { ROLE_LABELS } from '../../../contracts/common';
import { alreadyInvited, MEMBER_ERRORS, type InvitationDto, type InvitationLinkDto, type InviteInput } from '../../../contracts/members';
import { DomainError, forbidden, notFound, problemAt, problemsError } from '../../../core/errors';
import { randomToken, sha256 } from '../../../lib/crypto';
import {
  accountById as findAccount,
  createSessionStmt,
  findUserByEmail,
  hashPassword,
  insertUserStmt,
  updateUserStmt,
} from '../../auth/service';
import { dispatch, linkEmail, prepareEmail } from '../../mail/service';
import * as repo from '../repo';
import { replaceTeamsStmts, teamIdsInAccount } from '../../teams/service';

const INVITE_TTL_MS = 7 * 86_400_000;
const invalidLink = () => new DomainError('bad_request', 'invalid_token', 'The link is invalid or has expired', '/token');

/** Managers may bring in Users; only an Admin can invite Managers and Admins. */
function assertMayInvite(caller: Caller, role: InviteInput['role']) {
  if (caller.role === 'super_admin') return;
  if (caller.role === 'manager' && role === 'regular') return;
  throw forbidden();
}

async function invitationMail(env: Env, db: Db, caller: Caller, email: string, role: InviteInput['role'], token: string) {
  const account = await findAccount(db, caller.accountId);
  const body = linkEmail({
    greeting: 'Hi,',
    lines: [`${caller.name} invited you to join ${account?.company ?? 'their team'} as ${ROLE_LABELS[role]}.`],
    cta: 'Accept invitation',
    url: `${env.APP_URL}/invitations/${encodeURIComponent(token)}`,
    footer: 'The invitation expires in 7 days.',
  });
  return prepareEmail(db, {
    kind: 'invitation',
    to: email,
    subject: `You're invited to ${account?.company ?? 'Routewise'}`,
    ...body,
    accountId: caller.accountId,
  });
}

/** Invites each address; any already-invited or already-member address fails the whole request with its own pointer. */
export async function invite(env: Env, db: Db, caller: Caller, input: InviteInput): Promise<InvitationDto[]> {
  assertMayInvite(caller, input.role);
  const emails = [...new Set(input.emails)];
  const problems: { index: number; detail: string; code: string }[] = [];
  const pending = new Set((await repo.findPendingByEmail(db, caller.accountId, emails)).map((i) => i.email));
  for (const [index, email] of emails.entries()) {
    const user = await findUserByEmail(db, email);
    if (pending.has(email)) problems.push({ index, detail: alreadyInvited(email), code: 'already_invited' });
    else if (user && user.status === 'active') problems.push({ index, detail: MEMBER_ERRORS.alreadyMember(email), code: 'already_member' });
    else if (user && user.accountId !== caller.accountId)
      problems.push({ index, detail: MEMBER_ERRORS.alreadyMember(email), code: 'already_member' });
  }
  if (problems.length)
    throw problemsError(
      'conflict',
      problems.map((p) => problemAt(`/emails/${p.index}`, p.detail, p.code)),
    );
  const teamIds = await teamIdsInAccount(db, caller.accountId, input.teamIds);
  const now = Date.now();
  const stmts = [];
  const mailIds: string[] = [];
  const created = [];
  for (const email of emails) {
    const token = randomToken();
    const row = {
      id: crypto.randomUUID(),
      accountId: caller.accountId,
      email,
      role: input.role,
      teamIds,
      isBooker: input.isBooker,
      invitedBy: caller.userId,
      tokenHash: await sha256(token),
      expiresAt: now + INVITE_TTL_MS,
      createdAt: now,
    };
    const mail = await invitationMail(env, db, caller, email, input.role, token);
    stmts.push(repo.insertInvitationStmt(db, row), mail.stmt);
    mailIds.push(mail.id);
    created.push(repo.toInvitationDto({ ...row, status: 'pending' }));
  }
  await runBatch(db, stmts);
  await dispatch(env, ...mailIds);
  return created;
}

export async function listInvitations(db: Db, caller: Caller): Promise<InvitationDto[]> {
  return (await repo.pendingInvitations(db, caller.accountId)).map(repo.toInvitationDto);
}

/** Sends a fresh link; the old one stops working because only the new token's hash is kept. */
export async function resendInvitation(env: Env, db: Db, caller: Caller, id: string) {
  const inv = await repo.findInvitation(db, caller.accountId, id);
  if (!inv || inv.status !== 'pending') throw notFound('Invitation');
  assertMayInvite(caller, inv.role);
  const token = randomToken();
  const mail = await invitationMail(env, db, caller, inv.email, inv.role, token);
  await db.batch([
    repo.updateInvitationStmt(db, caller.accountId, id, { tokenHash: await sha256(token), expiresAt: Date.now() + INVITE_TTL_MS }),
    mail.stmt,
  ]);
  await dispatch(env, mail.id);
}

export async function revokeInvitation(db: Db, caller: Caller, id: string) {
  const inv = await repo.findInvitation(db, caller.accountId, id);
  if (!inv || inv.status !== 'pending') throw notFound('Invitation');
  assertMayInvite(caller, inv.role);
  await repo.updateInvitationStmt(db, caller.accountId, id, { status: 'revoked' }).run();
}

async function pendingByToken(db: Db, token: string) {
  const inv = await repo.findInvitationByTokenHash(db, await sha256(token));
  if (!inv || inv.status !== 'pending' || inv.expiresAt <= Date.now()) throw invalidLink();
  return inv;
}

export async function describeInvitation(db: Db, token: string): Promise<InvitationLinkDto> {
  const inv = await pendingByToken(db, token);
  const account = await findAccount(db, inv.accountId);
  return { email: inv.email, company: account?.company ?? '', role: inv.role };
}

/** Creates (or revives a deactivated) user from an invitation, joins the chosen teams and signs in. */
export async function acceptInvitation(db: Db, input: v.InferOutput<typeof acceptInvitationSchema>) {
  const inv = await pendingByToken(db, input.token);
  const existing = await findUserByEmail(db, inv.email);
  if (existing && (existing.status === 'active' || existing.accountId !== inv.accountId)) throw invalidLink();
  const account = await findAccount(db, inv.accountId);
  // Teams deleted since the invitation was sent are dropped, so the write below cannot fail on them.
  const teamIds = await teamIdsInAccount(db, inv.accountId, inv.teamIds);
  const userId = existing?.id ?? crypto.randomUUID();
  const passwordHash = await hashPassword(input.password);
  const userStmt = existing
    ? updateUserStmt(db, inv.accountId, userId, {
        name: input.name,
        role: inv.role,
        isBooker: inv.isBooker,
        passwordHash,
        status: 'active',
        discardedAt: null,
      })
    : insertUserStmt(db, {
        id: userId,
        accountId: inv.accountId,
        email: inv.email,
        name: input.name,
        role: inv.role,
        isBooker: inv.isBooker,
        timezone: account?.defaultTimezone ?? 'UTC',
        passwordHash,
        createdAt: Date.now(),
      });
  const { token, stmt } = await createSessionStmt(db, { id: userId, accountId: inv.accountId });
  // The claim rides in the same batch as the account it creates: a racing second accept either finds
  // the invitation taken (no rows) or fails on the unique e-mail, and its whole batch rolls back.
  let claimed: unknown[];
  try {
    [claimed] = (await runBatch(db, [
      repo.acceptInvitationStmt(db, inv.id),
      userStmt,
      ...replaceTeamsStmts(db, inv.accountId, userId, teamIds),
      stmt,
    ])) as unknown[][];
  } catch (e) {
    if (/UNIQUE/i.test(String(e))) throw invalidLink();
    throw e;
  }
  if (!claimed.length) throw invalidLink();
  return token;
}
