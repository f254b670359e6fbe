import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { CrmRecord, OwnerUpdate } from '../../contracts/routing';
import { decideLaterOwnerUpdate } from '../../core/routing/decide';
import { writeToCrm } from '../routing-sessions/crm-writes';
import * as repo from './repo';

const NO_RECORD_WRITES = {
  disqualifyFreeEmail: false,
  disqualifyInvalidEmail: false,
  checkExistingEmail: true,
  overrideExistingOwner: false,
  createContacts: false,
  updateContacts: false,
  createLeads: false,
  updateLeads: false,
  createAccounts: false,
  updateAccounts: false,
};

/**
 * "Update owner in CRM": once a relay booking has committed, the CRM record the decision found gets the
 * meeting's host as its owner, in the property the matched rule or the pod names (owner_id when neither
 * names one). Written after the booking, like an inbound team session's owner, and recorded in the log.
 */
export async function updateOwnerAfterBooking(env: Env, db: Db, s: repo.SessionRow, relay: NonNullable<Awaited<ReturnType<typeof repo.findRelayAny>>>, host: string, now: number) {
  const d = s.decision;
  if (!relay.flags.updateOwnerInCrm || !d) return;
  const rule = d.inputs.matchingRules.find((r) => r.id === s.viaId) ?? null;
  const pod = [...d.inputs.distributionRules, ...(d.inputs.fallbackPod ? [d.inputs.fallbackPod] : [])].find((p) => p.id === s.podId) ?? null;
  const named: OwnerUpdate | undefined = [rule?.updateOwner, pod?.ownerUpdate].find((o) => o?.enabled);
  const setting: OwnerUpdate = named ?? { enabled: true, destinationProperty: 'owner_id' };
  const recordId = d.matching.recordId ?? d.matching.evaluations.find((e) => e.recordId)?.recordId ?? null;
  const record: CrmRecord | null = recordId ? (d.inputs.crmRecords.find((r) => r.id === recordId) ?? null) : null;
  const owner = { decision: decideLaterOwnerUpdate(d.inputs, setting, record, host), userId: host };
  const prospect = { email: s.prospectEmail, name: s.prospectName, phone: null, answers: {}, leadFields: {}, contactFields: {} };
  try {
    const crm = await writeToCrm(
      db,
      { router: { id: relay.id, name: relay.name, accountId: relay.accountId, crmModule: relay.crmMapping.module, flags: NO_RECORD_WRITES }, prospect, records: d.inputs.crmRecords, owner, ownerOnly: true, vendor: { env, sessionId: s.id, purpose: 'booking' } },
      now,
    );
    if (!crm.ownerUpdate && !crm.events.length) return;
    const columns = crm.ownerUpdate ? { crmOwnerUpdated: crm.ownerUpdate.updated, crmOwnerField: crm.ownerUpdate.field } : {};
    await repo.updateSessionStmt(db, s.accountId, s.id, columns, { set: crm.ownerUpdate ? { ownerUpdate: crm.ownerUpdate } : {}, push: { events: crm.events } }).run();
  } catch (e) {
    console.error(JSON.stringify({ level: 'error', msg: 'relay owner update failed', sessionId: s.id, error: String(e) }));
  }
}
