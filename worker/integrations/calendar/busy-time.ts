import type { BusyInterval } from '../../core/slots/member-starts';

/** excludeMeetingId leaves one of our meetings out: rescheduling it must not collide with itself. */
export type BusyQuery = { accountId: string; userIds: string[]; from: number; to: number; excludeMeetingId?: string };
export type BusyByUser = Map<string, BusyInterval[]>;

/**
 * Where busy time comes from: the product's own meetings always, and connected calendars (Google,
 * Microsoft) as further sources behind the same interface.
 */
export interface BusyTimeSource {
  readonly name: string;
  busy(query: BusyQuery): Promise<BusyByUser>;
}

/** The built-in source: our own scheduled meetings, loaded by the caller's repository function. */
export class OwnMeetingsBusySource implements BusyTimeSource {
  readonly name = 'own-meetings';
  constructor(private readonly load: (query: BusyQuery) => Promise<{ userId: string; start: number; end: number }[]>) {}
  async busy(query: BusyQuery): Promise<BusyByUser> {
    const out: BusyByUser = new Map(query.userIds.map((id) => [id, []]));
    for (const row of await this.load(query)) out.get(row.userId)?.push({ start: row.start, end: row.end });
    return out;
  }
}

/** Merges several sources; one failing source (an expired calendar token) must not hide the others. */
export class CompositeBusySource implements BusyTimeSource {
  readonly name = 'composite';
  constructor(private readonly sources: BusyTimeSource[]) {}
  async busy(query: BusyQuery): Promise<BusyByUser> {
    const out: BusyByUser = new Map(query.userIds.map((id) => [id, []]));
    const results = await Promise.allSettled(this.sources.map((s) => s.busy(query)));
    for (const [i, r] of results.entries()) {
      if (r.status === 'rejected') {
        console.warn(JSON.stringify({ level: 'warn', msg: 'busy source failed', source: this.sources[i].name, error: String(r.reason) }));
        continue;
      }
      for (const [userId, intervals] of r.value) out.get(userId)?.push(...intervals);
    }
    return out;
  }
}
