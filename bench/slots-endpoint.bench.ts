// The public slots request through the real worker (wrangler dev, local D1): a 50-member round-robin
// link over 60 days where every member has a connected Google Calendar whose busy cache holds 5 events
// a day. The cache is warm, so the request reads D1 only (no outside call). Prints the p95.
import { performance } from 'node:perf_hooks';
import { defaultMeetingType } from '../worker/contracts/meeting-types';
import { percentile, startServer } from './support/worker-server';

const PORT = 8812;
const MEMBERS = 50;
const DAYS = 60;
const DAY_MS = 86_400_000;

const server = await startServer(PORT);
try {
  const { admin, base } = server;
  const now = Date.now();
  const ids = Array.from({ length: MEMBERS }, (_, i) => `bench-rep-${i}`);

  // The reps, their calendars and busy caches first (a dev-only setup route), then the type and the link.
  const setup = async (linkId: string) => {
    const res = await fetch(`${base}/dev/bench/calendars?members=${MEMBERS}&days=${DAYS}&link=${encodeURIComponent(linkId)}`, {
      method: 'POST',
    });
    if (!res.ok) throw new Error(`bench setup: ${res.status} ${await res.text()}`);
  };
  await setup('');
  // Weekday working hours for everyone, 30-minute meetings every 15 minutes.
  const hours = [[], ...Array.from({ length: 5 }, () => [{ start: '09:00', end: '17:00' }]), []];
  const type = await admin.json('POST', '/api/meeting-types', {
    ...defaultMeetingType(ids.slice(0, 20)),
    name: 'Bench round robin',
    durationMinutes: 30,
    slotIncrementMinutes: 15,
    earliestSlotMinutes: 60,
    bookingWindowDays: DAYS,
    availabilitySource: 'recurring',
    recurringAvailability: { timeZone: 'UTC', weekly: hours, overrides: [], vacations: [] },
  });
  if (type.status !== 201) throw new Error(`meeting type: ${JSON.stringify(type.body)}`);
  const link = await admin.json('POST', '/api/meeting-links', {
    kind: 'group',
    groupMode: 'round_robin',
    name: 'Bench RR',
    slug: 'bench-rr-50',
    meetingTypeId: type.body.data.id,
    memberIds: ids.slice(0, 20),
  });
  if (link.status !== 201) throw new Error(`link: ${JSON.stringify(link.body)}`);
  // The API caps a group link at 20 members; the setup adds all 50 underneath it.
  await setup(link.body.data.id);

  const from = new Date(now).toISOString();
  const to = new Date(now + DAYS * DAY_MS).toISOString();
  const url = `${base}/api/public/links/bench-rr-50/slots?from=${from}&to=${to}&timezone=UTC`;
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(url);
    const body = (await res.json()) as { slots?: unknown[] };
    if (res.status !== 200 || !body.slots?.length) throw new Error(`slots answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 10; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < 60; i++) times.push(await once());
  console.log(`slots.endpoint.50x60.p95 ${percentile(times, 95).toFixed(1)} ms`);
} finally {
  await server.stop();
}
