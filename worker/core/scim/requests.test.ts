import { describe, expect, it } from 'vitest';
import { parseEqFilter, patchGroup, patchOps, patchUser, scimBoolean, userFromBody, type ScimUserState } from './requests';

const ann: ScimUserState = {
  userName: 'ann@acme.test',
  displayName: 'Ann Lee',
  givenName: 'Ann',
  familyName: 'Lee',
  active: true,
  externalId: null,
};
const ops = (...operations: unknown[]) => patchOps({ Operations: operations });

describe('parseEqFilter', () => {
  it('reads attribute eq "value" in any case, with escaped quotes, and refuses anything else', () => {
    expect(parseEqFilter('userName eq "a@b.test"', ['username'])).toEqual({ attribute: 'username', value: 'a@b.test' });
    expect(parseEqFilter('DISPLAYNAME EQ "Sales \\"EU\\""', ['displayname'])).toEqual({ attribute: 'displayname', value: 'Sales "EU"' });
    expect(parseEqFilter(undefined, ['username'])).toBeNull();
    expect(() => parseEqFilter('userName sw "a"', ['username'])).toThrow(/filters are supported/);
    expect(() => parseEqFilter('title eq "x"', ['username'])).toThrow(expect.objectContaining({ code: 'invalidFilter' }));
  });
});

describe('patchUser', () => {
  it("applies Okta's value object without a path", () => {
    expect(patchUser(ann, ops({ op: 'replace', value: { active: false } })).active).toBe(false);
  });

  it("applies Entra's capitalised ops with paths, string booleans and name parts, ignoring attributes a member lacks", () => {
    const next = patchUser(
      ann,
      ops(
        { op: 'Replace', path: 'active', value: 'False' },
        { op: 'Replace', path: 'name.familyName', value: 'Park' },
        { op: 'Add', path: 'externalId', value: 'e-1' },
        { op: 'Add', path: 'title', value: 'AE' },
      ),
    );
    expect(next).toEqual({ ...ann, active: false, familyName: 'Park', displayName: 'Ann Park', externalId: 'e-1' });
  });

  it('lets displayName win over name parts sent in the same request', () => {
    const next = patchUser(
      ann,
      ops({ op: 'replace', path: 'name.givenName', value: 'X' }, { op: 'replace', path: 'displayName', value: 'Annie Lee' }),
    );
    expect(next.displayName).toBe('Annie Lee');
  });

  it('refuses unknown ops, non-boolean active and a path-less op without an object', () => {
    expect(() => ops({ op: 'move', path: 'active', value: true })).toThrow(expect.objectContaining({ code: 'invalidSyntax' }));
    expect(() => patchOps({})).toThrow(expect.objectContaining({ code: 'invalidSyntax' }));
    expect(() => patchUser(ann, ops({ op: 'replace', path: 'active', value: 'no' }))).toThrow(
      expect.objectContaining({ code: 'invalidValue' }),
    );
    expect(() => patchUser(ann, ops({ op: 'replace', value: 'x' }))).toThrow(expect.objectContaining({ code: 'noTarget' }));
    expect(scimBoolean('TRUE', 'active')).toBe(true);
  });
});

describe('userFromBody', () => {
  it('takes displayName, else name.formatted, else given and family names, else the userName', () => {
    expect(userFromBody({ userName: 'a@b.test', name: { givenName: 'A', familyName: 'B' } }).displayName).toBe('A B');
    expect(userFromBody({ userName: 'a@b.test', name: { formatted: 'Full' }, displayName: 'Shown' }).displayName).toBe('Shown');
    expect(userFromBody({ userName: 'a@b.test' })).toMatchObject({ displayName: 'a@b.test', active: true, externalId: null });
    expect(() => userFromBody({})).toThrow(expect.objectContaining({ code: 'invalidValue' }));
  });
});

describe('patchGroup', () => {
  it("reads Okta's rename, members[value eq] removal and Entra's member lists", () => {
    expect(patchGroup(ops({ op: 'replace', value: { id: 'g1', displayName: 'Sales' } }))).toEqual({
      displayName: 'Sales',
      add: [],
      remove: [],
    });
    expect(patchGroup(ops({ op: 'remove', path: 'members[value eq "u1"]' }))).toEqual({ add: [], remove: ['u1'] });
    expect(
      patchGroup(
        ops(
          { op: 'Add', path: 'members', value: [{ value: 'u1' }, { value: 'u2' }] },
          { op: 'Remove', path: 'members', value: [{ value: 'u3' }] },
        ),
      ),
    ).toEqual({ add: ['u1', 'u2'], remove: ['u3'] });
    expect(patchGroup(ops({ op: 'replace', path: 'members', value: [{ value: 'u4' }] }))).toEqual({ members: ['u4'], add: [], remove: [] });
    expect(patchGroup(ops({ op: 'remove', path: 'members' }))).toEqual({ members: [], add: [], remove: [] });
    expect(() => patchGroup(ops({ op: 'replace', path: 'displayName', value: '' }))).toThrow(
      expect.objectContaining({ code: 'invalidValue' }),
    );
    expect(() => patchGroup(ops({ op: 'add', value: [] }))).toThrow(expect.objectContaining({ code: 'noTarget' }));
  });
});
