// What building a statement's SQL costs (drizzle's toSQL, which every statement of a D1 batch goes through): the
// statements a booking writes and a read of the slot's shape, built over and over. drizzle's `is` is patched
// (patches/drizzle-orm+0.45.4.patch); `drizzle.statement-sql` is the figure the patch moves. CPU time of this process.
import { drizzle } from 'drizzle-orm/d1';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { meetings, meetingParticipants } from '../worker/db/schema/scheduling';
import type { Db } from '../worker/db/client';
import * as repo from '../worker/features/meetings/repo';

const db = drizzle({} as D1Database) as unknown as Db;
const now = Date.UTC(2027, 0, 5, 15);
const meeting: repo.MeetingInsert = {
  id: 'm1',
  accountId: 'acc',
  meetingTypeId: 'mt',
  hostUserId: 'u1',
  ownerUserId: 'u1',
  title: 'Prospect and Host',
  startAt: now,
  endAt: now + 1_800_000,
  status: 'scheduled',
  source: 'meeting_link',
  linkId: 'l1',
  prospectName: 'Bench Prospect',
  prospectEmail: 'bench@prospect.test',
  prospectTimezone: 'UTC',
  answers: [],
  guests: [],
  utm: {},
  notes: '',
  location: '',
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  icsUid: 'm1@routewise',
  icsSequence: 0,
  manageTokenHash: 'hash',
  createdAt: now,
  updatedAt: now,
};

const statements = () => [
  repo.insertMeetingStmt(db, meeting),
  repo.insertParticipantStmt(db, {
    meetingId: 'm1',
    userId: 'u1',
    accountId: 'acc',
    startAt: now,
    endAt: now + 1_800_000,
    blockStart: now,
    blockEnd: now + 1_800_000,
    role: 'host',
    active: true,
  }),
  repo.updateMeetingStmt(db, 'acc', 'm1', { icsSequence: 1, updatedAt: now }),
  db
    .select({ userId: meetingParticipants.userId, start: meetingParticipants.blockStart, end: meetingParticipants.blockEnd })
    .from(meetingParticipants)
    .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
    .where(
      and(
        eq(meetingParticipants.accountId, 'acc'),
        inArray(meetingParticipants.userId, ['u1', 'u2', 'u3']),
        eq(meetingParticipants.active, true),
        lt(meetingParticipants.blockStart, now + 86_400_000),
        gte(meetingParticipants.blockEnd, now - 86_400_000),
        sql`${meetings.status} <> 'cancelled'`,
      ),
    ),
];

const build = () => {
  let chars = 0;
  for (const s of statements()) chars += s.toSQL().sql.length;
  return chars;
};

for (let i = 0; i < 3_000; i++) build();
const rounds = 20_000;
const cpu0 = process.cpuUsage();
for (let i = 0; i < rounds; i++) build();
const cpu = process.cpuUsage(cpu0);
const perStatementUs = (cpu.user + cpu.system) / rounds / statements().length;
console.log(`drizzle.statement-sql ${perStatementUs.toFixed(1)} us`);
