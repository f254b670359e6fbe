import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { runDurableObjectAlarm } from 'cloudflare:test';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { demo, uid } from '../test/client';
import { futureAt } from '../test/booking-helpers';
import { createRelay, relayRefs, type RelayRefs } from '../test/relay-fixtures';
import { eventually } from '../test/routing-session-helpers';
import { unwrap, type Outcome } from '../core/relay/outcome';
import { bookRequest } from '../core/relay/test-helpers';
import { SESSION_TTL_MS, type OpenCommand, type RelayState } from '../core/relay/state';
import { openRelaySession } from '../features/relay-sessions/parts/open';
import { getDb } from '../db/client';

let refs: RelayRefs;
let relayId: string;

beforeAll(async () => {
  const c = await demo();
  refs = await relayRefs(c.admin);
  relayId = (await createRelay(c.admin, refs)).id;
});

const stub = (id: string) => env.RELAY_SESSION.get(env.RELAY_SESSION.idFromName(id));
const cmd = (over: Partial<OpenCommand> = {}): OpenCommand => ({
  sessionId: crypto.randomUUID(),
  accountId: DEMO_ACCOUNT_ID,
  relayId,
  source: 'routewise_app',
  bookerUserId: 'demo-booker',
  prospect: { name: 'Pat', email: `pat-${uid()}@n-${uid()}.com`, timezone: 'UTC' },
  recipient: '',
  answers: {},
  now: Date.now(),
  ...over,
});
const row = (id: string) =>
  env.DB.prepare('select outcome, outcome_reason, closed_at, meeting_id, assignee_user_id from routing_sessions where id = ?')
    .bind(id)
    .first<any>();
const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;
/** Meetings the relay's strict pod has assigned so far (its turns). */
const podAssigned = async () => {
  const pod = env.ROUND_ROBIN_POD.get(env.ROUND_ROBIN_POD.idFromName(`${DEMO_ACCOUNT_ID}:${refs.podId}`));
  return (await pod.snapshot(new Date().toISOString())).state.members.reduce((n, m) => n + m.assigned, 0);
};
/** RPC answers come back untyped through the stub; they are the object's Outcome<RelayState>. */
const open_ = (o: unknown) => unwrap(o as Outcome<RelayState>);

describe('RelaySession object', () => {
  it('orders parallel calls: five bookings at different times fired at once give the first one, five times', async () => {
    const c = cmd();
    const s = stub(c.sessionId);
    expect((await s.open(c)).ok).toBe(true);
    const starts = [9, 10, 11, 12, 13].map((h) => futureAt(h, 0, 3));
    const results = await Promise.all(starts.map((start) => s.book('demo-booker', bookRequest(start), Date.now())));
    const values = results.map((r) => open_(r));
    expect(new Set(values.map((v) => v.booking!.meetingId)).size).toBe(1);
    expect(values[0].booking!.start).toBe(starts[0]);
    expect(await count('select count(*) as n from booking_claims where subject_id = ?', c.sessionId)).toBe(1);
    expect((await row(c.sessionId)).outcome).toBe('booked');
  });

  it('opening twice (double click, retry) is one session and one pod turn', async () => {
    const c = cmd({ prospect: { name: 'Pat', email: `twice-${uid()}@n-${uid()}.com`, timezone: 'UTC' } });
    const [a, b] = await Promise.all([stub(c.sessionId).open(c), stub(c.sessionId).open(c)]);
    expect(open_(a)).toEqual(open_(b));
    expect(await count('select count(*) as n from routing_sessions where id = ?', c.sessionId)).toBe(1);
  });

  it('holds the chosen slot: another session cannot book that member then, the holder can', async () => {
    const holder = cmd();
    const hs = stub(holder.sessionId);
    await hs.open(holder);
    const assignee = (await row(holder.sessionId)).assignee_user_id as string;
    const rival = cmd({ assigneeUserId: assignee });
    await stub(rival.sessionId).open(rival);
    const start = futureAt(14, 0, 3);
    const held = open_(await hs.hold('demo-booker', start, Date.now()));
    expect(held.hold).toMatchObject({ start, userId: assignee });
    const refused = await stub(rival.sessionId).book('demo-booker', bookRequest(start), Date.now());
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.code).toMatch(/slot_conflict|slot_taken/);
    expect((await row(rival.sessionId)).outcome).toBe('pending');
    expect(await count('select count(*) as n from booking_claims where subject_id = ?', rival.sessionId)).toBe(0);
    expect(open_(await hs.book('demo-booker', bookRequest(start), Date.now())).status).toBe('booked');
  });

  it('a hold that has run out no longer blocks anyone', async () => {
    const holder = cmd();
    await stub(holder.sessionId).open(holder);
    const assignee = (await row(holder.sessionId)).assignee_user_id as string;
    const start = futureAt(15, 0, 3);
    // Held three minutes ago (the test's clock): its two minutes are over by the real clock the trigger reads.
    await stub(holder.sessionId)
      .hold('demo-booker', start, Date.now() - 3 * 60_000)
      .catch(() => undefined);
    const rival = cmd({ assigneeUserId: assignee });
    await stub(rival.sessionId).open(rival);
    expect(open_(await stub(rival.sessionId).book('demo-booker', bookRequest(start), Date.now())).status).toBe('booked');
  });

  it('ends itself by alarm when abandoned (test clock), logged as not booked; booking afterwards is refused', async () => {
    const c = cmd({ now: Date.now() - SESSION_TTL_MS - 60_000 });
    const s = stub(c.sessionId);
    await s.open(c);
    // The alarm is already due by the test's clock: it may have fired on its own; running it again is harmless.
    await runDurableObjectAlarm(s as never);
    const r = await eventually(async () => {
      const current = await row(c.sessionId);
      return current.outcome === 'not_booked' ? current : null;
    });
    expect(r.outcome).toBe('not_booked');
    expect(r.outcome_reason).toBe('The booker left the relay without booking');
    expect(r.closed_at).not.toBeNull();
    const late = await s.book('demo-booker', bookRequest(futureAt(16, 0, 3)), Date.now());
    expect(late.ok).toBe(false);
    expect(!late.ok && late.error.code).toBe('session_ended');
  });

  it('an object that lost its state after the D1 write (a crash between steps) rebuilds it from the row: no second session, no second turn', async () => {
    const c = cmd();
    // The D1 step ran, the object never stored its state.
    await openRelaySession(env as never, getDb(env.DB), c);
    const turnsBefore = await podAssigned();
    const reopened = open_(await stub(c.sessionId).open(c));
    expect(reopened.status).toBe('open');
    expect(await count('select count(*) as n from routing_sessions where id = ?', c.sessionId)).toBe(1);
    expect(await podAssigned()).toBe(turnsBefore);
    expect(open_(await stub(c.sessionId).book('demo-booker', bookRequest(futureAt(17, 0, 3)), Date.now())).status).toBe('booked');
  });

  it('a booking that fails inside its batch leaves nothing half done: no claim, no meeting, the session still open', async () => {
    const first = cmd();
    await stub(first.sessionId).open(first);
    const assignee = (await row(first.sessionId)).assignee_user_id as string;
    const start = futureAt(18, 0, 3);
    open_(await stub(first.sessionId).book('demo-booker', bookRequest(start), Date.now()));
    const second = cmd({ assigneeUserId: assignee });
    await stub(second.sessionId).open(second);
    const failed = await stub(second.sessionId).book('demo-booker', bookRequest(start), Date.now());
    expect(failed.ok).toBe(false);
    expect(await count('select count(*) as n from booking_claims where subject_id = ?', second.sessionId)).toBe(0);
    expect((await row(second.sessionId)).meeting_id).toBeNull();
    expect(open_(await stub(second.sessionId).view('demo-booker')).status).toBe('open');
    expect(open_(await stub(second.sessionId).book('demo-booker', bookRequest(futureAt(18, 30, 3)), Date.now())).status).toBe('booked');
  });
});
