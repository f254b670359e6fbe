import { createExecutionContext, SELF, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../index';
import type { Env } from '../env';
import { defaultMeetingType } from '../contracts/meeting-types';
import type { TestClient } from './client';
import { BASE } from './client';

/** A meeting type open around the clock every day, so tests can book any future slot. */
export async function openMeetingType(admin: TestClient, memberIds: string[], overrides: Record<string, unknown> = {}) {
  const res = await admin.json('POST', '/api/meeting-types', {
    ...defaultMeetingType(memberIds),
    name: `Type ${crypto.randomUUID().slice(0, 6)}`,
    earliestSlotMinutes: 0,
    bookingWindowDays: 365,
    slotIncrementMinutes: 15,
    durationMinutes: 30,
    availabilitySource: 'recurring',
    recurringAvailability: {
      timeZone: 'UTC',
      weekly: Array.from({ length: 7 }, () => [{ start: '00:00', end: '24:00' }]),
      overrides: [],
      vacations: [],
    },
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`meeting type: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string };
}

export async function createLink(client: TestClient, body: Record<string, unknown>) {
  const res = await client.json('POST', '/api/meeting-links', {
    kind: 'personal',
    name: 'Intro',
    slug: `l-${crypto.randomUUID().slice(0, 8)}`,
    ...body,
  });
  if (res.status !== 201) throw new Error(`link: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; slug: string; url: string };
}

/** An anonymous visitor's booking, straight at the public API. */
export async function book(slug: string, body: Record<string, unknown>, key: string = crypto.randomUUID()) {
  const res = await SELF.fetch(`${BASE}/api/public/links/${slug}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, origin: 'https://www.prospect-site.test' },
    body: JSON.stringify({ timezone: 'UTC', name: 'Pat Prospect', email: `pat-${crypto.randomUUID().slice(0, 6)}@prospect.test`, ...body }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/**
 * A request handed to the worker itself with its own env (a counting D1, recording queues) rather than through SELF,
 * answered once its background work is done, so what it asked of D1 and the queues is all counted.
 */
export async function fetchWithEnv(request: Request, env: Env) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A booking of a link's start by Pat Prospect, handed to the worker with its own env (fetchWithEnv). */
export function bookWithEnv(env: Env, slug: string, body: Record<string, unknown>, key: string = crypto.randomUUID()) {
  const request = new Request(`${BASE}/api/public/links/${slug}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ timezone: 'UTC', name: 'Pat Prospect', email: 'pat@prospect.test', ...body }),
  });
  return fetchWithEnv(request, env);
}

export async function publicGet(path: string) {
  const res = await SELF.fetch(`${BASE}${path}`);
  return { status: res.status, body: await res.json<any>() };
}

/** A future Monday at the given UTC hour, far enough ahead for any earliest-slot setting. */
export function futureAt(hour: number, minute = 0, weeksAhead = 2) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 7 * weeksAhead + ((8 - d.getUTCDay()) % 7));
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString();
}
