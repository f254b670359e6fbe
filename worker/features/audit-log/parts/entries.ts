import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_FILTERS,
  SCIM_ACTOR_ID,
  SCIM_ACTOR_NAME,
  type AuditLogQuery,
  type AuditPageDto,
} from '../../../contracts/audit-log';
import { catalogEntry } from '../../../contracts/integration-catalog';
import { fieldError } from '../../../core/errors';
import { listEntries } from '../entries-repo';
import { DAY_MS } from '../../../contracts/scheduling-constants';

function cursorOf(raw: string | undefined) {
  if (!raw) return undefined;
  const [at, id] = raw.split('_');
  const createdAt = Number(at);
  if (!Number.isSafeInteger(createdAt) || !id) throw fieldError('cursor', 'Invalid cursor');
  return { createdAt, id };
}

/** One page of the organization's audit log, newest first, filtered by kind and day range (UTC days). */
export async function auditPage(db: Db, caller: Caller, q: AuditLogQuery): Promise<AuditPageDto> {
  const from = q.from ? Date.parse(`${q.from}T00:00:00Z`) : undefined;
  const to = q.to ? Date.parse(`${q.to}T00:00:00Z`) + DAY_MS - 1 : undefined;
  if (from !== undefined && to !== undefined && from > to) throw fieldError('to', 'The end date is before the start date');
  const rows = await listEntries(db, caller.accountId, {
    actions: [...AUDIT_FILTERS[q.filter]],
    from,
    to,
    before: cursorOf(q.cursor),
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    data: page.map((r) => ({
      id: r.id,
      action: r.action,
      label: AUDIT_ACTION_LABELS[r.action] ?? r.action,
      integrationName: r.integrationName ? (catalogEntry(r.integrationName)?.name ?? r.integrationName) : null,
      member: r.subjectUserId ? { id: r.subjectUserId, name: r.subjectName ?? 'Deleted member', email: r.subjectEmail ?? '' } : null,
      actor: r.actorUserId
        ? { id: r.actorUserId, name: r.actorName ?? (r.actorUserId === SCIM_ACTOR_ID ? SCIM_ACTOR_NAME : 'Deleted member') }
        : null,
      detail: r.detail ?? {},
      loggedAt: new Date(r.createdAt).toISOString(),
    })),
    meta: { nextCursor: rows.length > q.limit && last ? `${last.createdAt}_${last.id}` : null },
  };
}
