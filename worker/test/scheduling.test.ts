import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { defaultMeetingType } from '../contracts/meeting-types';
import { demo } from './client';

const week = { from: '2026-12-07T00:00:00Z', to: '2026-12-14T00:00:00Z' }; // Monday to Monday

async function createType(c: Awaited<ReturnType<typeof demo>>['admin'], overrides: Record<string, unknown> = {}) {
  const body = {
    ...defaultMeetingType(['demo-ursula']),
    name: `Intro ${crypto.randomUUID().slice(0, 6)}`,
    earliestSlotMinutes: 0,
    bookingWindowDays: 365,
    ...overrides,
  };
  return c.json('POST', '/api/meeting-types', body);
}

describe('availability', () => {
  it('defaults to Monday to Friday 9 to 5 in the member zone', async () => {
    const { user } = await demo();
    const { status, body } = await user.json('GET', '/api/profile/availability');
    expect(status).toBe(200);
    expect(body.data.timeZone).toBe('America/Chicago');
    expect(body.data.weekly[1]).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(body.data.weekly[0]).toEqual([]);
  });

  it('saves a member schedule and rejects overlaps with a field pointer', async () => {
    const { user } = await demo();
    const weekly = [
      [],
      [
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '18:00' },
      ],
      [],
      [],
      [],
      [],
      [],
    ];
    const ok = await user.json('PUT', '/api/profile/availability', {
      timeZone: 'America/Chicago',
      weekly,
      overrides: [{ date: '2026-12-25', intervals: [] }],
      vacations: [],
    });
    expect(ok.status).toBe(200);
    expect((await user.json('GET', '/api/profile/availability')).body.data.weekly[1]).toHaveLength(2);
    const bad = await user.json('PUT', '/api/profile/availability', {
      timeZone: 'America/Chicago',
      weekly: [
        [],
        [
          { start: '08:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ],
        [],
        [],
        [],
        [],
        [],
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].source.pointer).toBe('/weekly/1/1');
    expect(bad.body.errors[0].detail).toContain('Intervals overlap');
  });

  it('lets admins and managers set a team or member availability, not users', async () => {
    const { admin, user, manager } = await demo();
    const teams = (await admin.json('GET', '/api/teams')).body.data;
    const sales = teams.find((t: { name: string }) => t.name === 'Sales');
    const team = await admin.json('GET', `/api/teams/${sales.id}/availability`);
    expect(team.body.data.timeZone).toBe('America/New_York');
    const body = { ...team.body.data, weekly: [[], [{ start: '10:00', end: '16:00' }], [], [], [], [], []] };
    expect((await manager.json('PUT', `/api/teams/${sales.id}/availability`, body)).status).toBe(200);
    expect((await user.json('PUT', `/api/teams/${sales.id}/availability`, body)).status).toBe(403);
    expect((await user.json('PUT', '/api/members/demo-ravi/availability', body)).status).toBe(403);
    expect((await admin.json('PUT', '/api/members/demo-ravi/availability', { ...body, timeZone: 'Asia/Kolkata' })).status).toBe(200);
  });
});

describe('meeting types', () => {
  it('creates, reads, lists, updates, clones and deletes', async () => {
    const { admin } = await demo();
    const created = await createType(admin);
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data.members.map((m: { id: string }) => m.id)).toEqual(['demo-ursula']);
    const list = await admin.json('GET', '/api/meeting-types');
    expect(list.body.data.find((t: { id: string }) => t.id === id)).toMatchObject({ memberCount: 1, status: 'active' });
    const updated = await admin.json('PUT', `/api/meeting-types/${id}`, {
      ...defaultMeetingType(['demo-ursula', 'demo-ravi']),
      name: 'Demo call',
      durationMinutes: 45,
    });
    expect(updated.body.data).toMatchObject({ name: 'Demo call', durationMinutes: 45 });
    const copy = await admin.json('POST', `/api/meeting-types/${id}/clone`);
    expect(copy.status).toBe(201);
    expect(copy.body.data.name).toBe('Copy of Demo call');
    expect(copy.body.data.memberIds).toHaveLength(2);
    expect((await admin.json('DELETE', `/api/meeting-types/${id}`)).status).toBe(204);
    expect((await admin.json('GET', `/api/meeting-types/${id}`)).status).toBe(404);
  });

  it('applies the spec validation with its wording', async () => {
    const { admin } = await demo();
    const expectError = async (overrides: Record<string, unknown>, pointer: string, detail: string) => {
      const res = await createType(admin, overrides);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ source: { pointer }, detail })]));
    };
    await expectError({ name: '' }, '/name', 'Name is a required field');
    await expectError({ durationMinutes: 721 }, '/durationMinutes', 'Duration must be at most 720 minutes');
    await expectError({ memberIds: [] }, '/memberIds', 'Select at least one member');
    await expectError({ locationType: 'custom', customLocation: '' }, '/customLocation', 'Custom location is required');
    await expectError({ calendarTitle: '' }, '/calendarTitle', 'Calendar title is required');
    await expectError({ inviteSubject: ' ' }, '/inviteSubject', 'Invite e-mail title and body are required');
    await expectError({ inviteBody: '' }, '/inviteBody', 'Invite e-mail title and body are required');
    await expectError({ reminderEnabled: true, reminderSubject: '' }, '/reminderSubject', 'Reminder subject and body are required');
    await expectError({ reminderEnabled: true, reminderBody: '' }, '/reminderBody', 'Reminder subject and body are required');
    await expectError({ kind: 'event', eventDates: [] }, '/eventDates', 'An event needs at least one date');
  });

  it('refuses members of another organization and unknown members', async () => {
    const { admin } = await demo();
    const res = await createType(admin, { memberIds: ['no-such-user'] });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].source.pointer).toBe('/memberIds');
  });

  it('refuses a member in two events on the same date', async () => {
    const { admin } = await demo();
    const date = { date: '2026-12-09', intervals: [{ start: '09:00', end: '12:00' }] };
    expect((await createType(admin, { kind: 'event', eventDates: [date], memberIds: ['demo-ravi'] })).status).toBe(201);
    const clash = await createType(admin, { kind: 'event', eventDates: [date], memberIds: ['demo-ravi'] });
    expect(clash.status).toBe(422);
    expect(clash.body.errors[0].detail).toMatch(/Ravi Rep is already in the event/);
    expect(
      (await createType(admin, { kind: 'event', eventDates: [{ ...date, date: '2026-12-10' }], memberIds: ['demo-ravi'] })).status,
    ).toBe(201);
  });

  it('marks event types expired once their dates have passed', async () => {
    const { admin } = await demo();
    const past = await createType(admin, {
      kind: 'event',
      eventDates: [{ date: '2020-01-02', intervals: [{ start: '09:00', end: '10:00' }] }],
      memberIds: ['demo-manager'],
    });
    expect(past.body.data.status).toBe('expired');
  });

  it('lets users read but not write meeting types', async () => {
    const { admin, user } = await demo();
    const created = await createType(admin);
    expect((await user.json('GET', `/api/meeting-types/${created.body.data.id}`)).status).toBe(200);
    expect((await createType(user)).status).toBe(403);
    expect((await user.json('DELETE', `/api/meeting-types/${created.body.data.id}`)).status).toBe(403);
  });
});

describe('slot preview', () => {
  it('offers slots inside availability, outside busy time, grouped in the viewer zone', async () => {
    const { admin } = await demo();
    const type = (await createType(admin, { memberIds: ['demo-manager'], durationMinutes: 30, slotIncrementMinutes: 30 })).body.data;
    // Max Manager: New York, Mon-Fri 9-17 by default. Book him 10:00-11:00 New York on Tuesday 8 Dec.
    await env.DB.batch([
      env.DB.prepare(
        "insert into meetings (id, account_id, host_user_id, title, start_at, end_at, status, created_at) values ('m-busy', 'demo-account', 'demo-manager', 'Busy', ?, ?, 'scheduled', 0)",
      ).bind(Date.parse('2026-12-08T15:00:00Z'), Date.parse('2026-12-08T16:00:00Z')),
      env.DB.prepare(
        "insert into meeting_participants (meeting_id, user_id, account_id, start_at, end_at, block_start, block_end, active) values ('m-busy', 'demo-manager', 'demo-account', ?1, ?2, ?1, ?2, 1)",
      ).bind(Date.parse('2026-12-08T15:00:00Z'), Date.parse('2026-12-08T16:00:00Z')),
    ]);
    const res = await admin.json('GET', `/api/meeting-types/${type.id}/slots?from=${week.from}&to=${week.to}&timezone=America/New_York`);
    expect(res.status).toBe(200);
    const days = res.body.data.days as { date: string; slots: { start: string }[] }[];
    expect(days.map((d) => d.date)).toEqual(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11']);
    expect(days[0].slots[0].start).toBe('2026-12-07T14:00:00.000Z');
    expect(days[0].slots).toHaveLength(16);
    const tuesday = days[1].slots.map((s) => s.start);
    expect(tuesday).not.toContain('2026-12-08T15:00:00.000Z');
    expect(tuesday).not.toContain('2026-12-08T15:30:00.000Z');
    expect(tuesday).toHaveLength(14);
  });

  it('rejects a bad window and an unknown zone', async () => {
    const { admin } = await demo();
    const type = (await createType(admin)).body.data;
    expect((await admin.json('GET', `/api/meeting-types/${type.id}/slots?from=nope&to=${week.to}`)).status).toBe(422);
    expect((await admin.json('GET', `/api/meeting-types/${type.id}/slots?from=${week.from}&to=${week.to}&timezone=Mars/Base`)).status).toBe(
      422,
    );
    expect((await admin.json('GET', `/api/meeting-types/${type.id}/slots?from=${week.to}&to=${week.from}`)).status).toBe(422);
  });
});
