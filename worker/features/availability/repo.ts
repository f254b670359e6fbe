import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { availabilities } from '../../db/schema/scheduling';
import type { Availability } from '../../contracts/availability';
import { ofAccount } from '../../db/live-rows';

export type OwnerKind = (typeof availabilities.$inferSelect)['ownerKind'];

export const findAvailability = (db: Db, accountId: string, ownerKind: OwnerKind, ownerId: string) =>
  db
    .select()
    .from(availabilities)
    .where(ofAccount(availabilities, accountId, eq(availabilities.ownerKind, ownerKind), eq(availabilities.ownerId, ownerId)))
    .get();

/** Availabilities of many owners of one kind in one query. */
export const findAvailabilitiesStmt = (db: Db, accountId: string, ownerKind: OwnerKind, ownerIds: string[]) =>
  db
    .select()
    .from(availabilities)
    .where(ofAccount(availabilities, accountId, eq(availabilities.ownerKind, ownerKind), inArray(availabilities.ownerId, ownerIds)));

/** Saved availabilities by owner, from findAvailabilitiesStmt's rows. */
export const availabilitiesOf = (rows: unknown) =>
  new Map((rows as (typeof availabilities.$inferSelect)[]).map((r) => [r.ownerId, r.data]));

export const upsertAvailabilityStmt = (db: Db, accountId: string, ownerKind: OwnerKind, ownerId: string, data: Availability) =>
  db
    .insert(availabilities)
    .values({ accountId, ownerKind, ownerId, data, updatedAt: Date.now() })
    .onConflictDoUpdate({ target: [availabilities.ownerKind, availabilities.ownerId], set: { data, updatedAt: Date.now() } });

export const deleteAvailabilityStmt = (db: Db, accountId: string, ownerKind: OwnerKind, ownerId: string) =>
  db
    .delete(availabilities)
    .where(ofAccount(availabilities, accountId, eq(availabilities.ownerKind, ownerKind), eq(availabilities.ownerId, ownerId)));
