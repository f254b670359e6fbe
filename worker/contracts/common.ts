import * as v from 'valibot';

/** The spec's shared wording for validation and errors (section 5 General, section 8). */
export const MESSAGES = {
  nameRequired: 'Name is a required field',
  emailRequired: 'Email is a required field',
  emailInvalid: 'Please enter a valid email',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordBlankEdge: 'The password must not begin or end with a blank space',
  passwordRule: 'The new password needs at least 5 characters and 1 special character',
  passwordRequired: 'Password is a required field',
  invalidUrl: 'Invalid URL',
  invalidOrigin: 'Enter a valid origin url',
  maxTimezones: 'A maximum of four timezones can be selected',
  invalidTimezone: 'Invalid timezone',
  roleRequired: 'Role is a required field',
  teamNameRequired: 'Team name is a required field',
  unauthorized: 'Unauthorized',
  forbidden: "You don't have permission to do this. Please contact your admin.",
  notFound: "Something's missing here! The page you are looking for does not exist.",
  unexpected: 'Something went wrong. Looks like an unexpected error, we are trying to fix it soon.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  invalidCredentials: 'Invalid email or password',
  csrf: 'Your session has expired. Please refresh the page and try again.',
} as const;

const LINE_BREAK_OR_CONTROL = /[\u0000-\u001F\u007F\u2028\u2029]/;
const CONTROL_BUT_LINE_BREAK = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// The same rules as whole-string patterns, so the OpenAPI document carries them (`pattern`) too.
const SINGLE_LINE = /^[^\u0000-\u001F\u007F\u2028\u2029]*$/;
const CLEAN_TEXT = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/** True when a one-line text holds no line break (CR, LF, U+2028, U+2029), tab or other control character. */
export const isSingleLine = (s: string) => !LINE_BREAK_OR_CONTROL.test(s);
/** True when a multi-line text holds no control character other than tab, CR and LF. */
export const isCleanText = (s: string) => !CONTROL_BUT_LINE_BREAK.test(s);

/** The message for a one-line field holding a line break or control character. */
export const singleLineMessage = (field: string) => `${field} cannot contain line breaks or control characters`;

/**
 * Refuses line breaks and control characters in a one-line text field (names, titles, subjects):
 * such a value ends up in e-mail headers and calendar lines, where a line break starts a new one.
 */
export const singleLine = (field: string) => v.regex<string, string>(SINGLE_LINE, singleLineMessage(field));

/** Refuses control characters other than tab and line breaks in multi-line text (descriptions, notes, bodies). */
export const multiLine = (field: string) => v.regex<string, string>(CLEAN_TEXT, `${field} cannot contain control characters`);

// "Team name is a required field" -> "Team name": the field a required-field message names.
const fieldOf = (message: string) => message.replace(/\s+(is\s+)?(a\s+)?required(\s+field)?$/i, '') || 'This field';

/**
 * A required, trimmed, non-empty one-line string with the given message; line breaks and control
 * characters are refused with a message naming the field (by default, the one the message names).
 */
export const requiredString = (message: string, max = 200, field = fieldOf(message)) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, `Must be at most ${max} characters`), singleLine(field));

/** A required, trimmed, non-empty multi-line text: line breaks are kept, other control characters refused. */
export const requiredText = (message: string, max = 5000, field = fieldOf(message)) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, `Must be at most ${max} characters`), multiLine(field));

/** A required e-mail address, trimmed and lower-cased. */
export const emailField = v.pipe(
  v.string(MESSAGES.emailRequired),
  v.trim(),
  v.nonEmpty(MESSAGES.emailRequired),
  v.email(MESSAGES.emailInvalid),
  v.maxLength(254, MESSAGES.emailInvalid),
  v.toLowerCase(),
);

const SPECIAL = /[^A-Za-z0-9\s]/;

/** A new password: at least 5 characters, 1 special character, no leading or trailing blank. */
export const newPasswordField = v.pipe(
  v.string(MESSAGES.passwordRequired),
  v.nonEmpty(MESSAGES.passwordRequired),
  v.check((s) => s === s.trim(), MESSAGES.passwordBlankEdge),
  v.check((s) => s.length >= 5 && SPECIAL.test(s), MESSAGES.passwordRule),
  v.maxLength(128, 'Password must be at most 128 characters'),
);

// Zone names the runtime knew, kept for the isolate: building a formatter to ask costs about a quarter of a
// millisecond, and every booking asks several times. Only known names are kept, so the set stays within the
// runtime's own list however many unknown ones are sent.
const knownZones = new Set<string>();

/** Checks that the IANA zone name is known to the runtime. */
export function isValidTimezone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  knownZones.add(zone);
  return true;
}

/**
 * How the OpenAPI document describes a time zone field: one shared `TimeZone` schema listing the IANA
 * names this runtime knows (the check above is a function, which JSON Schema cannot carry).
 */
export const timezoneDoc = v.metadata<string, Record<string, unknown>>({
  ref: 'TimeZone',
  description: 'An IANA time zone name',
  examples: ['Europe/Berlin'],
  ...(typeof Intl.supportedValuesOf === 'function' ? { enum: [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])] } : {}),
});

export const timezoneField = v.pipe(v.string(MESSAGES.invalidTimezone), v.check(isValidTimezone, MESSAGES.invalidTimezone), timezoneDoc);

/** An http(s) URL or an empty value. */
export const optionalUrl = v.optional(
  v.nullable(
    v.pipe(
      v.string(MESSAGES.invalidUrl),
      v.trim(),
      v.check((s) => s === '' || (isSingleLine(s) && /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(s)), MESSAGES.invalidUrl),
    ),
  ),
);

/** A required link: trimmed, at most 2,000 characters, and one `isValid` accepts (http(s), a Mux URL, ...). */
export const requiredUrlField = (required: string, invalid: string, isValid: (s: string) => boolean) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(2000, invalid), v.check(isValid, invalid));

/** A link that may be left blank: trimmed, at most 2,000 characters, one `isValid` accepts; blank means none (null). */
export const blankableUrlField = (invalid: string, isValid: (s: string) => boolean, typeMessage?: string) =>
  v.pipe(
    v.string(typeMessage),
    v.trim(),
    v.maxLength(2000, invalid),
    v.check((s) => s === '' || isValid(s), invalid),
    v.transform((s) => s || null),
  );

/** An optional reference to another row by id: trimmed, at most 64 characters; blank means none (null). */
export const optionalRef = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(64),
  v.transform((s) => s || null),
);

/** A required id field: trimmed, not empty, at most 64 characters; `message` when missing. */
export const requiredId = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(64));
/** A list of ids none of which appears twice. */
export const uniqueIds = (message: string) => v.check((ids: string[]) => new Set(ids).size === ids.length, message);

export const idParam = v.object({ id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)) });
/** An organization named in the path (a vendor's webhook URL carries the account it is for). */
export const accountIdParam = v.object({ accountId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)) });

export const ROLES = ['super_admin', 'manager', 'regular'] as const;
export type Role = (typeof ROLES)[number];
/** How the spec shows each role. */
export const ROLE_LABELS: Record<Role, string> = { super_admin: 'Admin', manager: 'Manager', regular: 'User' };
export const roleField = v.picklist(ROLES, MESSAGES.roleRequired);

/** A JSON:API error object as every error response carries it. */
export type ApiErrorObject = {
  status: string;
  code: string;
  detail: string;
  source?: { pointer?: string; parameter?: string };
};
/** One problem of an error answer: a JSON:API error object whose status the server adds from the error's kind. */
export type ApiProblem = Omit<ApiErrorObject, 'status'>;
export type ApiErrorBody = { errors: ApiErrorObject[] };
