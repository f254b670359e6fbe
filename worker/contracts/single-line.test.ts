import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { signupSchema } from './auth';
import { bookingRequestSchema, cancelSchema, validateAnswers } from './booking';
import { isCleanText, isSingleLine, requiredString, singleLine } from './common';
import { crmRecordInputSchema } from './crm';
import { importRowsSchema } from './crm-import';
import { formQuestionSchema } from './forms';
import { listFormSchema } from './lists';
import { homePageSchema, meetingLinkSchema } from './meeting-links';
import { defaultMeetingType, meetingTypeSchema } from './meeting-types';
import { addGuestsSchema, bookOnBehalfSchema, notesSchema } from './meetings';
import { updateMemberSchema } from './members';
import { updateOrganizationSchema } from './organization';
import { RedirectRuleInputSchema, RouterInputSchema } from './routers';
import { MatchingRuleInputSchema } from './routing';
import { SubmissionSchema } from './routing-sessions';
import { ManualCalibrationSchema } from './round-robin';
import { createTeamSchema, groupSchema } from './teams';

const INJECTION = 'X\r\nBEGIN:VEVENT\r\nSUMMARY:Pay invoice at evil.example\r\nEND:VEVENT\r\nX-A:';
const BREAKS = ['a\rb', 'a\nb', 'a\r\nb', 'a\u2028b', 'a\u2029b', 'a\tb', 'a\u0000b', 'a\u001bb', 'a\u007fb', INJECTION];
const message = (field: string) => `${field} cannot contain line breaks or control characters`;

/** The issues of one parse as "path: message", so a test can look for the field's own issue. */
function issues(schema: v.GenericSchema, input: unknown) {
  const r = v.safeParse(schema, input);
  return r.success ? [] : r.issues.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`);
}

const booking = { start: '2026-12-08T15:00:00.000Z', timezone: 'UTC', name: 'Pat Prospect', email: 'pat@prospect.test' };
const meetingType = { ...defaultMeetingType(['u1']), name: 'Intro' };
const link = { kind: 'personal', name: 'Intro', slug: 'intro', meetingTypeId: 'mt1' };
const question = { id: 'q1', type: 'short_answer', question: 'Company?' };

// One row per one-line field: the schema, a valid body, the dotted path of the field and its name in the message.
const singleLineFields: [string, v.GenericSchema, Record<string, unknown>, string, string][] = [
  [
    'signup company',
    signupSchema,
    { company: 'Acme', name: 'Ada', email: 'a@acme.test', password: 'Pass-1', confirmPassword: 'Pass-1' },
    'company',
    'Company name',
  ],
  [
    'signup name',
    signupSchema,
    { company: 'Acme', name: 'Ada', email: 'a@acme.test', password: 'Pass-1', confirmPassword: 'Pass-1' },
    'name',
    'Name',
  ],
  ['booker name', bookingRequestSchema, booking, 'name', 'First and last name'],
  [
    'booked-on-behalf prospect name',
    bookOnBehalfSchema,
    { meetingTypeId: 'mt1', start: booking.start, prospectName: 'Pat', prospectEmail: 'pat@prospect.test', prospectTimezone: 'UTC' },
    'prospectName',
    'First and last name',
  ],
  ['member name', updateMemberSchema, { name: 'Ada' }, 'name', 'Name'],
  ['company', updateOrganizationSchema, { company: 'Acme' }, 'company', 'Company name'],
  ['team name', createTeamSchema, { name: 'Sales', timezone: 'UTC' }, 'name', 'Team name'],
  ['group name', groupSchema, { name: 'EMEA' }, 'name', 'Group name'],
  ['meeting type name', meetingTypeSchema, meetingType, 'name', 'Name'],
  ['calendar title', meetingTypeSchema, meetingType, 'calendarTitle', 'Calendar title'],
  ['invite subject', meetingTypeSchema, meetingType, 'inviteSubject', 'Invite e-mail subject'],
  ['reminder title', meetingTypeSchema, meetingType, 'reminderSubject', 'Reminder title'],
  [
    'custom location',
    meetingTypeSchema,
    { ...meetingType, locationType: 'custom', customLocation: 'Room 1' },
    'customLocation',
    'Custom location',
  ],
  ['link name', meetingLinkSchema, link, 'name', 'Name'],
  ['link meta title', meetingLinkSchema, { ...link, metaTitle: 'Intro' }, 'metaTitle', 'Meta title'],
  ['link question', meetingLinkSchema, { ...link, questions: [question] }, 'questions.0.question', 'Question'],
  [
    'link question option',
    meetingLinkSchema,
    { ...link, questions: [{ ...question, type: 'dropdown', options: ['A'] }] },
    'questions.0.options.0',
    'Option',
  ],
  ['home page greeting', homePageSchema, { userSlug: 'ada', greeting: 'Hi', linkIds: ['l1'] }, 'greeting', 'Greeting text'],
  [
    'profile link label',
    homePageSchema,
    { userSlug: 'ada', greeting: 'Hi', linkIds: ['l1'], profileLinks: [{ label: 'Site', url: 'https://a.test' }] },
    'profileLinks.0.label',
    'Label',
  ],
  ['CRM record name', crmRecordInputSchema, { module: 'account', name: 'Acme' }, 'name', 'Name'],
  ['CRM phone', crmRecordInputSchema, { module: 'account', name: 'Acme', phone: '+1 555' }, 'phone', 'Phone'],
  ['form question label', formQuestionSchema, { id: 'q1', label: 'Company', placeholder: 'Acme', type: 'text' }, 'label', 'Question'],
  [
    'form question placeholder',
    formQuestionSchema,
    { id: 'q1', label: 'Company', placeholder: 'Acme', type: 'text' },
    'placeholder',
    'Placeholder',
  ],
  ['list name', listFormSchema, { source: 'manual', name: 'Countries', values: ['DE'] }, 'name', 'Name'],
  ['router name', RouterInputSchema, { name: 'Inbound' }, 'name', 'Router name'],
  ['redirect rule name', RedirectRuleInputSchema, { name: 'VIP' }, 'name', 'Name'],
  ['matching rule name', MatchingRuleInputSchema, { name: 'Owner' }, 'name', 'Name'],
  [
    'UTM parameter',
    SubmissionSchema,
    { answers: {}, pageUrl: 'https://acme.test/', utm: { source: 'ads' } },
    'utm.source',
    'UTM parameter',
  ],
];

describe('one-line text fields refuse line breaks and control characters', () => {
  it.each(singleLineFields)('%s', (_label, schema, body, path, field) => {
    const key = path.split('.');
    const set = (value: string) => {
      const copy = structuredClone(body);
      let at: Record<string, unknown> = copy;
      for (const k of key.slice(0, -1)) at = at[k] as Record<string, unknown>;
      at[key.at(-1)!] = value;
      return copy;
    };
    expect(issues(schema, set('Plain value')).filter((i) => i.startsWith(`${path}:`))).toEqual([]);
    for (const bad of BREAKS) expect(issues(schema, set(bad))).toContain(`${path}: ${message(field)}`);
  });

  it('refuses hostile guests and e-mails through the e-mail check', () => {
    expect(issues(bookingRequestSchema, { ...booking, guests: ['boss@prospect.test\r\nBcc: x@evil.example'] })).toContain(
      'guests.0: Please enter a valid guest email',
    );
    expect(issues(bookingRequestSchema, { ...booking, email: 'pat@prospect.test\nX' })).toContain('email: Please enter a valid email');
    expect(issues(addGuestsSchema, { emails: ['a@b.test\u0000'] })).toHaveLength(1);
  });

  it('refuses line breaks in a short answer but keeps them in a long one', () => {
    const questions = [
      { id: 's', type: 'short_answer' as const, question: 'Company?', placeholder: '', options: [], required: true, crmField: null },
      { id: 'l', type: 'long_answer' as const, question: 'Notes?', placeholder: '', options: [], required: false, crmField: null },
    ];
    expect(validateAnswers(questions, { s: `Acme${INJECTION}`, l: 'one\ntwo' })).toEqual([{ questionId: 's', message: message('Answer') }]);
    expect(issues(bookingRequestSchema, { ...booking, answers: { l: 'one\r\ntwo\tthree' } })).toEqual([]);
    expect(issues(bookingRequestSchema, { ...booking, answers: { l: 'bell\u0007' } })).toContain(
      'answers.l: Answer cannot contain control characters',
    );
  });
});

describe('multi-line text keeps line breaks and refuses other control characters', () => {
  const cases: [string, v.GenericSchema, Record<string, unknown>, string][] = [
    ['calendar body', meetingTypeSchema, meetingType, 'calendarBody'],
    ['invite body', meetingTypeSchema, meetingType, 'inviteBody'],
    ['meeting type description', meetingTypeSchema, meetingType, 'description'],
    ['cancellation reason', cancelSchema, { token: 't', reason: 'r' }, 'reason'],
    ['meeting notes', notesSchema, { notes: '' }, 'notes'],
    ['calibration reason', ManualCalibrationSchema, { memberId: 'u1', delta: 1, reason: 'r' }, 'reason'],
  ];
  it.each(cases)('%s', (_label, schema, body, field) => {
    expect(issues(schema, { ...body, [field]: 'Hi {{booker_name}},\r\n\nSee you\tsoon' })).toEqual([]);
    for (const bad of ['a\u0000b', 'a\u0008b', 'a\u000bb', 'a\u000cb', 'a\u001fb', 'a\u007fb']) {
      expect(
        issues(schema, { ...body, [field]: bad }).some((i) => i.startsWith(`${field}:`) && i.includes('cannot contain control characters')),
      ).toBe(true);
    }
  });

  it('refuses control characters in imported cells and list values', () => {
    expect(
      issues(importRowsSchema, { offset: 0, rows: [{ Name: 'Acme\u0000' }] }).some((i) =>
        i.includes('Cells cannot contain control characters'),
      ),
    ).toBe(true);
    expect(issues(listFormSchema, { source: 'manual', name: 'L', values: ['DE\u0000'] })).toContain(`values: ${message('A list value')}`);
    expect(v.parse(listFormSchema, { source: 'manual', name: 'L', values: ['North\r\nRhine'] })).toMatchObject({ values: ['North Rhine'] });
  });
});

describe('the shared checks', () => {
  it('name the field from a required-field message', () => {
    expect(v.safeParse(requiredString('Team name is a required field'), 'a\nb').issues?.[0].message).toBe(message('Team name'));
    expect(v.safeParse(requiredString('Question is required'), 'a\nb').issues?.[0].message).toBe(message('Question'));
    expect(v.safeParse(requiredString('Whatever', 200, 'Title'), 'a\nb').issues?.[0].message).toBe(message('Title'));
  });

  it('agree with the definition for arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (s) => {
        const codes = [...s].map((ch) => ch.codePointAt(0)!);
        const control = (c: number) => c <= 0x1f || c === 0x7f;
        expect(isSingleLine(s)).toBe(!codes.some((c) => control(c) || c === 0x2028 || c === 0x2029));
        expect(isCleanText(s)).toBe(!codes.some((c) => control(c) && c !== 0x09 && c !== 0x0a && c !== 0x0d));
        expect(v.safeParse(v.pipe(v.string(), singleLine('Name')), s).success).toBe(isSingleLine(s));
      }),
    );
  });
});
