import { describe, expect, it } from 'vitest';
import { activeDaysTarget, levelOf, localDay, scoreOf, subjectsOf, windowStart } from './score';

const day = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

describe('product usage score', () => {
  const today = day('2026-11-30');
  it('is not applicable with no activation events', () => {
    expect(scoreOf([{ name: 'Login', day: today, count: 3 }], { events: [], periodDays: 7 }, today)).toEqual({
      score: null,
      level: 'not_applicable',
    });
  });
  it('gives each event an equal share, earned by active days up to once a week', () => {
    const s = { events: ['Login', 'Report Created'], periodDays: 14 as const };
    expect(activeDaysTarget(7)).toBe(1);
    expect(activeDaysTarget(14)).toBe(2);
    expect(activeDaysTarget(30)).toBe(4);
    expect(scoreOf([{ name: 'Login', day: today, count: 9 }], s, today)).toEqual({ score: 25, level: 'low' });
    expect(
      scoreOf(
        [
          { name: 'Login', day: today, count: 1 },
          { name: 'Login', day: today - 3, count: 1 },
          { name: 'Report Created', day: today - 1, count: 1 },
        ],
        s,
        today,
      ),
    ).toEqual({ score: 75, level: 'high' });
  });
  it.each([
    // core events, advanced events, events that happened once today -> score
    { core: ['A', 'B'], advanced: [], happened: ['A'], score: 50 },
    { core: ['A', 'B'], advanced: ['C'], happened: ['A', 'C'], score: 60 },
    { core: ['A', 'B'], advanced: ['C', 'D', 'E'], happened: ['A', 'B', 'C'], score: 100 },
    { core: ['A'], advanced: ['C', 'D'], happened: ['A', 'C', 'D'], score: 100 },
    { core: ['A'], advanced: ['C'], happened: ['C'], score: 10 },
    { core: [], advanced: ['C', 'D'], happened: ['C', 'D'], score: 20 },
    { core: [], advanced: ['C'], happened: [], score: 0 },
    { core: ['A', 'B', 'C'], advanced: ['D'], happened: ['A', 'D'], score: 43 },
  ])('core events share 100, advanced add 10 each on top, capped: $core + $advanced with $happened = $score', (c) => {
    const daily = c.happened.map((name) => ({ name, day: today, count: 1 }));
    const s = { events: c.core, advancedEvents: c.advanced, periodDays: 7 as const };
    expect(scoreOf(daily, s, today)).toEqual({ score: c.score, level: levelOf(c.score) });
  });
  it('counts an advanced event by active days like a core one', () => {
    const s = { events: ['A'], advancedEvents: ['C'], periodDays: 30 as const };
    const daily = [
      { name: 'C', day: today, count: 1 },
      { name: 'C', day: today - 8, count: 1 },
    ];
    expect(scoreOf(daily, s, today).score).toBe(5);
  });
  it('counts only the window: today and the period-1 days before', () => {
    const s = { events: ['Login'], periodDays: 7 as const };
    expect(windowStart(today, 7)).toBe(today - 6);
    expect(scoreOf([{ name: 'Login', day: today - 6, count: 1 }], s, today).score).toBe(100);
    expect(scoreOf([{ name: 'Login', day: today - 7, count: 1 }], s, today).score).toBe(0);
    expect(scoreOf([{ name: 'Login', day: today + 1, count: 1 }], s, today).score).toBe(0);
    expect(scoreOf([{ name: 'Other', day: today, count: 5 }], s, today)).toEqual({ score: 0, level: 'low' });
  });
  it('names levels at 40 and 70', () => {
    expect([levelOf(0), levelOf(39), levelOf(40), levelOf(69), levelOf(70), levelOf(100)]).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });
  it('puts an instant on the org-local day', () => {
    const late = Date.parse('2026-11-30T23:30:00Z');
    expect(localDay(late, 'UTC')).toBe(today);
    expect(localDay(late, 'Europe/Berlin')).toBe(today + 1);
    expect(localDay(Date.parse('2026-11-30T03:00:00Z'), 'America/New_York')).toBe(today - 1);
  });
  it('keys users by e-mail and accounts by company domain, never a free mail domain', () => {
    expect(subjectsOf(' Ana@Sub.Acme.co.uk ')).toEqual({ userEmail: 'ana@sub.acme.co.uk', accountDomain: 'acme.co.uk' });
    expect(subjectsOf('bo@gmail.com')).toEqual({ userEmail: 'bo@gmail.com', accountDomain: null });
    expect(subjectsOf('bo@gmail.com', 'https://www.beta.io')).toEqual({ userEmail: 'bo@gmail.com', accountDomain: 'beta.io' });
    expect(subjectsOf('not an email')).toEqual({ userEmail: null, accountDomain: null });
  });
});
