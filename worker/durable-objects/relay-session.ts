import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import { getDb } from '../db/client';
import type { RelayBend, RelayBook, RelaySlotDto } from '../contracts/relay';
import type { IdempotencyRecord } from '../contracts/idempotency';
import type { OpenCommand } from '../features/relay-sessions/open';
import * as steps from '../features/relay-sessions/steps';
import { DomainError } from '../core/errors';
import { RELAY_MESSAGES } from '../contracts/relay';

type Outcome<T> = steps.Outcome<T>;
type State = steps.RelayState;

/**
 * One object per relay session: it holds the booker's handoff in progress and runs everything that
 * happens to it one step at a time (a second booker, a double click, a retry, the expiry alarm), each
 * step a complete D1 change made by the relay-sessions service. D1 stays the truth: an object that
 * lost its state (a crash between the D1 write and its own) rebuilds it from the session's row.
 */
export class RelaySession extends DurableObject<Env> {
  private chain: Promise<unknown> = Promise.resolve();
  private state: State | null | undefined;

  /** Runs `fn` after every step queued before it; the input gate alone would interleave at each await. */
  private serial<T>(fn: () => Promise<T>): Promise<Outcome<T>> {
    const run = this.chain.then(async (): Promise<Outcome<T>> => {
      try {
        return { ok: true, value: await fn() };
      } catch (e) {
        return steps.failure(e);
      }
    });
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** The D1 handle each step works with: the object has no request to take one from. */
  private get db() {
    return getDb(this.env.DB);
  }

  private async current(): Promise<State | null> {
    if (this.state === undefined) this.state = (await this.ctx.storage.get<State>('state')) ?? null;
    return this.state;
  }

  private async save(state: State) {
    this.state = state;
    await this.ctx.storage.put('state', state);
    if (state.status === 'open') await this.ctx.storage.setAlarm(state.expiresAt);
    else await this.ctx.storage.deleteAlarm();
  }

  /** The booker who opened the session owns it; anyone else is told another booker has it. */
  private own(st: State | null, actor: string | null): State {
    if (!st) throw new DomainError('not_found', 'not_found', 'Relay session not found');
    if (st.bookerUserId !== actor) throw new DomainError('conflict', 'other_booker', RELAY_MESSAGES.otherBooker);
    return st;
  }

  private open_(st: State, now: number): State {
    if (st.status !== 'open' || now >= st.expiresAt) throw new DomainError('conflict', 'session_ended', RELAY_MESSAGES.sessionEnded);
    return { ...st, expiresAt: now + steps.SESSION_TTL_MS };
  }

  /** Opens the session once: a repeat (double click, retry) answers the same session. */
  async open(cmd: OpenCommand): Promise<Outcome<State>> {
    return this.serial(async () => {
      const existing = await this.current();
      if (existing) return this.own(existing, cmd.bookerUserId);
      const stored = await steps.findRow(this.db, cmd.sessionId);
      const st = stored ? steps.stateFromRow(stored, cmd.prospect.timezone, cmd.now) : await steps.open(this.env, this.db, cmd);
      if (stored && stored.bookedByUserId !== cmd.bookerUserId) this.own(st, cmd.bookerUserId);
      await this.save(st);
      return st;
    });
  }

  async view(actor: string | null): Promise<Outcome<State>> {
    return this.serial(async () => this.own(await this.current(), actor));
  }

  async slots(actor: string | null, q: { from: string; to: string; timezone: string; bend: RelayBend }, now: number): Promise<Outcome<RelaySlotDto[]>> {
    return this.serial(async () => {
      const st = this.open_(this.own(await this.current(), actor), now);
      const list = await steps.slots(this.db, st, q, now);
      await this.save({ ...st, slotsShown: true });
      return list;
    });
  }

  /** Holds the chosen slot for the booker; choosing another slot moves the hold. */
  async hold(actor: string | null, start: string, now: number, bend: RelayBend = { overrideEvents: false, outsideHours: false }): Promise<Outcome<State>> {
    return this.serial(async () => {
      const st = this.open_(this.own(await this.current(), actor), now);
      const hold = await steps.hold(this.env, this.db, st, start, now, bend);
      const next = { ...st, hold };
      await this.save(next);
      return next;
    });
  }

  /** Books once: after a booking, every further call (double click, retry) gets that booking back. */
  async book(actor: string | null, cmd: RelayBook & { idempotency: IdempotencyRecord | null }, now: number): Promise<Outcome<State>> {
    return this.serial(async () => {
      const current = this.own(await this.current(), actor);
      if (current.status === 'booked' && current.booking) return current;
      const st = this.open_(current, now);
      const booking = await steps.book(this.env, this.db, st, cmd, now);
      const next: State = { ...st, status: 'booked', booking, hold: null };
      await this.save(next);
      return next;
    });
  }

  /** Ends the session if it has been left alone past its expiry; otherwise re-arms the alarm. */
  async expire(now: number): Promise<Outcome<State | null>> {
    return this.serial(async () => {
      const st = await this.current();
      if (!st || st.status !== 'open') return st;
      if (now < st.expiresAt) {
        await this.ctx.storage.setAlarm(st.expiresAt);
        return st;
      }
      await steps.expire(this.db, st, now);
      const next: State = { ...st, status: 'expired', hold: null };
      await this.save(next);
      return next;
    });
  }

  override async alarm() {
    const res = await this.expire(Date.now());
    if (!res.ok) console.error(JSON.stringify({ level: 'error', msg: 'relay session expiry failed', error: res.error.detail }));
  }
}
