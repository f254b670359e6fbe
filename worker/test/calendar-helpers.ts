import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { Env } from '../env';
import { runBatch } from '../db/batch';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { calendarWriter } from '../features/calendars/parts/writer';
import { db, type TestClient } from './client';

/** Talks to a calendar fake's control endpoints (`<origin>/__fake/<path>`): GET without a body, POST with a JSON one. */
export const fakeControlOf = (origin: string) => (path: string, body?: unknown) =>
  fetch(
    `${origin}/__fake/${path}`,
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );

/** Runs the calendar writer on one meeting event of the demo organization, as its queue consumer would, and commits. */
export const deliverMeetingEvent = async (
  meetingId: string,
  type: 'meeting.booked' | 'meeting.rescheduled' | 'meeting.cancelled' = 'meeting.booked',
) =>
  runBatch(
    db(),
    (await calendarWriter.handle(env as unknown as Env, db(), {
      id: 'e',
      accountId: DEMO_ACCOUNT_ID,
      type,
      subjectId: meetingId,
      payload: { meetingId } as never,
      occurredAt: Date.now(),
    })) ?? [],
  );

/**
 * Approves a calendar fake's consent page as `login` (its form posted back with Allow, as the browser would)
 * and answers the app's callback URL that the fake redirects to.
 */
export async function approveConsent(authorize: URL, approveUrl: string, login: string): Promise<URL> {
  const form = new URLSearchParams(authorize.searchParams);
  form.set('login', login);
  form.set('decision', 'allow');
  const approved = await fetch(approveUrl, { method: 'POST', body: form, redirect: 'manual' });
  return new URL(approved.headers.get('location')!);
}

/** Opens an OAuth callback URL as the signed-in client (its cookies and IP), without following the redirect. */
export const openCallback = (client: TestClient, callback: URL) =>
  SELF.fetch(`http://127.0.0.1:8787${callback.pathname}${callback.search}`, {
    redirect: 'manual',
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'cf-connecting-ip': client.ip },
  });
