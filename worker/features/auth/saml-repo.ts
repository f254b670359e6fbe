import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { samlAssertions, samlConnections, samlRequests } from '../../db/schema/sso';

/** An organization's SAML identity provider; `idpCertificates` is a JSON array of PEM certificates. */
export type SamlConnectionRecord = {
  accountId: string;
  idpEntityId: string;
  idpSsoUrl: string;
  idpCertificates: string;
  metadataUrl: string | null;
  defaultRole: 'super_admin' | 'manager' | 'regular';
  status: 'processing' | 'verified';
  verifiedAt: number | null;
  createdBy: string | null;
  createdAt: number;
  updatedAt: number;
};

export const findSamlConnection = (db: Db, accountId: string): Promise<SamlConnectionRecord | undefined> =>
  db.select().from(samlConnections).where(eq(samlConnections.accountId, accountId)).get();

export const upsertSamlConnectionStmt = (db: Db, row: SamlConnectionRecord) =>
  db
    .insert(samlConnections)
    .values(row)
    .onConflictDoUpdate({
      target: samlConnections.accountId,
      set: {
        idpEntityId: row.idpEntityId,
        idpSsoUrl: row.idpSsoUrl,
        idpCertificates: row.idpCertificates,
        metadataUrl: row.metadataUrl,
        defaultRole: row.defaultRole,
        status: row.status,
        verifiedAt: row.verifiedAt,
        updatedAt: row.updatedAt,
      },
    });

export const deleteSamlConnectionStmt = (db: Db, accountId: string) =>
  db.delete(samlConnections).where(eq(samlConnections.accountId, accountId));

export const markSamlVerifiedStmt = (db: Db, accountId: string, at: number) =>
  db.update(samlConnections).set({ status: 'verified', verifiedAt: at }).where(eq(samlConnections.accountId, accountId));

export const insertSamlRequestStmt = (db: Db, row: typeof samlRequests.$inferInsert) => db.insert(samlRequests).values(row);

/** Takes an issued request of the organization (one use): gone whether or not it is still valid. */
export const takeSamlRequest = async (db: Db, accountId: string, id: string) =>
  (
    await db
      .delete(samlRequests)
      .where(and(eq(samlRequests.id, id), eq(samlRequests.accountId, accountId)))
      .returning()
      .all()
  )[0];

/** Records an assertion ID as used; false when it already was (a replay). */
export async function useAssertionId(db: Db, accountId: string, id: string, expiresAt: number): Promise<boolean> {
  const rows = await db.insert(samlAssertions).values({ id, accountId, expiresAt }).onConflictDoNothing().returning().all();
  return rows.length === 1;
}

export const sweepSamlStmts = (db: Db, now: number) => [
  db.delete(samlRequests).where(lt(samlRequests.expiresAt, now)),
  db.delete(samlAssertions).where(lt(samlAssertions.expiresAt, now)),
];
