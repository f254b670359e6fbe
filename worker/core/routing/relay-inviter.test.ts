import { describe, expect, it } from 'vitest';
import { relayInviter } from './relay-inviter';

describe('relayInviter', () => {
  it.each([
    ['the rule names the booker over a relay set to the assignee', 'assignee', 'booker', true, 'booker'],
    ['the rule names the assignee over a relay set to the booker', 'booker', 'assignee', true, 'assignee'],
    ['a rule without an inviter leaves the relay setting', 'booker', null, true, 'booker'],
    ['no matching rule: the relay setting', 'assignee', undefined, true, 'assignee'],
    ['no booker: always the assignee', 'booker', 'booker', false, 'assignee'],
  ] as const)('%s', (_name, relay, ruleInviter, hasBooker, expected) => {
    const rule = ruleInviter === undefined ? null : { relayInviter: ruleInviter };
    expect(relayInviter(relay, rule, hasBooker)).toBe(expected);
  });
});
