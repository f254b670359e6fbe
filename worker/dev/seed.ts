import type { Db } from '../db/client';
import type { Caller, Env } from '../env';
import { demoRouterId, seedShowcase } from './seed-showcase';
import type { Role } from '../contracts/common';
import { findUserByEmail, hashPassword, insertUserStmt } from '../features/auth/service';
import { insertOrganizationStmt, organizationById } from '../features/organization/service';
import { createGroup, createTeam } from '../features/teams/service';
import { createMeetingType } from '../features/meeting-types/service';
import { saveMemberAvailability } from '../features/availability/service';
import { defaultMeetingType } from '../contracts/meeting-types';
import * as v from 'valibot';
import { meetingTypeSchema } from '../contracts/meeting-types';

export const DEMO_PASSWORD = 'Demo-pass1!';
export const DEMO_ACCOUNT_ID = 'demo-account';

type DemoUser = { key: string; name: string; email: string; role: Role; isBooker?: boolean; timezone: string };
export const DEMO_USERS: DemoUser[] = [
  { key: 'admin', name: 'Ada Admin', email: 'admin@acme.test', role: 'super_admin', timezone: 'America/New_York' },
  { key: 'manager', name: 'Max Manager', email: 'manager@acme.test', role: 'manager', timezone: 'America/New_York' },
  { key: 'ursula', name: 'Ursula Rep', email: 'ursula@acme.test', role: 'regular', timezone: 'America/Chicago' },
  { key: 'ravi', name: 'Ravi Rep', email: 'ravi@acme.test', role: 'regular', timezone: 'Asia/Kolkata' },
  { key: 'booker', name: 'Bea Booker', email: 'booker@acme.test', role: 'regular', isBooker: true, timezone: 'Europe/Berlin' },
];

/**
 * Seeds the demo organization once; running it again changes nothing and returns the same logins.
 * With `env` (the local app), it also adds links, meetings, rules and pods to look around in.
 */
export async function seedDemo(db: Db, env?: Env, opts: { passwordHash?: Promise<string> } = {}) {
  const logins = DEMO_USERS.map((u) => ({ role: u.role, email: u.email, password: DEMO_PASSWORD }));
  // The demo admin (ids.admin below), acting in the seed whether the organization is new or already there.
  const admin: Caller = {
    userId: 'demo-admin',
    accountId: DEMO_ACCOUNT_ID,
    role: 'super_admin',
    isBooker: false,
    email: DEMO_USERS[0].email,
    name: DEMO_USERS[0].name,
    sessionHash: '',
  };
  const existing = async () => ({ created: false, logins, routerId: env ? await demoRouterId(db, admin) : null });
  if (await organizationById(db, DEMO_ACCOUNT_ID)) return existing();
  if (await findUserByEmail(db, DEMO_USERS[0].email)) return { created: false, logins, routerId: null };
  const now = Date.now();
  const passwordHash = await (opts.passwordHash ?? hashPassword(DEMO_PASSWORD));
  const ids = Object.fromEntries(DEMO_USERS.map((u) => [u.key, `demo-${u.key}`]));
  await db.batch([
    insertOrganizationStmt(db, {
      id: DEMO_ACCOUNT_ID,
      company: 'Acme Inc.',
      emailDomain: 'acme.test',
      domainAllowlist: ['acme.test'],
      signupMode: 'invite_only',
      defaultTimezone: 'America/New_York',
      // Demos show everything: the demo organization is on the Enterprise plan (spec section 6 gates).
      plan: 'enterprise',
      onboardedAt: now,
      createdAt: now,
    }),
    ...DEMO_USERS.map((u) =>
      insertUserStmt(db, {
        id: ids[u.key],
        accountId: DEMO_ACCOUNT_ID,
        email: u.email,
        name: u.name,
        role: u.role,
        isBooker: u.isBooker ?? false,
        timezone: u.timezone,
        passwordHash,
        onboardedAt: now,
        createdAt: now,
      }),
    ),
  ]);
  const sales = await createTeam(db, admin, {
    name: 'Sales',
    timezone: 'America/New_York',
    memberIds: [ids.manager, ids.ursula, ids.ravi, ids.booker],
  });
  await createGroup(db, admin, sales.id, { name: 'Enterprise', memberIds: [ids.ursula, ids.manager] });
  await createGroup(db, admin, sales.id, { name: 'Mid-market', memberIds: [ids.ravi] });
  const cs = await createTeam(db, admin, { name: 'Customer Success', timezone: 'Europe/Berlin', memberIds: [ids.booker, ids.ravi] });
  await createGroup(db, admin, cs.id, { name: 'EMEA', memberIds: [ids.booker] });
  await createGroup(db, admin, cs.id, { name: 'APAC', memberIds: [ids.ravi] });
  await saveMemberAvailability(db, admin, ids.ravi, {
    timeZone: 'Asia/Kolkata',
    weekly: [
      [],
      [
        { start: '10:00', end: '13:00' },
        { start: '14:00', end: '19:00' },
      ],
      [{ start: '10:00', end: '19:00' }],
      [{ start: '10:00', end: '19:00' }],
      [{ start: '10:00', end: '19:00' }],
      [{ start: '10:00', end: '16:00' }],
      [],
    ],
    overrides: [],
    vacations: [],
  });
  const type = (overrides: Partial<ReturnType<typeof defaultMeetingType>>) =>
    v.parse(meetingTypeSchema, { ...defaultMeetingType(), ...overrides });
  await createMeetingType(
    db,
    admin,
    type({ name: 'Intro call', durationMinutes: 30, memberIds: [ids.ursula, ids.ravi, ids.manager], color: '#4f46e5' }),
  );
  await createMeetingType(
    db,
    admin,
    type({
      name: 'Product demo',
      durationMinutes: 45,
      memberIds: [ids.ursula, ids.manager],
      availabilitySource: 'team',
      teamId: sales.id,
      bufferAfterMinutes: 15,
      color: '#0891b2',
    }),
  );
  await createMeetingType(
    db,
    admin,
    type({
      name: 'Onboarding kickoff',
      durationMinutes: 60,
      memberIds: [ids.booker, ids.ravi],
      slotIncrementMinutes: 60,
      color: '#16a34a',
    }),
  );
  if (env) await seedShowcase(env, db, admin);
  return { created: true, logins, routerId: env ? await demoRouterId(db, admin) : null };
}
