import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import type { RelayPreferencesDto } from '../../../contracts/relay-sessions';
import { DomainError } from '../../../core/errors';
import * as repo from '../repo';
import { findLiveRelay } from '../../relay-routers/service';

const DEFAULTS: RelayPreferencesDto = {
  preferredRelayId: null,
  timezone: null,
  schedulerView: 'quick_slots',
  weekView: 'work_week',
  assigneeChoice: 'suggested',
};

/** /profile/relay-preferences: the caller's own, defaults until saved once. */
export async function getPreferences(db: Db, caller: Caller): Promise<RelayPreferencesDto> {
  const row = await repo.findPreferences(db, caller.userId);
  if (!row || row.accountId !== caller.accountId) return DEFAULTS;
  return {
    preferredRelayId: row.preferredRelayId,
    timezone: row.timezone,
    schedulerView: row.schedulerView,
    weekView: row.weekView,
    assigneeChoice: row.assigneeChoice,
  };
}

export async function savePreferences(db: Db, caller: Caller, input: RelayPreferencesDto, now = Date.now()) {
  if (input.preferredRelayId && !(await findLiveRelay(db, caller.accountId, input.preferredRelayId)))
    throw new DomainError('invalid', 'invalid', 'Select a relay', '/preferredRelayId');
  await repo.savePreferences(db, { userId: caller.userId, accountId: caller.accountId, ...input, updatedAt: now });
  return getPreferences(db, caller);
}
