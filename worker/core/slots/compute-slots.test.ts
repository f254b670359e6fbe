import { describe, it, expect } from 'vitest';
import type { AvailabilityInput } from '../../contracts/availability';
import { computeSlots, type SlotMember, type SlotQuery, type SlotSettings } from './compute-slots';

const ms = (iso: string) => Date.parse(iso);
const iso = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 16);

type Day = { start: string; end: string }[];
const daily = (day: Day) => [day, day, day, day, day, day, day];
const onSunday = (day: Day) => [day, [], [], [], [], [], []];
const onMonday = (day: Day) => [[], day, [], [], [], [], []];

function member(
  id: string,
  timeZone: string,
  weekly: Day[],
  extra: Partial<AvailabilityInput> & { busy?: [string, string][] } = {},
): SlotMember {
  const { busy = [], ...rest } = extra;
  return { id, availability: { timeZone, weekly, ...rest }, busy: busy.map(([start, end]) => ({ start: ms(start), end: ms(end) })) };
}

const base: SlotSettings = {
  durationMinutes: 30,
  slotIncrementMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  earliestSlotMinutes: 0,
  bookingWindowDays: 365,
};

function slots(
  members: SlotMember[],
  window: [string, string],
  options: { settings?: Partial<SlotSettings>; mode?: SlotQuery['mode']; now?: string; dayZone?: string } = {},
): string[] {
  const query: SlotQuery = {
    settings: { ...base, ...options.settings },
    members,
    mode: options.mode ?? 'any',
    now: ms(options.now ?? '2024-01-01T00:00Z'),
    window: { from: ms(window[0]), to: ms(window[1]) },
    dayZone: options.dayZone,
  };
  return computeSlots(query).map((slot) => {
    expect(slot.end - slot.start).toBe(query.settings.durationMinutes * 60_000);
    return `${iso(slot.start)} ${slot.memberIds.join(',')}`;
  });
}

const monday = ['2024-07-08T00:00Z', '2024-07-09T00:00Z'] as [string, string];

describe('computeSlots: grid and time zones', () => {
  it('offers every increment where the meeting fits', () => {
    const ann = member('ann', 'UTC', onMonday([{ start: '09:00', end: '11:00' }]));
    expect(slots([ann], monday)).toEqual(['2024-07-08T09:00 ann', '2024-07-08T09:30 ann', '2024-07-08T10:00 ann', '2024-07-08T10:30 ann']);
    expect(slots([ann], monday, { settings: { slotIncrementMinutes: 15 } })).toHaveLength(7);
    expect(slots([ann], monday, { settings: { durationMinutes: 120 } })).toEqual(['2024-07-08T09:00 ann']);
    expect(slots([ann], monday, { settings: { durationMinutes: 121 } })).toEqual([]);
  });

  it('counts the grid from local midnight, not from the start of availability', () => {
    const ann = member('ann', 'UTC', onMonday([{ start: '09:10', end: '10:00' }]));
    expect(slots([ann], monday, { settings: { slotIncrementMinutes: 15, durationMinutes: 15 } })).toEqual([
      '2024-07-08T09:15 ann',
      '2024-07-08T09:30 ann',
      '2024-07-08T09:45 ann',
    ]);
  });

  it('aligns to the local grid in +05:45 and +05:30 zones', () => {
    const kathmandu = member('kat', 'Asia/Kathmandu', onMonday([{ start: '09:00', end: '10:00' }]));
    expect(slots([kathmandu], monday, { settings: { slotIncrementMinutes: 15, durationMinutes: 15 } })).toEqual([
      '2024-07-08T03:15 kat',
      '2024-07-08T03:30 kat',
      '2024-07-08T03:45 kat',
      '2024-07-08T04:00 kat',
    ]);
    const kolkata = member('kol', 'Asia/Kolkata', onMonday([{ start: '09:00', end: '10:00' }]));
    expect(slots([kolkata], monday, { settings: { slotIncrementMinutes: 20, durationMinutes: 20 } })).toEqual([
      '2024-07-08T03:30 kol',
      '2024-07-08T03:50 kol',
      '2024-07-08T04:10 kol',
    ]);
  });

  it.each([
    [
      'New York spring-forward: 01:00-04:00 has two real hours',
      'America/New_York',
      '2024-03-10',
      '01:00',
      '04:00',
      30,
      ['2024-03-10T06:00', '2024-03-10T06:30', '2024-03-10T07:00', '2024-03-10T07:30'],
    ],
    ['New York spring-forward: 02:00-03:00 does not exist', 'America/New_York', '2024-03-10', '02:00', '03:00', 30, []],
    [
      'New York fall-back: 01:00-02:00 is offered in both occurrences',
      'America/New_York',
      '2024-11-03',
      '01:00',
      '02:00',
      30,
      ['2024-11-03T05:00', '2024-11-03T05:30', '2024-11-03T06:00', '2024-11-03T06:30'],
    ],
    [
      'Berlin spring-forward: 01:00-04:00 skips 02:xx',
      'Europe/Berlin',
      '2024-03-31',
      '01:00',
      '04:00',
      30,
      ['2024-03-31T00:00', '2024-03-31T00:30', '2024-03-31T01:00', '2024-03-31T01:30'],
    ],
    [
      'Berlin fall-back: 02:00-03:00 happens twice',
      'Europe/Berlin',
      '2024-10-27',
      '02:00',
      '03:00',
      30,
      ['2024-10-27T00:00', '2024-10-27T00:30', '2024-10-27T01:00', '2024-10-27T01:30'],
    ],
    [
      'Lord Howe spring-forward: 30 minutes vanish at 02:00',
      'Australia/Lord_Howe',
      '2024-10-06',
      '01:00',
      '03:00',
      30,
      ['2024-10-05T14:30', '2024-10-05T15:00', '2024-10-05T15:30'],
    ],
    ['Lord Howe spring-forward: hourly grid has no 02:00', 'Australia/Lord_Howe', '2024-10-06', '01:00', '03:00', 60, ['2024-10-05T14:30']],
    [
      'Lord Howe fall-back: 01:30-02:00 happens twice',
      'Australia/Lord_Howe',
      '2024-04-07',
      '01:00',
      '02:00',
      30,
      ['2024-04-06T14:00', '2024-04-06T14:30', '2024-04-06T15:00'],
    ],
    ['Kathmandu has no DST', 'Asia/Kathmandu', '2024-03-10', '00:00', '01:00', 30, ['2024-03-09T18:15', '2024-03-09T18:45']],
    ['Kolkata has no DST', 'Asia/Kolkata', '2024-03-10', '00:00', '01:00', 30, ['2024-03-09T18:30', '2024-03-09T19:00']],
  ])('%s', (_, timeZone, date, start, end, increment, expected) => {
    const host = member('m', timeZone, onSunday([{ start, end }]));
    const day = ms(`${date}T00:00Z`);
    const result = slots([host], [iso(day - 86_400_000), iso(day + 2 * 86_400_000)], {
      settings: { slotIncrementMinutes: increment, durationMinutes: increment },
    });
    expect(result).toEqual(expected.map((start) => `${start} m`));
  });

  it('runs a schedule past midnight into the next day', () => {
    const owl = member('owl', 'UTC', [[], [], [], [], [], [{ start: '22:00', end: '02:00' }], []]);
    expect(
      slots([owl], ['2024-07-12T00:00Z', '2024-07-14T00:00Z'], { settings: { durationMinutes: 60, slotIncrementMinutes: 60 } }),
    ).toEqual(['2024-07-12T22:00 owl', '2024-07-12T23:00 owl', '2024-07-13T00:00 owl', '2024-07-13T01:00 owl']);
  });

  it('lets a meeting cross midnight when availability does', () => {
    const owl = member('owl', 'UTC', [[], [], [], [], [{ start: '20:00', end: '24:00' }], [{ start: '00:00', end: '01:00' }], []]);
    expect(slots([owl], ['2024-07-11T23:00Z', '2024-07-12T00:00Z'], { settings: { durationMinutes: 90 } })).toEqual([
      '2024-07-11T23:00 owl',
      '2024-07-11T23:30 owl',
    ]);
  });
});

describe('computeSlots: overrides and vacations', () => {
  it('uses an override instead of the weekly hours, and an empty override is a day off', () => {
    const ann = member('ann', 'Europe/Berlin', daily([{ start: '09:00', end: '10:00' }]), {
      overrides: [
        { date: '2024-07-09', intervals: [] },
        { date: '2024-07-10', intervals: [{ start: '14:00', end: '15:00' }] },
      ],
    });
    expect(
      slots([ann], ['2024-07-08T00:00Z', '2024-07-11T00:00Z'], { settings: { durationMinutes: 60, slotIncrementMinutes: 60 } }),
    ).toEqual(['2024-07-08T07:00 ann', '2024-07-10T12:00 ann']);
  });

  it('removes vacation dates and vacation instants', () => {
    const ann = member('ann', 'UTC', daily([{ start: '09:00', end: '11:00' }]), {
      vacations: [
        { kind: 'dates', startDate: '2024-07-09', endDate: '2024-07-10' },
        { kind: 'instants', start: '2024-07-11T09:30:00Z', end: '2024-07-11T10:00:00Z' },
      ],
    });
    expect(slots([ann], ['2024-07-08T00:00Z', '2024-07-12T00:00Z'], { settings: { durationMinutes: 60 } })).toEqual([
      '2024-07-08T09:00 ann',
      '2024-07-08T09:30 ann',
      '2024-07-08T10:00 ann',
      '2024-07-11T10:00 ann',
    ]);
  });
});

describe('computeSlots: busy time and buffers', () => {
  const ann = (busy: [string, string][]) => member('ann', 'UTC', onMonday([{ start: '09:00', end: '13:00' }]), { busy });

  it('never overlaps a busy event', () => {
    expect(
      slots([ann([['2024-07-08T10:00Z', '2024-07-08T11:00Z']])], monday, { settings: { slotIncrementMinutes: 15 } }).map((s) =>
        s.slice(11, 16),
      ),
    ).toEqual(['09:00', '09:15', '09:30', '11:00', '11:15', '11:30', '11:45', '12:00', '12:15', '12:30']);
  });

  it('keeps bufferBefore free before the meeting and bufferAfter free after it', () => {
    // Busy 10:00-11:00 with before 15 and after 10: a meeting must end by 09:50 or start at 11:15 or later.
    const result = slots([ann([['2024-07-08T10:00Z', '2024-07-08T11:00Z']])], monday, {
      settings: { slotIncrementMinutes: 5, bufferBeforeMinutes: 15, bufferAfterMinutes: 10 },
    }).map((s) => s.slice(11, 16));
    expect(result.filter((start) => start < '10:00').at(-1)).toBe('09:20');
    expect(result.find((start) => start > '10:00')).toBe('11:15');
  });

  it('lets buffers fall outside working hours', () => {
    expect(slots([ann([])], monday, { settings: { bufferBeforeMinutes: 30, bufferAfterMinutes: 30 } })[0]).toBe('2024-07-08T09:00 ann');
  });

  it('rounds busy instants outwards to whole minutes', () => {
    const result = slots([ann([['2024-07-08T10:00:30Z', '2024-07-08T10:29:30Z']])], monday, { settings: { slotIncrementMinutes: 15 } });
    expect(result.map((s) => s.slice(11, 16))).not.toContain('09:45');
    expect(result.map((s) => s.slice(11, 16))).toContain('10:30');
  });

  it('accepts busy events in any order', () => {
    const busy: [string, string][] = [
      ['2024-07-08T12:00Z', '2024-07-08T13:00Z'],
      ['2024-07-08T09:00Z', '2024-07-08T10:00Z'],
    ];
    expect(slots([ann(busy)], monday, { settings: { durationMinutes: 60, slotIncrementMinutes: 60 } })).toEqual([
      '2024-07-08T10:00 ann',
      '2024-07-08T11:00 ann',
    ]);
  });
});

describe('computeSlots: notice, booking window and window', () => {
  const ann = member('ann', 'UTC', daily([{ start: '09:00', end: '17:00' }]));
  const tokyo = member('tok', 'Asia/Tokyo', daily([{ start: '09:00', end: '17:00' }]));

  it('starts no earlier than now + earliest slot, rounding now up to the minute', () => {
    const result = slots([ann], monday, { now: '2024-07-08T09:07:30Z', settings: { earliestSlotMinutes: 60, slotIncrementMinutes: 15 } });
    expect(result[0]).toBe('2024-07-08T10:15 ann');
    expect(slots([ann], monday, { now: '2024-07-08T09:15:00Z', settings: { slotIncrementMinutes: 15 } })[0]).toBe('2024-07-08T09:15 ann');
  });

  it('counts the booking window in calendar days of the member, today included', () => {
    const week = ['2024-07-08T00:00Z', '2024-07-15T00:00Z'] as [string, string];
    const days = (result: string[]) => [...new Set(result.map((s) => s.slice(0, 10)))];
    expect(days(slots([ann], week, { now: '2024-07-08T15:00Z', settings: { bookingWindowDays: 2 } }))).toEqual([
      '2024-07-08',
      '2024-07-09',
    ]);
    // 15:00 UTC Monday is already Tuesday in Tokyo, so Tokyo's two days are Tuesday and Wednesday.
    const inTokyo = slots([tokyo], week, { now: '2024-07-08T15:00Z', settings: { bookingWindowDays: 2 } });
    expect(inTokyo[0]).toBe('2024-07-09T00:00 tok');
    expect(inTokyo.at(-1)).toBe('2024-07-10T07:30 tok');
    expect(slots([ann], week, { now: '2024-07-08T15:00Z', settings: { bookingWindowDays: 0 } })).toEqual([]);
  });

  it('can count only days that have slots', () => {
    const mondaysAndWednesdays = member('ann', 'UTC', [
      [],
      [{ start: '09:00', end: '10:00' }],
      [],
      [{ start: '09:00', end: '10:00' }],
      [],
      [],
      [],
    ]);
    const result = slots([mondaysAndWednesdays], ['2024-07-08T00:00Z', '2024-07-31T00:00Z'], {
      now: '2024-07-08T00:00Z',
      settings: { bookingWindowDays: 3, bookingWindowKind: 'available_days', durationMinutes: 60 },
    });
    expect(result).toEqual(['2024-07-08T09:00 ann', '2024-07-10T09:00 ann', '2024-07-15T09:00 ann']);
    const later = slots([mondaysAndWednesdays], ['2024-07-09T00:00Z', '2024-07-31T00:00Z'], {
      now: '2024-07-08T00:00Z',
      settings: { bookingWindowDays: 3, bookingWindowKind: 'available_days', durationMinutes: 60 },
    });
    expect(later).toEqual(['2024-07-10T09:00 ann', '2024-07-15T09:00 ann']);
  });

  it('returns starts inside [window.from, window.to)', () => {
    const result = slots([ann], ['2024-07-08T09:15Z', '2024-07-08T10:30Z']);
    expect(result).toEqual(['2024-07-08T09:30 ann', '2024-07-08T10:00 ann']);
  });
});

describe('computeSlots: teams and events', () => {
  const ann = member('ann', 'UTC', onMonday([{ start: '09:00', end: '12:00' }]));
  const bob = member('bob', 'UTC', onMonday([{ start: '11:00', end: '14:00' }]), { busy: [['2024-07-08T11:00Z', '2024-07-08T11:30Z']] });

  it("'any' offers a slot when at least one member is free and lists who is", () => {
    expect(slots([ann, bob], monday, { settings: { durationMinutes: 60 } })).toEqual([
      '2024-07-08T09:00 ann',
      '2024-07-08T09:30 ann',
      '2024-07-08T10:00 ann',
      '2024-07-08T10:30 ann',
      '2024-07-08T11:00 ann',
      '2024-07-08T11:30 bob',
      '2024-07-08T12:00 bob',
      '2024-07-08T12:30 bob',
      '2024-07-08T13:00 bob',
    ]);
  });

  it("'all' offers only slots where every member is free", () => {
    expect(slots([ann, bob], monday, { mode: 'all' })).toEqual(['2024-07-08T11:30 ann,bob']);
    expect(slots([ann, bob], monday, { mode: 'all', settings: { durationMinutes: 60 } })).toEqual([]);
  });

  it("'all' needs a start on every member's local grid", () => {
    const utc = member('utc', 'UTC', onMonday([{ start: '00:00', end: '24:00' }]));
    const kolkata = member('kol', 'Asia/Kolkata', daily([{ start: '00:00', end: '24:00' }]));
    expect(slots([utc, kolkata], monday, { mode: 'all', settings: { slotIncrementMinutes: 20, durationMinutes: 20 } })).toEqual([]);
    expect(slots([utc, kolkata], monday, { mode: 'all', settings: { slotIncrementMinutes: 30 } })).toHaveLength(48);
  });

  it('books event meeting types only on their dates, in the member zone', () => {
    const berlin = member('ber', 'Europe/Berlin', daily([{ start: '00:00', end: '24:00' }]));
    const result = slots([berlin], ['2024-07-08T00:00Z', '2024-07-12T00:00Z'], {
      settings: { eventDates: ['2024-07-09'], durationMinutes: 60, slotIncrementMinutes: 60 },
    });
    expect(result[0]).toBe('2024-07-08T22:00 ber');
    expect(result.at(-1)).toBe('2024-07-09T21:00 ber');
    expect(result).toHaveLength(24);
  });

  it('handles no members and rejects nonsense settings', () => {
    expect(slots([], monday)).toEqual([]);
    expect(() => slots([ann], monday, { settings: { durationMinutes: 0 } })).toThrow(RangeError);
    expect(() => slots([ann], monday, { settings: { slotIncrementMinutes: 7.5 } })).toThrow(RangeError);
  });

  it('supports increments that do not divide a day, restarting at local midnight', () => {
    const allDay = member('ann', 'UTC', daily([{ start: '00:00', end: '24:00' }]));
    const result = slots([allDay], ['2024-07-08T22:00Z', '2024-07-09T01:00Z'], {
      settings: { slotIncrementMinutes: 50, durationMinutes: 10 },
    });
    expect(result.map((s) => s.slice(11, 16))).toEqual(['22:30', '23:20', '00:00', '00:50']);
  });
});

describe('computeSlots: edges of the window and the settings', () => {
  const ann = member('ann', 'UTC', daily([{ start: '09:00', end: '17:00' }]));

  it('keeps a slot exactly at window.from and window.to is exclusive', () => {
    expect(slots([ann], ['2024-07-08T09:00Z', '2024-07-08T10:00Z'])).toEqual(['2024-07-08T09:00 ann', '2024-07-08T09:30 ann']);
    expect(slots([ann], ['2024-07-08T09:00:00.001Z', '2024-07-08T10:00:00.001Z'])).toEqual([
      '2024-07-08T09:30 ann',
      '2024-07-08T10:00 ann',
    ]);
    expect(slots([ann], ['2024-07-08T09:00Z', '2024-07-08T09:00Z'])).toEqual([]);
    expect(slots([ann], ['2024-07-08T10:00Z', '2024-07-08T09:00Z'])).toEqual([]);
  });

  it('keeps a slot exactly at now + notice and none before it', () => {
    expect(slots([ann], ['2024-07-08T09:00Z', '2024-07-08T11:00Z'], { now: '2024-07-08T09:30Z' })[0]).toBe('2024-07-08T09:30 ann');
    expect(slots([ann], ['2024-07-08T09:00Z', '2024-07-08T11:00Z'], { now: '2024-07-08T09:29:59.999Z' })[0]).toBe('2024-07-08T09:30 ann');
    expect(slots([ann], ['2024-07-08T09:00Z', '2024-07-08T11:00Z'], { now: '2024-07-08T09:30:00.001Z' })[0]).toBe('2024-07-08T10:00 ann');
    expect(
      slots([ann], ['2024-07-08T09:00Z', '2024-07-08T11:00Z'], { now: '2024-07-08T09:00Z', settings: { earliestSlotMinutes: 30 } })[0],
    ).toBe('2024-07-08T09:30 ann');
    expect(slots([ann], ['2024-07-08T09:00Z', '2024-07-08T11:00Z'], { now: '2024-07-08T11:00Z' })).toEqual([]);
  });

  it("available days keep a slot exactly at window.from and drop earlier days' slots", () => {
    const settings = { bookingWindowDays: 2, bookingWindowKind: 'available_days' as const, durationMinutes: 60, slotIncrementMinutes: 60 };
    const result = slots([member('ann', 'UTC', daily([{ start: '09:00', end: '11:00' }]))], ['2024-07-09T10:00Z', '2024-07-20T00:00Z'], {
      now: '2024-07-08T00:00Z',
      settings,
    });
    // Days counted from today: 8 and 9 July; of those only 9 July 10:00 is inside the window.
    expect(result).toEqual(['2024-07-09T10:00 ann']);
    const after = slots(
      [member('ann', 'UTC', daily([{ start: '09:00', end: '11:00' }]))],
      ['2024-07-09T10:00:00.001Z', '2024-07-20T00:00Z'],
      { now: '2024-07-08T00:00Z', settings },
    );
    expect(after).toEqual([]);
  });

  it('counts available days in the first member zone unless a day zone is given', () => {
    // Tokyo 08:00 and 10:00 on Tuesday are 23:00 Monday and 01:00 Tuesday in UTC: one Tokyo date, two UTC dates.
    const tokyo = member(
      'tok',
      'Asia/Tokyo',
      daily([
        { start: '08:00', end: '09:00' },
        { start: '10:00', end: '11:00' },
      ]),
    );
    const settings = { bookingWindowDays: 1, bookingWindowKind: 'available_days' as const, durationMinutes: 60, slotIncrementMinutes: 60 };
    const window: [string, string] = ['2024-07-08T22:00Z', '2024-07-10T00:00Z'];
    const now = '2024-07-08T20:00Z';
    expect(slots([tokyo], window, { now, settings })).toEqual(['2024-07-08T23:00 tok', '2024-07-09T01:00 tok']);
    expect(slots([tokyo], window, { now, settings, dayZone: 'UTC' })).toEqual(['2024-07-08T23:00 tok']);
    expect(slots([tokyo], window, { now, settings, dayZone: 'Asia/Tokyo' })).toEqual(['2024-07-08T23:00 tok', '2024-07-09T01:00 tok']);
  });

  it('counts the booking window from the member-local date of now, to the minute', () => {
    const week: [string, string] = ['2024-07-08T00:00Z', '2024-07-15T00:00Z'];
    const lastDay = (now: string) =>
      slots([ann], week, { now, settings: { bookingWindowDays: 1 } })
        .at(-1)
        ?.slice(0, 10);
    expect(lastDay('2024-07-08T08:00Z')).toBe('2024-07-08');
    expect(lastDay('2024-07-07T23:59Z')).toBe(undefined);
    // Two members in one zone share the same window.
    const bob = member('bob', 'UTC', daily([{ start: '09:00', end: '17:00' }]));
    expect(slots([ann, bob], week, { now: '2024-07-08T16:00Z', settings: { bookingWindowDays: 1 } })).toEqual([
      '2024-07-08T16:00 ann,bob',
      '2024-07-08T16:30 ann,bob',
    ]);
  });

  it('combines event dates with the booking window', () => {
    const result = slots([ann], ['2024-07-08T00:00Z', '2024-07-20T00:00Z'], {
      now: '2024-07-08T00:00Z',
      settings: {
        eventDates: ['2024-07-09', '2024-07-12', '2024-07-11'],
        bookingWindowDays: 4,
        durationMinutes: 480,
        slotIncrementMinutes: 60,
      },
    });
    expect(result).toEqual(['2024-07-09T09:00 ann', '2024-07-11T09:00 ann']);
  });

  it("'all' gives nothing as soon as one member has no start, whatever the others have", () => {
    const never = member('never', 'UTC', daily([]));
    expect(slots([never, ann], ['2024-07-08T00:00Z', '2024-07-09T00:00Z'], { mode: 'all' })).toEqual([]);
    expect(slots([ann, never], ['2024-07-08T00:00Z', '2024-07-09T00:00Z'], { mode: 'all' })).toEqual([]);
    expect(slots([never, ann], ['2024-07-08T09:00Z', '2024-07-08T10:00Z'], { mode: 'any' })).toEqual([
      '2024-07-08T09:00 ann',
      '2024-07-08T09:30 ann',
    ]);
  });

  it.each([
    ['durationMinutes', { durationMinutes: 0 }, 'durationMinutes must be a whole number >= 1, got 0'],
    ['slotIncrementMinutes', { slotIncrementMinutes: 0 }, 'slotIncrementMinutes must be a whole number >= 1, got 0'],
    ['bufferBeforeMinutes', { bufferBeforeMinutes: -1 }, 'bufferBeforeMinutes must be a whole number >= 0, got -1'],
    ['bufferAfterMinutes', { bufferAfterMinutes: 0.5 }, 'bufferAfterMinutes must be a whole number >= 0, got 0.5'],
    ['earliestSlotMinutes', { earliestSlotMinutes: -1 }, 'earliestSlotMinutes must be a whole number >= 0, got -1'],
    ['bookingWindowDays', { bookingWindowDays: -1 }, 'bookingWindowDays must be a whole number >= 0, got -1'],
  ])('rejects a bad %s', (_name, settings, message) => {
    expect(() => slots([ann], monday, { settings })).toThrow(new RangeError(message));
  });

  it('accepts the smallest valid settings', () => {
    const result = slots([ann], ['2024-07-08T09:00Z', '2024-07-08T09:03Z'], {
      settings: {
        durationMinutes: 1,
        slotIncrementMinutes: 1,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        earliestSlotMinutes: 0,
        bookingWindowDays: 1,
      },
      now: '2024-07-08T09:00Z',
    });
    expect(result).toEqual(['2024-07-08T09:00 ann', '2024-07-08T09:01 ann', '2024-07-08T09:02 ann']);
  });
});
