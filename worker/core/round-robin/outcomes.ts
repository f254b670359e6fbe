import type { LedgerEntry, RoundRobinEvent, RoundRobinSettings } from '../../contracts/round-robin';
import { applyEvent } from './events';
import type { RoundRobinState } from './state';

/**
 * What a pod remembers of one meeting it counted: who holds it now, when it was assigned (credit for an
 * earlier period is gone with the reset) and its outcome so far, with the credit that outcome gave.
 */
export type MeetingTurn = {
  memberId: string;
  assignedAt: string;
  outcome: 'completed' | 'cancelled' | 'no_show' | null;
  outcomeAt: string | null;
  credit: number;
};

/** A meeting's outcome as the app reports it; the pod decides from its own record who it counts for. */
export type MeetingOutcome =
  | { type: 'cancel'; meetingId: string; at: string; reason: string }
  | { type: 'no_show'; meetingId: string; at: string; reason: string }
  | { type: 'complete'; meetingId: string; at: string }
  | { type: 'reassign'; meetingId: string; at: string; toMemberId: string };

export const turnOf = (memberId: string, assignedAt: string): MeetingTurn => ({
  memberId,
  assignedAt,
  outcome: null,
  outcomeAt: null,
  credit: 0,
});

/**
 * The round-robin event an outcome means for a meeting in this state, or null when it changes nothing:
 * the same outcome twice, an outcome after a cancellation, a reassignment to the member who already has it.
 * Completed and No Show may replace each other (a host correcting the mark); the earlier one is undone.
 */
export function outcomeEvent(turn: MeetingTurn, o: MeetingOutcome): RoundRobinEvent | null {
  const base = { at: o.at, meetingId: o.meetingId, memberId: turn.memberId };
  if (turn.outcome === 'cancelled') return null;
  switch (o.type) {
    case 'cancel':
      return turn.outcome ? null : { ...base, type: 'cancel', assignedAt: turn.assignedAt, reason: o.reason };
    case 'no_show': {
      if (turn.outcome === 'no_show') return null;
      const previous =
        turn.outcome === 'completed' && turn.outcomeAt
          ? { previous: { outcome: 'completed' as const, at: turn.outcomeAt, levelDelta: turn.credit } }
          : {};
      return { ...base, type: 'no_show', assignedAt: turn.assignedAt, reason: o.reason, ...previous };
    }
    case 'complete': {
      if (turn.outcome === 'completed') return null;
      const previous =
        turn.outcome === 'no_show' && turn.outcomeAt
          ? { previous: { outcome: 'no_show' as const, at: turn.outcomeAt, levelDelta: turn.credit } }
          : {};
      return { ...base, type: 'complete', ...previous };
    }
    case 'reassign':
      if (turn.outcome || o.toMemberId === turn.memberId) return null;
      return { type: 'reassign', at: o.at, meetingId: o.meetingId, fromMemberId: turn.memberId, toMemberId: o.toMemberId };
  }
}

/** The meeting's record after the entries its outcome produced (none: the pod had nothing to count, it stays). */
export function turnAfter(turn: MeetingTurn, o: MeetingOutcome, entries: readonly LedgerEntry[]): MeetingTurn {
  const entry = entries.find((e) => e.type !== 'reset');
  if (!entry) return turn;
  switch (entry.type) {
    case 'meeting_assigned':
      // The pod now counts the meeting for the new member, so its later outcomes credit them.
      return { ...turn, memberId: entry.memberId };
    case 'cancelled':
    case 'no_show':
      return { ...turn, outcome: entry.type, outcomeAt: o.at, credit: entry.levelDelta };
    case 'completed':
      return { ...turn, outcome: 'completed', outcomeAt: o.at, credit: 0 };
    default:
      return turn;
  }
}

export type OutcomeApplied = {
  status: 'applied' | 'unchanged' | 'refused';
  state: RoundRobinState;
  turn: MeetingTurn;
  entries: LedgerEntry[];
  error?: string;
};

/**
 * Applies one outcome of a meeting the pod counted: the pod's new state, the meeting's new record and
 * the ledger entries to append. `unchanged` when the outcome means nothing new, `refused` when the core
 * says no (a reassignment to someone outside the pod); both leave state and record as they were.
 */
export function applyOutcome(state: RoundRobinState, turn: MeetingTurn, o: MeetingOutcome, settings: RoundRobinSettings): OutcomeApplied {
  const event = outcomeEvent(turn, o);
  if (!event) return { status: 'unchanged', state, turn, entries: [] };
  const res = applyEvent(state, event, settings);
  if (!res.ok) return { status: 'refused', state, turn, entries: [], error: res.error };
  return { status: 'applied', state: res.state, turn: turnAfter(turn, o, res.entries), entries: res.entries };
}
