// A bench-only entry: the app exactly as deployed, plus one route that makes a booking's platform calls and nothing
// else: the idempotency hash, a read batch of four selects, a write batch of six inserts, the e-mail queue's two
// messages and the event queue's one, and a JSON answer through the app's own middleware. What it costs locally is the
// floor under `booking.throughput.requests`: no booking logic can go below it on this runtime (README "The limit").
// `/bench-floor/<calls>` makes the calls named by its letters: r (read), w (write), m (mail queue), e (event queue).
import app from '../../worker/app';
import worker from '../../worker/index';
import type { Env } from '../../worker/env';

export { RateLimiter, RoundRobinPod, RelaySession, OrgNotifications } from '../../worker/index';

let tableReady = false;

app.post('/bench-floor/:calls', async (c) => {
  const calls = c.req.param('calls');
  const text = await c.req.text();
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const body = JSON.parse(text) as { start: string; name: string; email: string };
  const db = c.env.DB;
  if (!tableReady) {
    await db
      .prepare('create table if not exists bench_floor (id text primary key, a text, b text, c text, d text, e integer, f integer)')
      .run();
    tableReady = true;
  }
  if (calls.includes('r'))
    await db.batch([
      db.prepare('select * from meeting_links where slug = ?').bind('bench-link'),
      db.prepare('select * from users where email = ?').bind('admin@acme.test'),
      db.prepare('select * from meetings where start_at > ? limit 20').bind(0),
      db.prepare('select * from idempotency_keys where key = ?').bind('none'),
    ]);
  if (calls.includes('w')) {
    const payload = 'x'.repeat(180) + body.start;
    const insert = 'insert into bench_floor (id, a, b, c, d, e, f) values (?, ?, ?, ?, ?, ?, ?)';
    await db.batch(
      Array.from({ length: 6 }, (_, i) =>
        db.prepare(insert).bind(crypto.randomUUID(), payload, body.name, body.email, String(hash.byteLength), i, Date.now()),
      ),
    );
  }
  await Promise.all([
    calls.includes('m') &&
      c.env.EMAIL_QUEUE.sendBatch([{ body: { outboxId: crypto.randomUUID() } }, { body: { outboxId: crypto.randomUUID() } }]),
    calls.includes('e') && c.env.EVENTS_QUEUE.sendBatch([{ body: { eventId: crypto.randomUUID() } }]),
  ]);
  return c.json({ data: { id: crypto.randomUUID(), start: body.start, name: body.name, email: body.email } }, 201);
});

export default worker satisfies ExportedHandler<Env, unknown>;
