import { describe, expect, it } from 'vitest';
import { checkWebhookTarget, parseIPv6 } from './ssrf';

const prod = { allowLoopback: false };
const dev = { allowLoopback: true };

describe('checkWebhookTarget', () => {
  it.each([
    ['https://hooks.example.com/x', true],
    ['http://example.org:8080/path?q=1', true],
    ['https://93.184.216.34/hook', true],
    ['https://[2606:4700::1111]/hook', true],
    ['https://8.8.8.8', true],
    ['http://127.0.0.1:8080/', false],
    ['http://127.1/', false],
    ['http://2130706433/', false],
    ['http://0x7f000001/', false],
    ['http://017700000001/', false],
    ['http://localhost/', false],
    ['http://api.localhost/', false],
    ['http://LOCALHOST./', false],
    ['http://10.0.0.5/', false],
    ['http://172.16.0.1/', false],
    ['http://172.31.255.255/', false],
    ['http://172.32.0.1/', true],
    ['http://192.168.1.1/', false],
    ['http://169.254.169.254/latest/meta-data', false],
    ['http://100.64.0.1/', false],
    ['http://0.0.0.0/', false],
    ['http://224.0.0.1/', false],
    ['http://255.255.255.255/', false],
    ['http://[::1]/', false],
    ['http://[::]/', false],
    ['http://[fe80::1]/', false],
    ['http://[fd00::1]/', false],
    ['http://[fc00::1]/', false],
    ['http://[::ffff:127.0.0.1]/', false],
    ['http://[::ffff:7f00:1]/', false],
    ['http://[::ffff:10.1.2.3]/', false],
    ['http://[::ffff:8.8.8.8]/', true],
    ['http://[64:ff9b::a9fe:a9fe]/', false],
    ['http://printer.local/', false],
    ['http://db.internal/', false],
    ['http://intranet/', false],
    ['http://metadata.google.internal/', false],
    ['ftp://example.com/', false],
    ['file:///etc/passwd', false],
    ['https://user:pw@example.com/', false],
    ['not a url', false],
  ])('%s -> %s in production', (url, ok) => {
    expect(checkWebhookTarget(url, prod).ok).toBe(ok);
  });

  it('outside production a loopback receiver is allowed, private ranges still are not', () => {
    expect(checkWebhookTarget('http://127.0.0.1:9999/hook', dev).ok).toBe(true);
    expect(checkWebhookTarget('http://localhost:9999/hook', dev).ok).toBe(true);
    expect(checkWebhookTarget('http://[::1]:9999/hook', dev).ok).toBe(true);
    expect(checkWebhookTarget('http://10.0.0.1/hook', dev).ok).toBe(false);
    expect(checkWebhookTarget('http://169.254.169.254/', dev).ok).toBe(false);
  });

  it('names the reason', () => {
    expect(checkWebhookTarget('http://169.254.169.254/', prod)).toEqual({ ok: false, reason: 'link-local address' });
    expect(checkWebhookTarget('http://192.168.0.1/', prod)).toEqual({ ok: false, reason: 'private address' });
  });

  it('parses IPv6 forms', () => {
    expect(parseIPv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('2001:db8::')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIPv6('1::2::3')).toBeNull();
    expect(parseIPv6('12345::')).toBeNull();
  });
});
