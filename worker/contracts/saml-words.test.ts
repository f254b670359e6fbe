import { describe, expect, it } from 'vitest';
import { describeSecurityChange } from './security-settings';

// How SAML entries of the audit log read (the audit log page and the security page's recent changes).
describe('describeSecurityChange for SAML single sign-on', () => {
  const side = (over: Record<string, unknown> = {}) => ({
    idpEntityId: 'https://idp.acme.com',
    defaultRole: 'regular',
    domains: ['acme.com'],
    ...over,
  });

  it('says what was set up, changed, tested or removed', () => {
    expect(describeSecurityChange({ protocol: 'saml', before: null, after: side() })).toBe(
      'SAML single sign-on set up: https://idp.acme.com, domains acme.com',
    );
    expect(
      describeSecurityChange({
        protocol: 'saml',
        before: side(),
        after: side({ domains: ['acme.com', 'acme.io'], defaultRole: 'manager' }),
        certificatesChanged: true,
      }),
    ).toBe(
      'Identity provider URL or certificates replaced; SSO domains: acme.com → acme.com, acme.io; Role of new members: User → Manager',
    );
    expect(describeSecurityChange({ protocol: 'saml', testSignIn: 'succeeded', nameId: 'ana@acme.com' })).toBe(
      'SAML test sign-in succeeded (ana@acme.com)',
    );
    expect(describeSecurityChange({ protocol: 'saml', before: side(), after: null })).toBe(
      'SAML single sign-on removed (https://idp.acme.com)',
    );
  });
});
