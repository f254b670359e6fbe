import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns';
import { accountKey } from './identity';
import type { DnsRecordDto } from '../../contracts/scheduler-domain';

// An organization's custom scheduler domain (one at most): the Cloudflare for SaaS custom hostname behind it and
// the last state read from Cloudflare. cf_hostname_id is null only while the first save is creating it.
export const schedulerDomains = sqliteTable(
  'scheduler_domains',
  {
    ...accountKey(),
    hostname: text('hostname').notNull(),
    cfHostnameId: text('cf_hostname_id'),
    status: text('status', { enum: ['pending', 'unverified', 'verified'] }).notNull(),
    hostnameStatus: text('hostname_status'),
    sslStatus: text('ssl_status'),
    records: text('records', { mode: 'json' }).$type<DnsRecordDto[]>().notNull().default([]),
    verificationErrors: text('verification_errors', { mode: 'json' }).$type<string[]>().notNull().default([]),
    rootRedirectUrl: text('root_redirect_url'),
    checkedAt: integer('checked_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('scheduler_domains_hostname_idx').on(t.hostname), index('scheduler_domains_status_idx').on(t.status, t.checkedAt)],
);
