import type { FieldValue } from '../../contracts/routing';
import type { ObjectTrigger } from '../../contracts/object-routers';

/** The parts of a mirrored record a trigger reads. */
export type TriggerRecord = {
  fields: Record<string, FieldValue> | null;
  ownerUserId: string | null;
  ownerEmail: string | null;
  updatedAt: number;
};

/**
 * `ownerField`: the record property the router writes the owner to (null: the CRM's own owner). An owner-empty
 * trigger looks at that property, so the router's own write gives the record its owner and ends the episode.
 */
export type TriggerDefinition = { type: ObjectTrigger; field: string | null; value: string | null; ownerField?: string | null };

const atoms = (v: FieldValue | undefined): string[] =>
  v === null || v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x) => String(x).trim().toLowerCase());

const hasValue = (r: TriggerRecord, field: string, value: string) => atoms(r.fields?.[field]).includes(value.trim().toLowerCase());

/**
 * The idempotency key of the trigger episode a record change starts, or null when the trigger does not
 * fire. `before` is the mirrored record before the change (null: the mirror had never seen it); a
 * backfill passes `before` null and `live` false, so existing records count as matching the trigger.
 *
 * - record created: once per record ever ("created").
 * - field changed to a value: once per record and value (a record routed on becoming an MQL is not routed
 *   again by later edits while it stays one).
 * - owner empty: once per record version (the owner written back gives the next version an owner; a
 *   later version that loses its owner again is routed again). With an owner field, that field is the owner.
 */
export function triggerKey(t: TriggerDefinition, before: TriggerRecord | null, after: TriggerRecord, live: boolean): string | null {
  if (t.type === 'record_created') return !live || before === null ? 'created' : null;
  if (t.type === 'field_changed') {
    if (!t.field || !t.value || !hasValue(after, t.field, t.value)) return null;
    if (live && before && hasValue(before, t.field, t.value)) return null;
    return `field:${t.field}=${t.value.trim().toLowerCase()}`;
  }
  const owned = t.ownerField ? atoms(after.fields?.[t.ownerField]).some((a) => a !== '') : !!(after.ownerUserId || after.ownerEmail);
  return owned ? null : `owner_empty@${after.updatedAt}`;
}
