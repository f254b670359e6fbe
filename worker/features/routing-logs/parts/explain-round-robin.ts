import type { TimelinePart, TimelineStep } from '../../../contracts/routing-logs';
import type { RoundRobinMethod } from '../../../contracts/round-robin';
import type { RoundRobinRecord } from '../../../contracts/routing-decision';

// Round-robin turns in plain words. Each "why not" says only what the record holds: the reason the core
// gave, against the members and the slot the decision was made from; where the record cannot tell two
// cases apart, the sentence says less rather than something that may be wrong.

export type RoundRobinContext = {
  /** Who the prospect is, as sentences name them ("the slot Pat chose"). */
  prospect: string;
  /** The start of the slot the prospect booked, for turns taken at booking. */
  slotStart: string | null;
  /** Members whose times the prospect was shown (the session's candidates); null when unknown. */
  shownMemberIds: ReadonlySet<string> | null;
  people: Record<string, string>;
};

type Row = RoundRobinRecord['explanation'][number];

const METHOD_WORDS: Record<RoundRobinMethod, string> = {
  round_robin_strict: 'strict',
  round_robin_available: 'available',
  round_robin_balanced: 'balanced',
};
const EPS = 1e-9;

const text = (t: string): TimelinePart => ({ text: t });
const who = (id: string, name: string | undefined): TimelinePart =>
  name ? { person: id, name } : text('a member no longer in the organization');
const nameOf = (r: RoundRobinRecord, id: string, ctx: RoundRobinContext) =>
  ctx.people[id] ?? r.explanation.find((e) => e.memberId === id)?.memberName;
const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
const num = (n: number) => String(Math.round(n * 100) / 100);
const plural = (n: number, one: string, many: string) => `${num(n)} ${Math.abs(n) === 1 ? one : many}`;

/** The slot the prospect chose, as parts: 'Thu 26 Nov, 10:00 AM, the slot Pat chose'. */
function chosenSlot(ctx: RoundRobinContext): TimelinePart[] {
  return ctx.slotStart ? [{ time: ctx.slotStart }, text(`, the slot ${ctx.prospect} chose`)] : [text(`the slot ${ctx.prospect} chose`)];
}

/** Why one member was not picked, from the reason and the record's own lists, never beyond them. */
export function whyNot(r: RoundRobinRecord, e: Row, ctx: RoundRobinContext, pickedName: TimelinePart): TimelinePart[] {
  const atBooking = r.stage === 'at_booking';
  // At booking every reason after "unavailable" is given among the members free for the slot.
  const free = atBooking ? [text('free at '), ...chosenSlot(ctx), text(', but ')] : [];
  switch (e.reason) {
    case 'on_vacation':
      return [text('on vacation, so left out of the turn order')];
    case 'unavailable': {
      const shown = ctx.shownMemberIds;
      if (shown && !shown.has(e.memberId)) return [text(`not among the members whose times ${ctx.prospect} was shown`)];
      // The free members were those shown who were free at the slot: shown and not picked means not free.
      if (shown) return [text('not free at '), ...chosenSlot(ctx)];
      return [text('could not take '), ...chosenSlot(ctx)];
    }
    case 'held_back':
      return [...free, text('ahead of their share, so balanced round robin held them back')];
    case 'not_due':
      return [...free, text('not due yet: others were further behind their share')];
    case 'tie_break':
      return [
        ...free,
        text('tied for the turn with '),
        pickedName,
        text('; ties go to the higher weight, then to whoever joined the pod first'),
      ];
    case 'due_later':
      return [...free, text('their turn comes after '), pickedName, text("'s")];
    case 'chosen':
      return [text('next in turn, but could no longer take that time when the booking was made')];
    default:
      return [text(String(e.reason))];
  }
}

/** 'weight 2 of 5 = 40% share; 3 of 10 counted meetings = 30%, 10 points behind' for each member in the turn. */
export function shareArithmetic(r: RoundRobinRecord, ctx: RoundRobinContext): string[] {
  const rows = r.explanation.filter((e) => e.reason !== 'on_vacation');
  if (!rows.length) return [];
  const total = rows.reduce((a, e) => a + e.level, 0);
  const weights = new Map((r.draw?.state.members ?? []).map((m) => [m.memberId, m.weight]));
  const known = rows.every((e) => weights.has(e.memberId));
  const weightSum = known ? rows.reduce((a, e) => a + (weights.get(e.memberId) ?? 0), 0) : 0;
  return rows.map((e) => {
    const name = nameOf(r, e.memberId, ctx) ?? 'A former member';
    const fraction = known && weightSum > 0 ? (weights.get(e.memberId) ?? 0) / weightSum : total > 0 ? e.share / total : null;
    const shareText =
      known && weightSum > 0
        ? `weight ${weights.get(e.memberId)} of ${weightSum} = ${pct(fraction!)} share`
        : fraction !== null
          ? `${pct(fraction)} share`
          : 'share not recorded';
    if (total <= EPS) return `${name}: ${shareText}; no meetings counted yet this period, so everyone is at their share`;
    const mine = e.level / total;
    const points = fraction === null ? null : Math.round((fraction - mine) * 1000) / 10;
    const standing =
      e.behind > EPS
        ? `${plural(e.behind, 'meeting', 'meetings')} behind`
        : e.behind < -EPS
          ? `${plural(-e.behind, 'meeting', 'meetings')} ahead`
          : 'exactly at their share';
    const pointsText = points === null || Math.abs(points) < 0.05 ? '' : `${Math.abs(points)} points ${points > 0 ? 'behind' : 'ahead'}, `;
    return `${name}: ${shareText}; ${num(e.level)} of ${num(total)} counted meetings = ${pct(mine)}: ${pointsText}${standing}`;
  });
}

/** One round-robin turn as a timeline step: who was picked and why, then why not each other member. */
export function roundRobinStep(r: RoundRobinRecord, ctx: RoundRobinContext): TimelineStep {
  const pod = text(`Round robin (${METHOD_WORDS[r.method] ?? r.method}) in '${r.podName}' `);
  if (!r.chosenUserId) {
    const why = r.explanation.length === 0 ? 'nobody in the pod could take the prospect' : 'nobody could take the prospect';
    return {
      at: r.at || null,
      parts: [pod, text(`found nobody: ${why}`)],
      others: othersOf(r, ctx, null),
      arithmetic: shareArithmetic(r, ctx),
    };
  }
  const picked = who(r.chosenUserId, nameOf(r, r.chosenUserId, ctx));
  const row = r.explanation.find((e) => e.memberId === r.chosenUserId);
  const parts: TimelinePart[] = [pod, text('picked '), picked];
  if (row?.reason === 'chosen') parts.push(text(': '), ...pickedWhy(r, row, ctx));
  else if (row && r.stage === 'at_booking') {
    // The member whose turn it was could not take the time when the booking was written; the next in line did.
    parts.push(text(' for '), ...chosenSlot(ctx), text(`, next in line when the member whose turn it was could no longer take that time`));
  }
  return { at: r.at || null, parts, others: othersOf(r, ctx, picked), arithmetic: shareArithmetic(r, ctx) };
}

function pickedWhy(r: RoundRobinRecord, row: Row, ctx: RoundRobinContext): TimelinePart[] {
  const behindFallback = r.method === 'round_robin_balanced' && row.behind < -EPS;
  if (r.stage === 'at_booking') {
    const lead = [text('free at '), ...chosenSlot(ctx)];
    if (behindFallback) return [...lead, text(', and everyone free was ahead of their share, so the one whose turn came first took it')];
    return [...lead, text(', and first in turn among the members free then')];
  }
  if (r.stage === 'before_slots') return [text('first in turn before slots were shown')];
  return [text('first in turn when the wait ended')];
}

function othersOf(r: RoundRobinRecord, ctx: RoundRobinContext, picked: TimelinePart | null): TimelinePart[][] {
  return r.explanation
    .filter((e) => e.memberId !== r.chosenUserId)
    .map((e) => [who(e.memberId, nameOf(r, e.memberId, ctx)), text(': '), ...whyNot(r, e, ctx, picked ?? text('the member picked'))]);
}
