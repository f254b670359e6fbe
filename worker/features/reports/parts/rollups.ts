import type { Db } from '../../../db/client';
import type { Stmt } from '../../../db/batch';
import type { Env } from '../../../env';
import { DOMAIN_EVENT_TYPES, type DomainEvent } from '../../../contracts/events';
import type { RollupRebuildDto } from '../../../contracts/reports';
import { dayInZone, encodeKey, meetingKey, moveDeltas, sessionKey, zoneSegments } from '../../../core/reports/keys';
import type { EventHandler } from '../../events/service';
import * as repo from '../rollup-repo';
import { instantsSpan, rebuildAccount, rollupSnapshot } from '../rebuild-repo';

const SUBJECT_EVENTS = DOMAIN_EVENT_TYPES.filter((t) => t.startsWith('prospect.') || t.startsWith('meeting.'));

/**
 * The statements that bring a subject's count in line with its current state. The handler converges
 * (it reads the subject now, whatever event brought it here), so deliveries late, twice or out of order
 * end where a recount would.
 */
export async function rollupStmts(db: Db, accountId: string, kind: repo.SubjectKind, id: string): Promise<Stmt[]> {
  const { tz, counted, session, meeting } = await repo.subjectInputs(db, accountId, kind, id);
  const dayOf = dayInZone(tz);
  if (kind === 'session') {
    const s = session;
    const key = s ? sessionKey(s, dayOf) : null;
    const deltas = moveDeltas(counted, key);
    const named = s?.routerId ? [repo.routerNameStmt(db, { accountId, routerId: s.routerId, routerKind: s.routerKind ?? 'inbound', name: s.routerName, at: s.createdAt })] : [];
    if (!deltas.length) return named;
    const guard: repo.MoveGuard = { kind, id, accountId, state: s ? { outcome: s.outcome, assigneeUserId: s.assigneeUserId } : null, counted };
    return [...repo.moveStmts(db, guard, deltas, key && encodeKey(key)), ...named];
  }
  const m = meeting;
  const key = m ? meetingKey(m, dayOf) : null;
  const deltas = moveDeltas(counted, key);
  if (!deltas.length) return [];
  const guard: repo.MoveGuard = { kind, id, accountId, state: m ? { status: m.status, hostUserId: m.hostUserId } : null, counted };
  return repo.moveStmts(db, guard, deltas, key && encodeKey(key));
}

/** Which subject an event moves: prospect events name a session, meeting events a meeting. */
export function subjectOf(event: DomainEvent): { kind: repo.SubjectKind; id: string } {
  const p = event.payload as { sessionId?: string; meetingId?: string };
  return event.type.startsWith('prospect.') ? { kind: 'session', id: p.sessionId ?? event.subjectId } : { kind: 'meeting', id: p.meetingId ?? event.subjectId };
}

/** Keeps the report rollups: one handling per event, committed with the handling row (exactly once). */
export const reportRollupsHandler: EventHandler = {
  name: 'report-rollups',
  types: SUBJECT_EVENTS,
  async handle(_env: Env, db: Db, event: DomainEvent) {
    const { kind, id } = subjectOf(event);
    // A booking moves the session too (prospect.booked may be handled before or after meeting.booked).
    const sessionId = event.type === 'meeting.booked' ? (event.payload as { sessionId?: string | null }).sessionId : null;
    const moves = await Promise.all([rollupStmts(db, event.accountId, kind, id), ...(sessionId ? [rollupStmts(db, event.accountId, 'session', sessionId)] : [])]);
    return moves.flat();
  },
};

/** Recomputes an organization's rollups from its raw rows (the admin rebuild command). */
export async function rebuildRollups(db: Db, accountId: string, now = Date.now()): Promise<RollupRebuildDto> {
  const tz = await repo.orgTimezone(db, accountId);
  const span = await instantsSpan(db, accountId);
  const segments = zoneSegments(tz, span.lo ?? now, span.hi ?? now);
  const started = Date.now();
  await rebuildAccount(db, accountId, segments, now);
  return { timezone: tz, ms: Date.now() - started };
}

export const rollupsOf = rollupSnapshot;
