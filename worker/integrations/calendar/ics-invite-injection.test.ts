import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import ICAL from 'ical.js';
import { sampleInvite } from '../../test/invite-fixture';
import { buildInvite, icsLine, type InviteInput } from './ics-invite';

// Whatever the contracts let through, an invite holds exactly one event with the intended summary:
// hostile names, answers, guests and locations cannot add components or properties of their own.

const INJECTION =
  'X\r\nBEGIN:VEVENT\r\nUID:evil@evil.example\r\nDTSTART:20261208T150000Z\r\nSUMMARY:Pay invoice at evil.example\r\nEND:VEVENT\r\nX-A:';

const base = sampleInvite;

const EXPECTED_PROPERTIES = new Set([
  'BEGIN',
  'END',
  'VERSION',
  'PRODID',
  'METHOD',
  'UID',
  'SEQUENCE',
  'DTSTAMP',
  'DTSTART',
  'DTEND',
  'SUMMARY',
  'DESCRIPTION',
  'LOCATION',
  'URL',
  'STATUS',
  'ORGANIZER',
  'ATTENDEE',
]);

/** Parses the invite with ical.js and checks its shape line by line as well. */
function inspect(text: string) {
  const lines = text
    .split('\r\n')
    .reduce<string[]>((acc, l) => (l.startsWith(' ') && acc.length ? [...acc.slice(0, -1), acc.at(-1) + l.slice(1)] : [...acc, l]), []);
  const names = lines.filter((l) => l !== '').map((l) => /^[A-Za-z0-9-]+/.exec(l)?.[0] ?? `<bad line: ${l}>`);
  const comp = new ICAL.Component(ICAL.parse(text));
  const vevents = comp.getAllSubcomponents('vevent');
  return {
    comp,
    vevents,
    names,
    begins: lines.filter((l) => l.startsWith('BEGIN:')),
    event: vevents[0] ? new ICAL.Event(vevents[0]) : null,
  };
}

function expectOneEvent(input: InviteInput) {
  const { comp, vevents, names, begins, event } = inspect(buildInvite(input));
  expect(comp.name).toBe('vcalendar');
  expect(vevents).toHaveLength(1);
  expect(comp.getAllSubcomponents()).toHaveLength(1);
  expect(begins).toEqual(['BEGIN:VCALENDAR', 'BEGIN:VEVENT']);
  expect(names.filter((n) => !EXPECTED_PROPERTIES.has(n))).toEqual([]);
  expect(event!.uid).toBe(icsLine(input.uid));
  expect(event!.summary ?? '').toBe(icsLine(input.summary));
  return { event: event!, vevent: vevents[0] };
}

describe('buildInvite against injection', () => {
  const cases: [string, Partial<InviteInput>][] = [
    ['the booker name in the summary', { summary: `${INJECTION} and Ada` }],
    ['the booker as attendee CN', { attendees: [{ name: INJECTION, email: 'pat@prospect.test' }] }],
    ['a guest address', { attendees: [{ name: 'g', email: 'g@prospect.test\r\nBEGIN:VEVENT\r\nSUMMARY:evil\r\nEND:VEVENT' }] }],
    ['the organizer name', { organizer: { name: `Ada "Admin"\r\n${INJECTION}`, email: 'ada@acme.test' } }],
    ['the location', { location: `Room 1\n${INJECTION}` }],
    ['answers in the description', { description: `Company size: ${INJECTION}\r\nNotes:\u0000\u0007 \u2028${INJECTION}` }],
    ['a lone CR and U+2028 in the summary', { summary: 'Pat\rBEGIN:VEVENT\u2028END:VEVENT' }],
    [
      'separators and escapes',
      { summary: 'a;b,c\\d:e "f"', location: ';,\\:', attendees: [{ name: 'O\'Brien; "Pat", \\ :', email: 'pat@prospect.test' }] },
    ],
    ['the uid and url', { uid: 'm-1@routewise\r\nX-EVIL:1', url: 'https://evil.example/\r\nBEGIN:VEVENT' }],
  ];

  it.each(cases)('holds one event whatever is in %s', (_label, patch) => {
    const { event } = expectOneEvent({ ...base, ...patch });
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-08T15:00:00.000Z');
  });

  it('keeps the hostile text as harmless text on one line', () => {
    const { event, vevent } = expectOneEvent({
      ...base,
      summary: `${INJECTION} and Ada`,
      attendees: [{ name: INJECTION, email: 'pat@prospect.test' }],
    });
    expect(event.summary).toBe(
      'X  BEGIN:VEVENT  UID:evil@evil.example  DTSTART:20261208T150000Z  SUMMARY:Pay invoice at evil.example  END:VEVENT  X-A: and Ada',
    );
    const cn = String(vevent.getFirstProperty('attendee')!.getParameter('cn'));
    expect(cn).not.toMatch(/[\r\n]/);
    expect(cn).toContain('Pay invoice at evil.example');
  });

  it('keeps the line breaks of a description', () => {
    const { event } = expectOneEvent({ ...base, description: 'one\r\ntwo\rthree\nfour' });
    expect(event.description).toBe('one\ntwo\nthree\nfour');
  });

  const hostileChar = fc.constantFrom(
    '\r',
    '\n',
    '\r\n',
    ';',
    ',',
    '\\',
    ':',
    '"',
    '\t',
    '\u0000',
    '\u000b',
    '\u007f',
    '\u2028',
    '\u2029',
    'BEGIN:VEVENT',
    'END:VEVENT',
    'END:VCALENDAR',
    'a',
    'Z',
    ' ',
    'é',
    '😀',
  );
  const hostile = fc.oneof(fc.string({ unit: hostileChar, maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }));

  it('holds exactly one event with the intended summary for arbitrary strings everywhere', () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, hostile, hostile, hostile, (summary, description, location, name, guest, organizer) => {
        expectOneEvent({
          ...base,
          summary,
          description,
          location,
          organizer: { name: organizer, email: 'ada@acme.test' },
          attendees: [
            { name, email: 'pat@prospect.test' },
            { name: guest, email: `${guest}@prospect.test` },
          ],
        });
      }),
      { numRuns: 300 },
    );
  });
});
