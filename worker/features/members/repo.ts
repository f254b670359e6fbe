import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations } from '../../db/schema/identity';
import { groupMembers, groups, teamMembers, teams } from '../../db/schema/teams';
import type { InvitationDto } from '../../contracts/members';
import { findScoped } from '../../db/live-rows';

type InvitationRow = typeof invitations.$inferSelect;

/** Ids of the team's members (the member list's team filter). */
export const teamUserIds = async (db: Db, accountId: string, teamId: string) =>
  new Set(
    (
      await db
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(and(eq(teamMembers.accountId, accountId), eq(teamMembers.teamId, teamId)))
        .all()
    ).map((r) => r.userId),
  );

/** Team names per user, for the given users only. */
export async function teamsOfUsers(db: Db, accountId: string, userIds: string[]) {
  if (!userIds.length) return new Map<string, { id: string; name: string }[]>();
  const rows = await db
    .select({ userId: teamMembers.userId, id: teams.id, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.accountId, accountId), inArray(teamMembers.userId, userIds)))
    .all();
  const map = new Map<string, { id: string; name: string }[]>();
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), { id: r.id, name: r.name }]);
  return map;
}

export const teamIdsInAccount = async (db: Db, accountId: string, ids: string[]) =>
  ids.length
    ? (
        await db
          .select({ id: teams.id })
          .from(teams)
          .where(and(eq(teams.accountId, accountId), inArray(teams.id, ids)))
          .all()
      ).map((r) => r.id)
    : [];

/** Sets a user's teams; leaving a team also means leaving its groups. */
export const replaceTeamsStmts = (db: Db, accountId: string, userId: string, teamIds: string[]) => [
  db
    .delete(groupMembers)
    .where(
      and(
        eq(groupMembers.accountId, accountId),
        eq(groupMembers.userId, userId),
        teamIds.length
          ? notInArray(groupMembers.groupId, db.select({ id: groups.id }).from(groups).where(inArray(groups.teamId, teamIds)))
          : undefined,
      ),
    ),
  db.delete(teamMembers).where(and(eq(teamMembers.accountId, accountId), eq(teamMembers.userId, userId))),
  ...teamIds.map((teamId) => db.insert(teamMembers).values({ teamId, userId, accountId, createdAt: Date.now() }).onConflictDoNothing()),
];

export const insertInvitationStmt = (db: Db, row: typeof invitations.$inferInsert) => db.insert(invitations).values(row);

export const pendingInvitations = (db: Db, accountId: string) =>
  db
    .select()
    .from(invitations)
    .where(and(eq(invitations.accountId, accountId), eq(invitations.status, 'pending')))
    .all();

export const findPendingByEmail = (db: Db, accountId: string, emails: string[]) =>
  db
    .select()
    .from(invitations)
    .where(and(eq(invitations.accountId, accountId), eq(invitations.status, 'pending'), inArray(invitations.email, emails)))
    .all();

export const findInvitation = (db: Db, accountId: string, id: string) => findScoped(db, invitations, accountId, id);

export const findInvitationByTokenHash = (db: Db, tokenHash: string) =>
  db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).get();

/** Flips a pending invitation to accepted; the WHERE makes acceptance single-use under races. */
export const acceptInvitationStmt = (db: Db, id: string) =>
  db
    .update(invitations)
    .set({ status: 'accepted' })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id });

export const updateInvitationStmt = (db: Db, accountId: string, id: string, set: Partial<typeof invitations.$inferInsert>) =>
  db
    .update(invitations)
    .set(set)
    .where(and(eq(invitations.accountId, accountId), eq(invitations.id, id)));

export const toInvitationDto = (i: InvitationRow): InvitationDto => ({
  id: i.id,
  email: i.email,
  role: i.role,
  teamIds: i.teamIds,
  isBooker: i.isBooker,
  status: i.status,
  createdAt: new Date(i.createdAt).toISOString(),
  expiresAt: new Date(i.expiresAt).toISOString(),
});
