import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import { UTM_KEYS, type UtmFieldMap, type UtmParamsDto, type UtmParamsInput } from '../../../contracts/utm-params';
import { auditStmt } from '../../audit-log/service';
import * as repo from '../utm-repo';

type Fields = UtmParamsDto['fields'];

const allKeys = (map: UtmFieldMap): Fields => Object.fromEntries(UTM_KEYS.map((k) => [k, map[k] ?? null])) as Fields;

/** Only the mapped parameters, as stored and as the CRM write reads them. */
const mappedOnly = (fields: Fields): UtmFieldMap => Object.fromEntries(UTM_KEYS.flatMap((k) => (fields[k] ? [[k, fields[k]]] : [])));

/** For the CRM write of a booking: which field each mapped UTM parameter goes to (empty when none). */
export async function utmFieldMap(db: Db, accountId: string): Promise<UtmFieldMap> {
  return (await repo.findUtmMappings(db, accountId))?.fields ?? {};
}

export async function getUtmParams(db: Db, caller: Caller): Promise<UtmParamsDto> {
  const row = await repo.findUtmMappings(db, caller.accountId);
  return { fields: allKeys(row?.fields ?? {}), updatedAt: row ? new Date(row.updatedAt).toISOString() : null };
}

/** Saves the mappings and an audit entry (who, before, after) in one batch; an unchanged save writes nothing. */
export async function saveUtmParams(db: Db, caller: Caller, input: UtmParamsInput, now = Date.now()): Promise<UtmParamsDto> {
  const before = await getUtmParams(db, caller);
  const after = allKeys(mappedOnly(input.fields));
  if (before.updatedAt && UTM_KEYS.every((k) => before.fields[k] === after[k])) return before;
  await db.batch([
    repo.upsertUtmMappingsStmt(db, { accountId: caller.accountId, fields: mappedOnly(after), updatedBy: caller.userId, now }),
    auditStmt(db, {
      accountId: caller.accountId,
      action: 'meeting_settings_changed',
      actorUserId: caller.userId,
      detail: { setting: 'utm_params', before: mappedOnly(before.fields), after: mappedOnly(after) },
      at: now,
    }),
  ]);
  return getUtmParams(db, caller);
}
