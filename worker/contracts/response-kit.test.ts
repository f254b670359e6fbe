import { describe, expect, it } from 'vitest';
import { pick } from './response-kit';

describe('pick', () => {
  it('copies only the named fields, unchanged and in the order named', () => {
    const row = { id: 'r1', accountId: 'acc', name: 'Rule', version: 3, deletedAt: null };
    const dto = pick(row, 'version', 'id', 'name');
    expect(dto).toEqual({ version: 3, id: 'r1', name: 'Rule' });
    expect(JSON.stringify({ ...dto, updatedAt: 'x' })).toBe('{"version":3,"id":"r1","name":"Rule","updatedAt":"x"}');
  });

  it('keeps a named field that is unset, as writing it out did', () => {
    const input: { name: string; teamId?: string } = { name: 'Relay' };
    expect(Object.keys(pick(input, 'name', 'teamId'))).toEqual(['name', 'teamId']);
  });
});
