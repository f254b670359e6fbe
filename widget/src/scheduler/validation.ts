import type { ApiErrorObject } from '@contracts/common';
import type { LinkQuestion } from '@contracts/meeting-links';
import { EMAIL_PATTERN, TEXT } from './messages';

export const MAX_GUESTS = 10;

/** What the booking form holds; guests as typed (a comma- or space-separated list). */
export type BookingValues = { name: string; email: string; answers: Record<string, string>; guests: string };
/** Messages keyed by the API's JSON pointer: '/name', '/email', '/guests', '/answers/<questionId>'. */
export type FieldErrors = Record<string, string>;

/** Splits the guest field into addresses. */
export function parseGuests(text: string) {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The API's e-mail rule (contracts emailField): required, valibot's pattern, at most 254 characters. */
export function emailError(value: string) {
  const email = value.trim();
  if (!email) return TEXT.emailRequired;
  return EMAIL_PATTERN.test(email) && email.length <= 254 ? null : TEXT.emailInvalid;
}

/** The API's answer rule (contracts validateAnswers): required questions answered, choices among the options. */
export function answerErrors(questions: LinkQuestion[], answers: Record<string, string>) {
  const errors: FieldErrors = {};
  for (const q of questions) {
    const value = (answers[q.id] ?? '').trim();
    const pointer = `/answers/${q.id}`;
    if (!value) {
      if (q.required) errors[pointer] = TEXT.requiredField;
    } else if ((q.type === 'radiobutton' || q.type === 'dropdown') && !q.options.includes(value)) errors[pointer] = TEXT.chooseOption;
    else if (q.type === 'short_answer' && value.length > 300) errors[pointer] = TEXT.outOfRange;
  }
  return errors;
}

/** The booking form's rules, with the wording and checks the API applies. */
export function validateBooking(values: BookingValues, questions: LinkQuestion[]): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors['/name'] = TEXT.nameRequired;
  const email = emailError(values.email);
  if (email) errors['/email'] = email;
  Object.assign(errors, answerErrors(questions, values.answers));
  const guests = parseGuests(values.guests);
  if (guests.some((g) => !EMAIL_PATTERN.test(g))) errors['/guests'] = TEXT.invalidGuest;
  else if (guests.length > MAX_GUESTS) errors['/guests'] = `At most ${MAX_GUESTS} guests`;
  return errors;
}

/** Sorts a 422's errors into fields the form shows ('/guests/2' belongs to '/guests') and the rest. */
export function errorsFromApi(errors: ApiErrorObject[]) {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const e of errors) {
    const pointer = e.source?.pointer?.replace(/^\/guests\/\d+$/, '/guests');
    if (pointer && !(pointer in fields)) fields[pointer] = e.detail;
    else if (!pointer) other.push(e.detail);
  }
  return { fields, other };
}
