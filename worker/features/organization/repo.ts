import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/identity';
import type { OrganizationDto } from '../../contracts/organization';

export const findOrganization = (db: Db, accountId: string) => db.select().from(accounts).where(eq(accounts.id, accountId)).get();

export const updateOrganization = (db: Db, accountId: string, set: Partial<typeof accounts.$inferInsert>) =>
  db.update(accounts).set(set).where(eq(accounts.id, accountId)).run();

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
