import type { RoundRobinMember, RoundRobinState } from './state';

/** Float slack for comparisons: levels can be fractional after calibration. */
export const EPSILON = 1e-9;

/**
 * A member's position against their weighted share. With T the sum of eligible levels and W the sum of
 * their weights: share = T * w / W, behind = share - level (negative means ahead), and
 * behindNext = behind + w / W, i.e. how far behind they would be once the next meeting is counted.
 */
export interface Standing {
  member: RoundRobinMember;
  fraction: number;
  share: number;
  behind: number;
  behindNext: number;
}

/** Members who can receive meetings: in the pod and not on vacation. */
export function eligibleMembers(state: RoundRobinState): RoundRobinMember[] {
  return state.members.filter((m) => m.active && !m.onVacation);
}

/** Shares are computed among eligible members only, so absent members neither hold nor shift anyone's share. */
export function standings(members: ReadonlyArray<RoundRobinMember>): Standing[] {
  let total = 0;
  let weights = 0;
  for (const m of members) {
    total += m.level;
    weights += m.weight;
  }
  return members.map((member) => {
    const fraction = weights > 0 ? member.weight / weights : 0;
    const share = total * fraction;
    return { member, fraction, share, behind: share - member.level, behindNext: share + fraction - member.level };
  });
}

/** Deterministic tie-break: heavier weight first, then whoever joined earlier, then member id. */
export function tieBreak(a: RoundRobinMember, b: RoundRobinMember): number {
  if (a.weight !== b.weight) return b.weight - a.weight;
  if (a.joinOrder !== b.joinOrder) return a.joinOrder - b.joinOrder;
  return a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0;
}

/** Level a member should start at to sit exactly on their weighted share: weight x (levels / weights) of the others. */
export function weightedAverageLevel(state: RoundRobinState, weight: number, excludeMemberId?: string): number {
  let total = 0;
  let weights = 0;
  for (const m of eligibleMembers(state)) {
    if (m.memberId === excludeMemberId) continue;
    total += m.level;
    weights += m.weight;
  }
  return weights > 0 ? (weight * total) / weights : 0;
}

/**
 * Turn order (Tijdeman's chairman assignment): with n eligible members and d = 1 / (2n - 2), only members at
 * least d behind once the next meeting is counted are due, and among them the one whose deadline - the total
 * at which they would fall a full (1 - d) behind - comes first is chosen. With everyone free this keeps every
 * member within 1 - d of their weighted share after every assignment, which plain "furthest behind in
 * meetings" (smooth weighted round robin) does not quite guarantee.
 */
export function strictThreshold(n: number): number {
  return n > 1 ? 1 / (2 * n - 2) : 0;
}

/**
 * The total at which a member would fall a full (1 - d) behind: how far behind they are measured in turns,
 * i.e. relative to their weight. The earliest deadline goes first.
 */
export function strictDeadline(s: Standing, threshold: number): number {
  return s.fraction > 0 ? (s.member.level + 1 - threshold) / s.fraction : Infinity;
}

/** Whether a member is due: at least d behind once the next meeting is counted. */
export function isDue(s: Standing, threshold: number): boolean {
  return s.behindNext >= threshold - EPSILON;
}

/**
 * Picks the earliest deadline among the due members of the pool, or of the whole pool when none of them is
 * due (a free member must still take the meeting). Comparing deadlines rather than raw meeting counts means
 * members covering for an absent colleague absorb the extra in proportion to their weights.
 */
export function pickByTurn(pool: ReadonlyArray<Standing>, threshold: number): Standing | null {
  const due = pool.filter((s) => isDue(s, threshold));
  const candidates = due.length > 0 ? due : pool;
  let best: Standing | null = null;
  let bestDeadline = Infinity;
  for (const s of candidates) {
    const deadline = strictDeadline(s, threshold);
    // Deadlines grow with the period's volume, so "equal" is judged relative to their size.
    const slack = EPSILON * Math.max(1, Math.abs(deadline));
    if (
      best === null ||
      deadline < bestDeadline - slack ||
      (Math.abs(deadline - bestDeadline) <= slack && tieBreak(s.member, best.member) < 0)
    ) {
      best = s;
      bestDeadline = deadline;
    }
  }
  return best;
}

/** Same-deadline test used by explanations, with the same relative slack as pickByTurn. */
export function sameDeadline(a: number, b: number): boolean {
  return Math.abs(a - b) <= EPSILON * Math.max(1, Math.abs(a));
}
