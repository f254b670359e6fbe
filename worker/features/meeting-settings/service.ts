import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import {
  DEFAULT_POST_BOOKING,
  type AutoRedirectionDto,
  type AutoRedirectionInput,
  type PostBookingDto,
} from '../../contracts/meeting-settings';
import { auditStmt } from '../audit-log/service';
import * as repo from './repo';

/** For the public pages: what the confirmation does after a booking with a redirect URL. */
export async function postBooking(db: Db, accountId: string): Promise<PostBookingDto> {
  const row = await repo.findSettings(db, accountId);
  return row ? { mode: row.redirectMode, seconds: row.redirectSeconds } : DEFAULT_POST_BOOKING;
}

export async function getAutoRedirection(db: Db, caller: Caller): Promise<AutoRedirectionDto> {
  const row = await repo.findSettings(db, caller.accountId);
  return row
    ? { mode: row.redirectMode, seconds: row.redirectSeconds, updatedAt: new Date(row.updatedAt).toISOString() }
    : { ...DEFAULT_POST_BOOKING, updatedAt: null };
}

/** Saves the setting and its audit entry (who, before, after) in one batch; an unchanged save writes nothing. */
export async function saveAutoRedirection(db: Db, caller: Caller, input: AutoRedirectionInput, now = Date.now()) {
  const before = await getAutoRedirection(db, caller);
  if (before.updatedAt && before.mode === input.mode && before.seconds === input.seconds) return before;
  await db.batch([
    repo.upsertRedirectStmt(db, {
      accountId: caller.accountId,
      redirectMode: input.mode,
      redirectSeconds: input.seconds,
      updatedBy: caller.userId,
      now,
    }),
    auditStmt(db, {
      accountId: caller.accountId,
      action: 'meeting_settings_changed',
      actorUserId: caller.userId,
      detail: {
        setting: 'auto_redirection',
        before: { mode: before.mode, seconds: before.seconds },
        after: { mode: input.mode, seconds: input.seconds },
      },
      at: now,
    }),
  ]);
  return getAutoRedirection(db, caller);
}
