import { refillBenchCrm } from './bench-rows';

/** The accounts `fillUsageAccounts` writes, one per i: scores spread over 0-100 as (i * 37) mod 101, with their levels. */
const USAGE_ACCOUNT_ROWS = `insert into crm_records (id, account_id, module, name, domain, owner_user_id, fields, created_at, updated_at, usage_score, usage_level)
       select 'usage-bench-' || i, 'demo-account', 'account', 'Usage bench ' || i, 'usage' || i || '.bench', 'demo-ursula', '{}', i, i,
              (i * 37) % 101, case when (i * 37) % 101 >= 70 then 'high' when (i * 37) % 101 >= 40 then 'medium' else 'low' end
       from n`;

/**
 * Benchmark setup (dev only): `accounts` CRM accounts of the demo organization with product usage scores
 * spread over 0-100 and their levels, replacing the previous fill (insights.accounts.100k bench).
 */
export async function fillUsageAccounts(d1: D1Database, accounts: number) {
  await refillBenchCrm(d1, 'usage-bench', accounts, USAGE_ACCOUNT_ROWS);
}
