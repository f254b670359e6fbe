import { and, eq, inArray, like, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations, users } from '../../db/schema/identity';
import { groupMembers, groups, teamMembers, teams } from '../../db/schema/teams';
import type { InvitationDto, MemberDto } from '../../contracts/members';

export type UserRow = typeof users.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;

export const findMember = (db: Db, accountId: string, id: string) =>
  db.select().from(users).where(and(eq(users.accountId, accountId), eq(users.id, id))).get();

export const findUserByEmail = (db: Db, email: string) => db.select().from(users).where(eq(users.email, email)).get();

export async function listMembers(db: Db, accountId: string, f: { q?: string; role?: UserRow['role']; status?: UserRow['status']; teamId?: string; excludeDeleted?: boolean }) {
  const conds = [eq(users.accountId, accountId)];
  if (f.excludeDeleted) conds.push(ne(users.status, 'deleted'));
  if (f.q) {
    const pattern = `%${f.q.replace(/[%_]/g, '')}%`;
    conds.push(or(like(users.name, pattern), like(users.email, pattern))!);
  }
  if (f.role) conds.push(eq(users.role, f.role));
  if (f.status) conds.push(eq(users.status, f.status));
  if (f.teamId) {
    conds.push(inArray(users.id, db.select({ id: teamMembers.userId }).from(teamMembers).where(and(eq(teamMembers.teamId, f.teamId), eq(teamMembers.accountId, accountId)))));
  }
  return db.select().from(users).where(and(...conds)).orderBy(sql`lower(${users.name})`).all();
}

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
    ? (await db.select({ id: teams.id }).from(teams).where(and(eq(teams.accountId, accountId), inArray(teams.id, ids))).all()).map((r) => r.id)
    : [];

export const updateUserStmt = (db: Db, accountId: string, id: string, set: Partial<typeof users.$inferInsert>) =>
  db.update(users).set(set).where(and(eq(users.accountId, accountId), eq(users.id, id)));

/** Sets a user's teams; leaving a team also means leaving its groups. */
export const replaceTeamsStmts = (db: Db, accountId: string, userId: string, teamIds: string[]) => [
  db.delete(groupMembers).where(
    and(
      eq(groupMembers.accountId, accountId),
      eq(groupMembers.userId, userId),
      teamIds.length ? notInArray(groupMembers.groupId, db.select({ id: groups.id }).from(groups).where(inArray(groups.teamId, teamIds))) : undefined,
    ),
  ),
  db.delete(teamMembers).where(and(eq(teamMembers.accountId, accountId), eq(teamMembers.userId, userId))),
  ...teamIds.map((teamId) => db.insert(teamMembers).values({ teamId, userId, accountId, createdAt: Date.now() }).onConflictDoNothing()),
];

export const insertInvitationStmt = (db: Db, row: typeof invitations.$inferInsert) => db.insert(invitations).values(row);

export const pendingInvitations = (db: Db, accountId: string) =>
  db.select().from(invitations).where(and(eq(invitations.accountId, accountId), eq(invitations.status, 'pending'))).all();

export const findPendingByEmail = (db: Db, accountId: string, emails: string[]) =>
  db
    .select()
    .from(invitations)
    .where(and(eq(invitations.accountId, accountId), eq(invitations.status, 'pending'), inArray(invitations.email, emails)))
    .all();

export const findInvitation = (db: Db, accountId: string, id: string) =>
  db.select().from(invitations).where(and(eq(invitations.accountId, accountId), eq(invitations.id, id))).get();

export const findInvitationByTokenHash = (db: Db, tokenHash: string) =>
  db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).get();

/** Flips a pending invitation to accepted; the WHERE makes acceptance single-use under races. */
export const acceptInvitationStmt = (db: Db, id: string) =>
  db.update(invitations).set({ status: 'accepted' }).where(and(eq(invitations.id, id), eq(invitations.status, 'pending'))).returning({ id: invitations.id });

export const updateInvitationStmt = (db: Db, accountId: string, id: string, set: Partial<typeof invitations.$inferInsert>) =>
  db.update(invitations).set(set).where(and(eq(invitations.accountId, accountId), eq(invitations.id, id)));

export function toMemberDto(u: UserRow, teamList: { id: string; name: string }[] = []): MemberDto {
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

export const activeUsersByIds = (db: Db, accountId: string, ids: string[]) =>
  ids.length ? db.select().from(users).where(and(eq(users.accountId, accountId), eq(users.status, 'active'), inArray(users.id, ids))).all() : Promise.resolve([]);

export const activeUsersByEmails = (db: Db, accountId: string, emails: string[]) =>
  emails.length ? db.select().from(users).where(and(eq(users.accountId, accountId), eq(users.status, 'active'), inArray(sql`lower(${users.email})`, emails.map((e) => e.toLowerCase())))).all() : Promise.resolve([]);

export const usersByIds = (db: Db, accountId: string, ids: string[]) =>
  ids.length ? db.select({ id: users.id, name: users.name }).from(users).where(and(eq(users.accountId, accountId), inArray(users.id, ids.slice(0, 90)))).all() : Promise.resolve([]);
