import { DurableObject } from 'cloudflare:workers';
import type { LedgerEntry, RoundRobinEvent, RoundRobinSettings } from '../contracts/round-robin';
import { chooseNext, previewQueue, stateAt, type RoundRobinChoice } from '../core/round-robin/choose';
import { applyEvent } from '../core/round-robin/events';
import { applyOutcome, turnOf, type MeetingOutcome, type MeetingTurn } from '../core/round-robin/outcomes';
import { emptyRoundRobinState, type RoundRobinState } from '../core/round-robin/state';

export type PodMemberConfig = { userId: string; weight: number };
/** A choice with the state it was made from, so the routing log can replay it exactly. */
export type DrawnChoice = RoundRobinChoice & { drawnFrom: RoundRobinState };
export type AssignResult = DrawnChoice & { entries: LedgerEntry[] };
/**
 * What an outcome did: `applied` (entries written), `unchanged` (nothing to count: a repeat of the
 * meeting's outcome), `duplicate` (this event was applied before), `refused` (the core said no, e.g. the
 * new host is not in the pod) or `unknown` (the pod never counted this meeting). `memberId` is who the
 * pod counts the meeting for afterwards.
 */
export type OutcomeResult = {
  status: 'applied' | 'unchanged' | 'duplicate' | 'refused' | 'unknown';
  memberId: string | null;
  entries: LedgerEntry[];
  error?: string;
};

const entryKey = (seq: number) => `e:${String(seq).padStart(12, '0')}`;
const meetingKey = (meetingId: string) => `m:${meetingId}`;
const turnKey = (meetingId: string) => `t:${meetingId}`;
const outcomeKey = (eventId: string) => `x:${eventId}`;

/**
 * One object per distribution rule or pod: the only writer of its round-robin state. Calls are
 * serialized by the object's input gate, each decision is made by the pure core, and the new state and
 * its ledger entries are stored in one multi-key put, so concurrent leads never share a turn and the
 * ledger always explains the counts exactly.
 */
export class RoundRobinPod extends DurableObject {
  private state: RoundRobinState = emptyRoundRobinState();
  private settings: RoundRobinSettings | null = null;

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env as never);
    ctx.blockConcurrencyWhile(async () => {
      this.state = (await ctx.storage.get<RoundRobinState>('state')) ?? emptyRoundRobinState();
      this.settings = (await ctx.storage.get<RoundRobinSettings>('settings')) ?? null;
    });
  }

  /**
   * Memory first, then a put that is deliberately not awaited: the output gate holds every reply until
   * the write is durable, and consecutive decisions' writes coalesce instead of queueing one by one.
   */
  private commit(state: RoundRobinState, entries: LedgerEntry[], settings?: RoundRobinSettings, extra: Record<string, unknown> = {}) {
    const batch: Record<string, unknown> = { state, ...extra };
    for (const e of entries) {
      batch[entryKey(e.seq)] = e;
      // Remembered so a turn delivered twice (a retry after a crash) is counted once.
      if (e.type === 'meeting_assigned' && e.meetingId) batch[meetingKey(e.meetingId)] = e.seq;
      // Who the meeting counts for, so its outcomes later credit the right member.
      if (e.type === 'meeting_assigned' && e.meetingId && !e.reassignedFrom) batch[turnKey(e.meetingId)] = turnOf(e.memberId, e.at);
    }
    if (settings) batch.settings = settings;
    this.state = state;
    if (settings) this.settings = settings;
    void this.ctx.storage.put(batch);
  }

  private apply(event: RoundRobinEvent, settings = this.settings) {
    if (!settings) throw new Error('pod is not configured');
    const res = applyEvent(this.state, event, settings);
    if (!res.ok) throw new Error(res.error);
    return res;
  }

  /** Brings members and weights in line with the rule's configuration, as ledger entries. */
  async configure(settings: RoundRobinSettings, members: PodMemberConfig[], at: string): Promise<RoundRobinState> {
    let state = this.state;
    const entries: LedgerEntry[] = [];
    const run = (event: RoundRobinEvent) => {
      const res = applyEvent(state, event, settings);
      if (!res.ok) throw new Error(res.error);
      state = res.state;
      entries.push(...res.entries);
    };
    const wanted = new Map(members.map((m) => [m.userId, m.weight]));
    for (const m of state.members) {
      if (m.active && !wanted.has(m.memberId)) run({ type: 'remove_member', memberId: m.memberId, at });
    }
    for (const [userId, weight] of wanted) {
      const current = state.members.find((m) => m.memberId === userId && m.active);
      if (!current) run({ type: 'add_member', memberId: userId, weight, at });
      else if (current.weight !== weight) run({ type: 'set_weight', memberId: userId, weight, at });
    }
    this.commit(state, entries, settings);
    return state;
  }

  /** Who is next without taking the turn: strict mode shows only this member's slots. */
  async peek(now: string, availableMemberIds?: string[]): Promise<DrawnChoice> {
    if (!this.settings) throw new Error('pod is not configured');
    return { ...chooseNext(this.state, { method: this.settings.method, availableMemberIds, now }), drawnFrom: this.state };
  }

  /** Takes the turn: chooses among the free members and records the assignment in the same step. */
  async assign(meetingId: string, now: string, availableMemberIds?: string[]): Promise<AssignResult> {
    const choice = await this.peek(now, availableMemberIds);
    if (!choice.memberId) return { ...choice, entries: [] };
    // drawnFrom is the state before this turn: the one the choice was made from.
    const res = this.apply({ type: 'assign', memberId: choice.memberId, meetingId, at: now });
    this.commit(res.state, res.entries);
    return { ...choice, entries: res.entries };
  }

  /** Outcomes, calibrations and vacations from the app; refused events leave the state unchanged. */
  async record(event: RoundRobinEvent): Promise<{ ok: true; entries: LedgerEntry[] } | { ok: false; error: string }> {
    if (!this.settings) return { ok: false, error: 'This distribution has no members yet' };
    if (event.type === 'assign' && (await this.ctx.storage.get(meetingKey(event.meetingId))) !== undefined)
      return { ok: true, entries: [] };
    const res = applyEvent(this.state, event, this.settings);
    if (!res.ok) return res;
    this.commit(res.state, res.entries);
    return { ok: true, entries: res.entries };
  }

  /** The meeting's record; a meeting counted before records were kept is rebuilt from its assign entry. */
  private async meetingTurn(meetingId: string): Promise<MeetingTurn | null> {
    const turn = await this.ctx.storage.get<MeetingTurn>(turnKey(meetingId));
    if (turn) return turn;
    const seq = await this.ctx.storage.get<number>(meetingKey(meetingId));
    const entry = seq === undefined ? undefined : await this.ctx.storage.get<LedgerEntry>(entryKey(seq));
    return entry?.type === 'meeting_assigned' ? turnOf(entry.memberId, entry.at) : null;
  }

  /** The meeting `countedAs` (a strict pod's turn taken under the session's id) was booked as `meetingId`. */
  async link(meetingId: string, countedAs: string): Promise<{ ok: true; entries: LedgerEntry[] } | { ok: false; error: string }> {
    if ((await this.ctx.storage.get(turnKey(meetingId))) !== undefined) return { ok: true, entries: [] };
    const turn = await this.meetingTurn(countedAs);
    if (!turn) return { ok: false, error: 'This pod did not count the meeting' };
    await this.ctx.storage.put(turnKey(meetingId), turn);
    return { ok: true, entries: [] };
  }

  /**
   * A meeting's outcome (cancelled, no show, completed, reassigned), applied once per event id: the
   * event's key is written in the same put as its entries, so a redelivery or a racing delivery of the
   * same event finds it and changes nothing. The pod's own record says whom the meeting counts for.
   */
  async outcome(eventId: string, o: MeetingOutcome): Promise<OutcomeResult> {
    const turn = this.settings ? await this.meetingTurn(o.meetingId) : null;
    if (!this.settings || !turn) return { status: 'unknown', memberId: null, entries: [] };
    if ((await this.ctx.storage.get(outcomeKey(eventId))) !== undefined)
      return { status: 'duplicate', memberId: turn.memberId, entries: [] };
    const res = applyOutcome(this.state, turn, o, this.settings);
    this.commit(res.state, res.entries, undefined, {
      [outcomeKey(eventId)]: Date.now(),
      ...(res.status === 'applied' ? { [turnKey(o.meetingId)]: res.turn } : {}),
    });
    return { status: res.status, memberId: res.turn.memberId, entries: res.entries, ...(res.error ? { error: res.error } : {}) };
  }

  /** The state as of `now` (an ended period already reset), its settings and the next members in strict order. */
  async snapshot(now: string, previewSize = 10) {
    const { state } = stateAt(this.state, now);
    return { state, settings: this.settings, preview: previewQueue(this.state, previewSize, now) };
  }

  /** Ledger entries newest first, paged by sequence number. */
  async ledger(before: number | null, limit: number): Promise<LedgerEntry[]> {
    const end = before ? entryKey(before) : entryKey(this.state.seq + 1);
    const rows = await this.ctx.storage.list<LedgerEntry>({ prefix: 'e:', end, reverse: true, limit: Math.min(limit, 500) });
    return [...rows.values()];
  }
}
