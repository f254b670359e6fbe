// Booking figures through the real worker: the 100-request race for one slot (wall time, whole), and
// bookings per second of distinct slots for one member; beside each, the workerd CPU it cost (less swayed by
// what else the machine runs than wall time); and the throughput of the booking requests alone. They are taken at the
// worker's own socket (see workerSocket: wrangler dev's proxy is not on a request's path in production); the race and
// the throughput are also taken through that proxy, as the figures before 2026-12-01 were.
import { performance } from 'node:perf_hooks';
import { startServer, workerSocket } from './support/worker-server';
import { allHoursLink } from './support/fixtures';
import { workerdCpuMs } from './support/cpu';

const day0 = Date.UTC(new Date().getUTCFullYear() + 1, 0, 5);
const slot = (i: number) => new Date(day0 + i * 15 * 60_000).toISOString();
const poster = (url: string) => (start: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ start, timezone: 'UTC', name: 'Bench Prospect', email: 'bench@prospect.test' }),
  }).then(async (r) => {
    if (r.status !== 201 && !(r.status === 409 && start >= slot(20_000)))
      console.error(`${new URL(url).pathname} ${start} answered ${r.status}: ${(await r.text()).slice(0, 300)}`);
    return r.status;
  });
const booker = (base: string) => poster(`${base}/api/public/links/bench-link/bookings`);
const settle = () => new Promise((r) => setTimeout(r, 4000));

/** `n` distinct slots booked by 8 bookers at once: bookings per second, and workerd CPU per booking while they ran. */
async function throughput(group: number | null, book: (start: string) => Promise<number>, n: number, first = 0) {
  const cpu0 = workerdCpuMs(group);
  const t0 = performance.now();
  let next = 0;
  let ok = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < n) {
        const i = next++;
        if ((await book(slot(first + i))) === 201) ok++;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  if (ok !== n) throw new Error(`throughput: ${ok}/${n} booked`);
  return { perSecond: n / seconds, cpuMs: cpu0 === null ? null : (workerdCpuMs(group)! - cpu0) / n, cpu0 };
}

const server = await startServer();
try {
  const { admin, base } = server;
  await allHoursLink(admin.json, 'bench-link');
  const book = booker(base);

  // Warm-up: code paths, zone tables, D1 statements.
  for (let i = 0; i < 5; i++) await book(slot(10_000 + i));
  await settle();

  const direct = booker(await workerSocket(server));
  for (let i = 0; i < 5; i++) await direct(slot(11_000 + i));
  await settle();

  // Rounds alternate between the worker's socket and wrangler's proxy, so both see the same machine.
  const races = { direct: [] as number[], proxied: [] as number[] };
  const raceCpu0 = workerdCpuMs(server.group);
  for (let round = 0; round < 10; round++) {
    const start = slot(20_000 + round);
    const t0 = performance.now();
    const statuses = await Promise.all(Array.from({ length: 100 }, () => (round % 2 ? book : direct)(start)));
    races[round % 2 ? 'proxied' : 'direct'].push(performance.now() - t0);
    if (statuses.filter((s) => s === 201).length !== 1)
      throw new Error(`race round ${round}: ${statuses.filter((s) => s === 201).length} winners`);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`booking.same-slot-100 ${median(races.direct).toFixed(1)} ms`);
  console.log(`booking.same-slot-100.through-dev-proxy ${median(races.proxied).toFixed(1)} ms`);
  await settle();
  if (raceCpu0 !== null)
    console.log(`booking.same-slot-100.cpu-per-request ${((workerdCpuMs(server.group)! - raceCpu0) / 1000).toFixed(2)} ms`);

  const proxied = await throughput(server.group, book, 300, 1_000);
  console.log(`booking.throughput.through-dev-proxy ${proxied.perSecond.toFixed(1)} per-s`);
  await settle();
  const run = await throughput(server.group, direct, 300);
  console.log(`booking.throughput ${run.perSecond.toFixed(1)} per-s`);
  if (run.cpuMs !== null && run.cpu0 !== null) {
    console.log(`booking.throughput.cpu-per-request ${run.cpuMs.toFixed(2)} ms`);
    await settle();
    console.log(`booking.cpu-per-booking ${((workerdCpuMs(server.group)! - run.cpu0) / 300).toFixed(2)} ms`);
  }

  // 20 parallel bookings of one routing session, each at its own free slot with its own key: exactly one
  // may win (the session's claim is in the booking's batch). Wall time of the whole race, median of 5.
  const routers = (await admin.json('GET', '/api/routers')).body.data as { id: string; name: string }[];
  const routerId = routers.find((r) => r.name === 'Website demo requests')?.id;
  if (!routerId) throw new Error('the demo router is missing from the seed');
  const sessionRaces: number[] = [];
  for (let round = 0; round < 5; round++) {
    const sub = await fetch(`${base}/api/public/routers/${routerId}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        answers: { first_name: 'Race', last_name: `Prospect ${round}`, email: `race${round}@racer${round}.example`, company: 'Racer' },
        pageUrl: 'https://www.example.com/demo',
      }),
    });
    const sessionId = ((await sub.json()) as { data: { sessionId: string } }).data.sessionId;
    const from = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 16 * 86_400_000).toISOString();
    const slots = (
      (await (await fetch(`${base}/api/public/routing-sessions/${sessionId}/slots?from=${from}&to=${to}&timezone=UTC`)).json()) as {
        slots: { start: string }[];
      }
    ).slots;
    if (slots.length < 20) throw new Error(`session race: only ${slots.length} slots`);
    const t0 = performance.now();
    const statuses = await Promise.all(
      slots.slice(0, 20).map((s) =>
        fetch(`${base}/api/public/routing-sessions/${sessionId}/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify({ start: s.start, timezone: 'UTC' }),
        }).then((r) => r.status),
      ),
    );
    sessionRaces.push(performance.now() - t0);
    const winners = statuses.filter((st) => st === 201).length;
    if (winners !== 1) throw new Error(`session race round ${round}: ${winners} bookings (${statuses.join(',')})`);
  }
  sessionRaces.sort((a, b) => a - b);
  console.log(`booking.session-race ${sessionRaces[2].toFixed(1)} ms`);
} finally {
  await server.stop();
}

// The booking requests alone: the e-mail and event consumers left out of this run, as on Cloudflare, where they run
// in invocations of their own instead of on the requests' one local workerd thread.
// The same server answers the floor under them: a route that makes a booking's platform calls with no booking logic
// (bench/support/platform-floor-worker.ts): with the two queue sends, with one (were the e-mails handed on by the event
// queue's consumer), and with none.
const alone = await startServer(
  8794,
  {},
  {
    withoutConsumers: ['routewise-email', 'routewise-events'],
    main: 'bench/support/platform-floor-worker.ts',
  },
);
try {
  await allHoursLink(alone.admin.json, 'bench-link');
  const socket = await workerSocket(alone);
  const book = booker(socket);
  for (let i = 0; i < 5; i++) await book(slot(10_000 + i));
  const run = await throughput(alone.group, book, 300);
  console.log(`booking.throughput.requests ${run.perSecond.toFixed(1)} per-s`);
  if (run.cpuMs !== null) console.log(`booking.throughput.requests.cpu-per-request ${run.cpuMs.toFixed(2)} ms`);
  for (const [name, calls] of [
    ['booking.floor.platform-calls', 'rwme'],
    ['booking.floor.one-queue-send', 'rwe'],
    ['booking.floor.without-queues', 'rw'],
  ]) {
    const floor = poster(`${socket}/bench-floor/${calls}`);
    for (let i = 0; i < 5; i++) await floor(slot(i));
    const f = await throughput(alone.group, floor, 300);
    console.log(`${name} ${f.perSecond.toFixed(1)} per-s`);
    if (f.cpuMs !== null) console.log(`${name}.cpu-per-request ${f.cpuMs.toFixed(2)} ms`);
  }
} finally {
  await alone.stop();
}
