import type { Db } from '../../../db/client';
import { PATIENCE_MS, isGaveUp, waitAtMost } from '../../../lib/single-flight';
import type { BookingPlan } from './book-plan';
import { meetingBlock } from './book-stmts';

// The booking batches this isolate is writing, and those it committed lately, so that a booking racing another for
// the same person's time (or the same routing session) learns it lost without writing a batch the no-overlap trigger
// (or the claim's) would refuse. A hundred prospects clicking one slot at once cost one write instead of a hundred.
// The triggers stay the only guard: other isolates, reschedules and redistributions are not seen here, and a booking
// that gives up waiting simply writes and lets the triggers decide.

type Block = { blockStart: number; blockEnd: number };
/** What one booking batch takes: people's time over a block, and perhaps a claim; `key` is its Idempotency-Key. */
export type Taking = { people: string[]; block: Block; claim: string | null; key: string | null };
type Write = Block & {
  people: Set<string>;
  /** The routing session the batch claims, if any. */
  claim: string | null;
  /** The request's Idempotency-Key (scope and key): a retry of the same booking is answered by its batch, not here. */
  key: string | null;
  settled: Promise<boolean>;
  /** When the batch started: one whose request was cancelled mid-write never settles, and is let go. */
  startedMs: number;
  /** The read mark when the batch committed; null while it runs. */
  committedAt: number | null;
  committedMs: number;
};

/**
 * How long a committed write is remembered: far longer than a booking request runs between its read and its write
 * (one round trip, or PATIENCE_MS of waiting), and short enough that the list each booking looks through stays small.
 * A request slower than that simply writes, and the trigger answers.
 */
const REMEMBER_MS = 10_000;

let marks = 0;
const writes = new WeakMap<Db, Set<Write>>();
const writesOf = (db: Db) => {
  let set = writes.get(db);
  if (!set) writes.set(db, (set = new Set()));
  return set;
};

/** Taken right before a booking reads the slot: a write that commits after it may be missing from that read. */
export const readMark = () => ++marks;

/** Records a booking batch about to be written; `done` tells how it ended. */
export function writing(db: Db, what: Taking, now = Date.now()) {
  const set = writesOf(db);
  for (const w of set) if (now - (w.committedAt === null ? w.startedMs : w.committedMs) > REMEMBER_MS) set.delete(w);
  let settle!: (committed: boolean) => void;
  const write: Write = {
    blockStart: what.block.blockStart,
    blockEnd: what.block.blockEnd,
    people: new Set(what.people),
    claim: what.claim,
    key: what.key,
    settled: new Promise((resolve) => (settle = resolve)),
    startedMs: now,
    committedAt: null,
    committedMs: 0,
  };
  set.add(write);
  return (committed: boolean) => {
    if (committed) Object.assign(write, { committedAt: ++marks, committedMs: Date.now() });
    else set.delete(write);
    settle(committed);
  };
}

/**
 * Whether `w` takes some of what `what` would: the same claim, or some of the same people's time over the block. A
 * write with the same Idempotency-Key is no rival: it is the same booking, whose batch answers a retry.
 */
const rivals = (w: Write, { people, block, claim, key }: Taking) =>
  !(key !== null && w.key === key) &&
  ((claim !== null && w.claim === claim) ||
    (w.blockStart < block.blockEnd && w.blockEnd > block.blockStart && people.some((p) => w.people.has(p))));

/**
 * 'claim' or 'time' when another booking of this isolate took the same routing session, or some of the same people's
 * time, after this booking's read (`mark`): this batch would be refused. A batch still running is waited for, at most
 * PATIENCE_MS.
 */
export async function takenSinceRead(db: Db, what: Taking, mark: number, now = Date.now()): Promise<'claim' | 'time' | null> {
  for (const w of writesOf(db)) {
    if (!rivals(w, what)) continue;
    if (w.committedAt === null) {
      // Running longer than anyone waits: its request was most likely cancelled mid-write; the trigger decides.
      if (now - w.startedMs > PATIENCE_MS) continue;
      const committed = await waitAtMost(w.settled, PATIENCE_MS);
      if (isGaveUp(committed) || !committed) continue;
    }
    if (w.committedAt! > mark) return what.claim !== null && w.claim === what.claim ? 'claim' : 'time';
  }
  return null;
}

/**
 * True when a write of this isolate, running or committed lately, already holds what this booking would take: some of
 * the same people's time over the block, or the same claim. Nothing is waited for and the read mark does not count:
 * a hint that the booking will most likely lose, so its first read can leave out what only a winner needs.
 */
function heldHere(db: Db, what: Taking): boolean {
  for (const w of writesOf(db)) if (rivals(w, what)) return true;
  return false;
}

/** The time one attempt blocks for everyone in it (the meeting widened by the type's buffers). */
export const blockOf = (plan: BookingPlan) =>
  meetingBlock({ ...plan.type, startAt: plan.start, endAt: plan.start + plan.type.durationMinutes * 60_000 });
export const keyOf = (plan: BookingPlan) => (plan.idempotency ? `${plan.idempotency.scope} ${plan.idempotency.key}` : null);

/** Whether writes of this isolate already hold the plan's session, or its time for every host who could take it. */
export function lostAlready(db: Db, plan: BookingPlan): boolean {
  if (plan.joining) return false;
  const base: Omit<Taking, 'people'> = { block: blockOf(plan), claim: null, key: keyOf(plan) };
  if (plan.claim && heldHere(db, { ...base, people: [], claim: plan.claim.subjectId })) return true;
  const everyone = [...plan.hosts.map((h) => h.id), ...plan.internalGuests.map((g) => g.id)];
  if (plan.mode === 'all') return heldHere(db, { ...base, people: everyone });
  const guests = plan.internalGuests.map((g) => g.id);
  return plan.hosts.every((h) => heldHere(db, { ...base, people: [h.id, ...guests] }));
}
