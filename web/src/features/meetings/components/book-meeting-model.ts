import * as v from 'valibot';
import { bookOnBehalfSchema } from '@contracts/meetings';
import type { BookOnBehalf } from '../api/book-meeting';

/** The booking form: the API schema, with a friendlier message while no slot is chosen and '' as "anyone". */
export const bookFormSchema = v.object({
  ...bookOnBehalfSchema.entries,
  start: v.pipe(v.string(), v.nonEmpty('Select a time slot'), v.isoTimestamp('Select a time slot')),
  hostUserId: v.string(),
});
export type BookForm = v.InferInput<typeof bookFormSchema>;
export const BOOK_FIELDS = [
  'meetingTypeId',
  'hostUserId',
  'start',
  'prospectName',
  'prospectEmail',
  'prospectTimezone',
  'guests',
  'internalGuestIds',
  'notes',
] as const;

export const bookDefaults = (p: URLSearchParams, timezone: string): BookForm => ({
  meetingTypeId: p.get('meetingTypeId') ?? '',
  hostUserId: '',
  start: '',
  prospectName: p.get('prospectName') ?? '',
  prospectEmail: p.get('prospectEmail') ?? '',
  prospectTimezone: p.get('prospectTimezone') || timezone,
  guests: [],
  internalGuestIds: [],
  notes: '',
});

export const toRequest = (values: v.InferOutput<typeof bookFormSchema>): BookOnBehalf => ({
  ...values,
  hostUserId: values.hostUserId || null,
});
