import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { CrmRecord, OwnerUpdate } from '../../../contracts/routing';
import { writeOwnerAfterBooking } from '../../routing-sessions/service';
import * as repo from '../repo';
import { findAnyRelay } from '../../relay-routers/service';

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
 * names one). Written after the booking through the same owner update as an inbound team session's.
 */
export async function updateOwnerAfterBooking(
  env: Env,
  db: Db,
  s: repo.SessionRow,
  relay: NonNullable<Awaited<ReturnType<typeof findAnyRelay>>>,
  host: string,
  now: number,
) {
  const d = s.decision;
  if (!relay.flags.updateOwnerInCrm || !d) return;
  const rule = d.inputs.matchingRules.find((r) => r.id === s.viaId) ?? null;
  const pod =
    [...d.inputs.distributionRules, ...(d.inputs.fallbackPod ? [d.inputs.fallbackPod] : [])].find((p) => p.id === s.podId) ?? null;
  const named: OwnerUpdate | undefined = [rule?.updateOwner, pod?.ownerUpdate].find((o) => o?.enabled);
  const setting: OwnerUpdate = named ?? { enabled: true, destinationProperty: 'owner_id' };
  const recordId = d.matching.recordId ?? d.matching.evaluations.find((e) => e.recordId)?.recordId ?? null;
  const record: CrmRecord | null = recordId ? (d.inputs.crmRecords.find((r) => r.id === recordId) ?? null) : null;
  const router = {
    id: relay.id,
    name: relay.name,
    accountId: relay.accountId,
    crmModule: relay.crmMapping.module,
    flags: NO_RECORD_WRITES,
  };
  await writeOwnerAfterBooking(env, db, { session: s, router, decision: d, setting, record }, host, now);
}
