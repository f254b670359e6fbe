import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { securitySettings, sessions } from '../../db/schema/identity';
import { ofAccount } from '../../db/live-rows';

/** An organization's stored Login and SSO settings. */
export type SecuritySettingsRecord = {
  accountId: string;
  loginMethods: string[];
  sessionLengthHours: number;
  idleTimeoutMinutes: number | null;
  updatedAt: number;
};

export const findSecuritySettings = (db: Db, accountId: string): Promise<SecuritySettingsRecord | undefined> =>
  db.select().from(securitySettings).where(eq(securitySettings.accountId, accountId)).get();

export const upsertSecuritySettingsStmt = (db: Db, row: SecuritySettingsRecord) =>
  db
    .insert(securitySettings)
    .values(row)
    .onConflictDoUpdate({
      target: securitySettings.accountId,
      set: {
        loginMethods: row.loginMethods,
        sessionLengthHours: row.sessionLengthHours,
        idleTimeoutMinutes: row.idleTimeoutMinutes,
        updatedAt: row.updatedAt,
      },
    });

/** Puts the organization's current session length and idle timeout on every one of its sessions. */
export const applySessionPolicyStmt = (db: Db, accountId: string, lengthMs: number, idleMs: number | null) =>
  db
    .update(sessions)
    .set({ expiresAt: sql`${sessions.createdAt} + ${lengthMs}`, idleTimeoutMs: idleMs })
    .where(eq(sessions.accountId, accountId));

/** Ends every session of the organization but one (the caller's). */
export const deleteOtherSessionsStmt = (db: Db, accountId: string, keepTokenHash: string) =>
  db
    .delete(sessions)
    .where(ofAccount(sessions, accountId, ne(sessions.tokenHash, keepTokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
