import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/identity';
import type { OrganizationDto } from '../../contracts/organization';

export const findOrganization = (db: Db, accountId: string) => db.select().from(accounts).where(eq(accounts.id, accountId)).get();

export const updateOrganization = (db: Db, accountId: string, set: Partial<typeof accounts.$inferInsert>) =>
  db.update(accounts).set(set).where(eq(accounts.id, accountId)).run();

/** Which of these domains another organization already allows for sign-up. */
export async function domainsAllowedElsewhere(db: Db, accountId: string, domains: string[]) {
  if (!domains.length) return new Set<string>();
  const rows = await db.all<{ value: string }>(
    sql`select distinct j.value as value from accounts a, json_each(a.domain_allowlist) j where a.id <> ${accountId} and j.value in (${sql.join(domains.map((d) => sql`${d}`), sql`, `)})`,
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
