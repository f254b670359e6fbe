import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideNoShow, type NoShowSubject, type ReportParticipant } from './decide';

const END = Date.UTC(2026, 10, 30, 15, 30);
const subject: NoShowSubject = {
  prospectEmail: 'Pat@Prospect.test',
  endAt: END,
  teamEmails: ['ursula@acme.test', 'ravi@acme.test'],
  teamZoomUserIds: ['zu-ursula'],
};
const host: ReportParticipant = {
  zoomUserId: 'zu-ursula',
  name: 'Ursula',
  email: 'ursula.zoom@acme.test',
  joinAt: END - 30 * 60_000,
};
const at = (minutesBeforeEnd: number) => END - minutesBeforeEnd * 60_000;
const p = (over: Partial<ReportParticipant>): ReportParticipant => ({
  zoomUserId: '',
  name: 'Someone',
  email: '',
  joinAt: at(25),
  ...over,
});

describe('decideNoShow', () => {
  const cases: [string, ReportParticipant[], ReturnType<typeof decideNoShow>][] = [
    [
      'the prospect joined with the booked e-mail (any case) before the end',
      [host, p({ email: 'pat@prospect.TEST', name: 'Pat' })],
      { outcome: 'attended', reasons: [] },
    ],
    [
      'the prospect signed in to Zoom with the booked e-mail',
      [host, p({ zoomUserId: 'zu-pat', email: 'pat@prospect.test' })],
      { outcome: 'attended', reasons: [] },
    ],
    [
      'the prospect joined one minute before the end',
      [host, p({ email: 'pat@prospect.test', joinAt: at(1) })],
      { outcome: 'attended', reasons: [] },
    ],
    ['nobody but the assignee joined', [host], { outcome: 'no_show', reasons: [] }],
    [
      'the assignee joined twice (rejoin rows) and a colleague joined',
      [host, { ...host, joinAt: at(10) }, p({ email: 'Ravi@acme.test', name: 'Ravi' })],
      { outcome: 'no_show', reasons: [] },
    ],
    [
      'the assignee signed in under another address: known by Zoom user id',
      [p({ zoomUserId: 'zu-ursula', email: 'u@elsewhere.test' })],
      { outcome: 'no_show', reasons: [] },
    ],
    ['nobody joined at all', [], { outcome: 'no_show', reasons: [] }],
    ['someone joined without signing in', [host, p({ name: 'Pat S' })], { outcome: 'unsure', reasons: ['not_signed_in'] }],
    [
      'someone joined with another e-mail',
      [host, p({ zoomUserId: 'zu-x', email: 'pat.smith@gmail.test' })],
      { outcome: 'unsure', reasons: ['other_email'] },
    ],
    ['someone dialled in', [host, p({ name: '+1 415-555-****' })], { outcome: 'unsure', reasons: ['dial_in'] }],
    ['someone dialled in (digits only)', [host, p({ name: '14155550123' })], { outcome: 'unsure', reasons: ['dial_in'] }],
    [
      'the prospect joined only at the end',
      [host, p({ email: 'pat@prospect.test', joinAt: END })],
      { outcome: 'unsure', reasons: ['joined_after_end'] },
    ],
    [
      'several kinds at once, reasons in a fixed order',
      [p({ name: '0044 20 7946 0000' }), host, p({ email: 'x@y.test' }), p({ name: 'Guest' })],
      {
        outcome: 'unsure',
        reasons: ['not_signed_in', 'other_email', 'dial_in'],
      },
    ],
    [
      'the prospect attended even with unknown others around',
      [host, p({ name: '+1 415 555 0000' }), p({ email: 'pat@prospect.test', joinAt: at(5) })],
      { outcome: 'attended', reasons: [] },
    ],
  ];
  it.each(cases)('%s', (_name, participants, expected) => {
    expect(decideNoShow(subject, participants)).toEqual(expected);
  });

  it('a participant with the prospect e-mail is never taken for the team, even when the prospect is also a member', () => {
    expect(decideNoShow({ ...subject, prospectEmail: 'ravi@acme.test' }, [host, p({ email: 'ravi@acme.test' })]).outcome).toBe('attended');
  });
});

describe('decideNoShow properties', () => {
  const email = fc.constantFrom(
    '',
    'pat@prospect.test',
    'PAT@prospect.test',
    'ursula@acme.test',
    'ravi@acme.test',
    'x@other.test',
    'ursula.zoom@acme.test',
  );
  const participant = fc.record({
    zoomUserId: fc.constantFrom('', 'zu-ursula', 'zu-x', 'zu-pat'),
    name: fc.constantFrom('Pat', '+1 415 555 0101', 'Guest', 'Ursula', '020 7946 0000'),
    email,
    joinAt: fc.option(fc.integer({ min: END - 3_600_000, max: END + 3_600_000 }), { nil: null }),
  });
  const report = fc.array(participant, { maxLength: 12 });
  const team = fc.array(
    fc.record({
      zoomUserId: fc.constantFrom('', 'zu-ursula'),
      name: fc.constant('Team'),
      email: fc.constantFrom('ursula@acme.test', 'RAVI@acme.test'),
      joinAt: fc.integer({ min: END - 3_600_000, max: END + 3_600_000 }),
    }),
    { maxLength: 4 },
  );

  it('the order of the report does not change the decision', () => {
    fc.assert(
      fc.property(report, (rows) => {
        expect(decideNoShow(subject, [...rows].reverse())).toEqual(decideNoShow(subject, rows));
      }),
    );
  });

  it('team members joining never change the decision', () => {
    fc.assert(
      fc.property(report, team, (rows, extra) => {
        expect(decideNoShow(subject, [...rows, ...extra])).toEqual(decideNoShow(subject, rows));
      }),
    );
  });

  it('the prospect joining before the end makes it attended, whoever else joined', () => {
    fc.assert(
      fc.property(report, fc.integer({ min: 1, max: 3_600_000 }), (rows, early) => {
        expect(decideNoShow(subject, [...rows, p({ email: 'pat@prospect.test', joinAt: END - early })]).outcome).toBe('attended');
      }),
    );
  });

  it('no-show exactly when every participant is the team; unsure always says why', () => {
    fc.assert(
      fc.property(report, (rows) => {
        const d = decideNoShow(subject, rows);
        const allTeam = rows.every(
          (r) => r.zoomUserId === 'zu-ursula' || ['ursula@acme.test', 'ravi@acme.test'].includes(r.email.toLowerCase()),
        );
        expect(d.outcome === 'no_show').toBe(allTeam);
        expect(d.reasons.length > 0).toBe(d.outcome === 'unsure');
      }),
    );
  });
});
