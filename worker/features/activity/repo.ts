import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ActivityKind } from '../../contracts/activity';

/** Whose stream: a CRM account (its id, domain) or a contact (its id, e-mail). */
export type ActivitySubject =
  { type: 'account'; id: string; domain: string | null } | { type: 'contact'; id: string; email: string | null };
/** The last entry of the previous page: the stream is ordered by (at, kind, id), all descending. */
export type ActivityCursor = { at: number; kind: string; id: string };
export type ActivityEntry = { id: string; kind: ActivityKind; at: number; title: string; detail: string };

/**
 * One page of the stream as one UNION ALL query. Each branch reads its source through an index that
 * starts with the organization and the subject and ends with the time, and stops at the cursor's time;
 * the exact (at, kind, id) tie-break runs over the merged rows, so entries sharing a millisecond are
 * neither skipped nor repeated between pages.
 */
export async function activityPage(db: Db, accountId: string, s: ActivitySubject, cursor: ActivityCursor | null, limit: number) {
  const upTo = (col: SQL) => (cursor ? sql`and ${col} <= ${cursor.at}` : sql``);
  // A CRM account's people: e-mails at its domain, and its contacts' e-mails wherever they are.
  const contactEmails = sql`(select c.email from crm_records c where c.account_id = ${accountId} and c.parent_account_id = ${s.id} and c.module = 'contact' and c.email is not null)`;
  const person = (emailCol: string, domainCol: string) =>
    s.type === 'contact'
      ? sql`${sql.raw(emailCol)} = ${s.email ?? null}`
      : sql`(${sql.raw(domainCol)} = ${s.domain ?? null} or ${sql.raw(emailCol)} in ${contactEmails})`;
  const after = cursor ? sql`where (at, kind, id) < (${cursor.at}, ${cursor.kind}, ${cursor.id})` : sql``;
  return db.all<ActivityEntry>(sql`
    select id, kind, at, title, detail from (
      select * from (
      select m.id as id, 'meeting' as kind, m.created_at as at, m.title as title, m.status as detail
        from meetings m where m.account_id = ${accountId} and ${person('m.prospect_email', "lower(substr(m.prospect_email, instr(m.prospect_email, '@') + 1))")} ${upTo(sql`m.created_at`)}
      union all
      select r.id, 'routing_session', r.created_at, r.router_name, r.outcome
        from routing_sessions r where r.account_id = ${accountId} and ${person('r.prospect_email', "lower(substr(r.prospect_email, instr(r.prospect_email, '@') + 1))")} ${upTo(sql`r.created_at`)}
      union all
      select f.signal_id || ':' || f.dedupe_key, 'signal', f.at, coalesce(sg.name, 'Signal'), 'Signal fired'
        from signal_firings f left join signals sg on sg.id = f.signal_id and sg.account_id = f.account_id
        where f.account_id = ${accountId} and ${person('f.subject_email', 'f.subject_domain')} ${upTo(sql`f.at`)}
      union all
      select n.id, 'note', n.created_at, 'Note', substr(n.description, 1, 280)
        from notes n where n.account_id = ${accountId} and n.subject_type = ${s.type} and n.subject_id = ${s.id} ${upTo(sql`n.created_at`)}
      union all
      select t.id, 'task', t.created_at, t.title, t.status
        from tasks t where t.account_id = ${accountId} and t.subject_type = ${s.type} and t.subject_id = ${s.id} ${upTo(sql`t.created_at`)}
      )
      -- D1 allows at most 5 terms in one compound select: product usage joins the five above as a second term.
      union all
      select e.source || ':' || e.event_id, 'usage_event', e.occurred_at, e.name, 'via ' || e.source
        from usage_events e where e.account_id = ${accountId} and ${person('e.user_email', 'e.account_domain')} ${upTo(sql`e.occurred_at`)}
    ) ${after}
    order by at desc, kind desc, id desc
    limit ${limit}`);
}
