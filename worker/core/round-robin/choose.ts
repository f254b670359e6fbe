import type { CandidateExplanation, RoundRobinMethod } from '../../contracts/round-robin';
import {
  EPSILON,
  eligibleMembers,
  isDue,
  pickByTurn,
  sameDeadline,
  standings,
  strictDeadline,
  strictThreshold,
  type Standing,
} from './fairness';
import type { RoundRobinState } from './state';

export interface ChooseOptions {
  method: RoundRobinMethod;
  /** Members free for the chosen slot; used by available and balanced, ignored by strict (it picks before slots). */
  availableMemberIds?: ReadonlyArray<string>;
  /** The decision instant: a period that has ended counts as already reset. */
  now: string | number;
}

/** The chosen member (null when nobody can take the meeting) and why each other member was not chosen. */
export interface RoundRobinChoice {
  memberId: string | null;
  method: RoundRobinMethod;
  /** The state's period ended before `now`; applying the assignment will record the reset first. */
  periodRollover: boolean;
  explanation: CandidateExplanation[];
}

const fmt = (n: number) => (Math.abs(n) < 0.005 ? '0' : n.toFixed(2));

function toMs(instant: string | number): number {
  return typeof instant === 'number' ? instant : Date.parse(instant);
}

/** The state as it stands at `now`: once the period is over every level counts from zero again. */
export function stateAt(state: RoundRobinState, now: string | number): { state: RoundRobinState; rolledOver: boolean } {
  if (!state.period || toMs(now) < Date.parse(state.period.end)) return { state, rolledOver: false };
  const members = state.members.filter((m) => m.active).map((m) => ({ ...m, level: 0 }));
  return { state: { ...state, members }, rolledOver: true };
}

function row(s: Standing, reason: CandidateExplanation['reason'], detail: string): CandidateExplanation {
  return { memberId: s.member.memberId, reason, level: s.member.level, share: s.share, behind: s.behind, detail };
}

function position(s: Standing): string {
  const b = s.behind;
  const where = b > EPSILON ? `${fmt(b)} behind` : b < -EPSILON ? `${fmt(-b)} ahead of` : 'exactly on';
  return `level ${fmt(s.member.level)}, weighted share ${fmt(s.share)}: ${where} share`;
}

/**
 * Chooses the next member for a pod by its method, explaining every other member's place. All three
 * methods use the same weighted turn order; they differ in who may take the meeting: strict considers
 * every eligible member (before slots exist), available only those free for the chosen slot, balanced
 * only free members at or below their share when there is one.
 */
export function chooseNext(input: RoundRobinState, options: ChooseOptions): RoundRobinChoice {
  const { state, rolledOver } = stateAt(input, options.now);
  const rows = standings(eligibleMembers(state));
  const threshold = strictThreshold(rows.length);
  const strict = options.method === 'round_robin_strict';
  const free = !strict && options.availableMemberIds ? new Set(options.availableMemberIds) : null;
  let pool = free ? rows.filter((s) => free.has(s.member.memberId)) : rows;
  const heldBack = new Set<string>();
  let balancedFallback = false;
  if (options.method === 'round_robin_balanced') {
    const atOrBelow = pool.filter((s) => s.behind >= -EPSILON);
    if (atOrBelow.length > 0) {
      for (const s of pool) if (s.behind < -EPSILON) heldBack.add(s.member.memberId);
      pool = atOrBelow;
    } else {
      balancedFallback = pool.length > 0;
    }
  }
  const chosen = pickByTurn(pool, threshold);
  const chosenDeadline = chosen ? strictDeadline(chosen, threshold) : Infinity;
  const anyDue = pool.some((s) => isDue(s, threshold));

  const explanation: CandidateExplanation[] = [];
  const byId = new Map(rows.map((s) => [s.member.memberId, s]));
  for (const m of state.members) {
    if (!m.active) continue;
    const s = byId.get(m.memberId);
    if (!s) {
      explanation.push({
        memberId: m.memberId,
        reason: 'on_vacation',
        level: m.level,
        share: 0,
        behind: 0,
        detail: 'On vacation: removed from assignment',
      });
      continue;
    }
    if (chosen && s === chosen) {
      const scope = strict ? 'all members' : 'members free for this slot';
      const why = balancedFallback
        ? 'nobody at or below their share is free, so the free member whose turn comes first takes it'
        : anyDue
          ? `earliest turn among ${scope} who are due (at least ${fmt(threshold)} behind after this meeting)`
          : `earliest turn among ${scope}; none of them is due yet`;
      explanation.push(row(s, 'chosen', `Chosen: ${why}; ${position(s)}`));
      continue;
    }
    const deadline = strictDeadline(s, threshold);
    if (free && !free.has(m.memberId)) {
      explanation.push(row(s, 'unavailable', `Not free for the chosen slot; ${position(s)}`));
    } else if (heldBack.has(m.memberId)) {
      explanation.push(row(s, 'held_back', `Held back: ahead of weighted share; ${position(s)}`));
    } else if (anyDue && !isDue(s, threshold)) {
      explanation.push(row(s, 'not_due', `Not due: less than ${fmt(threshold)} behind after this meeting; ${position(s)}`));
    } else if (sameDeadline(deadline, chosenDeadline)) {
      explanation.push(row(s, 'tie_break', `Same turn as the chosen member; lost the tie-break (weight, then join order); ${position(s)}`));
    } else {
      explanation.push(row(s, 'due_later', `Turn comes later (at total ${fmt(deadline)} vs ${fmt(chosenDeadline)}); ${position(s)}`));
    }
  }
  return { memberId: chosen?.member.memberId ?? null, method: options.method, periodRollover: rolledOver, explanation };
}

/**
 * Members whose calendars feed the slots shown to the prospect. Strict shows only the member it already
 * picked; available shows everyone eligible; balanced holds back members ahead of their share.
 */
export function slotCandidates(state: RoundRobinState, options: Omit<ChooseOptions, 'availableMemberIds'>): string[] {
  if (options.method === 'round_robin_strict') {
    const id = chooseNext(state, options).memberId;
    return id ? [id] : [];
  }
  const rows = standings(eligibleMembers(stateAt(state, options.now).state));
  const pick = options.method === 'round_robin_balanced' ? rows.filter((s) => s.behind >= -EPSILON) : rows;
  return pick.map((s) => s.member.memberId);
}

/** The next n members strict round robin would pick, assuming every meeting goes as assigned. */
export function previewQueue(state: RoundRobinState, n: number, now?: string | number): string[] {
  const base = now === undefined ? state : stateAt(state, now).state;
  const members = eligibleMembers(base).map((m) => ({ ...m }));
  const queue: string[] = [];
  for (let i = 0; i < n && members.length > 0; i++) {
    const rows = standings(members);
    const next = pickByTurn(rows, strictThreshold(rows.length));
    if (!next) break;
    next.member.level += 1;
    queue.push(next.member.memberId);
  }
  return queue;
}
