import { describe, expect, it } from 'vitest';
import { describeSecurityChange } from './security-settings';

// How single sign-on entries of the audit log read (the audit log page and the security page's recent changes).
describe('describeSecurityChange for single sign-on', () => {
  const side = (over: Record<string, unknown> = {}) => ({
    issuer: 'https://acme.okta.com',
    clientId: 'c1',
    domains: ['acme.com'],
    ...over,
  });

  it('says what was set up, changed or removed, and never shows a secret', () => {
    expect(describeSecurityChange({ protocol: 'oidc', before: side({ issuer: null, clientId: null, domains: [] }), after: side() })).toBe(
      'Single sign-on set up: https://acme.okta.com, domains acme.com',
    );
    expect(
      describeSecurityChange({
        protocol: 'oidc',
        before: side(),
        after: side({ clientId: 'c2', domains: ['acme.com', 'acme.io'] }),
        clientSecretChanged: true,
      }),
    ).toBe('Client ID: c1 → c2; SSO domains: acme.com → acme.com, acme.io; Client secret replaced');
    expect(describeSecurityChange({ protocol: 'oidc', before: side(), after: null })).toBe(
      'Single sign-on removed (https://acme.okta.com)',
    );
  });

  it('names a break-glass password sign-in', () => {
    expect(describeSecurityChange({ setting: 'break_glass_sign_in' })).toMatch(/break-glass/);
  });
});
