import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Key } from '../../db/batch';
import { accounts } from '../../db/schema/identity';
import type { OrganizationDto } from '../../contracts/organization';

/** The organization's row, as a statement that can join a batch. */
export const organizationStmt = (db: Db, accountId: Key) => db.select().from(accounts).where(eq(accounts.id, accountId));
export const findOrganization = (db: Db, accountId: string) => organizationStmt(db, accountId).get();

export const insertOrganizationStmt = (db: Db, row: typeof accounts.$inferInsert) => db.insert(accounts).values(row);

/** The organization whose sign-up is open to the given e-mail domain, if any. */
export async function openOrganizationForDomain(db: Db, domain: string) {
  const rows = await db.select().from(accounts).where(eq(accounts.signupMode, 'allowed_domains')).all();
  return rows.find((a) => a.domainAllowlist.map((d) => d.toLowerCase()).includes(domain));
}

export const updateOrganizationStmt = (db: Db, accountId: string, set: Partial<typeof accounts.$inferInsert>) =>
  db.update(accounts).set(set).where(eq(accounts.id, accountId));

export const updateOrganization = (db: Db, accountId: string, set: Partial<typeof accounts.$inferInsert>) =>
  updateOrganizationStmt(db, accountId, set).run();

/** Which of these domains another organization already allows for sign-up. */
export async function domainsAllowedElsewhere(db: Db, accountId: string, domains: string[]) {
  if (!domains.length) return new Set<string>();
  const rows = await db.all<{ value: string }>(
    sql`select distinct j.value as value from accounts a, json_each(a.domain_allowlist) j where a.id <> ${accountId} and j.value in (${sql.join(
      domains.map((d) => sql`${d}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((r) => r.value));
}

export function toOrganizationDto(a: typeof accounts.$inferSelect): OrganizationDto {
  return {
    id: a.id,
    company: a.company,
    logoUrl: a.logoUrl,
    defaultTimezone: a.defaultTimezone,
    emailDomain: a.emailDomain,
    domainAllowlist: a.domainAllowlist,
    signupMode: a.signupMode,
    timeFormat: a.timeFormat,
    allowChangesAfterStart: a.allowChangesAfterStart,
    onboarded: a.onboardedAt !== null,
  };
}
