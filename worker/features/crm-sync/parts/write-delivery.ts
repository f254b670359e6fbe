import type { Db } from '../../../db/client';
import type { FieldValue } from '../../../contracts/routing';
import type { DecisionRecord } from '../../../contracts/routing-decision';
import { crmVendor } from '../../../integrations/crm/catalogue';
import { providerLabel } from './connection';
import { mirrorId } from './mirror';
import type * as repo from '../repo';

// A write job's plan and results, and how a settled job reads on the routing log (its delivery).

/** What a routing session asks of the outside CRM, decided when it was routed (or booked). */
export type WritePlan = {
  people: {
    module: 'lead' | 'contact';
    action: 'create' | 'update';
    email: string;
    name: string | null;
    phone: string | null;
    company: string | null;
    fields: Record<string, FieldValue>;
  }[];
  account: { domain: string; name: string } | null;
  /** recordId: the matched record (a mirror id); null with `onWrittenPerson`: the person this job writes. */
  owner: { userId: string; property: string | null; recordId: string | null; onWrittenPerson: boolean; fromOwner: string | null } | null;
  /** Set when the job writes a booking's mapped answers: its outcome also lands on that meeting, fields named. */
  mapping?: { meetingId: string };
};

export type StepResult = { ok: boolean; externalId?: string; created?: boolean; error?: string };
export type WriteResult = {
  people?: (StepResult & { module: 'lead' | 'contact' })[];
  account?: StepResult;
  owner?: StepResult & { recordId?: string | null };
};

/** How a settled job reads on the routing log: crm writes, owner update and events, like the built-in path records them. */
export type Delivery = {
  accountId: string;
  sessionId: string;
  provider: string;
  integrationId: string;
  /** The meeting whose mapped answers the job wrote (plan.mapping), else null. */
  meetingId: string | null;
  // The same shapes a routing decision records its CRM writes and owner change in.
  crmWrites: DecisionRecord['crmWrites'];
  ownerUpdate: DecisionRecord['ownerUpdate'];
  events: { at: string; type: string; detail: string }[];
};
export type ApplyDelivery = (db: Db, delivery: Delivery, now: number) => Promise<void>;

/** Contact-based CRMs (HubSpot, Freshsales) keep a written lead as a contact. */
export const mirroredAs = (provider: string, module: 'lead' | 'contact') => (crmVendor(provider)?.based === 'contact' ? 'contact' : module);

/** The routing log's view of a settled job. */
export function deliveryOf(job: repo.WriteJobRow, plan: WritePlan, result: WriteResult, failure: string | null, now: number): Delivery {
  const label = providerLabel(job.provider);
  const at = new Date(now).toISOString();
  const crmWrites: Delivery['crmWrites'] = plan.people.map((p, i) => {
    const r = result.people?.[i];
    if (!r?.ok)
      return {
        module: p.module,
        action: 'skipped',
        recordId: null,
        detail: `Not written to ${label}: ${r?.error ?? failure ?? 'not attempted'}`,
      };
    const fields =
      plan.mapping && Object.keys(p.fields).length
        ? `: ${Object.entries(p.fields)
            .map(([k, v]) => `${k} = ${String(v)}`)
            .join(', ')}`
        : '';
    return {
      module: p.module,
      action: r.created ? 'created' : 'updated',
      recordId: mirrorId(job.integrationId, mirroredAs(job.provider, p.module), r.externalId!),
      detail: `${r.created ? 'Created' : 'Updated'} ${p.module} ${p.email} in ${label}${fields}`,
    };
  });
  if (plan.account) {
    const r = result.account;
    crmWrites.push(
      r?.ok
        ? {
            module: 'account',
            action: r.created ? 'created' : 'updated',
            recordId: mirrorId(job.integrationId, 'account', r.externalId!),
            detail: `${r.created ? 'Created' : 'Updated'} account ${plan.account.domain} in ${label}`,
          }
        : {
            module: 'account',
            action: 'skipped',
            recordId: null,
            detail: `Not written to ${label}: ${r?.error ?? failure ?? 'not attempted'}`,
          },
    );
  }
  const o = plan.owner;
  const ownerUpdate: Delivery['ownerUpdate'] = o
    ? {
        updated: !!result.owner?.ok,
        field: o.property,
        reason: result.owner?.ok ? null : (result.owner?.error ?? failure ?? 'Not attempted'),
        recordId: result.owner?.recordId ?? o.recordId,
        fromOwner: o.fromOwner,
        toUserId: o.userId,
      }
    : null;
  const events: Delivery['events'] = crmWrites
    .filter((w) => w.action !== 'skipped')
    .map((w) => ({ at, type: 'crm_written', detail: w.detail }));
  if (ownerUpdate?.updated)
    events.push({
      at,
      type: 'owner_updated',
      detail: `Owner field "${o?.property ?? 'owner'}" of record ${ownerUpdate.recordId} set to the assignee in ${label}`,
    });
  return {
    accountId: job.accountId,
    sessionId: job.sessionId ?? '',
    provider: job.provider,
    integrationId: job.integrationId,
    meetingId: plan.mapping?.meetingId ?? null,
    crmWrites,
    ownerUpdate,
    events,
  };
}
