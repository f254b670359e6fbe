import type { LedgerEntry, RoundRobinMember, RoundRobinState } from '../../contracts/round-robin';

export type { RoundRobinMember, RoundRobinState } from '../../contracts/round-robin';

/** The state before any ledger entry. */
export function emptyRoundRobinState(): RoundRobinState {
  return { seq: 0, period: null, members: [], nextJoinOrder: 0 };
}

/** A member still in the pod (removed members stay until the next reset so late outcomes can be recorded). */
export function findMember(state: RoundRobinState, memberId: string): RoundRobinMember | undefined {
  return state.members.find((m) => m.memberId === memberId);
}

function update(state: RoundRobinState, memberId: string, change: (m: RoundRobinMember) => Partial<RoundRobinMember>): RoundRobinMember[] {
  let found = false;
  const members = state.members.map((m) => {
    if (m.memberId !== memberId) return m;
    found = true;
    return { ...m, ...change(m) };
  });
  if (!found) throw new Error(`Ledger entry names member ${memberId}, who is not in the pod`);
  return members;
}

/**
 * A meeting's outcome counted on its member. An outcome that replaced the other one this period (No Show
 * then Completed, or back) takes that one's count away, so the meeting is counted once.
 */
function countOutcome(
  m: RoundRobinMember,
  counted: 'completed' | 'noShow',
  replaced: boolean,
  levelAfter: number,
): Partial<RoundRobinMember> {
  const other = counted === 'completed' ? 'noShow' : 'completed';
  return { [counted]: m[counted] + 1, [other]: replaced ? Math.max(0, m[other] - 1) : m[other], level: levelAfter };
}

/**
 * Applies one ledger entry. Levels are taken from the entry's levelAfter rather than re-added, so a replay
 * reproduces the stored state bit for bit even where calibration produced fractions.
 */
export function applyLedgerEntry(state: RoundRobinState, entry: LedgerEntry): RoundRobinState {
  if (entry.seq !== state.seq + 1) {
    throw new Error(`Ledger entry ${entry.seq} applied after ${state.seq}: entries must be applied in order`);
  }
  const next: RoundRobinState = { ...state, seq: entry.seq };
  switch (entry.type) {
    case 'reset':
      // Removed members have nothing left to record once a new period starts.
      next.period = { start: entry.periodStart, end: entry.periodEnd };
      next.members = state.members
        .filter((m) => m.active)
        .map((m) => ({ ...m, level: 0, assigned: 0, completed: 0, cancelled: 0, noShow: 0 }));
      return next;
    case 'user_added': {
      const existing = findMember(state, entry.memberId);
      if (existing?.active) {
        next.members = update(state, entry.memberId, () => ({ weight: entry.weight, level: entry.levelAfter }));
        return next;
      }
      // A new member and a removed one coming back both join now, at the end of the join order.
      const joined = {
        weight: entry.weight,
        active: true,
        onVacation: false,
        joinedAt: entry.at,
        joinOrder: state.nextJoinOrder,
        level: entry.levelAfter,
      };
      next.members = existing
        ? update(state, entry.memberId, () => joined)
        : [...state.members, { memberId: entry.memberId, ...joined, assigned: 0, completed: 0, cancelled: 0, noShow: 0 }];
      next.nextJoinOrder = state.nextJoinOrder + 1;
      return next;
    }
    case 'user_removed':
      next.members = update(state, entry.memberId, () => ({ active: false, onVacation: false, level: entry.levelAfter }));
      return next;
    case 'meeting_assigned': {
      let members = update(state, entry.memberId, (m) => ({ level: entry.levelAfter, assigned: m.assigned + 1 }));
      const from = entry.reassignedFrom;
      if (from) {
        members = update({ ...state, members }, from.memberId, (m) => ({
          level: from.levelAfter,
          assigned: Math.max(0, m.assigned - 1),
        }));
      }
      next.members = members;
      return next;
    }
    case 'completed':
      next.members = update(state, entry.memberId, (m) => countOutcome(m, 'completed', entry.replaced === 'no_show', entry.levelAfter));
      return next;
    case 'cancelled':
      next.members = update(state, entry.memberId, (m) => ({ cancelled: m.cancelled + 1, level: entry.levelAfter }));
      return next;
    case 'no_show':
      next.members = update(state, entry.memberId, (m) => countOutcome(m, 'noShow', entry.replaced === 'completed', entry.levelAfter));
      return next;
    case 'manual_calibration':
      next.members = update(state, entry.memberId, () => ({ level: entry.levelAfter }));
      return next;
    case 'vacation_calibration':
      next.members = update(state, entry.memberId, () => ({ onVacation: entry.onVacation, level: entry.levelAfter }));
      return next;
  }
}

/** Rebuilds a pod's state from its ledger (optionally on top of a snapshot taken at an earlier seq). */
export function replayLedger(entries: ReadonlyArray<LedgerEntry>, from: RoundRobinState = emptyRoundRobinState()): RoundRobinState {
  let state = from;
  for (const entry of entries) state = applyLedgerEntry(state, entry);
  return state;
}
