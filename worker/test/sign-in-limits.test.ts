import { afterAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { TestClient, demo } from './client';
import { DEMO_PASSWORD } from '../dev/seed';
import { clearRateLimit } from '../lib/rate-limit';

const DEMO_EMAILS = ['admin@acme.test', 'manager@acme.test', 'ursula@acme.test', 'booker@acme.test', 'ravi@acme.test'];

/** Clients that all come from one address, like an office behind one NAT. */
const office = (ip: string) => {
  const c = new TestClient();
  c.ip = ip;
  return c;
};

describe('sign-in brute-force protection counts failures only', () => {
  // The limits live in Durable Objects, which outlast this file: later files sign the same demo people in.
  afterAll(() => Promise.all(DEMO_EMAILS.map((email) => clearRateLimit(env, `login:${email}`))));

  it('lets one address sign in far more often than the failure limit', async () => {
    await demo();
    const ip = '10.250.0.1';
    const statuses = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await office(ip).post('/api/auth/login', { email: 'ursula@acme.test', password: DEMO_PASSWORD })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
  });

  it('locks an e-mail after 10 failures, with Retry-After, and the right password waits too', async () => {
    await demo();
    const c = office('10.250.0.2');
    for (let i = 0; i < 10; i++)
      expect((await c.post('/api/auth/login', { email: 'ravi@acme.test', password: 'wrong-pass!' })).status).toBe(401);
    const locked = await c.post('/api/auth/login', { email: 'ravi@acme.test', password: DEMO_PASSWORD });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await locked.json<{ errors: { detail: string }[] }>()).errors[0].detail).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    // Another person at the same address is not locked out by Ravi's failures.
    expect((await office('10.250.0.2').post('/api/auth/login', { email: 'ursula@acme.test', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('locks an address after 30 failures across e-mails', async () => {
    await demo();
    const ip = '10.250.0.3';
    for (let i = 0; i < 30; i++)
      expect((await office(ip).post('/api/auth/login', { email: `guess${i}@acme.test`, password: 'wrong-pass!' })).status).toBe(401);
    expect((await office(ip).post('/api/auth/login', { email: 'ursula@acme.test', password: DEMO_PASSWORD })).status).toBe(429);
    expect((await office('10.250.0.4').post('/api/auth/login', { email: 'ursula@acme.test', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('counts parallel wrong passwords exactly: 10 tried, the rest refused', async () => {
    await demo();
    const statuses = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        office(`10.250.1.${i}`)
          .post('/api/auth/login', { email: 'manager@acme.test', password: 'wrong-pass!' })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });
});
