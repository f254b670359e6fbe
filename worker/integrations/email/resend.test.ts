import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { ResendSender } from './resend';

// A local stand-in for api.resend.com that speaks the same wire format: POST /emails with a bearer
// key and a JSON body, answering { id } or an error object.
let server: Server;
let base = '';
const received: { auth?: string; body: any }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw);
      received.push({ auth: req.headers.authorization, body });
      if (req.url !== '/emails' || req.method !== 'POST') return res.writeHead(404).end();
      if (body.to?.[0] === 'bounce@example.test') {
        res.writeHead(422, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'em_123' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('ResendSender', () => {
  it('posts the message with a bearer key and returns the provider id', async () => {
    const sender = new ResendSender('re_test_key', base);
    const res = await sender.send({ from: 'Routewise <no-reply@acme.test>', to: 'pat@prospect.test', subject: 'Hi', text: 'Body', html: '<p>Body</p>', attachments: [{ filename: 'invite.ics', contentType: 'text/calendar', content: 'QkVHSU4=' }] });
    expect(res.providerMessageId).toBe('em_123');
    const last = received.at(-1)!;
    expect(last.auth).toBe('Bearer re_test_key');
    expect(last.body).toMatchObject({ from: 'Routewise <no-reply@acme.test>', to: ['pat@prospect.test'], subject: 'Hi', text: 'Body', html: '<p>Body</p>' });
    expect(last.body.attachments).toEqual([{ filename: 'invite.ics', content: 'QkVHSU4=', content_type: 'text/calendar' }]);
  });

  it('throws on a provider error without echoing the key', async () => {
    const sender = new ResendSender('re_secret_key', base);
    const err = await sender.send({ from: 'a@acme.test', to: 'bounce@example.test', subject: 's', text: 't' }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect(String(err)).toContain('422');
    expect(String(err)).not.toContain('re_secret_key');
  });
});
