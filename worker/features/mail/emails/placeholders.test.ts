import { describe, expect, it } from 'vitest';
import { fillLine, fillLines } from './placeholders';

const INVITE =
  'Hi {{booker_name}},\n\nYou are meeting {{assignee_name}} at {{time}}.\nJoin: {{conference_link}}\n\nNeed another time? {{reschedule_link}}\nCan no longer make it? {{cancel_link}}';

describe('filling an organization template', () => {
  it('leaves out every line whose value is missing or empty, and no stack of blank lines', () => {
    expect(
      fillLines(INVITE, {
        booker_name: 'Pat',
        assignee_name: 'Ada',
        time: '10:00',
        conference_link: '',
        reschedule_link: '',
        cancel_link: '',
      }),
    ).toBe('Hi Pat,\n\nYou are meeting Ada at 10:00.');
  });

  it('keeps lines whose values are there, and an unknown placeholder visible', () => {
    const out = fillLines(`${INVITE}\nP.S. {{typo}}`, {
      booker_name: 'Pat',
      assignee_name: 'Ada',
      time: '10:00',
      conference_link: 'https://meet.test/x',
      reschedule_link: 'https://r',
      cancel_link: 'https://c',
    });
    expect(out).toContain('Join: https://meet.test/x');
    expect(out).toContain('Need another time? https://r');
    expect(out).toContain('P.S. {{typo}}');
  });

  it('fills a one-line template, a missing value left out', () => {
    expect(fillLine('Invitation: {{booker_name}} and {{assignee_name}}', { booker_name: 'Pat', assignee_name: '' })).toBe(
      'Invitation: Pat and',
    );
  });
});
