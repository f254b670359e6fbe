import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns';
import { accountKey } from './identity';
import type { EmailDnsRecordDto } from '../../contracts/email-domain';

// An organization's sending domain (one at most): the provider's domain behind it (Resend) and the last state read
// from the provider. provider_domain_id is null only while the first save is registering it.
export const emailDomains = sqliteTable(
  'email_domains',
  {
    ...accountKey(),
    domain: text('domain').notNull(),
    notificationPrefix: text('notification_prefix').notNull(),
    providerDomainId: text('provider_domain_id'),
    status: text('status', { enum: ['pending', 'verified', 'failed'] }).notNull(),
    providerStatus: text('provider_status'),
    records: text('records', { mode: 'json' }).$type<EmailDnsRecordDto[]>().notNull().default([]),
    checkedAt: integer('checked_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('email_domains_domain_idx').on(t.domain), index('email_domains_status_idx').on(t.status, t.checkedAt)],
);
