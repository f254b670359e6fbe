import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import worker from '../index';
import type { Env } from '../env';
import { accounts } from '../db/schema/identity';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { db, demo, type TestClient } from './client';
import { countingD1 } from './d1-counter';
import { futureAt } from './booking-helpers';
import { crmAccount, makeRouter, meetingType, nativeForm, ownerRule, sessionRow, widget } from './routing-session-helpers';

// The widget asks for its scheduler's opening month with the submission, so times show after one request.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let admin: TestClient;
let routerId: string;

beforeAll(async () => {
  ({ admin } = await demo());
  const meetingTypeId = await meetingType(admin);
  routerId = await makeRouter({ formId: await nativeForm(), meetingTypeId }, { matchingRuleIds: [await ownerRule(admin)] });
});

const DAY = 86_400_000;
/**
 * D1 round trips before a submission from a trusted site answers with its first times: the router with the
 * organization's origins (the origin check); its context with the stored answer, branding and post-booking
 * settings; the matching rule's CRM records and the CRM's owners and state (two, side by side); then the session's
 * write beside the times' availability and busy time. 11 before 2026-12-01: the stored answer, branding and
 * settings were three reads of their own, and the times read the meeting type and hosts again.
 */
const SUBMISSION_ROUND_TRIPS = 6;
const submit = (email: string, extra: Record<string, unknown>) =>
  widget.call('POST', `/api/public/routers/${routerId}/submissions`, {
    answers: { name: 'Pat Prospect', email, country: 'France' },
    pageUrl: 'https://www.acme-site.test/contact',
    ...extra,
  });

describe('the first slots in the submission answer', () => {
  it('carries the asked window in the asked zone, the same slots the slots endpoint gives, and records them as shown', async () => {
    const domain = await crmAccount('demo-ursula');
    const from = futureAt(0, 0, 1);
    const to = new Date(Date.parse(from) + 7 * DAY).toISOString();
    const sub = await submit(`pat@${domain}`, { timezone: 'Europe/Paris', slotsWindow: { from, to } });
    expect(sub.status).toBe(201);
    const first = sub.body.data.firstSlots;
    expect(first).toMatchObject({ from, to, timezone: 'Europe/Paris' });
    expect(first.slots.length).toBeGreaterThan(0);
    const asked = await widget.call(
      'GET',
      `/api/public/routing-sessions/${sub.body.data.sessionId}/slots?${new URLSearchParams({ from, to, timezone: 'Europe/Paris' })}`,
    );
    expect(first.slots).toEqual(asked.body.slots);
    expect((await sessionRow(sub.body.data.sessionId))!.decision!.slotsShown).toMatchObject({
      timezone: 'Europe/Paris',
      count: first.slots.length,
    });
  });

  it('is absent when not asked for, when disqualified, and when the window is one the slots endpoint refuses', async () => {
    const domain = await crmAccount('demo-ursula');
    expect((await submit(`a@${domain}`, {})).body.data).not.toHaveProperty('firstSlots');
    const from = futureAt(0, 0, 1);
    const disqualified = await submit('pat@gmail.com', { slotsWindow: { from, to: futureAt(0, 0, 3) } });
    expect(disqualified.body.data).toMatchObject({ outcome: 'disqualified' });
    expect(disqualified.body.data).not.toHaveProperty('firstSlots');
    const reversed = await submit(`b@${domain}`, { slotsWindow: { from, to: futureAt(0, 0, 0) } });
    expect(reversed.status).toBe(201);
    expect(reversed.body.data).not.toHaveProperty('firstSlots');
    const tooLong = await submit(`c@${domain}`, { slotsWindow: { from, to: new Date(Date.parse(from) + 90 * DAY).toISOString() } });
    expect(tooLong.status).toBe(201);
    expect(tooLong.body.data).not.toHaveProperty('firstSlots');
    // The zone falls back to UTC when the browser sent one this runtime does not know.
    const oddZone = await submit(`d@${domain}`, { timezone: 'Mars/Olympus', slotsWindow: { from, to: futureAt(0, 0, 3) } });
    expect(oddZone.body.data.firstSlots).toMatchObject({ timezone: 'UTC' });
  });

  it('refuses a window that is not two instants', async () => {
    const res = await submit('pat@example.com', { slotsWindow: { from: 'tomorrow', to: futureAt(0, 0, 3) } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ detail: 'from must be an ISO 8601 timestamp', source: { pointer: '/slotsWindow/from' } });
  });
});

describe('the submission from a trusted site, on the way to the prospect', () => {
  it('reads the router, type and people once (the origin check hands the router on) and notes the times as shown once', async () => {
    const site = 'https://www.first-slots.test';
    await db()
      .update(accounts)
      .set({ trustedOrigins: [site] })
      .where(eq(accounts.id, DEMO_ACCOUNT_ID))
      .run();
    const domain = await crmAccount('demo-ursula');
    const from = futureAt(0, 0, 1);
    const d1 = countingD1(env.DB);
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`http://127.0.0.1:8787/api/public/routers/${routerId}/submissions?idempotencyKey=${crypto.randomUUID()}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: site },
        body: JSON.stringify({
          answers: { name: 'Pat Prospect', email: `pat@${domain}`, country: 'France' },
          pageUrl: `${site}/contact`,
          timezone: 'Europe/Paris',
          slotsWindow: { from, to: new Date(Date.parse(from) + 7 * DAY).toISOString() },
        }),
      }),
      { ...env, DB: d1.db } as Env,
      ctx,
    );
    // What the prospect waits for, counted when the answer is handed over (what follows it starts a turn later).
    const answered = d1.calls.map((c) => `${c.kind}: ${c.sql.map((q) => q.slice(0, 60)).join(' ; ')}`);
    expect(answered.length, answered.join('\n')).toBeLessThanOrEqual(SUBMISSION_ROUND_TRIPS);
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe(site);
    const { data } = (await res.json()) as { data: { sessionId: string; firstSlots: { slots: unknown[] } } };
    expect(data.firstSlots.slots.length).toBeGreaterThan(0);
    const sqlOf = () => d1.calls.flatMap((c) => c.sql);
    expect(sqlOf().filter((q) => /from "routers"/.test(q) && !/join "routers"/.test(q))).toHaveLength(1);
    // The times are those of the type and hosts just decided: neither is read again for them.
    expect(sqlOf().filter((q) => /from "meeting_types"/.test(q))).toHaveLength(1);
    expect(sqlOf().filter((q) => /^select [^;]* from "users"/.test(q))).toHaveLength(1);
    await waitOnExecutionContext(ctx);
    expect(sqlOf().filter((q) => /^update "routing_sessions"/.test(q) && /slotsShown/.test(q))).toHaveLength(1);
    expect((await sessionRow(data.sessionId))!.decision!.slotsShown).toMatchObject({
      timezone: 'Europe/Paris',
      count: data.firstSlots.slots.length,
    });
  });
});
