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

/** Busy rows of our own meetings (the built-in source) by member. */
export function busyOfRows(userIds: string[], rows: { userId: string; start: number; end: number }[]): BusyByUser {
  const out: BusyByUser = new Map(userIds.map((id) => [id, []]));
  for (const row of rows) out.get(row.userId)?.push({ start: row.start, end: row.end });
  return out;
}

/** Merges several sources' answers; one failing source (an expired calendar token) must not hide the others. */
export function mergeBusy(userIds: string[], answers: { source: string; answer: PromiseSettledResult<BusyByUser> }[]): BusyByUser {
  const out: BusyByUser = new Map(userIds.map((id) => [id, []]));
  for (const { source, answer } of answers) {
    if (answer.status === 'rejected') {
      console.warn(JSON.stringify({ level: 'warn', msg: 'busy source failed', source, error: String(answer.reason) }));
      continue;
    }
    for (const [userId, intervals] of answer.value) out.get(userId)?.push(...intervals);
  }
  return out;
}
