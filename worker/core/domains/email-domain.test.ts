import { describe, expect, it } from 'vitest';
import { emailDnsRecords, emailDomainProblem, emailDomainStatus, fromHeader } from './email-domain';

describe('emailDomainProblem', () => {
  it.each([
    ['acme.com', null],
    ['mail.acme.com', null],
    ['acme.co.uk', null],
    ['co.uk', 'invalid'],
    ['10.1.2.3', 'invalid'],
    ['acme.notatld', 'invalid'],
    ['routewise.app', 'ours'],
    ['mail.routewise.app', 'ours'],
  ])('%s -> %s', (domain, problem) => {
    expect(emailDomainProblem(domain, 'app.routewise.app')).toBe(problem);
  });
});

describe('emailDomainStatus', () => {
  it.each([
    ['not_started', 'pending'],
    ['pending', 'pending'],
    ['temporary_failure', 'pending'],
    ['verified', 'verified'],
    ['failed', 'failed'],
  ])('%s -> %s', (status, expected) => {
    expect(emailDomainStatus(status)).toBe(expected);
  });
});

describe('emailDnsRecords', () => {
  it('names the return path MX, the SPF TXT and the DKIM key, with priority and TTL as the provider gives them', () => {
    const records = emailDnsRecords({
      name: 'acme.com',
      status: 'not_started',
      records: [
        {
          record: 'SPF',
          name: 'send',
          type: 'MX',
          ttl: 'Auto',
          status: 'not_started',
          value: 'feedback-smtp.us-east-1.amazonses.com',
          priority: 10,
        },
        { record: 'SPF', name: 'send', type: 'TXT', ttl: 'Auto', status: 'not_started', value: '"v=spf1 include:amazonses.com ~all"' },
        { record: 'DKIM', name: 'resend._domainkey', type: 'TXT', status: 'verified', value: 'p=MIGf' },
      ],
    });
    expect(records.map((r) => `${r.record} ${r.type} ${r.name} ${r.priority} ${r.status}`)).toEqual([
      'Return-Path MX send 10 not_started',
      'SPF TXT send null not_started',
      'DKIM TXT resend._domainkey null verified',
    ]);
    expect(records[2].ttl).toBe('Auto');
  });
});

describe('fromHeader', () => {
  it.each([
    ['Acme', 'meetings@acme.com', 'Acme <meetings@acme.com>'],
    ['Acme, Inc.', 'meetings@acme.com', '"Acme, Inc." <meetings@acme.com>'],
    ['Say "hi"\r\nBcc: x', 'a@acme.com', '"Say \\"hi\\" Bcc: x" <a@acme.com>'],
    ['  ', 'a@acme.com', 'a@acme.com'],
  ])('%j', (name, address, expected) => {
    expect(fromHeader(name, address)).toBe(expected);
  });
});
