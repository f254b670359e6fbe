// Benchmark setup for bench/slots-endpoint.bench.ts: `members` reps in the demo organization, each with
// a connected Google Calendar whose busy cache is warm and holds 5 events a working day for `days` days,
// all added to one group link (the API caps group links at 20 members; the bench needs 50).
const ACCOUNT = 'demo-account';
const DAY_MS = 86_400_000;

export async function fillBenchCalendars(d1: D1Database, linkId: string, members: number, days: number, now = Date.now()) {
  const stmts: D1PreparedStatement[] = [];
  for (let i = 0; i < members; i++) {
    const id = `bench-rep-${i}`;
    stmts.push(
      d1
        .prepare(
          "insert or ignore into users (id, account_id, email, name, role, timezone, created_at) values (?1, ?2, ?1 || '@acme.test', 'Bench Rep ' || ?3, 'regular', 'UTC', ?4)",
        )
        .bind(id, ACCOUNT, i, now),
      ...(linkId
        ? [
            d1
              .prepare('insert or ignore into meeting_link_members (link_id, user_id, account_id) values (?1, ?2, ?3)')
              .bind(linkId, id, ACCOUNT),
          ]
        : []),
      d1
        .prepare(
          "insert or ignore into integrations (id, account_id, user_id, provider, kind, status, external_account_id, external_account_name, created_at, updated_at) values ('bench-int-' || ?1, ?2, ?3, 'google_calendar', 'calendar', 'connected', ?3 || '@gmail.test', ?3 || '@gmail.test', ?4, ?4)",
        )
        .bind(i, ACCOUNT, id, now),
      d1
        .prepare(
          "insert or ignore into member_calendars (id, account_id, user_id, integration_id, provider, external_id, name, is_primary, can_write, check_conflicts, write_to, sync_state, cache_from, cache_to, synced_at, created_at, updated_at) values ('bench-cal-' || ?1, ?2, ?3, 'bench-int-' || ?1, 'google_calendar', ?3 || '@gmail.test', 'Primary', 1, 1, 1, 1, 'warm', ?4, ?5, ?6, ?6, ?6)",
        )
        .bind(i, ACCOUNT, id, now - DAY_MS, now + 120 * DAY_MS, now),
    );
  }
  const day0 = Math.floor(now / DAY_MS) * DAY_MS;
  // 5 events a member a day at deterministic pseudo-random quarter hours between 09:00 and 16:00 UTC.
  stmts.push(
    d1
      .prepare(
        `with recursive n(i) as (select 0 union all select i + 1 from n where i < ?1)
         insert or ignore into calendar_busy (calendar_id, event_id, account_id, user_id, start_at, end_at)
         select 'bench-cal-' || (i % ?2), 'ev-' || i, ?3, 'bench-rep-' || (i % ?2),
                ?4 + (i / (?2 * 5)) * ${DAY_MS} + 32400000 + ((i * 7919) % 28) * 900000,
                ?4 + (i / (?2 * 5)) * ${DAY_MS} + 32400000 + ((i * 7919) % 28) * 900000 + (1 + (i % 3)) * 900000
         from n`,
      )
      .bind(members * (days + 2) * 5 - 1, members, ACCOUNT, day0),
  );
  await d1.batch(stmts);
  return { members, busy: members * (days + 2) * 5 };
}
