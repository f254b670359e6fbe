import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { humanizeKey, labelledAnswers } from './answer-labels';

describe('humanizeKey', () => {
  it.each([
    ['team_size', 'Team size'],
    ['first_name', 'First name'],
    ['companyName', 'Company name'],
    ['utm-source', 'Utm source'],
    ['email', 'Email'],
    ['', ''],
  ])('%s', (key, out) => expect(humanizeKey(key)).toBe(out));

  it('never leaves an underscore or a leading lower-case letter', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9_]{0,20}$/), (key) => {
        const h = humanizeKey(key);
        return !h.includes('_') && h[0] === h[0].toUpperCase();
      }),
    );
  });
});

describe('labelledAnswers', () => {
  it('uses the form question label, reads other keys as words, joins choices and drops empty answers', () => {
    const labels = new Map([['timeline', 'Buying timeline']]);
    expect(
      labelledAnswers({ timeline: 'This quarter', team_size: '51-200', tools: ['HubSpot', 'Slack'], notes: '  ', gone: null }, labels),
    ).toEqual([
      { question: 'Buying timeline', answer: 'This quarter' },
      { question: 'Team size', answer: '51-200' },
      { question: 'Tools', answer: 'HubSpot, Slack' },
    ]);
  });
});
