import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';

import type { MailAttachment } from '../../contracts/mail';
import type { MeetingMailFacts } from '../../features/mail/parts/facts';

export type { MailAttachment };

// Every outgoing e-mail is written here first (in the same batch as the change that caused it),
// then delivered by the queue consumer; the dev mailbox reads this table. `dueAt` is when the row's
// queue message should have been delivered (creation, or the retry it was given); `leaseUntil` is set
// while a consumer is sending it. The cron sweep re-queues only rows overdue and not leased.
// A meeting e-mail is written as `facts` (recipient, kind, meeting snapshot, SEQUENCE and DTSTAMP) with
// an empty subject and text: the consumer renders it, stores the result and sets `renderedAt`.
export const outbox = sqliteTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id'),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: text('attachments', { mode: 'json' }).$type<MailAttachment[]>().notNull().default([]),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: integer('created_at').notNull(),
    sentAt: integer('sent_at'),
    dueAt: integer('due_at'),
    leaseUntil: integer('lease_until'),
    facts: text('facts', { mode: 'json' }).$type<MeetingMailFacts>(),
    renderedAt: integer('rendered_at'),
    /** The From it left with, decided on sending: the organization's verified e-mail domain, else the product's. */
    sentFrom: text('sent_from'),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt), index('outbox_status_idx').on(t.status)],
);
