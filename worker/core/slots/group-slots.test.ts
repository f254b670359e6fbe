import { describe, it, expect } from 'vitest';
import { groupSlotsByDay, limitToAvailableDays } from './group-slots';

const at = (iso: string) => ({ start: Date.parse(iso), end: Date.parse(iso) + 1_800_000, memberIds: ['m'] });
const summary = (days: { date: string; slots: { start: number }[] }[]) =>
  days.map((day) => `${day.date}: ${day.slots.map((slot) => new Date(slot.start).toISOString().slice(11, 16)).join(' ')}`);

describe('groupSlotsByDay', () => {
  // A New York host's 18:00-21:00 evening (EDT) as UTC slots.
  const evening = ['2024-07-08T22:00Z', '2024-07-08T23:30Z', '2024-07-09T00:30Z'].map(at);

  it.each([
    ['America/New_York', ['2024-07-08: 22:00 23:30 00:30']],
    ['UTC', ['2024-07-08: 22:00 23:30', '2024-07-09: 00:30']],
    ['Asia/Tokyo', ['2024-07-09: 22:00 23:30 00:30']],
    ['Pacific/Kiritimati', ['2024-07-09: 22:00 23:30 00:30']],
    ['Asia/Kolkata', ['2024-07-09: 22:00 23:30 00:30']],
    ['Europe/London', ['2024-07-08: 22:00', '2024-07-09: 23:30 00:30']],
    ['Asia/Kathmandu', ['2024-07-09: 22:00 23:30 00:30']],
    ['Pacific/Pago_Pago', ['2024-07-08: 22:00 23:30 00:30']],
  ])('dates slots in the viewer zone %s', (zone, expected) => {
    expect(summary(groupSlotsByDay(evening, zone))).toEqual(expected);
  });

  it('follows DST changes of the viewer, not of the host', () => {
    // 04:30 UTC is 00:30 EDT on 2024-11-03; 05:30 UTC is 01:30 EDT, 06:30 UTC is 01:30 EST - same date.
    const slots = ['2024-11-03T03:30Z', '2024-11-03T04:30Z', '2024-11-03T06:30Z'].map(at);
    expect(summary(groupSlotsByDay(slots, 'America/New_York'))).toEqual(['2024-11-02: 03:30', '2024-11-03: 04:30 06:30']);
  });

  it('returns nothing for no slots', () => {
    expect(groupSlotsByDay([], 'UTC')).toEqual([]);
  });
});

describe('limitToAvailableDays', () => {
  const slots = ['2024-07-08T09:00Z', '2024-07-08T10:00Z', '2024-07-10T09:00Z', '2024-07-15T09:00Z'].map(at);

  it('keeps the first N dates that have slots', () => {
    expect(limitToAvailableDays(slots, 2, 'UTC')).toEqual(slots.slice(0, 3));
    expect(limitToAvailableDays(slots, 5, 'UTC')).toEqual(slots);
    expect(limitToAvailableDays(slots, 0, 'UTC')).toEqual([]);
  });

  it('counts dates in the given zone', () => {
    // Honolulu is UTC-10: 09:00 UTC is 23:00 the previous day, 10:00 UTC is midnight.
    expect(limitToAvailableDays(slots, 1, 'Pacific/Honolulu')).toEqual(slots.slice(0, 1));
    expect(limitToAvailableDays(slots, 2, 'Pacific/Honolulu')).toEqual(slots.slice(0, 2));
  });
});

describe('dating slots across a DST change', () => {
  // 04:30 UTC is 00:30 on 27 October (EDT) but 23:30 on 9 November (EST): both offsets must be known,
  // whatever order the slots come in.
  const slots = ['2024-11-10T04:30Z', '2024-10-27T04:30Z', '2024-11-03T05:30Z'].map(at);

  it('groups by the offset in force at each slot', () => {
    expect(summary(groupSlotsByDay(slots, 'America/New_York'))).toEqual(['2024-10-27: 04:30', '2024-11-03: 05:30', '2024-11-09: 04:30']);
  });

  it('counts available days with the offset in force at each slot', () => {
    expect(limitToAvailableDays(slots, 2, 'America/New_York')).toEqual([slots[1], slots[2]]);
    expect(limitToAvailableDays(slots, 3, 'America/New_York')).toEqual(slots);
  });

  it('keeps a group in input order when a date is revisited', () => {
    const revisited = ['2024-07-08T09:00Z', '2024-07-09T09:00Z', '2024-07-08T08:00Z'].map(at);
    expect(summary(groupSlotsByDay(revisited, 'UTC'))).toEqual(['2024-07-08: 09:00 08:00', '2024-07-09: 09:00']);
  });
});

describe('limitToAvailableDays edges', () => {
  const slots = ['2024-07-08T09:00Z', '2024-07-09T09:00Z'].map(at);

  it('keeps nothing for zero or negative days and everything when there are exactly that many dates', () => {
    expect(limitToAvailableDays(slots, -1, 'UTC')).toEqual([]);
    expect(limitToAvailableDays(slots, 2, 'UTC')).toEqual(slots);
    expect(limitToAvailableDays(slots, 1, 'UTC')).toEqual(slots.slice(0, 1));
    expect(limitToAvailableDays([], 3, 'UTC')).toEqual([]);
  });
});

describe('the zone table covers every slot, whatever the input order', () => {
  // Santiago springs forward at local midnight (8 Sep 2024, 04:00 UTC) and falls back at midnight (7 Apr 2024,
  // 03:00 UTC), so a slot near either change is dated by whichever offset the table has for it.
  it('dates a slot just before a spring-forward with the old offset', () => {
    const slots = ['2024-09-08T03:30Z', '2024-09-20T12:00Z'].map(at);
    expect(summary(groupSlotsByDay(slots, 'America/Santiago'))).toEqual(['2024-09-07: 03:30', '2024-09-20: 12:00']);
  });

  it('dates a slot just after a fall-back with the new offset, even when it comes first', () => {
    const slots = ['2024-04-07T03:30Z', '2024-04-01T12:00Z'].map(at);
    expect(summary(groupSlotsByDay(slots, 'America/Santiago'))).toEqual(['2024-04-01: 12:00', '2024-04-06: 03:30']);
    expect(summary(groupSlotsByDay([...slots].reverse(), 'America/Santiago'))).toEqual(['2024-04-01: 12:00', '2024-04-06: 03:30']);
  });
});
