import { runBatch, type Key, type Stmt } from '../../db/batch';
import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import type { MemberDto, UpdateMemberInput } from '../../contracts/members';
import * as v from 'valibot';
import { listMembersQuery, reactivateSchema, updateProfileSchema } from '../../contracts/members';
import { BOOKING_MESSAGES, MAX_INTERNAL_GUESTS } from '../../contracts/booking';
import { DomainError, forbidden, notFound } from '../../core/errors';
import {
  activeUsersByEmails,
  activeUserStmt,
  activeUsersStmt,
  ACTIVE_USERS_STMT_MAX,
  endSessionsStmt,
  listUsers,
  updateUserStmt,
  userProfile,
  usersByIds,
  type UserProfile,
} from '../auth/service';
import { listIntegrations, setStatus } from '../integrations/service';
import { auditStmt } from '../audit-log/service';
import * as repo from './repo';
import { replaceTeamsStmts, teamIdsInAccount, teamUserIds, teamsOfUsers } from '../teams/service';

type ListFilter = v.InferOutput<typeof listMembersQuery>;

export async function listMembers(db: Db, caller: Caller, filter: ListFilter): Promise<MemberDto[]> {
  // Invited people are not members yet: they are listed by /api/invitations.
  if (filter.status === 'invited') return [];
  const [all, inTeam] = await Promise.all([
    listUsers(db, caller.accountId, { q: filter.q, role: filter.role, status: filter.status, excludeDeleted: !filter.status }),
    filter.teamId ? teamUserIds(db, caller.accountId, filter.teamId) : null,
  ]);
  const rows = inTeam ? all.filter((u) => inTeam.has(u.id)) : all;
  const teams = await teamsOfUsers(
    db,
    caller.accountId,
    rows.map((r) => r.id),
  );
  return rows.map((u) => toMemberDto(u, teams.get(u.id) ?? []));
}

export async function getMember(db: Db, caller: Caller, id: string): Promise<MemberDto> {
  const u = await userProfile(db, caller.accountId, id);
  if (!u) throw notFound('Member');
  const teams = await teamsOfUsers(db, caller.accountId, [u.id]);
  return toMemberDto(u, teams.get(u.id) ?? []);
}

function toMemberDto(u: UserProfile, teamList: { id: string; name: string }[] = []): MemberDto {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    isBooker: u.isBooker,
    timezone: u.timezone,
    contactNumber: u.contactNumber,
    linkedinUrl: u.linkedinUrl,
    twitterUrl: u.twitterUrl,
    status: u.status,
    discardedAt: u.discardedAt ? new Date(u.discardedAt).toISOString() : null,
    teams: teamList,
  };
}

/**
 * Admins edit anyone; managers edit Users' details and teams but cannot change roles or touch
 * Admins and other Managers. Everyone edits themself through the profile instead.
 */
export async function updateMember(db: Db, caller: Caller, id: string, input: UpdateMemberInput) {
  const target = await userProfile(db, caller.accountId, id);
  if (!target) throw notFound('Member');
  if (caller.role !== 'super_admin') {
    if (caller.role !== 'manager' || target.role !== 'regular' || input.role !== undefined) throw forbidden();
  }
  if (input.role && input.role !== 'super_admin' && target.id === caller.userId) {
    throw new DomainError('invalid', 'invalid', 'You cannot remove your own Admin role', '/role');
  }
  const { teamIds, ...fields } = input;
  const set = emptyToNull(fields);
  const stmts: Stmt[] = Object.keys(set).length ? [updateUserStmt(db, caller.accountId, id, set)] : [];
  if (teamIds) stmts.push(...replaceTeamsStmts(db, caller.accountId, id, await teamIdsInAccount(db, caller.accountId, teamIds)));
  // A role change is admin-significant: the audit entry commits with it (spec: audit log).
  if (input.role && input.role !== target.role)
    stmts.push(
      auditStmt(db, {
        accountId: caller.accountId,
        action: 'role_changed',
        subjectUserId: id,
        actorUserId: caller.userId,
        detail: { from: target.role, to: input.role },
        at: Date.now(),
      }),
    );
  await runBatch(db, stmts);
  return getMember(db, caller, id);
}

function emptyToNull<T extends Record<string, unknown>>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(o)) if (val !== undefined) out[k] = val === '' ? null : val;
  return out as T;
}

export async function updateProfile(db: Db, caller: Caller, input: v.InferOutput<typeof updateProfileSchema>) {
  const { onboarded, ...fields } = input;
  const set: Record<string, unknown> = emptyToNull(fields);
  if (onboarded) set.onboardedAt = Date.now();
  if (Object.keys(set).length) await updateUserStmt(db, caller.accountId, caller.userId, set).run();
  return getMember(db, caller, caller.userId);
}

/** Where the member's Slack alerts go (signals, workflows): a Slack user id for a direct message, or a channel id. */
export async function slackTargetOf(db: Db, accountId: string, userId: string) {
  const u = await userProfile(db, accountId, userId);
  return u?.slackChannel ? { id: u.slackChannel, name: u.slackChannelName ?? u.slackChannel } : null;
}

export const setSlackTarget = (db: Db, accountId: string, userId: string, target: { id: string; name: string } | null) =>
  updateUserStmt(db, accountId, userId, { slackChannel: target?.id ?? null, slackChannelName: target?.name ?? null }).run();

/** Deactivated members keep their history but cannot sign in; deleted ones also leave their teams. */
export async function discardMember(db: Db, caller: Caller, id: string, status: 'deactivated' | 'deleted') {
  const target = await userProfile(db, caller.accountId, id);
  if (!target) throw notFound('Member');
  if (target.id === caller.userId) throw new DomainError('invalid', 'invalid', 'You cannot deactivate or delete yourself');
  const stmts = [
    updateUserStmt(db, caller.accountId, id, { status, discardedAt: Date.now() }),
    ...(status === 'deleted' ? replaceTeamsStmts(db, caller.accountId, id, []) : []),
  ];
  const audit = auditStmt(db, {
    accountId: caller.accountId,
    action: 'member_deactivated',
    subjectUserId: id,
    actorUserId: caller.userId,
    detail: { status },
    at: Date.now(),
  });
  await runBatch(db, [...stmts, endSessionsStmt(db, id), audit]);
  return getMember(db, caller, id);
}

export async function reactivateMember(db: Db, caller: Caller, id: string, input: v.InferOutput<typeof reactivateSchema>) {
  const target = await userProfile(db, caller.accountId, id);
  if (!target) throw notFound('Member');
  if (target.status === 'active') throw new DomainError('conflict', 'already_active', 'This member is already active');
  const teamIds = await teamIdsInAccount(db, caller.accountId, input.teamIds);
  await runBatch(db, [
    updateUserStmt(db, caller.accountId, id, { status: 'active', discardedAt: null, role: input.role }),
    ...replaceTeamsStmts(db, caller.accountId, id, teamIds),
    auditStmt(db, {
      accountId: caller.accountId,
      action: 'member_reactivated',
      subjectUserId: id,
      actorUserId: caller.userId,
      detail: { role: input.role },
      at: Date.now(),
    }),
  ]);
  // Spec section 4: a reactivated member reconnects their calendar and video tool before they are used again.
  for (const row of await listIntegrations(db, caller.accountId, { userId: id })) {
    if ((row.kind === 'calendar' || row.kind === 'conferencing') && row.status !== 'requires_reconnection')
      await setStatus(db, caller.accountId, row.id, 'requires_reconnection');
  }
  return getMember(db, caller, id);
}

/** Name, e-mail and zone of active users by id, within one organization (booking needs no caller). */
export async function peopleByIds(db: Db, accountId: string, ids: string[]) {
  return peopleOf(await usersByIds(db, accountId, ids, { activeOnly: true }));
}

/** One active member, as a statement for a batch; `peopleOf` reads its result as peopleByIds answers. */
export const personStmt = (db: Db, accountId: Key, id: Key) => activeUserStmt(db, accountId, id);
/** Active members among `ids` (at most PEOPLE_STMT_MAX) as one statement for a batch; `peopleOf` reads its result. */
export const peopleStmt = activeUsersStmt;
export const PEOPLE_STMT_MAX = ACTIVE_USERS_STMT_MAX;
export const peopleOf = (rows: UserProfile[]) =>
  new Map(rows.map((u) => [u.id, { id: u.id, name: u.name, email: u.email, timezone: u.timezone, avatarUrl: u.avatarUrl }]));

/** Active users of one organization by e-mail (any case), keyed by the lower-cased e-mail: who among guests is a team member. */
export async function peopleByEmails(db: Db, accountId: string, emails: string[]) {
  const rows = await activeUsersByEmails(db, accountId, emails);
  return new Map(
    rows.map((u) => [u.email.toLowerCase(), { id: u.id, name: u.name, email: u.email, timezone: u.timezone, avatarUrl: u.avatarUrl }]),
  );
}

/**
 * Guests of a rule or pod who are team members join every meeting as internal guests; the spec allows
 * at most 5 of them.
 */
export async function checkInternalGuests(db: Db, accountId: string, emails: string[], pointer: string) {
  const distinct = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (distinct.length <= MAX_INTERNAL_GUESTS) return;
  if ((await peopleByEmails(db, accountId, distinct)).size > MAX_INTERNAL_GUESTS)
    throw new DomainError('invalid', 'invalid', BOOKING_MESSAGES.maxInternalGuests, pointer);
}

/** Display names of users of any status (ledgers mention people who have since left). */
export async function namesByIds(db: Db, accountId: string, ids: string[]) {
  const rows = await usersByIds(db, accountId, ids);
  return new Map(rows.map((u) => [u.id, u.name]));
}

/** Members the organization's identity provider manages (SCIM): created with the default role, renamed, re-addressed. */
export { PROVISIONED_ROLE, provisionMember, updateMemberIdentity } from './parts/provisioning';
