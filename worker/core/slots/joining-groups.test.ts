import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chooseJoiners, slotsWithJoiners, type JoiningNeeds } from './joining-groups';

const needs = (groups: Record<string, string[]>, required: string[] = []): JoiningNeeds => ({
  groups: Object.entries(groups).map(([groupId, memberIds]) => ({ groupId, memberIds })),
  required,
});
const counts = (c: Record<string, Record<string, number>>) => new Map(Object.entries(c).map(([g, m]) => [g, new Map(Object.entries(m))]));

describe('chooseJoiners', () => {
  it('takes the free member of each group who joined fewest meetings from it, ties in group order', () => {
    const n = needs({ se: ['sam', 'sue'], legal: ['lee', 'lou'] });
    expect(chooseJoiners(n, 'host', new Set(['sam', 'sue', 'lee', 'lou']))).toEqual([
      { groupId: 'se', userId: 'sam' },
      { groupId: 'legal', userId: 'lee' },
    ]);
    expect(chooseJoiners(n, 'host', new Set(['sam', 'sue', 'lee', 'lou']), counts({ se: { sam: 2, sue: 1 }, legal: { lee: 0 } }))).toEqual([
      { groupId: 'se', userId: 'sue' },
      { groupId: 'legal', userId: 'lee' },
    ]);
  });

  it('skips busy members, the host and internal guests, and gives up when a group has nobody left', () => {
    const n = needs({ se: ['sam', 'sue'] }, ['gus']);
    expect(chooseJoiners(n, 'sam', new Set(['sam', 'sue', 'gus']))).toEqual([{ groupId: 'se', userId: 'sue' }]);
    expect(chooseJoiners(n, 'host', new Set(['sue', 'gus']))).toEqual([{ groupId: 'se', userId: 'sue' }]);
    expect(chooseJoiners(n, 'host', new Set(['sam', 'sue']))).toBeNull();
    expect(chooseJoiners(n, 'sue', new Set(['sue', 'gus']))).toBeNull();
    expect(chooseJoiners(needs({}, ['gus']), 'gus', new Set(['gus']))).toEqual([]);
  });

  it('backs off an earlier group when its best member is the only one a later group has', () => {
    const n = needs({ a: ['x', 'y'], b: ['x'] });
    expect(chooseJoiners(n, 'host', new Set(['x', 'y']))).toEqual([
      { groupId: 'a', userId: 'y' },
      { groupId: 'b', userId: 'x' },
    ]);
  });

  it('property: a choice names one distinct free member of every group, never the host', () => {
    const id = fc.constantFrom<string>('a', 'b', 'c', 'd', 'e');
    fc.assert(
      fc.property(fc.array(fc.array(id, { maxLength: 4 }), { maxLength: 2 }), fc.array(id), id, (groups, free, host) => {
        const n = needs(Object.fromEntries(groups.map((g, i) => [`g${i}`, [...new Set(g)]])));
        const freeSet = new Set(free);
        const chosen = chooseJoiners(n, host, freeSet);
        if (chosen === null) return;
        expect(chosen.map((c) => c.groupId)).toEqual(n.groups.map((g) => g.groupId));
        expect(new Set(chosen.map((c) => c.userId)).size).toBe(chosen.length);
        for (const c of chosen) {
          expect(c.userId).not.toBe(host);
          expect(freeSet.has(c.userId)).toBe(true);
          expect(n.groups.find((g) => g.groupId === c.groupId)!.memberIds).toContain(c.userId);
        }
      }),
    );
  });
});

describe('slotsWithJoiners', () => {
  it('offers a time only when a host and a member of each group are free, listing only those hosts', () => {
    const slots = [
      { start: 1, end: 2, memberIds: ['p1', 'p2', 'sam'] },
      { start: 2, end: 3, memberIds: ['p1', 'p2'] },
      { start: 3, end: 4, memberIds: ['sam'] },
      { start: 4, end: 5, memberIds: ['sam', 'p2'] },
    ];
    expect(slotsWithJoiners(slots, ['p1', 'p2', 'sam'], needs({ se: ['sam'] }))).toEqual([
      { start: 1, end: 2, memberIds: ['p1', 'p2'] },
      { start: 4, end: 5, memberIds: ['p2'] },
    ]);
  });
});
