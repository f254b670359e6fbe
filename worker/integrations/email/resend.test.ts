import { describe, expect, it } from 'vitest';
import { createFakeResend } from '../../test/fakes/resend';
import { EmailSendError } from './adapter';
import { ResendSender } from './resend';

// The wire format against the strict fake, in plain Node through an injected fetcher. The same fake
// answers workerd's real global fetch in worker/test/email-delivery.test.ts.
const fake = createFakeResend();
const fetcher = (input: string, init: RequestInit) => fake.handle(new Request(input, init));
const key = () => `re_unit_${crypto.randomUUID().replace(/-/g, '')}`;
const base = 'https://api.resend.com';
const message = { from: 'Routewise <no-reply@acme.test>', to: 'pat@prospect.test', subject: 'Hi', text: 'Body', html: '<p>Body</p>' };

describe('ResendSender', () => {
  it('posts the message with a bearer key and an idempotency key, and returns the provider id', async () => {
    const k = key();
    const sender = new ResendSender(k, base, fetcher);
    const res = await sender.send({
      ...message,
      attachments: [{ filename: 'invite.ics', contentType: 'text/calendar', content: 'QkVHSU4=' }],
      idempotencyKey: 'outbox-1',
    });
    const [sent] = fake.sent(k);
    expect(res.providerMessageId).toBe(sent.id);
    expect(sent).toMatchObject({
      idempotencyKey: 'outbox-1',
      from: message.from,
      to: ['pat@prospect.test'],
      subject: 'Hi',
      text: 'Body',
      html: '<p>Body</p>',
    });
    expect(sent.attachments).toEqual([{ filename: 'invite.ics', content: 'QkVHSU4=', content_type: 'text/calendar' }]);
  });

  it('gets the first answer back for a repeated idempotency key, and the fake sends once', async () => {
    const k = key();
    const sender = new ResendSender(k, base, fetcher);
    const first = await sender.send({ ...message, idempotencyKey: 'outbox-2' });
    const again = await sender.send({ ...message, idempotencyKey: 'outbox-2' });
    expect(again.providerMessageId).toBe(first.providerMessageId);
    expect(fake.sent(k)).toHaveLength(1);
  });

  it('folds line breaks in header values to spaces', async () => {
    const k = key();
    await new ResendSender(k, base, fetcher).send({ ...message, subject: 'Hello\r\nBcc: victim@evil.example', idempotencyKey: 'outbox-3' });
    expect(fake.sent(k)[0].subject).toBe('Hello Bcc: victim@evil.example');
  });

  it('throws a final error on a refused message, without echoing the key', async () => {
    const k = key();
    const err = await new ResendSender(k, base, fetcher).send({ ...message, to: 'not-an-address' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmailSendError);
    expect((err as EmailSendError).retryable).toBe(false);
    expect(String(err)).toContain('422');
    expect(String(err)).not.toContain(k);
  });

  it('is refused without a valid key', async () => {
    const err = await new ResendSender('sk_wrong', base, fetcher).send(message).catch((e: unknown) => e);
    expect(String(err)).toContain('403');
  });

  it('retries a rate limit after the provider hint, and outages and network errors', async () => {
    const k = key();
    await fetcher(`${base}/__fake/fail-next`, {
      method: 'POST',
      headers: { authorization: `Bearer ${k}` },
      body: JSON.stringify({ status: 429, retryAfter: 7 }),
    });
    const limited = (await new ResendSender(k, base, fetcher).send(message).catch((e: unknown) => e)) as EmailSendError;
    expect([limited.retryable, limited.retryAfterSeconds]).toEqual([true, 7]);

    await fetcher(`${base}/__fake/fail-next`, {
      method: 'POST',
      headers: { authorization: `Bearer ${k}` },
      body: JSON.stringify({ status: 503 }),
    });
    const down = (await new ResendSender(k, base, fetcher).send(message).catch((e: unknown) => e)) as EmailSendError;
    expect(down.retryable).toBe(true);

    const offline = (await new ResendSender(k, base, () => Promise.reject(new TypeError('fetch failed')))
      .send(message)
      .catch((e: unknown) => e)) as EmailSendError;
    expect(offline).toBeInstanceOf(EmailSendError);
    expect(offline.retryable).toBe(true);
    expect(fake.sent(k)).toHaveLength(0);
  });
});
