import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { ProspectMeetingEmail, type ProspectMeetingProps } from './prospect-meeting';
import { renderEmail } from './render';

const reschedule = 'https://app.test/m/9f8e7d6c5b4a39281706f5e4d3c2b1a0/reschedule?token=eyJhbGciOiJIUzI1NiJ9.abcdefghijklmnop';
const cancel = 'https://app.test/m/9f8e7d6c5b4a39281706f5e4d3c2b1a0/cancel?token=eyJhbGciOiJIUzI1NiJ9.qrstuvwxyz012345';

const props: ProspectMeetingProps = {
  kind: 'booked',
  audience: 'prospect',
  facts: {
    org: 'Acme',
    typeName: 'Intro call',
    duration: '30 minutes',
    when: 'Tue, Dec 8, 2026, 10:00 AM Eastern Standard Time',
    prospect: { name: 'Pat', email: 'pat@p.test' },
    hostName: 'Ursula',
    location: '',
    guests: [],
    team: [],
    answers: [],
  },
  orgBody: `Hi Pat,\n\nNeed another time? ${reschedule}\nCannot make it? ${cancel}`,
  rescheduleUrl: reschedule,
  cancelUrl: cancel,
};

describe('the prospect e-mail', () => {
  it('shows manage links in the organization text by what they do, keeping the address in the plain text', async () => {
    const { html, text } = await renderEmail(createElement(ProspectMeetingEmail, props));
    expect(html).toMatch(/<a[^>]*href="https:\/\/app\.test\/m\/[^"]*reschedule[^"]*"[^>]*>Reschedule<\/a>/);
    expect(html).toMatch(/<a[^>]*href="https:\/\/app\.test\/m\/[^"]*cancel[^"]*"[^>]*>Cancel<\/a>/);
    expect(html).not.toMatch(/>https:\/\/app\.test\/m\//);
    expect(text).toContain(reschedule);
    expect(text).toContain(cancel);
  });
});
