import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvent, dailyOf, emptyCounts, recount, scoreOf, type StoredUsageEvent } from './score';

// The incremental score (each arriving event applied once, as the SQL trigger does, then scored) equals
// a full recount of the distinct stored events, whatever the order and however often ids repeat.

const TODAY = 20_000;
const NAMES = ['Login', 'Report Created', 'Invite Sent', 'Export'];
const USERS = ['a@acme.test', 'b@acme.test', 'c@beta.test'];

const eventArb = fc.record({
  source: fc.constantFrom('segment', 'mixpanel', 'http'),
  eventId: fc.integer({ min: 1, max: 40 }).map(String),
  user: fc.integer({ min: 0, max: USERS.length - 1 }),
  name: fc.constantFrom(...NAMES),
  day: fc.integer({ min: TODAY - 35, max: TODAY }),
});

// Two arrivals with the same (source, id) are the same event: a retry carries the same content.
function canonical(raw: { source: string; eventId: string; user: number; name: string; day: number }[]): StoredUsageEvent[] {
  const first = new Map<string, StoredUsageEvent>();
  for (const r of raw) {
    const key = `${r.source}:${r.eventId}`;
    if (!first.has(key)) {
      const email = USERS[r.user];
      first.set(key, {
        source: r.source,
        eventId: r.eventId,
        name: r.name,
        day: r.day,
        userEmail: email,
        accountDomain: email.split('@')[1],
      });
    }
  }
  return raw.map((r) => first.get(`${r.source}:${r.eventId}`)!);
}

// Up to four distinct events, the first `split` of them core and the rest advanced.
const settingsArb = fc
  .record({
    chosen: fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 4 }),
    split: fc.nat({ max: 4 }),
    periodDays: fc.constantFrom(7 as const, 14 as const, 30 as const),
  })
  .map(({ chosen, split, periodDays }) => ({
    events: chosen.slice(0, split),
    advancedEvents: chosen.slice(split),
    periodDays,
  }));

describe('incremental usage score', () => {
  it('equals a full recount under duplicated and reordered events', () => {
    fc.assert(
      fc.property(
        fc.array(eventArb, { minLength: 1, maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        settingsArb,
        fc.integer({ min: 0, max: 10 }),
        fc.array(fc.integer(), { minLength: 90, maxLength: 90 }),
        (raw, dupPicks, settings, rollOff, order) => {
          const events = canonical(raw);
          // Deliveries: every event, some again (at-least-once), in a shuffled order.
          const deliveries = [...events, ...dupPicks.map((i) => events[i % events.length])];
          const shuffled = deliveries
            .map((e, i) => ({ e, k: order[i] }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.e);
          const counts = emptyCounts();
          let fresh = 0;
          for (const e of shuffled) if (applyEvent(counts, e)) fresh++;
          expect(fresh).toBe(new Set(events.map((e) => `${e.source}:${e.eventId}`)).size);
          const today = TODAY + rollOff;
          for (const u of USERS) {
            const inc = scoreOf(dailyOf(counts, 'user', u), settings, today);
            expect(inc).toEqual(scoreOf(recount(events, 'user', u), settings, today));
            const dom = u.split('@')[1];
            expect(scoreOf(dailyOf(counts, 'account', dom), settings, today)).toEqual(
              scoreOf(recount(events, 'account', dom), settings, today),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a duplicate changes nothing', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { minLength: 1, maxLength: 30 }), settingsArb, (raw, settings) => {
        const events = canonical(raw);
        const counts = emptyCounts();
        events.forEach((e) => applyEvent(counts, e));
        const before = USERS.map((u) => scoreOf(dailyOf(counts, 'user', u), settings, TODAY));
        for (const e of events) expect(applyEvent(counts, e)).toBe(false);
        expect(USERS.map((u) => scoreOf(dailyOf(counts, 'user', u), settings, TODAY))).toEqual(before);
      }),
    );
  });

  it('stays within 0-100, and advanced events never lower the core score', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { minLength: 1, maxLength: 40 }), settingsArb, (raw, settings) => {
        const daily = recount(canonical(raw), 'user', USERS[0]);
        const { score } = scoreOf(daily, settings, TODAY);
        if (!settings.events.length && !settings.advancedEvents.length) {
          expect(score).toBeNull();
          return;
        }
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        if (settings.events.length) expect(score).toBeGreaterThanOrEqual(scoreOf(daily, { ...settings, advancedEvents: [] }, TODAY).score!);
      }),
    );
  });
});
