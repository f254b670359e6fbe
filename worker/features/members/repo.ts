import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations } from '../../db/schema/identity';
import type { InvitationDto } from '../../contracts/members';
import { findScoped, updateScoped, ofAccount } from '../../db/live-rows';

type InvitationRow = typeof invitations.$inferSelect;

export const insertInvitationStmt = (db: Db, row: typeof invitations.$inferInsert) => db.insert(invitations).values(row);

export const pendingInvitations = (db: Db, accountId: string) =>
  db
    .select()
    .from(invitations)
    .where(ofAccount(invitations, accountId, eq(invitations.status, 'pending')))
    .all();

export const findPendingByEmail = (db: Db, accountId: string, emails: string[]) =>
  db
    .select()
    .from(invitations)
    .where(ofAccount(invitations, accountId, eq(invitations.status, 'pending'), inArray(invitations.email, emails)))
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
  updateScoped(db, invitations, accountId, id, set);

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
