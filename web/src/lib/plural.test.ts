import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it.each([
    [0, 'meeting', '0 meetings'],
    [1, 'meeting', '1 meeting'],
    [2, 'member', '2 members'],
    [1200, 'row', '1,200 rows'],
  ])('%i %s', (n, word, out) => expect(plural(n, word)).toBe(out));
  it('takes an irregular plural', () => expect(plural(3, 'person', 'people')).toBe('3 people'));
});
