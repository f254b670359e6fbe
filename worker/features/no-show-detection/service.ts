import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import type { NoShowCheckDto, NoShowSettingsDto, NoShowSettingsInput, NoShowWait, UnsureReason } from '../../contracts/no-show';
import { meetingForCaller } from '../meetings/service';
import * as repo from './repo';
import { isoOrNull } from '../../contracts/response-kit';

export { sweepNoShowChecks, checkMeeting } from './parts/check';

const DEFAULTS = { enabled: false, waitMinutes: 30 as NoShowWait };

/** The organization's no-show detection settings (off, 30 minutes, until an Admin saves them). */
export async function getSettings(db: Db, caller: Caller): Promise<NoShowSettingsDto> {
  const row = await repo.findSettings(db, caller.accountId);
  return row
    ? { enabled: row.enabled, waitMinutes: row.waitMinutes as NoShowWait, updatedAt: isoOrNull(row.updatedAt) }
    : { ...DEFAULTS, updatedAt: null };
}

export async function saveSettings(db: Db, caller: Caller, input: NoShowSettingsInput, now = Date.now()): Promise<NoShowSettingsDto> {
  await repo.upsertSettings(db, {
    accountId: caller.accountId,
    enabled: input.enabled,
    waitMinutes: input.waitMinutes,
    updatedBy: caller.userId,
    now,
  });
  return getSettings(db, caller);
}

/** The meeting's check for its details page, to whoever may see the meeting; null when it was never checked. */
export async function meetingCheck(db: Db, caller: Caller, meetingId: string): Promise<NoShowCheckDto | null> {
  await meetingForCaller(db, caller, meetingId);
  const row = await repo.findCheck(db, caller.accountId, meetingId);
  if (!row) return null;
  return { state: row.state, outcome: row.outcome, reasons: row.reasons as UnsureReason[], checkedAt: isoOrNull(row.checkedAt) };
}
