import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UsageLevel } from '../../contracts/product-usage';

/** A product usage score as product-usage stored it: a user's (by e-mail) or an account's (by domain). */
export type UsageScoreCopy = { kind: 'user' | 'account'; subject: string; score: number | null; level: UsageLevel; scoredAt: number };

/**
 * Copies stored usage scores onto the CRM contacts (by e-mail) and accounts (by domain) they belong to, so
 * lists, segments and routing read them as columns. A copy computed before the one a record holds is
 * skipped: two rescores finishing out of order leave the newer score.
 */
export async function applyUsageScores(db: Db, accountId: string, scores: readonly UsageScoreCopy[]) {
  for (const kind of ['user', 'account'] as const) {
    const list = scores.filter((s) => s.kind === kind).map((s) => [s.subject, s.score, s.level, s.scoredAt]);
    if (!list.length) continue;
    const key = kind === 'user' ? sql`crm_records.email` : sql`crm_records.domain`;
    await db.run(sql`update crm_records set usage_score = j.value ->> 1, usage_level = j.value ->> 2, usage_scored_at = j.value ->> 3
      from json_each(${JSON.stringify(list)}) j
      where crm_records.account_id = ${accountId} and crm_records.module = ${kind === 'user' ? 'contact' : 'account'}
        and ${key} = j.value ->> 0
        and (crm_records.usage_scored_at is null or crm_records.usage_scored_at <= j.value ->> 3)`);
  }
}
