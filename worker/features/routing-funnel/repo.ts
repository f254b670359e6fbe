import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** One row of the funnel's single pass: a total, a rule, a pod or a rep, with its counts. */
export type FunnelCount = {
  k: 'total' | 'matching' | 'distribution' | 'pod' | 'rep';
  id: string;
  name: string | null;
  pos: number;
  reached: number;
  matched: number;
  booked: number;
  held: number;
};

/**
 * The funnel of one router over [from, to) in one statement over its sessions: the totals, each rule's
 * evaluations from the stored decision (reached: evaluated, matched: passed), and the sessions per pod
 * and per rep; booked, and of those held (the meeting neither cancelled nor a no-show). A pod's name is the one the decision recorded for it (its rule version, or its turn).
 */
export function funnelRows(db: Db, accountId: string, routerId: string, from: number, to: number) {
  const evals = (kind: 'matching' | 'distribution') => sql`
    select ${kind} as k, json_extract(e.value, '$.ruleId') as id, max(json_extract(e.value, '$.ruleName')) as name, min(e.key) as pos,
      sum(json_extract(e.value, '$.status') <> 'not_evaluated') as reached,
      sum(json_extract(e.value, '$.status') = 'passed') as matched,
      sum(json_extract(e.value, '$.status') = 'passed' and s.outcome = 'booked') as booked,
      sum(json_extract(e.value, '$.status') = 'passed' and s.held) as held
    from s, json_each(s.decision, ${`$.${kind}.evaluations`}) e group by 2`;
  return db.all<FunnelCount>(sql`
    with s as (
      select outcome, assignee_user_id, pod_id, decision,
        -- Held: booked, and its meeting neither cancelled nor marked a no-show (a completed or upcoming meeting).
        outcome = 'booked' and exists (select 1 from meetings m where m.id = rs.meeting_id and m.account_id = rs.account_id
          and m.status not in ('cancelled', 'no_show')) as held
      from routing_sessions rs
      where account_id = ${accountId} and router_id = ${routerId} and created_at >= ${from} and created_at < ${to}
    )
    select 'total' as k, '' as id, null as name, 0 as pos, count(*) as reached,
      coalesce(sum(assignee_user_id is not null or pod_id is not null), 0) as matched,
      coalesce(sum(outcome = 'booked'), 0) as booked, coalesce(sum(held), 0) as held from s
    union all ${evals('matching')}
    union all ${evals('distribution')}
    union all
    select 'pod', pod_id, max(coalesce(
        (select json_extract(r.value, '$.name') from json_each(s.decision, '$.rulesUsed') r where json_extract(r.value, '$.id') = s.pod_id),
        (select json_extract(t.value, '$.podName') from json_each(s.decision, '$.roundRobin') t where json_extract(t.value, '$.podId') = s.pod_id)
      )), 0, count(*), count(*), sum(outcome = 'booked'), sum(held) from s where pod_id is not null group by 2
    union all
    select 'rep', assignee_user_id, null, 0, count(*), count(*), sum(outcome = 'booked'), sum(held) from s where assignee_user_id is not null group by 2`);
}
