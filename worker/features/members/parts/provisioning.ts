// Members that an organization's identity provider manages (SCIM, Settings -> Security -> SCIM). They join
// with the spec's default role (User) and no password, and the provider may later rename them or change
// their e-mail; deactivation and reactivation go through the members service like an Admin's.
import { runBatch } from '../../../db/batch';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import { conflict, notFound } from '../../../core/errors';
import { accountById, findUserByEmail, insertUserStmt, updateUserStmt, userProfile } from '../../auth/service';
import { auditStmt } from '../../audit-log/service';

/** The spec's default role of a member who did not get one from an Admin (section 6: User). */
export const PROVISIONED_ROLE = 'regular' as const;

const taken = (email: string) => conflict('uniqueness', `${email} is already a member of an organization`);

/**
 * Creates the member, or brings back one the provider deleted earlier (an address is one user's, so the row
 * is revived rather than duplicated). Returns the member's id.
 */
export async function provisionMember(db: Db, caller: Caller, input: { email: string; name: string }): Promise<string> {
  const email = input.email.toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing && (existing.accountId !== caller.accountId || existing.status !== 'deleted')) throw taken(email);
  const now = Date.now();
  const id = existing?.id ?? crypto.randomUUID();
  const account = await accountById(db, caller.accountId);
  const userStmt = existing
    ? updateUserStmt(db, caller.accountId, id, { name: input.name, role: PROVISIONED_ROLE, status: 'active', discardedAt: null })
    : insertUserStmt(db, {
        id,
        accountId: caller.accountId,
        email,
        name: input.name,
        role: PROVISIONED_ROLE,
        timezone: account?.defaultTimezone ?? 'UTC',
        passwordHash: null,
        createdAt: now,
      });
  const audit = auditStmt(db, {
    accountId: caller.accountId,
    action: 'member_provisioned',
    subjectUserId: id,
    actorUserId: caller.userId,
    detail: { email, name: input.name, role: PROVISIONED_ROLE },
    at: now,
  });
  try {
    await runBatch(db, [userStmt, audit]);
  } catch (e) {
    // Two provisioning calls racing for one address: the unique e-mail index decides.
    if (/UNIQUE/i.test(String(e))) throw taken(email);
    throw e;
  }
  return id;
}

/** Renames a member or changes their e-mail (their sign-in address), as the identity provider says. */
export async function updateMemberIdentity(db: Db, caller: Caller, id: string, input: { email: string; name: string }) {
  const target = await userProfile(db, caller.accountId, id);
  if (!target) throw notFound('Member');
  const email = input.email.toLowerCase();
  const set: { email?: string; name?: string } = {};
  if (email !== target.email.toLowerCase()) {
    const other = await findUserByEmail(db, email);
    if (other && other.id !== id) throw taken(email);
    set.email = email;
  }
  if (input.name !== target.name) set.name = input.name;
  if (!Object.keys(set).length) return;
  const audit = auditStmt(db, {
    accountId: caller.accountId,
    action: 'member_updated',
    subjectUserId: id,
    actorUserId: caller.userId,
    detail: {
      from: Object.fromEntries(Object.keys(set).map((k) => [k, target[k as keyof typeof set]])),
      to: set,
    },
    at: Date.now(),
  });
  try {
    await runBatch(db, [updateUserStmt(db, caller.accountId, id, set), audit]);
  } catch (e) {
    if (/UNIQUE/i.test(String(e))) throw taken(email);
    throw e;
  }
}
