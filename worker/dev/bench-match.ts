import type { Db } from '../db/client';
import type { MatchingRule } from '../contracts/routing';
import { evaluateMatchingRules } from '../core/routing/matching';
import { crmSnapshotForMatching } from '../features/crm/service';
import { recordOwnerRule } from './owner-rule';
import { refillBenchCrm } from './bench-rows';

const ACCOUNT = 'demo-account';
const RULES: MatchingRule[] = [
  { id: 'by-email', ...recordOwnerRule('Contact owner', 'related_contact', 'email') },
  { id: 'by-domain', ...recordOwnerRule('Account owner', 'related_account', 'email_domain') },
];

/** The rows `fillBenchCrm` writes, one per i (see `refillBenchCrm`). */
const BENCH_CRM_ROWS = `insert into crm_records (id, account_id, module, name, email, email_domain, domain, owner_user_id, fields, created_at, updated_at)
       select 'bench-' || i, '${ACCOUNT}', case when i % 5 = 0 then 'account' else 'contact' end, 'Bench ' || i,
              case when i % 5 = 0 then null else 'p' || i || '@company' || (i % 20000) || '.com' end,
              case when i % 5 = 0 then null else 'company' || (i % 20000) || '.com' end,
              case when i % 5 = 0 then 'company' || (i / 5) || '.com' else null end,
              'demo-ursula', '{}', 0, 0
       from n`;

/**
 * Replaces the bench rows of the demo CRM with `records` generated ones in one recursive INSERT: every
 * fifth is an account (domain companyN.com), the rest contacts at company(i mod 20000).com, all owned by Ursula.
 */
export async function fillBenchCrm(d1: D1Database, records: number) {
  await refillBenchCrm(d1, 'bench', records, BENCH_CRM_ROWS);
}

/**
 * Benchmark probe (dev only): fills the demo organization's CRM with `records` rows, then times whole
 * matching decisions - the indexed D1 snapshot plus the pure matcher - for prospects that hit by
 * e-mail, by domain only, or not at all.
 */
export async function benchMatch(d1: D1Database, db: Db, records: number, lookups: number) {
  await fillBenchCrm(d1, records);
  const users = [{ id: 'demo-ursula', email: 'ursula@acme.test', crmOwnerIds: [], active: true }];
  const times: number[] = [];
  let matched = 0;
  for (let k = 0; k < lookups; k++) {
    const i = 1 + Math.floor(Math.random() * records);
    const email =
      k % 3 === 0
        ? `p${i - (i % 5) + 1}@company${(i - (i % 5) + 1) % 20000}.com`
        : k % 3 === 1
          ? `new${k}@company${i % 4000}.com`
          : `nobody${k}@nowhere${k}.io`;
    const t0 = performance.now();
    const crm = await crmSnapshotForMatching(db, ACCOUNT, { email });
    const decision = evaluateMatchingRules({ prospect: { email, answers: {} }, rules: RULES, crm, users });
    times.push(performance.now() - t0);
    if (decision.outcome === 'matched') matched++;
  }
  await d1.prepare("delete from crm_records where id like 'bench-%'").run();
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { records, lookups, matched, p50: pct(0.5), p99: pct(0.99) };
}
