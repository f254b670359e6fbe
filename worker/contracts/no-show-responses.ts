import * as v from 'valibot';
import { NO_SHOW_OUTCOMES, NO_SHOW_WAITS, UNSURE_REASONS, type NoShowCheckDto, type NoShowSettingsDto } from './no-show';
import { dataOf, instant, schemaOf } from './response-kit';

/** The answers of the no-show detection API as valibot schemas, checked against the service's DTO types below. */

export const noShowSettingsAnswerSchema = schemaOf<NoShowSettingsDto>()(
  v.pipe(
    v.object({
      enabled: v.boolean(),
      waitMinutes: v.pipe(
        v.picklist(NO_SHOW_WAITS),
        v.description("Minutes after the meeting's end before its Zoom participants are read"),
      ),
      updatedAt: v.pipe(v.nullable(instant), v.description('null until an Admin first saves the settings')),
    }),
    v.metadata({ examples: [{ enabled: true, waitMinutes: 30, updatedAt: '2026-11-20T10:12:00.000Z' }] }),
  ),
);

export const noShowCheckSchema = schemaOf<NoShowCheckDto>()(
  v.pipe(
    v.object({
      state: v.picklist(['pending', 'done', 'failed']),
      outcome: v.pipe(v.nullable(v.picklist(NO_SHOW_OUTCOMES)), v.description('null while the check waits or retries')),
      reasons: v.pipe(v.array(v.picklist(UNSURE_REASONS)), v.description('Why the outcome is unsure; empty otherwise')),
      checkedAt: v.nullable(instant),
    }),
    v.metadata({ examples: [{ state: 'done', outcome: 'unsure', reasons: ['dial_in'], checkedAt: '2026-12-07T16:00:00.000Z' }] }),
  ),
);

/** `data: null` before any check. */
export const noShowCheckAnswerSchema = dataOf(v.nullable(noShowCheckSchema));
