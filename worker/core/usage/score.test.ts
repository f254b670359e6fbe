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
