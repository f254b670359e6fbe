import { describe, expect, it } from 'vitest';
import { ROUTING_REASONS, type CrmRecord, type MatchingAssignee, type RoutingUser } from '../../contracts/routing';
import { buildUserDirectory, decideOwnerUpdate, findUserByOwnerValue, resolveAssignee, type OwnerUpdateInput } from './assignee';

const users: RoutingUser[] = [
  { id: 'u-ann', email: ' Ann@Us.test ', crmOwnerIds: ['o-ann', 'o-ann-old'], active: true },
  { id: 'u-bob', email: 'bob@us.test', crmOwnerIds: [], active: true },
  // Optional fields as a plain object may leave them out.
  { id: 'u-cy', email: 'cy@us.test' } as RoutingUser,
  { id: 'u-gone', email: 'gone@us.test', crmOwnerIds: ['o-gone'], active: false },
];
const directory = buildUserDirectory(users);
const record = (fields: CrmRecord['fields']): CrmRecord => ({ id: 'R1', module: 'contact', fields });

describe('the user directory', () => {
  it('finds users by CRM owner id, e-mail (any case, trimmed) or product id; never deactivated ones', () => {
    expect(findUserByOwnerValue('o-ann', directory)?.id).toBe('u-ann');
    expect(findUserByOwnerValue('o-ann-old', directory)?.id).toBe('u-ann');
    expect(findUserByOwnerValue('ANN@us.test', directory)?.id).toBe('u-ann');
    expect(findUserByOwnerValue('ann@us.test', directory)?.id).toBe('u-ann');
    expect(findUserByOwnerValue('u-bob', directory)?.id).toBe('u-bob');
    expect(findUserByOwnerValue('cy@us.test', directory)?.id).toBe('u-cy');
    expect(findUserByOwnerValue('o-gone', directory)).toBeNull();
    expect(findUserByOwnerValue('u-gone', directory)).toBeNull();
    expect(findUserByOwnerValue('gone@us.test', directory)).toBeNull();
    expect(findUserByOwnerValue('nobody', directory)).toBeNull();
    expect([...directory.byEmail.keys()]).toEqual(['ann@us.test', 'bob@us.test', 'cy@us.test']);
  });
});

describe('resolveAssignee', () => {
  const owner: MatchingAssignee = { type: 'record_owner', ownerProperty: 'owner_id' };

  it.each<[string, MatchingAssignee, CrmRecord['fields'], unknown]>([
    [
      'the record owner',
      owner,
      { owner_id: 'o-ann' },
      { ok: true, assignee: { type: 'user', userId: 'u-ann', teamId: null, via: 'record_owner' } },
    ],
    [
      'the first owner of a list',
      owner,
      { owner_id: [' ', 'bob@us.test', 'o-ann'] },
      { ok: true, assignee: { type: 'user', userId: 'u-bob', teamId: null, via: 'record_owner' } },
    ],
    [
      'the source owner when the owner is blank',
      { type: 'record_owner', ownerProperty: 'owner_id', sourceOwnerProperty: 'lead_owner' },
      { owner_id: '', lead_owner: 'o-ann' },
      { ok: true, assignee: { type: 'user', userId: 'u-ann', teamId: null, via: 'record_owner' } },
    ],
    [
      'the owner first when both are set',
      { type: 'record_owner', ownerProperty: 'owner_id', sourceOwnerProperty: 'lead_owner' },
      { owner_id: 'u-bob', lead_owner: 'o-ann' },
      { ok: true, assignee: { type: 'user', userId: 'u-bob', teamId: null, via: 'record_owner' } },
    ],
    [
      'no owner at all',
      { type: 'record_owner', ownerProperty: 'owner_id', sourceOwnerProperty: null },
      {},
      { ok: false, reason: ROUTING_REASONS.userNotInProduct, detail: 'Record R1 has no owner in "owner_id"' },
    ],
    [
      'an owner who is not a product user',
      owner,
      { owner_id: 'o-gone' },
      { ok: false, reason: ROUTING_REASONS.userNotInProduct, detail: 'CRM owner "o-gone" has no product user' },
    ],
    [
      'a specific user',
      { type: 'specific_user', teamId: 't1', userId: 'u-bob' },
      {},
      { ok: true, assignee: { type: 'user', userId: 'u-bob', teamId: 't1', via: 'specific_user' } },
    ],
    [
      'a specific user who left',
      { type: 'specific_user', teamId: 't1', userId: 'u-gone' },
      {},
      { ok: false, reason: ROUTING_REASONS.userNotInProduct, detail: 'User u-gone is not an active user' },
    ],
    [
      'a group, copied',
      { type: 'group', teamId: 't1', groupIds: ['g1', 'g2'] },
      {},
      { ok: true, assignee: { type: 'group', teamId: 't1', groupIds: ['g1', 'g2'] } },
    ],
  ])('%s', (_name, assignee, fields, expected) => {
    expect(resolveAssignee(assignee, record(fields), directory)).toEqual(expected);
  });

  it('reads no owner from a blank source property name', () => {
    const r = record({ owner_id: '', '': 'o-ann' });
    expect(resolveAssignee({ type: 'record_owner', ownerProperty: 'owner_id', sourceOwnerProperty: '' }, r, directory).ok).toBe(false);
  });
});

describe('decideOwnerUpdate', () => {
  const input = (over: Partial<OwnerUpdateInput>): OwnerUpdateInput => ({
    setting: { enabled: true, destinationProperty: ' owner_id ' },
    record: record({ owner_id: 'o-ann' }),
    assigneeUserId: 'u-bob',
    users: directory,
    overrideExistingOwner: false,
    ...over,
  });
  const not = (reason: string, value: string | null = null, recordId: string | null = 'R1', property: string | null = 'owner_id') => ({
    update: false,
    recordId,
    property,
    value,
    reason,
  });

  it.each([
    ['switched off', input({ setting: { enabled: false, destinationProperty: 'owner_id' } }), not(ROUTING_REASONS.ownerNotUpdated)],
    [
      'no destination',
      input({ setting: { enabled: true, destinationProperty: '  ' } }),
      not(ROUTING_REASONS.ownerNotUpdated, null, 'R1', null),
    ],
    [
      'a null destination',
      input({ setting: { enabled: true, destinationProperty: null } }),
      not(ROUTING_REASONS.ownerNotUpdated, null, 'R1', null),
    ],
    ['an assignee who is not a product user', input({ assigneeUserId: 'u-gone' }), not(ROUTING_REASONS.userNotInProduct)],
    ['no assignee', input({ assigneeUserId: null }), not(ROUTING_REASONS.userNotInProduct)],
    ['someone else owns it', input({}), not(ROUTING_REASONS.ownerNotUpdated)],
    [
      'someone else owns it, override on',
      input({ overrideExistingOwner: true }),
      { update: true, recordId: 'R1', property: 'owner_id', value: 'bob@us.test', reason: null },
    ],
    ['the owner id is already the assignee', input({ assigneeUserId: 'u-ann' }), not('Owner is already the assignee', 'o-ann')],
    [
      'the owner is the assignee by e-mail',
      input({ assigneeUserId: 'u-ann', record: record({ owner_id: 'ann@us.test' }) }),
      not('Owner is already the assignee', 'o-ann'),
    ],
    [
      'an owner who left counts as someone else',
      input({ assigneeUserId: 'u-ann', record: record({ owner_id: 'o-gone' }) }),
      not(ROUTING_REASONS.ownerNotUpdated),
    ],
    [
      'no owner yet',
      input({ record: record({}) }),
      { update: true, recordId: 'R1', property: 'owner_id', value: 'bob@us.test', reason: null },
    ],
    [
      'no record: written on the record the service creates',
      input({ record: null }),
      { update: true, recordId: null, property: 'owner_id', value: 'bob@us.test', reason: null },
    ],
    [
      'the first CRM owner id is written',
      input({ assigneeUserId: 'u-ann', record: null }),
      { update: true, recordId: null, property: 'owner_id', value: 'o-ann', reason: null },
    ],
    [
      'a user without CRM owner ids gets the e-mail',
      input({ assigneeUserId: 'u-cy', record: null }),
      { update: true, recordId: null, property: 'owner_id', value: 'cy@us.test', reason: null },
    ],
  ])('%s', (_name, given, expected) => {
    expect(decideOwnerUpdate(given)).toEqual(expected);
  });
});
