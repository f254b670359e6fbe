/**
 * Replaces the demo CRM's bench rows (ids starting `<prefix>-`) with `count` generated ones: `insert` is
 * an INSERT ... SELECT over `n(i)`, i from 1 to `count`, so the whole fill is one statement however large.
 */
export async function refillBenchCrm(d1: D1Database, prefix: string, count: number, insert: string) {
  await d1.prepare(`delete from crm_records where id like '${prefix}-%'`).run();
  await d1.prepare(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)\n${insert}`).bind(count).run();
}
