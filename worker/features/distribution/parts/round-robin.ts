import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import type { LedgerEntryDto, RoundRobinSnapshotDto } from '../../../contracts/distribution';
import { DomainError } from '../../../core/errors';
import { getRule, podLedger, podOf, podSnapshot } from '../service';

/** The round-robin history card: levels, shares, outcomes, the reset date and the next members in line. */
export async function snapshot(env: Env, db: Db, caller: Caller, id: string): Promise<RoundRobinSnapshotDto> {
  await getRule(db, caller, id);
  return podSnapshot(env, db, caller.accountId, id);
}

/** The round-robin log: ledger entries newest first, with member names. */
export async function ledger(
  env: Env,
  db: Db,
  caller: Caller,
  id: string,
  before: number | null,
  limit: number,
): Promise<LedgerEntryDto[]> {
  await getRule(db, caller, id);
  return podLedger(env, db, caller.accountId, id, before, limit);
}

/** Adjusting a member's meeting count needs a reason; it lands in the ledger as manual_calibration. */
export async function adjust(env: Env, db: Db, caller: Caller, id: string, input: { memberId: string; delta: number; reason: string }) {
  await getRule(db, caller, id);
  const res = await podOf(env, caller.accountId, id).record({
    type: 'adjust',
    memberId: input.memberId,
    delta: input.delta,
    reason: input.reason,
    at: new Date().toISOString(),
  });
  if (!res.ok) throw new DomainError('invalid', 'invalid', res.error, '/memberId');
  return snapshot(env, db, caller, id);
}

/** Vacation removes a member from assignment; coming back may compensate (vacation calibration). */
export async function vacation(env: Env, db: Db, caller: Caller, id: string, input: { memberId: string; onVacation: boolean }) {
  await getRule(db, caller, id);
  const res = await podOf(env, caller.accountId, id).record({
    type: input.onVacation ? 'vacation_start' : 'vacation_end',
    memberId: input.memberId,
    at: new Date().toISOString(),
  });
  if (!res.ok) throw new DomainError('invalid', 'invalid', res.error, '/memberId');
  return snapshot(env, db, caller, id);
}
