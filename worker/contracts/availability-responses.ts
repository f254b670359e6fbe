import * as v from 'valibot';
import type { Availability, DateOverride } from './availability';
import { examples, dataOf, schemaOf } from './response-kit';

/**
 * The answers of the availability API (a member's, the caller's and a team's default availability) as
 * valibot schemas. Plain shapes, not the request schema: an answer always carries every field, where
 * the request may leave overrides and vacations out.
 */

const wallClock = (example: string) =>
  v.pipe(
    v.string(),
    v.description("Wall-clock time 'HH:mm' in the schedule's zone; '24:00' ends a day"),
    v.metadata({ examples: [example] }),
  );
const isoDate = v.pipe(
  v.string(),
  v.description("A local date 'YYYY-MM-DD' in the schedule's zone"),
  v.metadata({ examples: ['2026-12-24'] }),
);

// As the member typed it: an ISO 8601 timestamp with a zone, seconds optional (so not always RFC 3339).
const stamp = v.pipe(v.string(), v.metadata({ examples: ['2026-12-28T09:00:00Z'] }));

/** An interval whose end is at or before its start runs past midnight into the next day. */
export const timeIntervalSchema = v.object({ start: wallClock('09:00'), end: wallClock('17:00') });

/** Replacement hours for one date; no intervals makes it a day off. */
export const dateOverrideSchema = schemaOf<DateOverride>()(v.object({ date: isoDate, intervals: v.array(timeIntervalSchema) }));

export const vacationSchema = v.variant('kind', [
  v.object({ kind: v.literal('dates'), startDate: isoDate, endDate: isoDate }),
  v.object({ kind: v.literal('instants'), start: stamp, end: stamp }),
]);

const workday = [{ start: '09:00', end: '17:00' }];

export const availabilitySchema = schemaOf<Availability>()(
  v.pipe(
    v.object({
      timeZone: v.pipe(v.string(), v.description('IANA time zone of the weekly hours'), v.metadata({ examples: ['Europe/Berlin'] })),
      weekly: v.pipe(v.array(v.array(timeIntervalSchema)), v.description('Seven lists of intervals, Sunday first')),
      overrides: v.array(dateOverrideSchema),
      vacations: v.array(vacationSchema),
    }),
    examples({
      timeZone: 'Europe/Berlin',
      weekly: [[], workday, workday, workday, workday, [{ start: '09:00', end: '13:00' }], []],
      overrides: [{ date: '2026-12-24', intervals: [] }],
      vacations: [{ kind: 'dates', startDate: '2026-12-28', endDate: '2027-01-01' }],
    }),
  ),
);

export const availabilityAnswerSchema = dataOf(availabilitySchema);
