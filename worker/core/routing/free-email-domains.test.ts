import { describe, expect, it } from 'vitest';
import { FREE_EMAIL_DOMAINS, isFreeEmailDomain } from './free-email-domains';
import { emailDomain, registrableDomain } from './identity';

describe('free e-mail domains', () => {
  it('lists every provider by its registrable form, so an address there can actually match', () => {
    expect(FREE_EMAIL_DOMAINS.size).toBeGreaterThan(100);
    for (const domain of FREE_EMAIL_DOMAINS) {
      expect(registrableDomain(domain), domain).toBe(domain);
      expect(emailDomain(`someone@mail.${domain}`), domain).toBe(domain);
      expect(isFreeEmailDomain(domain), domain).toBe(true);
    }
  });

  it.each([
    ['gmail.com', true],
    ['GMail.com', true],
    ['yahoo.co.uk', true],
    ['proton.me', true],
    ['acme.com', false],
    ['gmail.co', false],
    ['', false],
  ])('%s is free: %s', (domain, free) => {
    expect(isFreeEmailDomain(domain)).toBe(free);
  });
});
