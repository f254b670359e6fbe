import { describe, expect, it, vi } from 'vitest';
import { checkOutboundUrl, outboundFetch, outboundPolicy, OutboundUrlError, parseIPv6 } from './outbound-url';

const prod = outboundPolicy({ APP_ENV: 'production' });
const dev = outboundPolicy({ APP_ENV: 'test' });
const check = (url: string, policy = prod) => checkOutboundUrl(url, policy);

describe('checkOutboundUrl', () => {
  it.each([
    ['https://hooks.example.com/x', true],
    ['https://example.org:8080/path?q=1', true],
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
    // In production only https is fetched: each case is also checked under https, where only the host decides.
    expect(check(url.replace(/^http:/, 'https:')).ok).toBe(ok);
  });

  it.each([
    ['https://127.0.0.1/', false],
    ['https://10.0.0.5/', false],
    ['https://[::ffff:192.168.0.1]/', false],
    ['https://[fe80::1%25eth0]/', false],
    ['https://169.254.169.254/', false],
    ['https://caldav.fastmail.com/dav/', true],
  ])('%s -> %s in production over https', (url, ok) => {
    expect(check(url).ok).toBe(ok);
  });

  it('outside production http and a loopback receiver are allowed, private ranges still are not', () => {
    expect(check('http://example.org:8080/path', dev).ok).toBe(true);
    expect(check('http://127.0.0.1:9999/hook', dev).ok).toBe(true);
    expect(check('http://localhost:9999/hook', dev).ok).toBe(true);
    expect(check('http://[::1]:9999/hook', dev).ok).toBe(true);
    expect(check('http://10.0.0.1/hook', dev).ok).toBe(false);
    expect(check('http://169.254.169.254/', dev).ok).toBe(false);
    expect(check('ftp://example.com/', dev).ok).toBe(false);
  });

  it('lets an operator allow named hosts of a private network (OUTBOUND_ALLOWED_HOSTS), never credentials or http in production', () => {
    const ops = outboundPolicy({ APP_ENV: 'production', OUTBOUND_ALLOWED_HOSTS: 'caldav.corp.internal, *.lan , 10.0.0.8' });
    expect(ops.allowedHosts).toEqual(['caldav.corp.internal', '*.lan', '10.0.0.8']);
    expect(check('https://caldav.corp.internal/dav/', ops).ok).toBe(true);
    expect(check('https://nas.lan/', ops).ok).toBe(true);
    expect(check('https://10.0.0.8/', ops).ok).toBe(true);
    expect(check('https://10.0.0.9/', ops).ok).toBe(false);
    expect(check('https://other.internal/', ops).ok).toBe(false);
    expect(check('http://caldav.corp.internal/', ops).ok).toBe(false);
    expect(check('https://u:p@caldav.corp.internal/', ops).ok).toBe(false);
  });

  it('names the reason', () => {
    expect(check('https://169.254.169.254/')).toEqual({ ok: false, reason: 'link-local address' });
    expect(check('https://192.168.0.1/')).toEqual({ ok: false, reason: 'private address' });
    expect(check('http://example.com/')).toEqual({ ok: false, reason: 'only https URLs' });
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

describe('outboundFetch', () => {
  const ok = () => new Response('fine', { status: 200 });
  it('follows redirects by hand, checking every hop, and stops a loop', async () => {
    const toMeta = vi.fn<typeof fetch>(
      async () => new Response(null, { status: 302, headers: { location: 'https://169.254.169.254/latest/meta-data' } }),
    );
    await expect(outboundFetch('https://www.acme.test/', {}, { policy: prod, fetcher: toMeta })).rejects.toMatchObject({
      reason: 'refused',
    });
    expect(toMeta).toHaveBeenCalledTimes(1);
    const loop = vi.fn<typeof fetch>(async () => new Response(null, { status: 301, headers: { location: '/again' } }));
    await expect(outboundFetch('https://www.acme.test/', {}, { policy: prod, fetcher: loop, maxRedirects: 2 })).rejects.toMatchObject({
      reason: 'too_many_redirects',
    });
    expect(loop).toHaveBeenCalledTimes(3);
    const moved = vi.fn<typeof fetch>(async (url) =>
      String(url).endsWith('/old') ? new Response(null, { status: 303, headers: { location: '/new' } }) : ok(),
    );
    const res = await outboundFetch('https://www.acme.test/old', { method: 'POST', body: 'x' }, { policy: prod, fetcher: moved });
    expect([res.status, res.headers.get('x-final-url'), (moved.mock.calls[1][1] as RequestInit).method]).toEqual([
      200,
      'https://www.acme.test/new',
      'GET',
    ]);
    for (const [, init] of moved.mock.calls) expect((init as RequestInit).redirect).toBe('manual');
  });

  it('hands a 3xx back when the caller follows redirects itself', async () => {
    const f = vi.fn<typeof fetch>(async () => new Response(null, { status: 301, headers: { location: 'https://127.0.0.1/' } }));
    expect((await outboundFetch('https://www.acme.test/', { redirect: 'manual' }, { policy: prod, fetcher: f })).status).toBe(301);
  });

  it('refuses before any request, bounds the size and the time', async () => {
    const never = vi.fn<typeof fetch>(() => new Promise(() => {}));
    await expect(outboundFetch('https://user:pw@www.acme.test/', {}, { policy: prod, fetcher: never })).rejects.toBeInstanceOf(
      OutboundUrlError,
    );
    expect(never).not.toHaveBeenCalled();
    const big = async () => new Response('x'.repeat(2000));
    await expect(outboundFetch('https://www.acme.test/', {}, { policy: prod, fetcher: big, maxBytes: 1000 })).rejects.toMatchObject({
      reason: 'too_large',
    });
    const cut = await outboundFetch('https://www.acme.test/', {}, { policy: prod, fetcher: big, maxBytes: 1000, truncate: true });
    expect([(await cut.text()).length, cut.truncated]).toEqual([1000, true]);
    await expect(outboundFetch('https://slow.example/', {}, { policy: prod, fetcher: never, timeoutMs: 20 })).rejects.toMatchObject({
      reason: 'timeout',
    });
  });
});
