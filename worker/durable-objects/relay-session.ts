import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import { getDb } from '../db/client';
import type { RelayBend, RelayBook, RelaySlotDto } from '../contracts/relay-sessions';
import type { IdempotencyRecord } from '../contracts/idempotency';
import { DomainError } from '../core/errors';
import { failure, type Outcome } from '../core/relay/outcome';
import { relayTransition, type RelayEvent, type SlotQuery } from '../core/relay/session';
import type { OpenCommand, RelayState } from '../core/relay/state';
import { performRelayEffect } from '../features/relay-sessions/service';

type State = RelayState;

/**
 * One object per relay session: it stores the booker's handoff in progress and orders everything that
 * happens to it (a second booker, a double click, a retry, the expiry alarm) one event at a time. The
 * core decides each transition; the object performs the effects it returns (each a complete D1 change
 * made by the relay-sessions feature) and stores the new state only once all of them succeeded. D1
 * stays the truth: an object that lost its state (a crash between the D1 write and its own) rebuilds
 * it from the session's row.
 */
export class RelaySession extends DurableObject<Env> {
  private chain: Promise<unknown> = Promise.resolve();
  private state: State | null | undefined;

  /** Runs `fn` after every event queued before it; the input gate alone would interleave at each await. */
  private serial<T>(fn: () => Promise<T>): Promise<Outcome<T>> {
    const run = this.chain.then(async (): Promise<Outcome<T>> => {
      try {
        return { ok: true, value: await fn() };
      } catch (e) {
        return failure(e);
      }
    });
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** The D1 handle the effects work with: the object has no request to take one from. */
  private get db() {
    return getDb(this.env.DB);
  }

  private async current(): Promise<State | null> {
    if (this.state === undefined) this.state = (await this.ctx.storage.get<State>('state')) ?? null;
    return this.state;
  }

  /**
   * One event and everything it leads to: each transition's effects are performed in order and the
   * events they report are decided next. A refusal or a failed effect leaves the stored state as it
   * was; otherwise the final state is stored, then its alarm set.
   */
  private async run(event: RelayEvent, now: number): Promise<{ state: State | null; reports: RelayEvent[] }> {
    const before = await this.current();
    let state = before;
    let alarm: number | null | undefined;
    const reports: RelayEvent[] = [];
    const queue: RelayEvent[] = [event];
    for (let next = queue.shift(); next; next = queue.shift()) {
      const res = relayTransition(state, next, now);
      if (!res.ok) throw new DomainError(res.error.kind, res.error.code, res.error.detail);
      state = res.state;
      for (const effect of res.effects) {
        if (effect.type === 'alarm') {
          alarm = effect.at;
          continue;
        }
        const report = await performRelayEffect(this.env, this.db, effect, now);
        if (!report) continue;
        queue.push(report);
        reports.push(report);
      }
    }
    if (state && state !== before) {
      this.state = state;
      await this.ctx.storage.put('state', state);
    }
    if (alarm !== undefined) await (alarm === null ? this.ctx.storage.deleteAlarm() : this.ctx.storage.setAlarm(alarm));
    return { state, reports };
  }

  /** The state after `event`; the core never leaves a booker's call without one. */
  private async answer(event: RelayEvent, now: number): Promise<State> {
    const { state } = await this.run(event, now);
    if (!state) throw new DomainError('not_found', 'not_found', 'Relay session not found');
    return state;
  }

  /** Opens the session once: a repeat (double click, retry) answers the same session. */
  async open(cmd: OpenCommand): Promise<Outcome<State>> {
    return this.serial(() => this.answer({ type: 'open', request: cmd }, cmd.now));
  }

  async view(actor: string | null): Promise<Outcome<State>> {
    return this.serial(() => this.answer({ type: 'view', actor }, Date.now()));
  }

  async slots(actor: string | null, query: SlotQuery, now: number): Promise<Outcome<RelaySlotDto[]>> {
    return this.serial(async () => {
      const { reports } = await this.run({ type: 'show_slots', actor, query }, now);
      return reports.flatMap((r) => (r.type === 'slots_listed' ? r.slots : []));
    });
  }

  /** Holds the chosen slot for the booker; choosing another slot moves the hold. */
  async hold(
    actor: string | null,
    start: string,
    now: number,
    bend: RelayBend = { overrideEvents: false, outsideHours: false },
  ): Promise<Outcome<State>> {
    return this.serial(() => this.answer({ type: 'hold', actor, start, bend }, now));
  }

  /** Books once: after a booking, every further call (double click, retry) gets that booking back. */
  async book(actor: string | null, cmd: RelayBook & { idempotency: IdempotencyRecord | null }, now: number): Promise<Outcome<State>> {
    return this.serial(() => this.answer({ type: 'book', actor, request: cmd }, now));
  }

  /** Ends the session if it has been left alone past its expiry; otherwise re-arms the alarm. */
  async expire(now: number): Promise<Outcome<State | null>> {
    return this.serial(async () => (await this.run({ type: 'expire' }, now)).state);
  }

  override async alarm() {
    const res = await this.expire(Date.now());
    if (!res.ok) console.error(JSON.stringify({ level: 'error', msg: 'relay session expiry failed', error: res.error.detail }));
  }
}
