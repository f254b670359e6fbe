import { sqliteTable, text, integer, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core';
import { users, tenantRow } from './identity';
import { meetingTypes } from './scheduling';
import type { LinkQuestion } from '../../contracts/meeting-links';
import { requiredRef, authoredRow } from './columns';

export type LinkAppearance = { linkColor: string; buttonColor: string; language: 'en' };

// Personal links belong to one owner; group links have a primary organizer and members who either
// all attend (collective) or take turns (round_robin).
export const meetingLinks = sqliteTable(
  'meeting_links',
  {
    ...tenantRow(),
    kind: text('kind', { enum: ['personal', 'group'] }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    ownerUserId: requiredRef('owner_user_id', () => users.id),
    groupMode: text('group_mode', { enum: ['collective', 'round_robin'] }),
    meetingTypeId: requiredRef('meeting_type_id', () => meetingTypes.id),
    questions: text('questions', { mode: 'json' }).$type<LinkQuestion[]>().notNull().default([]),
    appearance: text('appearance', { mode: 'json' }).$type<LinkAppearance>().notNull(),
    redirectUrl: text('redirect_url'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaImage: text('meta_image'),
    ...authoredRow(),
  },
  (t) => [uniqueIndex('meeting_links_slug_idx').on(t.slug), index('meeting_links_account_idx').on(t.accountId, t.ownerUserId)],
);

export const meetingLinkMembers = sqliteTable(
  'meeting_link_members',
  {
    linkId: requiredRef('link_id', () => meetingLinks.id),
    userId: requiredRef('user_id', () => users.id),
    accountId: text('account_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.userId] })],
);

export const homePages = sqliteTable('home_pages', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  accountId: text('account_id').notNull(),
  greeting: text('greeting').notNull(),
  about: text('about').notNull().default(''),
  profileLinks: text('profile_links', { mode: 'json' }).$type<{ label: string; url: string }[]>().notNull().default([]),
  linkIds: text('link_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
  updatedAt: integer('updated_at').notNull(),
});

// A public POST's answer, kept so that a retried request with the same Idempotency-Key gets the same
// answer and never a second meeting. The key row is written in the same batch as the meeting.
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: text('body').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);

// What ends a bookable subject, so it ends once: a routing session is booked or redistributed (later a relay
// session or a campaign visit) books one meeting. The row is inserted in the booking's own batch; its
// primary key refuses a second booking, and a trigger refuses a session that is no longer open.
export const bookingClaims = sqliteTable(
  'booking_claims',
  {
    kind: text('kind', { enum: ['routing_session'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    meetingId: text('meeting_id').notNull(),
    accountId: text('account_id').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectId] })],
);

// A round-robin turn a committed change owes its pod. Written in the change's batch, then applied to
// the pod's Durable Object (which ignores a meeting it has already counted) and marked applied; the
// cron sweep applies any a crash left behind.
export const podTurns = sqliteTable(
  'pod_turns',
  {
    meetingId: text('meeting_id').primaryKey(),
    accountId: text('account_id').notNull(),
    podId: text('pod_id').notNull(),
    memberId: text('member_id').notNull(),
    at: integer('at').notNull(),
    appliedAt: integer('applied_at'),
    // The id the pod already counted the meeting under (a strict pod takes its turn at submission, under the
    // session's id): applying this turn only tells the pod the meeting's own id, so its outcomes find it.
    countedAs: text('counted_as'),
  },
  (t) => [index('pod_turns_pending_idx').on(t.appliedAt, t.at)],
);
