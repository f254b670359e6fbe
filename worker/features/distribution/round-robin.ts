import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import type { LedgerEntryDto, RoundRobinSnapshotDto } from '../../contracts/distribution';
import { DomainError } from '../../core/errors';
import { namesByIds } from '../members/service';
import { upcomingByMember } from './repo';
import { getRule, podOf } from './service';

/** The round-robin history card: levels, shares, outcomes, the reset date and the next members in line. */
export async function snapshot(env: Env, db: Db, caller: Caller, id: string): Promise<RoundRobinSnapshotDto> {
  await getRule(db, caller, id);
  return podSnapshot(env, db, caller.accountId, id);
}

/** The same card for any pod object the caller's service has already checked (a campaign router's fallback distribution). */
export async function podSnapshot(env: Env, db: Db, accountId: string, id: string): Promise<RoundRobinSnapshotDto> {
  const now = Date.now();
  const snap = await podOf(env, accountId, id).snapshot(new Date(now).toISOString(), 10);
  const members = snap.state.members;
  // Upcoming means still scheduled and not yet started, which only the meetings know (not assigned minus outcomes).
  const since = snap.state.period ? Date.parse(snap.state.period.start) : 0;
  const [names, upcoming] = await Promise.all([namesByIds(db, accountId, [...members.map((m) => m.memberId), ...snap.preview]), upcomingByMember(db, accountId, id, since, now).then((rows) => new Map(rows.map((r) => [r.memberId, r.n])))]);
  const counted = members.filter((m) => m.active && !m.onVacation);
  const totalWeight = counted.reduce((s, m) => s + m.weight, 0) || 1;
  return {
    method: snap.settings?.method ?? 'round_robin_strict',
    timeZone: snap.settings?.timeZone ?? 'UTC',
    period: snap.state.period,
    members: members.map((m) => ({
      userId: m.memberId,
      name: names.get(m.memberId) ?? 'Former member',
      weight: m.weight,
      level: Math.round(m.level * 100) / 100,
      share: m.active && !m.onVacation ? m.weight / totalWeight : 0,
      assigned: m.assigned,
      completed: m.completed,
      cancelled: m.cancelled,
      noShow: m.noShow,
      upcoming: upcoming.get(m.memberId) ?? 0,
      onVacation: m.onVacation,
      active: m.active,
    })),
    queuePreview: snap.preview.map((userId) => ({ userId, name: names.get(userId) ?? 'Former member' })),
  };
}

/** The round-robin log: ledger entries newest first, with member names. */
export async function ledger(env: Env, db: Db, caller: Caller, id: string, before: number | null, limit: number): Promise<LedgerEntryDto[]> {
  await getRule(db, caller, id);
  return podLedger(env, db, caller.accountId, id, before, limit);
}

/** The ledger of any pod object the caller's service has already checked. */
export async function podLedger(env: Env, db: Db, accountId: string, id: string, before: number | null, limit: number): Promise<LedgerEntryDto[]> {
  const entries = await podOf(env, accountId, id).ledger(before, limit);
  const names = await namesByIds(db, accountId, entries.flatMap((e) => ('memberId' in e ? [e.memberId] : [])));
  return entries.map((e) => ({ ...e, memberName: 'memberId' in e ? (names.get(e.memberId) ?? 'Former member') : null }));
}

/** Adjusting a member's meeting count needs a reason; it lands in the ledger as manual_calibration. */
export async function adjust(env: Env, db: Db, caller: Caller, id: string, input: { memberId: string; delta: number; reason: string }) {
  await getRule(db, caller, id);
  const res = await podOf(env, caller.accountId, id).record({ type: 'adjust', memberId: input.memberId, delta: input.delta, reason: input.reason, at: new Date().toISOString() });
  if (!res.ok) throw new DomainError('invalid', 'invalid', res.error, '/memberId');
  return snapshot(env, db, caller, id);
}

/** Vacation removes a member from assignment; coming back may compensate (vacation calibration). */
export async function vacation(env: Env, db: Db, caller: Caller, id: string, input: { memberId: string; onVacation: boolean }) {
  await getRule(db, caller, id);
  const res = await podOf(env, caller.accountId, id).record({ type: input.onVacation ? 'vacation_start' : 'vacation_end', memberId: input.memberId, at: new Date().toISOString() });
  if (!res.ok) throw new DomainError('invalid', 'invalid', res.error, '/memberId');
  return snapshot(env, db, caller, id);
}
