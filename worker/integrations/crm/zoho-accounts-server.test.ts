import { describe, expect, it } from 'vitest';
import { zohoAccountsServer } from './zoho';

describe("Zoho's accounts-server on the OAuth redirect", () => {
  it.each([
    ['https://accounts.zoho.eu', 'accounts.zoho.eu'],
    ['https://accounts.zoho.com.au', 'accounts.zoho.com.au'],
    ['https://accounts.zoho.in/', 'accounts.zoho.in'],
    ['https://accounts.zoho.com', 'accounts.zoho.com'],
    ['http://accounts.zoho.eu', null],
    ['https://accounts.zoho.eu.evil.test', null],
    ['https://evil.test/?accounts.zoho.eu', null],
    ['not a url', null],
    [undefined, null],
  ])('%s -> %s', (value, host) => {
    expect(zohoAccountsServer(value)).toBe(host);
  });
});
