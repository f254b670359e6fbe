// Booking figures through the real worker: the 100-request race for one slot (wall time, whole), and
// bookings per second of distinct slots for one member.
import { performance } from 'node:perf_hooks';
import { startServer } from './support/worker-server';

const server = await startServer();
try {
  const { admin, base } = server;
  const allDay = Array.from({ length: 7 }, () => [{ start: '00:00', end: '24:00' }]);
  const typeRes = await admin.json('POST', '/api/meeting-types', {
    ...(await import('../worker/contracts/meeting-types')).defaultMeetingType(['demo-booker']),
    name: 'Bench',
    durationMinutes: 15,
    slotIncrementMinutes: 15,
    earliestSlotMinutes: 0,
    bookingWindowDays: 365,
    availabilitySource: 'recurring',
    recurringAvailability: { timeZone: 'UTC', weekly: allDay, overrides: [], vacations: [] },
  });
  const link = await admin.json('POST', '/api/meeting-links', { kind: 'personal', name: 'Bench', slug: 'bench-link', meetingTypeId: typeRes.body.data.id, ownerUserId: 'demo-booker' });
  if (link.status !== 201) throw new Error(`link: ${JSON.stringify(link.body)}`);
  const day0 = Date.UTC(new Date().getUTCFullYear() + 1, 0, 5);
  const slot = (i: number) => new Date(day0 + i * 15 * 60_000).toISOString();
  const book = (start: string) =>
    fetch(`${base}/api/public/links/bench-link/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ start, timezone: 'UTC', name: 'Bench Prospect', email: 'bench@prospect.test' }),
    }).then((r) => r.status);

  // Warm-up: code paths, zone tables, D1 statements.
  for (let i = 0; i < 5; i++) await book(slot(10_000 + i));

  const races: number[] = [];
  for (let round = 0; round < 5; round++) {
    const start = slot(20_000 + round);
    const t0 = performance.now();
    const statuses = await Promise.all(Array.from({ length: 100 }, () => book(start)));
    races.push(performance.now() - t0);
    if (statuses.filter((s) => s === 201).length !== 1) throw new Error(`race round ${round}: ${statuses.filter((s) => s === 201).length} winners`);
  }
  races.sort((a, b) => a - b);
  console.log(`booking.same-slot-100 ${races[Math.floor(races.length / 2)].toFixed(1)} ms`);

  const n = 300;
  const t0 = performance.now();
  let next = 0;
  let ok = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < n) {
        const i = next++;
        if ((await book(slot(i))) === 201) ok++;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  if (ok !== n) throw new Error(`throughput: ${ok}/${n} booked`);
  console.log(`booking.throughput ${(n / seconds).toFixed(1)} per-s`);
} finally {
  await server.stop();
}
