import type { LedgerEntry, RoundRobinEvent, RoundRobinSettings } from '../../contracts/round-robin';
import { weightedAverageLevel } from './fairness';
import { periodBounds } from '../time/period';
import { applyLedgerEntry, findMember, type RoundRobinMember, type RoundRobinState } from './state';

/** The new state and the entries to append, or why the event was refused (state unchanged). */
export type ApplyResult = { ok: true; state: RoundRobinState; entries: LedgerEntry[] } | { ok: false; error: string };

// Distributes Omit over the ledger union so each entry keeps its own fields.
type Draft = LedgerEntry extends infer E ? (E extends LedgerEntry ? Omit<E, 'seq' | 'at'> : never) : never;

const NOT_IN_POD = 'Member is not in this pod';

/** Whether the meeting was counted in the current period: credit for an earlier period is already gone. */
function inPeriod(state: RoundRobinState, assignedAt: string): boolean {
  return !state.period || Date.parse(assignedAt) >= Date.parse(state.period.start);
}

function creditBack(settings: RoundRobinSettings, kind: 'cancel' | 'no_show'): boolean {
  const c = settings.calibration;
  return c.creditBack && (kind === 'cancel' ? c.cancelCreditBack : c.ncCreditBack);
}

/** A meeting's entry fields: the member, the meeting and the credit it moves, with the level it leaves. */
function meetingCredit(m: RoundRobinMember, meetingId: string, delta: number) {
  return { memberId: m.memberId, meetingId, levelDelta: delta, levelAfter: m.level + delta };
}

function active(state: RoundRobinState, memberId: string): RoundRobinMember | null {
  const m = findMember(state, memberId);
  return m && m.active ? m : null;
}

/** Turns one event into ledger entry drafts against the current state (after any period reset). */
function decide(state: RoundRobinState, event: RoundRobinEvent, settings: RoundRobinSettings): Draft[] | string {
  const cal = settings.calibration;
  switch (event.type) {
    case 'reset':
      return [];
    case 'assign': {
      const m = active(state, event.memberId);
      if (!m) return NOT_IN_POD;
      return [{ type: 'meeting_assigned', ...meetingCredit(m, event.meetingId, 1) }];
    }
    case 'reassign': {
      const to = active(state, event.toMemberId);
      if (!to) return NOT_IN_POD;
      if (event.toMemberId === event.fromMemberId) return 'The meeting is already assigned to this member';
      const from = findMember(state, event.fromMemberId);
      // With reassign calibration the credit follows the meeting; without it, counts stay where round robin put them.
      const delta = cal.reassignCalibration ? 1 : 0;
      const entry: Draft = { type: 'meeting_assigned', ...meetingCredit(to, event.meetingId, delta) };
      if (from) entry.reassignedFrom = { memberId: from.memberId, levelDelta: -delta, levelAfter: from.level - delta };
      return [entry];
    }
    case 'complete': {
      const m = findMember(state, event.memberId);
      // A meeting of someone removed before this period has nothing left to count against.
      if (!m) return [];
      // A No Show of this period turned Completed: its count moves here and the credit it gave is taken back.
      const undo = event.previous && inPeriod(state, event.previous.at) ? event.previous : null;
      if (!undo) return [{ type: 'completed', memberId: m.memberId, meetingId: event.meetingId, levelAfter: m.level }];
      const delta = -undo.levelDelta;
      return [{ type: 'completed', ...meetingCredit(m, event.meetingId, delta), replaced: 'no_show' }];
    }
    case 'cancel':
    case 'no_show': {
      const m = findMember(state, event.memberId);
      if (!m) return [];
      const delta = creditBack(settings, event.type) && inPeriod(state, event.assignedAt) ? -1 : 0;
      const reason = event.reason ? { reason: event.reason } : {};
      if (event.type === 'cancel') return [{ type: 'cancelled', ...meetingCredit(m, event.meetingId, delta), ...reason }];
      const replaced = event.previous && inPeriod(state, event.previous.at) ? { replaced: 'completed' as const } : {};
      return [{ type: 'no_show', ...meetingCredit(m, event.meetingId, delta), ...reason, ...replaced }];
    }
    case 'add_member': {
      const m = findMember(state, event.memberId);
      if (m?.active) return 'Member is already in this pod';
      // A late joiner starts on their weighted share of what the pod has done so far, so they are not flooded.
      const level = cal.newMemberCalibration ? weightedAverageLevel(state, event.weight, event.memberId) : (m?.level ?? 0);
      return [{ type: 'user_added', memberId: event.memberId, weight: event.weight, levelAfter: level }];
    }
    case 'set_weight': {
      const m = active(state, event.memberId);
      if (!m) return NOT_IN_POD;
      // A new weight moves the share at once; re-basing keeps the member from being flooded or starved by it.
      const level = cal.newMemberCalibration ? weightedAverageLevel(state, event.weight, m.memberId) : m.level;
      return [{ type: 'user_added', memberId: m.memberId, weight: event.weight, levelAfter: level }];
    }
    case 'remove_member': {
      const m = active(state, event.memberId);
      if (!m) return NOT_IN_POD;
      return [{ type: 'user_removed', memberId: m.memberId, levelAfter: m.level }];
    }
    case 'adjust': {
      const m = findMember(state, event.memberId);
      if (!m) return NOT_IN_POD;
      if (!event.reason.trim()) return 'Reason is required';
      return [
        {
          type: 'manual_calibration',
          memberId: m.memberId,
          levelDelta: event.delta,
          levelAfter: m.level + event.delta,
          reason: event.reason.trim(),
        },
      ];
    }
    case 'vacation_start': {
      const m = active(state, event.memberId);
      if (!m) return NOT_IN_POD;
      if (m.onVacation) return 'Member is already on vacation';
      return [{ type: 'vacation_calibration', memberId: m.memberId, onVacation: true, levelDelta: 0, levelAfter: m.level }];
    }
    case 'vacation_end': {
      const m = active(state, event.memberId);
      if (!m) return NOT_IN_POD;
      if (!m.onVacation) return 'Member is not on vacation';
      // Compensation keeps the level, so the member catches up on what they missed. The available method
      // cannot promise catch-up (it depends on who is free), so there the member is re-based instead.
      const compensate = cal.vacationCalibration && settings.method !== 'round_robin_available';
      const level = compensate ? m.level : weightedAverageLevel(state, m.weight, m.memberId);
      return [{ type: 'vacation_calibration', memberId: m.memberId, onVacation: false, levelDelta: level - m.level, levelAfter: level }];
    }
  }
}

/**
 * Applies an event to a pod: resets the period first when the event falls after it (or when asked to),
 * then records the event's effect as ledger entries of the spec's action types.
 */
export function applyEvent(state: RoundRobinState, event: RoundRobinEvent, settings: RoundRobinSettings): ApplyResult {
  const at = Date.parse(event.at);
  if (Number.isNaN(at)) return { ok: false, error: 'Invalid date' };
  let current = state;
  const entries: LedgerEntry[] = [];
  const append = (draft: Draft) => {
    const entry = { ...draft, seq: current.seq + 1, at: event.at } as LedgerEntry;
    current = applyLedgerEntry(current, entry);
    entries.push(entry);
  };

  const due = !current.period || at >= Date.parse(current.period.end);
  if (due || event.type === 'reset') {
    const bounds = periodBounds(at, settings.timeZone, settings.calibration.resetPeriod);
    append({ type: 'reset', periodStart: bounds.start, periodEnd: bounds.end });
  }
  const drafts = decide(current, event, settings);
  if (typeof drafts === 'string') return { ok: false, error: drafts };
  for (const draft of drafts) append(draft);
  return { ok: true, state: current, entries };
}
