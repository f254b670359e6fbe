import { describe, expect, it } from 'vitest';
import { formatDuration, formatMeetingTime, renderTemplate } from './templates';

describe('renderTemplate', () => {
  it.each([
    ['{{booker_name}} and {{assignee_name}}', 'Pat and Ada'],
    ['{{ booker_name }}!', 'Pat!'],
    ['Join {{conference_link}}', 'Join '],
    ['{{unknown}} stays', '{{unknown}} stays'],
    ['no placeholders', 'no placeholders'],
  ])('%s', (template, expected) => {
    expect(renderTemplate(template, { booker_name: 'Pat', assignee_name: 'Ada', conference_link: '' })).toBe(expected);
  });
});

describe('formatDuration', () => {
  it.each([
    [30, '30 minutes'],
    [1, '1 minute'],
    [60, '1 hour'],
    [90, '1 hour 30 minutes'],
    [720, '12 hours'],
  ])('%i', (m, s) => expect(formatDuration(m)).toBe(s));
});

describe('formatMeetingTime', () => {
  it('formats in the invitee zone', () => {
    expect(formatMeetingTime(Date.parse('2026-12-08T15:00:00Z'), 'America/New_York')).toBe(
      'Tue, Dec 8, 2026, 10:00 AM Eastern Standard Time',
    );
    expect(formatMeetingTime(Date.parse('2026-12-08T15:00:00Z'), 'Asia/Kolkata', false)).toBe(
      'Tue, Dec 8, 2026, 20:30 India Standard Time',
    );
  });

  it('names a zone the language has no name for by its city', () => {
    expect(formatMeetingTime(Date.parse('2026-12-08T06:00:00Z'), 'Asia/Amman')).toBe('Tue, Dec 8, 2026, 9:00 AM Amman time (GMT+03:00)');
    expect(formatMeetingTime(Date.parse('2026-12-08T06:00:00Z'), 'America/Punta_Arenas')).toBe(
      'Tue, Dec 8, 2026, 3:00 AM Punta Arenas time (GMT-03:00)',
    );
    expect(formatMeetingTime(Date.parse('2026-12-08T06:00:00Z'), 'America/Argentina/Buenos_Aires')).toMatch(
      /Argentina Standard Time|Buenos Aires time/,
    );
    expect(formatMeetingTime(Date.parse('2026-12-08T06:00:00Z'), 'UTC')).toBe('Tue, Dec 8, 2026, 6:00 AM Coordinated Universal Time');
  });
});
