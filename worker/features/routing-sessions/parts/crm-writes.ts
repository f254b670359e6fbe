import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import { ROUTING_REASONS, type CrmRecord, type FieldValue } from '../../../contracts/routing';
import type { DecisionEvent, DecisionRecord } from '../../../contracts/routing-decision';
import type { OwnerUpdateDecision } from '../../../core/routing/assignee';
import { isFreeEmailDomain } from '../../../core/routing/free-email-domains';
import { emailDomain, normaliseEmail, registrableDomain } from '../../../core/routing/identity';
import { toAtoms } from '../../../core/routing/values';
import { builtinCrm, createRecord } from '../../crm/service';
import { queueWriteJob, vendorTarget, type WritePlan } from '../../crm-sync/service';
import type { ExtractedProspect } from './prospect';
import * as repo from '../repo';
import type { RouterRow } from '../repo';

type CrmWrite = DecisionRecord['crmWrites'][number];
export type OwnerAssignment = { decision: OwnerUpdateDecision; userId: string };

export type CrmWriteInput = {
  router: Pick<RouterRow, 'id' | 'name' | 'accountId' | 'crmModule' | 'flags'>;
  prospect: ExtractedProspect;
  /** The CRM snapshot the decision used: existing records are found here without another query. */
  records: CrmRecord[];
  /** Null when the record owner is not touched now (team sessions write it at booking). */
  owner: OwnerAssignment | null;
  /** Skip lead, contact and account writes (a booking only writes the owner). */
  ownerOnly?: boolean;
  /** Writes made earlier for this session: their records are where an owner goes when nothing matched. */
  earlierWrites?: CrmWrite[];
  /** Set by submissions and bookings: with an outside CRM in use the writes go out through its queue. */
  vendor?: { env: Env; sessionId: string; purpose: 'submit' | 'booking' };
};

export type CrmWriteResult = { crmWrites: CrmWrite[]; ownerUpdate: DecisionRecord['ownerUpdate']; events: DecisionEvent[] };

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
const LABEL = { lead: 'leads', contact: 'contacts', account: 'accounts' } as const;

type PersonStep = { module: 'lead' | 'contact'; skip: CrmWrite | null; existing: CrmRecord | undefined };

/** Which of the lead and contact the router's flags create or update, and why the others are skipped. */
function planPeople(input: CrmWriteInput, email: string | null): PersonStep[] {
  const { router, records } = input;
  const flags = router.flags;
  const modules = router.crmModule === 'both' ? (['lead', 'contact'] as const) : ([router.crmModule] as const);
  const steps: PersonStep[] = [];
  for (const module of modules) {
    const [create, update] = module === 'lead' ? [flags.createLeads, flags.updateLeads] : [flags.createContacts, flags.updateContacts];
    if (!create && !update) continue;
    if (!email) {
      steps.push({
        module,
        existing: undefined,
        skip: { module, action: 'skipped', recordId: null, detail: ROUTING_REASONS.emailNotReceived },
      });
      continue;
    }
    // With "check for existing e-mail" off the router does not look first; the built-in CRM still keeps one record per e-mail.
    const existing = flags.checkExistingEmail ? records.find((r) => r.module === module && normaliseEmail(r.email) === email) : undefined;
    if (existing ? !update : !create) {
      const detail = existing
        ? `A ${module} with this e-mail exists; updating ${LABEL[module]} is off in this router`
        : `Creating ${LABEL[module]} is off in this router`;
      steps.push({ module, existing, skip: { module, action: 'skipped', recordId: existing?.id ?? null, detail } });
      continue;
    }
    steps.push({ module, existing, skip: null });
  }
  return steps;
}

/** Creates or updates the prospect's lead and/or contact per the router's flags. */
async function writePeople(db: Db, input: CrmWriteInput, email: string | null): Promise<CrmWrite[]> {
  const { router, prospect, records } = input;
  const crm = builtinCrm(db);
  const writes: CrmWrite[] = [];
  for (const { module, skip, existing } of planPeople(input, email)) {
    if (skip || !email) {
      if (skip) writes.push(skip);
      continue;
    }
    const person = {
      email,
      name: prospect.name || null,
      phone: prospect.phone,
      fields: module === 'lead' ? prospect.leadFields : prospect.contactFields,
    };
    try {
      const saved =
        module === 'lead'
          ? await crm.createOrUpdateLead(router.accountId, person)
          : await crm.createOrUpdateContact(router.accountId, person);
      const updated = records.some((r) => r.id === saved.id);
      writes.push({
        module,
        action: updated ? 'updated' : 'created',
        recordId: saved.id,
        detail: `${updated ? 'Updated' : 'Created'} ${module} ${email}`,
      });
    } catch (e) {
      writes.push({ module, action: 'skipped', recordId: existing?.id ?? null, detail: `Not written: ${errorText(e)}` });
    }
  }
  return writes;
}

/** Creates the company's account from the e-mail domain when none exists; free-mail domains are never companies. */
async function writeAccount(db: Db, input: CrmWriteInput, email: string | null): Promise<CrmWrite[]> {
  const { router, prospect, records } = input;
  if (!router.flags.createAccounts && !router.flags.updateAccounts) return [];
  const domain = emailDomain(email);
  if (!domain || isFreeEmailDomain(domain))
    return [
      { module: 'account', action: 'skipped', recordId: null, detail: 'No company domain: the e-mail is missing or from a free provider' },
    ];
  const existing = records.find((r) => r.module === 'account' && registrableDomain(r.domain) === domain);
  if (existing) {
    return [
      {
        module: 'account',
        action: 'skipped',
        recordId: existing.id,
        detail: 'The account exists; this form maps no account fields to update',
      },
    ];
  }
  if (!router.flags.createAccounts)
    return [{ module: 'account', action: 'skipped', recordId: null, detail: 'Creating accounts is off in this router' }];
  const company = toAtoms((prospect.leadFields.company ?? prospect.contactFields.company ?? null) as FieldValue)[0];
  // The CRM service acts for a caller; the router writes for its organization, as the seed does for the demo.
  const routerCaller: Caller = {
    userId: `router:${router.id}`,
    accountId: router.accountId,
    role: 'super_admin',
    isBooker: false,
    email: '',
    name: router.name,
    sessionHash: '',
  };
  try {
    const created = await createRecord(db, routerCaller, {
      module: 'account',
      name: (company ?? domain).slice(0, 200),
      domain,
      fields: {},
    });
    return [{ module: 'account', action: 'created', recordId: created.id, detail: `Created account ${domain}` }];
  } catch (e) {
    return [{ module: 'account', action: 'skipped', recordId: null, detail: `Not written: ${errorText(e)}` }];
  }
}

/** Writes the owner decided for the assignee, on the matched record or else the person record just written. */
async function writeOwner(
  db: Db,
  input: CrmWriteInput,
  people: CrmWrite[],
  now: number,
): Promise<{ ownerUpdate: DecisionRecord['ownerUpdate']; events: DecisionEvent[] }> {
  if (!input.owner) return { ownerUpdate: null, events: [] };
  const { decision, userId } = input.owner;
  const written = [...people, ...(input.earlierWrites ?? [])].filter((w) => w.module !== 'account' && w.action !== 'skipped');
  const target = decision.recordId ?? written.find((w) => w.recordId)?.recordId ?? null;
  const current = input.records.find((r) => r.id === target);
  const fromOwner = current && decision.property ? (toAtoms(current.fields[decision.property])[0] ?? null) : null;
  const base = { field: decision.property, recordId: target, fromOwner, toUserId: userId };
  if (!decision.update) return { ownerUpdate: { ...base, updated: false, reason: decision.reason }, events: [] };
  if (!target) return { ownerUpdate: { ...base, updated: false, reason: ROUTING_REASONS.noMatchingRecord }, events: [] };
  try {
    await builtinCrm(db).updateOwner(input.router.accountId, target, userId, decision.property);
  } catch (e) {
    return { ownerUpdate: { ...base, updated: false, reason: errorText(e) }, events: [] };
  }
  const at = new Date(now).toISOString();
  return {
    ownerUpdate: { ...base, updated: true, reason: null },
    events: [{ at, type: 'owner_updated', detail: `Owner field "${decision.property}" of record ${target} set to the assignee` }],
  };
}

/** The router's CRM writes for one prospect, each recorded (written or skipped, and why) for the routing log. */
export async function writeToCrm(db: Db, input: CrmWriteInput, now: number): Promise<CrmWriteResult> {
  const target = input.vendor ? await vendorTarget(db, input.router.accountId) : null;
  if (target && input.vendor) return queueVendorWrites(input.vendor, db, input, target, now);
  const email = normaliseEmail(input.prospect.email);
  const people = input.ownerOnly ? [] : await writePeople(db, input, email);
  const account = input.ownerOnly ? [] : await writeAccount(db, input, email);
  const owner = await writeOwner(db, input, people, now);
  const at = new Date(now).toISOString();
  const crmWrites = [...people, ...account];
  const written: DecisionEvent[] = crmWrites
    .filter((w) => w.action !== 'skipped')
    .map((w) => ({ at, type: 'crm_written', detail: w.detail }));
  return { crmWrites, ownerUpdate: owner.ownerUpdate, events: [...written, ...owner.events] };
}

/**
 * With HubSpot, Salesforce or another outside CRM in use, the same plan goes to that CRM through the
 * routewise-crm queue as one idempotent job per session and purpose; the skipped steps are logged now,
 * the job's outcome lands on the routing log when it settles (see applyCrmDelivery).
 */
async function queueVendorWrites(
  vendor: NonNullable<CrmWriteInput['vendor']>,
  db: Db,
  input: CrmWriteInput,
  target: NonNullable<Awaited<ReturnType<typeof vendorTarget>>>,
  now: number,
): Promise<CrmWriteResult> {
  const { router, prospect, records } = input;
  const email = normaliseEmail(prospect.email);
  const steps = input.ownerOnly ? [] : planPeople(input, email);
  const crmWrites: CrmWrite[] = steps.flatMap((s) => (s.skip ? [s.skip] : []));
  const people: WritePlan['people'] = steps
    .filter((s) => !s.skip && email)
    .map((s) => ({
      module: s.module,
      action: s.existing ? 'update' : 'create',
      email: email!,
      name: prospect.name || null,
      phone: prospect.phone,
      company: companyOf(prospect),
      fields: s.module === 'lead' ? prospect.leadFields : prospect.contactFields,
    }));
  let account: WritePlan['account'] = null;
  if (!input.ownerOnly && (router.flags.createAccounts || router.flags.updateAccounts)) {
    const domain = emailDomain(email);
    const existing = domain ? records.find((r) => r.module === 'account' && registrableDomain(r.domain) === domain) : undefined;
    if (!domain || isFreeEmailDomain(domain))
      crmWrites.push({
        module: 'account',
        action: 'skipped',
        recordId: null,
        detail: 'No company domain: the e-mail is missing or from a free provider',
      });
    else if (existing)
      crmWrites.push({
        module: 'account',
        action: 'skipped',
        recordId: existing.id,
        detail: 'The account exists; this form maps no account fields to update',
      });
    else if (!router.flags.createAccounts)
      crmWrites.push({ module: 'account', action: 'skipped', recordId: null, detail: 'Creating accounts is off in this router' });
    else account = { domain, name: (companyOf(prospect) ?? domain).slice(0, 200) };
  }
  let owner: WritePlan['owner'] = null;
  let ownerUpdate: CrmWriteResult['ownerUpdate'] = null;
  if (input.owner) {
    const { decision, userId } = input.owner;
    const earlier =
      (input.earlierWrites ?? []).find((w) => w.module !== 'account' && w.action !== 'skipped' && w.recordId)?.recordId ?? null;
    const recordId = decision.recordId ?? earlier;
    const current = records.find((r) => r.id === recordId);
    const fromOwner = current && decision.property ? (toAtoms(current.fields[decision.property])[0] ?? null) : null;
    const base = { field: decision.property, recordId, fromOwner, toUserId: userId };
    if (!decision.update) ownerUpdate = { ...base, updated: false, reason: decision.reason };
    else if (!recordId && !people.length) ownerUpdate = { ...base, updated: false, reason: ROUTING_REASONS.noMatchingRecord };
    else {
      owner = { userId, property: decision.property, recordId, onWrittenPerson: !recordId, fromOwner };
      ownerUpdate = { ...base, updated: false, reason: `Queued for ${target.label}` };
    }
  }
  if (!target.usable) {
    const why = `${target.label} connection expired: not written`;
    return {
      crmWrites: [
        ...crmWrites,
        ...people.map((p) => ({ module: p.module, action: 'skipped' as const, recordId: null, detail: why })),
        ...(account ? [{ module: 'account' as const, action: 'skipped' as const, recordId: null, detail: why }] : []),
      ],
      ownerUpdate: ownerUpdate && owner ? { ...ownerUpdate, reason: why } : ownerUpdate,
      events: [],
    };
  }
  if (people.length || account || owner) {
    await queueWriteJob(
      vendor.env,
      db,
      {
        id: `${vendor.sessionId}:${vendor.purpose}`,
        accountId: router.accountId,
        integrationId: target.row.id,
        provider: target.row.provider,
        sessionId: vendor.sessionId,
        plan: { people, account, owner },
      },
      now,
    );
  }
  return { crmWrites, ownerUpdate, events: [] };
}

const companyOf = (prospect: ExtractedProspect) =>
  toAtoms((prospect.leadFields.company ?? prospect.contactFields.company ?? null) as FieldValue)[0] ?? null;
