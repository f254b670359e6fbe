/**
 * Benchmark setup (replay.100k): the router's real sessions copied by SQL, with new ids and times spread over
 * `days` days ending now, until it has `total`; every copy carries a real decision record to replay.
 */
export async function fillBenchReplay(d1: D1Database, routerId: string, total: number, days: number) {
  const real = (await d1.prepare('select count(*) as n from routing_sessions where router_id = ?').bind(routerId).first<{ n: number }>())!
    .n;
  if (!real) throw new Error('the router has no sessions to copy');
  const start = Date.now() - days * 86_400_000;
  const step = Math.floor(((days - 1) * 86_400_000) / total);
  await d1
    .prepare(
      `with recursive i(k) as (select 1 union all select k + 1 from i where k < ?1),
      src as (select row_number() over (order by id) - 1 as n, * from routing_sessions where router_id = ?2)
      insert into routing_sessions (id, account_id, router_id, router_kind, router_name, prospect_name, prospect_email, answers, attribution, outcome, outcome_reason, assignee_state, via, via_id, via_name, assignee_user_id, candidate_user_ids, pod_id, decision, created_at, updated_at)
      select 'rb-' || k, s.account_id, s.router_id, s.router_kind, s.router_name, s.prospect_name, s.prospect_email, s.answers, s.attribution, s.outcome, s.outcome_reason, s.assignee_state, s.via, s.via_id, s.via_name, s.assignee_user_id, s.candidate_user_ids, s.pod_id, s.decision, ?3 + k * ?4, ?3 + k * ?4
      from i join src s on s.n = k % ?5`,
    )
    .bind(total - real, routerId, start, step, real)
    .run();
  return { sessions: total, from: new Date(start).toISOString() };
}
