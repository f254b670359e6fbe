import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import type { ActivityItemDto, ActivityKind, ActivityPageDto, ActivityQuery } from '../../contracts/activity';
import { fieldError, notFound } from '../../core/errors';
import { getRecord } from '../crm/service';
import * as repo from './repo';

const encode = (c: repo.ActivityCursor) => btoa(JSON.stringify([c.at, c.kind, c.id]));

function decode(cursor: string): repo.ActivityCursor {
  try {
    const [at, kind, id] = JSON.parse(atob(cursor)) as unknown[];
    if (typeof at === 'number' && typeof kind === 'string' && typeof id === 'string') return { at, kind, id };
  } catch {
    // falls through to the 400 below
  }
  throw fieldError('cursor', 'Invalid cursor');
}

const LINKS: Partial<Record<ActivityKind, (id: string) => string>> = {
  meeting: (id) => `/meetings/${id}`,
  routing_session: (id) => `/routing-logs/${id}/details`,
};

const toDto = (r: repo.ActivityEntry): ActivityItemDto => ({
  id: r.id,
  kind: r.kind,
  at: new Date(r.at).toISOString(),
  title: r.title,
  detail: r.detail ?? '',
  link: LINKS[r.kind]?.(r.id) ?? null,
});

/**
 * The activity stream of a CRM account or contact the caller may see (another's record, or another
 * organization's, is a 404): meetings, routing sessions, signals, notes and tasks, newest first.
 */
export async function activityOf(
  db: Db,
  caller: Caller,
  type: 'account' | 'contact',
  id: string,
  q: ActivityQuery,
): Promise<ActivityPageDto> {
  const record = await getRecord(db, caller, id);
  if (record.module !== type) throw notFound(type === 'account' ? 'Account' : 'Contact');
  const subject: repo.ActivitySubject =
    type === 'account'
      ? { type, id, domain: record.domain?.toLowerCase() ?? null }
      : { type, id, email: record.email?.toLowerCase() ?? null };
  const rows = await repo.activityPage(db, caller.accountId, subject, q.cursor ? decode(q.cursor) : null, q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return { data: page.map(toDto), meta: { nextCursor: rows.length > q.limit && last ? encode(last) : null } };
}
