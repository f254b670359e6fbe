import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { BOOKING_MESSAGES, bookingRequestSchema, validateAnswers } from '@contracts/booking';
import { emailField, MESSAGES } from '@contracts/common';
import type { LinkQuestion } from '@contracts/meeting-links';
import { TEXT } from './messages';
import { answerErrors, emailError, errorsFromApi, parseGuests, validateBooking } from './validation';

const questions: LinkQuestion[] = [
  { id: 'company', type: 'short_answer', question: 'Company', placeholder: '', options: [], required: true, crmField: null },
  { id: 'notes', type: 'long_answer', question: 'Notes', placeholder: '', options: [], required: false, crmField: null },
  { id: 'size', type: 'radiobutton', question: 'Team size', placeholder: '', options: ['1-10', '11-50'], required: true, crmField: null },
  { id: 'source', type: 'dropdown', question: 'Source', placeholder: '', options: ['Search', 'Event'], required: false, crmField: null },
];
const filled = { name: 'Pat Prospect', email: 'pat@prospect.test', answers: { company: 'Prospect Co', size: '1-10' }, guests: '' };

describe('the spec wording the page shows', () => {
  it('is the contracts’ wording, word for word', () => {
    expect(TEXT.slotTaken).toBe(BOOKING_MESSAGES.slotTaken);
    expect(TEXT.requiredField).toBe(BOOKING_MESSAGES.requiredField);
    expect(TEXT.invalidGuest).toBe(BOOKING_MESSAGES.invalidGuest);
    expect(TEXT.cancelReason).toBe(BOOKING_MESSAGES.cancelReason);
    expect(TEXT.pastChange).toBe(BOOKING_MESSAGES.pastChange);
    expect(TEXT.emailRequired).toBe(MESSAGES.emailRequired);
    expect(TEXT.emailInvalid).toBe(MESSAGES.emailInvalid);
    expect(TEXT.notFound).toBe(MESSAGES.notFound);
    expect(TEXT.unexpected).toBe(MESSAGES.unexpected);
    const noName = v.safeParse(bookingRequestSchema, { start: '2026-03-09T09:00:00.000Z', timezone: 'UTC', name: ' ', email: 'a@b.co' });
    expect(noName.success ? null : noName.issues[0].message).toBe(TEXT.nameRequired);
  });
});

describe('booking form validation', () => {
  it('accepts a complete form', () => {
    expect(validateBooking(filled, questions)).toEqual({});
  });

  it('gives each empty or bad field its spec message', () => {
    expect(validateBooking({ name: '  ', email: '', answers: {}, guests: '' }, questions)).toEqual({
      '/name': 'First and last name required',
      '/email': 'Email is a required field',
      '/answers/company': 'Required field',
      '/answers/size': 'Required field',
    });
    expect(validateBooking({ ...filled, email: 'pat@' }, questions)).toEqual({ '/email': 'Please enter a valid email' });
    expect(validateBooking({ ...filled, guests: 'ok@guest.test, nope' }, questions)).toEqual({
      '/guests': 'Please enter a valid guest email',
    });
    expect(validateBooking({ ...filled, answers: { ...filled.answers, source: 'Elsewhere' } }, questions)).toEqual({
      '/answers/source': 'Choose one of the options',
    });
  });

  it('splits guests on commas, semicolons and spaces', () => {
    expect(parseGuests(' a@x.test,b@y.test;  c@z.test\nd@w.test ,')).toEqual(['a@x.test', 'b@y.test', 'c@z.test', 'd@w.test']);
  });

  it('judges e-mails exactly as the API’s emailField does', () => {
    const samples = [
      'pat@prospect.test',
      'PAT@Prospect.Test',
      ' pat@x.io ',
      'a+b@sub.domain.org',
      'a@b',
      'a@b.c',
      'a b@c.de',
      '',
      '   ',
      'x@-y.com',
      'first.last@ex-ample.co.uk',
      'ü@ex.de',
      `${'a'.repeat(250)}@b.de`,
    ];
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...samples), fc.emailAddress(), fc.string()), (email) => {
        const server = v.safeParse(emailField, email);
        expect(emailError(email)).toBe(server.success ? null : server.issues[0].message);
      }),
    );
  });

  it('judges answers exactly as the API’s validateAnswers does', () => {
    const answer = fc.oneof(
      fc.constant(''),
      fc.constant('  '),
      fc.constantFrom('1-10', '11-50', 'Search', 'Event', 'other'),
      fc.string({ maxLength: 400 }),
    );
    fc.assert(
      fc.property(fc.record({ company: answer, notes: answer, size: answer, source: answer }, { requiredKeys: [] }), (answers) => {
        const server = Object.fromEntries(
          validateAnswers(questions, answers as Record<string, string>).map((e) => [`/answers/${e.questionId}`, e.message]),
        );
        expect(answerErrors(questions, answers as Record<string, string>)).toEqual(server);
      }),
    );
  });

  it('sorts a 422 into fields and the rest', () => {
    expect(
      errorsFromApi([
        { status: '422', code: 'invalid', detail: 'Please enter a valid email', source: { pointer: '/email' } },
        { status: '422', code: 'invalid', detail: 'Please enter a valid guest email', source: { pointer: '/guests/1' } },
        { status: '422', code: 'invalid', detail: 'Required field', source: { pointer: '/answers/size' } },
        { status: '422', code: 'invalid', detail: 'Something else' },
      ]),
    ).toEqual({
      fields: { '/email': 'Please enter a valid email', '/guests': 'Please enter a valid guest email', '/answers/size': 'Required field' },
      other: ['Something else'],
    });
  });
});
