import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demo, type TestClient } from './client';
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
