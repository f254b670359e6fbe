// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pageUtm, readProspect } from './prospect';
import { slotsText } from './dom';

// The hand-over button reads the prospect from the page it is on; a field it cannot read stays empty to type.

afterEach(() => (document.body.innerHTML = ''));

describe('readProspect', () => {
  it("Gmail: the open thread's last sender", () => {
    document.body.innerHTML = `
      <h3><span class="gD" email="first@a.test" name="First">First</span></h3>
      <h3><span class="gD" email="Pat@Prospect.TEST" name="Pat Prospect">Pat Prospect</span></h3>`;
    expect(readProspect('mail.google.com')).toEqual({ email: 'pat@prospect.test', name: 'Pat Prospect' });
  });

  it("Gmail: an open compose window's recipient wins over the message behind it", () => {
    document.body.innerHTML = `
      <h3><span class="gD" email="sender@a.test" name="Sender">Sender</span></h3>
      <div role="dialog"><div data-hovercard-id="rita@recipient.test" data-name="Rita Recipient">Rita</div></div>`;
    expect(readProspect('mail.google.com')).toEqual({ email: 'rita@recipient.test', name: 'Rita Recipient' });
  });

  it('LinkedIn: the profile name, and the e-mail only where the contact info shows one', () => {
    document.body.innerHTML = `<main><h1>  Lena   Linked </h1></main>`;
    expect(readProspect('www.linkedin.com')).toEqual({ email: '', name: 'Lena Linked' });
    document.body.innerHTML += `<a href="mailto:lena@corp.test?subject=hi">lena@corp.test</a>`;
    expect(readProspect('www.linkedin.com').email).toBe('lena@corp.test');
  });

  it("HubSpot and Salesforce: the record's title and its first e-mail link", () => {
    document.body.innerHTML = `<div class="slds-page-header__title">Sam Sales</div><a href="mailto:sam%40force.test">mail</a>`;
    expect(readProspect('acme.lightning.force.com')).toEqual({ email: 'sam@force.test', name: 'Sam Sales' });
  });

  it('leaves a malformed e-mail empty rather than handing it over', () => {
    document.body.innerHTML = `<h3><span class="gD" email="not-an-email" name="Who">Who</span></h3>`;
    expect(readProspect('mail.google.com')).toEqual({ email: '', name: 'Who' });
  });
});

describe('slotsText', () => {
  it("lists the picked times in the prospect's zone with the booking link", () => {
    const text = slotsText(['2026-12-01T09:00:00Z', '2026-12-01T14:30:00Z'], 'Europe/Paris', 'https://app.test/b/bea');
    expect(text).toBe(
      [
        'Here are a few times that work for me (Europe/Paris):',
        '- Tue, Dec 1, 10:00 AM',
        '- Tue, Dec 1, 3:30 PM',
        'Book one here: https://app.test/b/bea',
      ].join('\n'),
    );
  });
});

describe('pageUtm', () => {
  it("takes the page URL's utm_* parameters that carry a value, one line, at most 300 characters", () => {
    expect(pageUtm(`https://crm.test/deal/7?utm_source=ads&utm_medium=&utm_campaign=${'x'.repeat(310)}&utm_term=a%0Ab&q=1`)).toEqual({
      source: 'ads',
      campaign: 'x'.repeat(300),
      term: 'a b',
    });
    expect(pageUtm('https://mail.google.com/mail/u/0/#inbox')).toEqual({});
    expect(pageUtm('not a url')).toEqual({});
  });
});
