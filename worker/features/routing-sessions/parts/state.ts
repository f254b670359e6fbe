import type { Db } from '../../../db/client';
import type { SessionStateDto } from '../../../contracts/routing-sessions';
import { loadSession } from './session';
import { isoOrNull } from '../../../contracts/response-kit';

/**
 * GET /api/public/routing-sessions/{id}: what a widget with its scheduler still open asks once the
 * not-booked wait is over. A redistributed prospect gets the redirect the redistribution stored (the
 * pod's redistribution redirect, else the not-booked one); nothing else needs the widget to move.
 */
export async function sessionState(db: Db, sessionId: string): Promise<SessionStateDto> {
  const s = await loadSession(db, sessionId);
  const redistributed = s.redistributedAt !== null;
  return {
    outcome: s.outcome,
    redistributed,
    redistributeAt: s.decision.redistribution.enabled ? isoOrNull(s.redistributeAt) : null,
    redirectUrl: redistributed ? (s.decision.redirect?.url ?? null) : null,
  };
}
