import { describe, expect, it } from 'vitest';
import { dnsRecords, domainStatus, hostnameProblem, rootRedirectTarget } from './scheduler-domain';

describe('hostnameProblem', () => {
  it.each([
    ['meet.acme.com', null],
    ['book.eu.acme.co.uk', null],
    ['acme.com', 'invalid'],
    ['acme.co.uk', 'invalid'],
    ['10.1.2.3', 'invalid'],
    ['meet.acme.notatld', 'invalid'],
    ['book.routewise.app', 'ours'],
    ['app.routewise.app', 'ours'],
  ])('%s -> %s', (hostname, problem) => {
    expect(hostnameProblem(hostname, 'app.routewise.app')).toBe(problem);
  });
});

describe('domainStatus', () => {
  const h = (status: string, ssl: string, extra = {}) => ({ hostname: 'meet.acme.com', status, ssl: { status: ssl }, ...extra });
  it.each([
    [h('active', 'active'), 'verified'],
    [h('active', 'pending_validation'), 'pending'],
    [h('pending', 'active'), 'pending'],
    [h('pending', 'pending_validation'), 'pending'],
    [h('moved', 'active'), 'unverified'],
    [h('pending', 'validation_timed_out'), 'unverified'],
    [h('pending', 'pending_validation', { verification_errors: ['custom hostname does not CNAME to this zone.'] }), 'unverified'],
  ])('%o -> %s', (state, expected) => {
    expect(domainStatus(state)).toBe(expected);
  });
});

describe('dnsRecords', () => {
  it('lists the CNAME to the fallback origin, the ownership TXT and the certificate TXT records', () => {
    const records = dnsRecords(
      {
        hostname: 'meet.acme.com',
        status: 'pending',
        ownership_verification: { type: 'txt', name: '_cf-custom-hostname.meet.acme.com', value: 'abc' },
        ssl: { status: 'pending_validation', validation_records: [{ txt_name: '_acme-challenge.meet.acme.com', txt_value: 'xyz' }] },
      },
      'customers.routewise.app',
    );
    expect(records).toEqual([
      { purpose: 'routing', type: 'CNAME', name: 'meet.acme.com', value: 'customers.routewise.app' },
      { purpose: 'ownership', type: 'TXT', name: '_cf-custom-hostname.meet.acme.com', value: 'abc' },
      { purpose: 'certificate', type: 'TXT', name: '_acme-challenge.meet.acme.com', value: 'xyz' },
    ]);
  });
});

describe('rootRedirectTarget', () => {
  it("is the configured redirect, else the customer's own site", () => {
    expect(rootRedirectTarget('meet.acme.co.uk', null)).toBe('https://acme.co.uk/');
    expect(rootRedirectTarget('meet.acme.com', 'https://acme.com/demo')).toBe('https://acme.com/demo');
  });
});
