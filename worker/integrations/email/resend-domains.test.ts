import { describe, expect, it } from 'vitest';
import { createFakeResend } from '../../test/fakes/resend';
import { ResendDomainError, resendDomains } from './resend-domains';
import { ResendSender } from './resend';

// The domains API's wire format against the strict fake, in plain Node through an injected fetcher. The same fake
// answers workerd's global fetch in worker/test/email-domain.test.ts.
const fake = createFakeResend();
const fetcher = (input: string, init: RequestInit) => fake.handle(new Request(input, init));
const key = () => `re_unit_${crypto.randomUUID().replace(/-/g, '')}`;
const base = 'https://api.resend.com';
const control = (k: string, path: string, body?: object) =>
  fetcher(`${base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${k}` }, body: body ? JSON.stringify(body) : undefined });
const refusal = (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => e as ResendDomainError);

describe('resendDomains', () => {
  it('registers a domain and gets its return path MX, SPF and DKIM records, not started', async () => {
    const k = key();
    const created = await resendDomains(k, base, fetcher).create('acme.com');
    expect(created).toMatchObject({ name: 'acme.com', status: 'not_started', region: 'us-east-1' });
    expect(created.records!.map((r) => `${r.record} ${r.type} ${r.name}`)).toEqual([
      'SPF MX send',
      'SPF TXT send',
      'DKIM TXT resend._domainkey',
    ]);
    expect(created.records![0]).toMatchObject({ priority: 10, value: 'feedback-smtp.us-east-1.amazonses.com', ttl: 'Auto' });
    expect(fake.domains(k)).toHaveLength(1);
  });

  it('names the records under the subdomain for a subdomain', async () => {
    const created = await resendDomains(key(), base, fetcher).create('mail.acme.co.uk');
    expect(created.records!.map((r) => r.name)).toEqual(['send.mail', 'send.mail', 'resend._domainkey.mail']);
  });

  it('moves not_started -> pending on verify, then verified once the records are in DNS; deletes', async () => {
    const k = key();
    const api = resendDomains(k, base, fetcher);
    const { id } = await api.create('verify.example.com');
    expect(await api.verify(id)).toEqual({ object: 'domain', id });
    expect((await api.get(id)).status).toBe('pending');
    await control(k, '/__fake/domains/verify.example.com/publish');
    const read = await api.get(id);
    expect(read.status).toBe('verified');
    expect(read.records!.every((r) => r.status === 'verified')).toBe(true);
    expect(await api.remove(id)).toEqual({ object: 'domain', id, deleted: true });
    const gone = await refusal(api.get(id));
    expect([gone?.status, gone?.errorName]).toEqual([404, 'not_found']);
  });

  it("refuses as Resend does: a bad name (422), a domain registered already (403), a sending-only key (401), and 429's Retry-After", async () => {
    const k = key();
    const api = resendDomains(k, base, fetcher);
    const bad = await refusal(api.create('not a domain'));
    expect([bad?.status, bad?.errorName]).toEqual([422, 'validation_error']);
    await api.create('twice.example.com');
    const twice = await refusal(api.create('twice.example.com'));
    expect([twice?.status, twice?.detail]).toEqual([403, 'The `twice.example.com` domain has been registered already.']);
    const restricted = await refusal(resendDomains(`re_sendonly_${crypto.randomUUID()}`, base, fetcher).create('x.example.com'));
    expect([restricted?.status, restricted?.errorName]).toEqual([401, 'restricted_api_key']);
    await control(k, '/__fake/fail-next', { status: 429, retryAfter: 3 });
    const limited = await refusal(api.create('later.example.com'));
    expect([limited?.status, limited?.retryAfterSeconds]).toEqual([429, 3]);
    const offline = await refusal(resendDomains(k, base, () => Promise.reject(new TypeError('fetch failed'))).create('x.example.com'));
    expect(offline?.status).toBe(0);
  });

  it('lets the account send from the domain only once it is verified', async () => {
    const k = key();
    const api = resendDomains(k, base, fetcher);
    const { id } = await api.create('brand.example.com');
    const mail = { from: 'Acme <meetings@brand.example.com>', to: 'pat@prospect.test', subject: 'Hi', text: 'Body' };
    const refused = await new ResendSender(k, base, fetcher).send(mail).catch((e: unknown) => String(e));
    expect(refused).toContain('403');
    expect(refused).toContain('The brand.example.com domain is not verified');
    await control(k, '/__fake/domains/brand.example.com/publish');
    await api.verify(id);
    await new ResendSender(k, base, fetcher).send(mail);
    expect(fake.sent(k).map((m) => m.from)).toEqual(['Acme <meetings@brand.example.com>']);
  });
});
