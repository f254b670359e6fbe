import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ssoConnections, ssoDomains } from '../../db/schema/sso';

/** An organization's OpenID Connect provider; `clientSecret` is sealed (worker/lib/vault.ts). */
export type SsoConnectionRecord = {
  accountId: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  createdBy: string | null;
  createdAt: number;
  updatedAt: number;
};

export const findSsoConnection = (db: Db, accountId: string): Promise<SsoConnectionRecord | undefined> =>
  db.select().from(ssoConnections).where(eq(ssoConnections.accountId, accountId)).get();

export const ssoDomainsOf = async (db: Db, accountId: string) =>
  (await db.select({ domain: ssoDomains.domain }).from(ssoDomains).where(eq(ssoDomains.accountId, accountId)).all())
    .map((r) => r.domain)
    .sort();

/** The organization whose identity provider signs in addresses of a domain. */
export const accountOfSsoDomain = async (db: Db, domain: string) =>
  (await db.select({ accountId: ssoDomains.accountId }).from(ssoDomains).where(eq(ssoDomains.domain, domain)).get())?.accountId;

export const upsertSsoConnectionStmt = (db: Db, row: SsoConnectionRecord) =>
  db
    .insert(ssoConnections)
    .values(row)
    .onConflictDoUpdate({
      target: ssoConnections.accountId,
      set: { issuer: row.issuer, clientId: row.clientId, clientSecret: row.clientSecret, updatedAt: row.updatedAt },
    });

export const deleteSsoConnectionStmt = (db: Db, accountId: string) =>
  db.delete(ssoConnections).where(eq(ssoConnections.accountId, accountId));
export const deleteSsoDomainsStmt = (db: Db, accountId: string) => db.delete(ssoDomains).where(eq(ssoDomains.accountId, accountId));
export const insertSsoDomainsStmt = (db: Db, accountId: string, domains: string[]) =>
  db.insert(ssoDomains).values(domains.map((domain) => ({ domain, accountId })));
