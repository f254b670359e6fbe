import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import { ROUTING_REASONS, type CrmRecord, type FieldValue } from '../../contracts/routing';
import type { DecisionEvent, DecisionRecord } from '../../contracts/routing-sessions';
import type { OwnerUpdateDecision } from '../../core/routing/assignee';
import { isFreeEmailDomain } from '../../core/routing/free-email-domains';
import { emailDomain, normaliseEmail, registrableDomain } from '../../core/routing/identity';
import { toAtoms } from '../../core/routing/values';
import { builtinCrm } from '../crm/builtin-crm';
import { createRecord } from '../crm/service';
import type { ExtractedProspect } from './prospect';
import type { RouterRow } from './repo';

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
};

export type CrmWriteResult = { crmWrites: CrmWrite[]; ownerUpdate: DecisionRecord['ownerUpdate']; events: DecisionEvent[] };

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
const LABEL = { lead: 'leads', contact: 'contacts', account: 'accounts' } as const;

/** Creates or updates the prospect's lead and/or contact per the router's flags. */
async function writePeople(db: Db, input: CrmWriteInput, email: string | null): Promise<CrmWrite[]> {
  const { router, prospect, records } = input;
  const flags = router.flags;
  const crm = builtinCrm(db);
  const modules = router.crmModule === 'both' ? (['lead', 'contact'] as const) : ([router.crmModule] as const);
  const writes: CrmWrite[] = [];
  for (const module of modules) {
    const [create, update] = module === 'lead' ? [flags.createLeads, flags.updateLeads] : [flags.createContacts, flags.updateContacts];
    if (!create && !update) continue;
    if (!email) {
      writes.push({ module, action: 'skipped', recordId: null, detail: ROUTING_REASONS.emailNotReceived });
      continue;
    }
    // With "check for existing e-mail" off the router does not look first; the built-in CRM still keeps one record per e-mail.
    const existing = flags.checkExistingEmail ? records.find((r) => r.module === module && normaliseEmail(r.email) === email) : undefined;
    if (existing ? !update : !create) {
      const detail = existing ? `A ${module} with this e-mail exists; updating ${LABEL[module]} is off in this router` : `Creating ${LABEL[module]} is off in this router`;
      writes.push({ module, action: 'skipped', recordId: existing?.id ?? null, detail });
      continue;
    }
    const person = { email, name: prospect.name || null, phone: prospect.phone, fields: module === 'lead' ? prospect.leadFields : prospect.contactFields };
    try {
      const saved = module === 'lead' ? await crm.createOrUpdateLead(router.accountId, person) : await crm.createOrUpdateContact(router.accountId, person);
      const updated = records.some((r) => r.id === saved.id);
      writes.push({ module, action: updated ? 'updated' : 'created', recordId: saved.id, detail: `${updated ? 'Updated' : 'Created'} ${module} ${email}` });
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
  if (!domain || isFreeEmailDomain(domain)) return [{ module: 'account', action: 'skipped', recordId: null, detail: 'No company domain: the e-mail is missing or from a free provider' }];
  const existing = records.find((r) => r.module === 'account' && registrableDomain(r.domain) === domain);
  if (existing) {
    return [{ module: 'account', action: 'skipped', recordId: existing.id, detail: 'The account exists; this form maps no account fields to update' }];
  }
  if (!router.flags.createAccounts) return [{ module: 'account', action: 'skipped', recordId: null, detail: 'Creating accounts is off in this router' }];
  const company = toAtoms((prospect.leadFields.company ?? prospect.contactFields.company ?? null) as FieldValue)[0];
  // The CRM service acts for a caller; the router writes for its organization, as the seed does for the demo.
  const routerCaller: Caller = { userId: `router:${router.id}`, accountId: router.accountId, role: 'super_admin', isBooker: false, email: '', name: router.name, sessionHash: '' };
  try {
    const created = await createRecord(db, routerCaller, { module: 'account', name: (company ?? domain).slice(0, 200), domain, fields: {} });
    return [{ module: 'account', action: 'created', recordId: created.id, detail: `Created account ${domain}` }];
  } catch (e) {
    return [{ module: 'account', action: 'skipped', recordId: null, detail: `Not written: ${errorText(e)}` }];
  }
}

/** Writes the owner decided for the assignee, on the matched record or else the person record just written. */
async function writeOwner(db: Db, input: CrmWriteInput, people: CrmWrite[], now: number): Promise<{ ownerUpdate: DecisionRecord['ownerUpdate']; events: DecisionEvent[] }> {
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
  return { ownerUpdate: { ...base, updated: true, reason: null }, events: [{ at, type: 'owner_updated', detail: `Owner field "${decision.property}" of record ${target} set to the assignee` }] };
}

/** The router's CRM writes for one prospect, each recorded (written or skipped, and why) for the routing log. */
export async function writeToCrm(db: Db, input: CrmWriteInput, now: number): Promise<CrmWriteResult> {
  const email = normaliseEmail(input.prospect.email);
  const people = input.ownerOnly ? [] : await writePeople(db, input, email);
  const account = input.ownerOnly ? [] : await writeAccount(db, input, email);
  const owner = await writeOwner(db, input, people, now);
  const at = new Date(now).toISOString();
  const crmWrites = [...people, ...account];
  const written: DecisionEvent[] = crmWrites.filter((w) => w.action !== 'skipped').map((w) => ({ at, type: 'crm_written', detail: w.detail }));
  return { crmWrites, ownerUpdate: owner.ownerUpdate, events: [...written, ...owner.events] };
}
