import { describe, expect, it } from 'vitest';
import { emailDomain, normaliseEmail, normalisePhone, registrableDomain } from './identity';

describe('normaliseEmail', () => {
  it.each<[string | null | undefined, string | null]>([
    [' Ann@Acme.COM ', 'ann@acme.com'],
    ['a@b.co', 'a@b.co'],
    [null, null],
    [undefined, null],
    ['', null],
    ['ann', null],
    ['ann@acme', null],
    ['ann@@acme.com', null],
    ['an n@acme.com', null],
    ['@acme.com', null],
    ['ann@.com', null],
    ['ann@acme.', null],
    ['x ann@acme.com', null],
    ['ann@acme.com x', null],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseEmail(input)).toBe(expected);
  });
});

describe('domains', () => {
  it.each<[string | null | undefined, string | null]>([
    ['www.acme.co.uk', 'acme.co.uk'],
    ['https://acme.com/about', 'acme.com'],
    ['  ACME.com  ', 'acme.com'],
    ['pat.github.io', 'github.io'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['localhost', null],
  ])('registrableDomain(%j) = %j', (input, expected) => {
    expect(registrableDomain(input)).toBe(expected);
  });

  it('reads the registrable domain after the last @', () => {
    expect(emailDomain('pat@eu.mail.acme.co.uk')).toBe('acme.co.uk');
    expect(emailDomain('PAT@Acme.com')).toBe('acme.com');
    expect(emailDomain('not an address')).toBeNull();
    expect(emailDomain(null)).toBeNull();
  });
});

describe('normalisePhone', () => {
  it.each<[string | null | undefined, 'US' | 'GB' | undefined, string | null]>([
    ['+14155550100', undefined, '+14155550100'],
    [' +14155550100 ', undefined, '+14155550100'],
    ['+1 415-555-0100', undefined, '+14155550100'],
    ['(415) 555 0100', 'US', '+14155550100'],
    ['020 7946 0018', 'GB', '+442079460018'],
    // Without a country a national number cannot be placed.
    ['(415) 555 0100', undefined, null],
    // Impossible numbers: too short or too long for the country.
    ['+1 415', undefined, null],
    ['12', 'US', null],
    ['+1 415 555 0100 1234 5678', undefined, null],
    ['not a phone', 'US', null],
    ['', 'US', null],
    [null, 'US', null],
    [undefined, undefined, null],
    // E.164 shape needs a leading + and a non-zero country digit, 8 to 15 digits.
    ['+0123456789', undefined, null],
    ['14155550100', undefined, null],
    ['+1234567', undefined, null],
    // The E.164 shortcut takes only a whole E.164 string; anything around it goes through the parser.
    ['+14155550100 x', undefined, '+14155550100'],
    ['tel:+14155550100', undefined, '+14155550100'],
    ['+12', undefined, null],
    ['+1abcdefgh', undefined, null],
  ])('%j in %j -> %j', (input, country, expected) => {
    expect(normalisePhone(input, country)).toBe(expected);
  });
});
