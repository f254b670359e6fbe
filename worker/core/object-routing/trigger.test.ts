import { describe, expect, it } from 'vitest';
import { triggerKey, type TriggerRecord } from './trigger';

const rec = (fields: TriggerRecord['fields'], owner: string | null = null, updatedAt = 1): TriggerRecord => ({
  fields,
  ownerUserId: owner,
  ownerEmail: null,
  updatedAt,
});
const mql = { type: 'field_changed' as const, field: 'lifecyclestage', value: 'MQL' };

describe('object router triggers', () => {
  it('fires "record created" only for a record the mirror had not seen, and for every record in a backfill', () => {
    const t = { type: 'record_created' as const, field: null, value: null };
    expect(triggerKey(t, null, rec({}), true)).toBe('created');
    expect(triggerKey(t, rec({}), rec({}), true)).toBeNull();
    expect(triggerKey(t, null, rec({}), false)).toBe('created');
  });

  it('fires "field changed" when the value is reached, not again while it stays, case-insensitively', () => {
    expect(triggerKey(mql, rec({ lifecyclestage: 'lead' }), rec({ lifecyclestage: 'mql' }), true)).toBe('field:lifecyclestage=mql');
    expect(triggerKey(mql, null, rec({ lifecyclestage: 'MQL' }), true)).toBe('field:lifecyclestage=mql');
    expect(triggerKey(mql, rec({ lifecyclestage: 'mql' }), rec({ lifecyclestage: 'MQL', x: 1 }), true)).toBeNull();
    expect(triggerKey(mql, rec({}), rec({ lifecyclestage: 'sql' }), true)).toBeNull();
    expect(triggerKey(mql, null, rec({ lifecyclestage: ['mql', 'x'] }), false)).toBe('field:lifecyclestage=mql');
  });

  it('fires "owner empty" once per record version', () => {
    const t = { type: 'owner_empty' as const, field: null, value: null };
    expect(triggerKey(t, null, rec({}, null, 5), true)).toBe('owner_empty@5');
    expect(triggerKey(t, rec({}, null, 5), rec({}, null, 5), true)).toBe('owner_empty@5');
    expect(triggerKey(t, null, rec({}, 'u1', 6), true)).toBeNull();
  });

  it('reads "owner empty" from the owner field the router writes, when it has one', () => {
    const t = { type: 'owner_empty' as const, field: null, value: null, ownerField: 'sdr_owner' };
    // The CRM's own owner does not count: the router's field is the owner it fills.
    expect(triggerKey(t, null, rec({}, 'u1', 5), true)).toBe('owner_empty@5');
    expect(triggerKey(t, null, rec({ sdr_owner: '  ' }, null, 6), true)).toBe('owner_empty@6');
    // Its own write coming back gives the record an owner: no new episode.
    expect(triggerKey(t, rec({}, null, 6), rec({ sdr_owner: '101' }, null, 7), true)).toBeNull();
  });
});
