import type { Db } from '../../db/client';
import type { Stmt } from '../../db/batch';
import type { Env } from '../../env';
import type { DomainEvent, DomainEventPayloads } from '../../contracts/events';
import type { MeetingCrmWriteDto } from '../../contracts/meetings';
import type { DecisionEvent, DecisionRecord } from '../../contracts/routing-decision';
import {
  fieldsFromLinkAnswers,
  fieldsFromRelayAnswers,
  fieldsFromUtm,
  fieldsRecord,
  fieldsText,
  withUtmFields,
  type MappedField,
} from '../../core/crm/mapped-fields';
import { presentUtm, type UtmValues } from '../../contracts/utm-params';
import { utmFieldMap } from '../meeting-settings/service';
import { normaliseEmail } from '../../core/routing/identity';
import { builtinCrm, fieldKeys } from '../crm/service';
import { connectedCrms, providerLabel, queueWriteJob, vendorFields, type Delivery } from '../crm-sync/service';
import { RetryLater, type EventHandler } from '../events/service';
import * as repo from './repo';

type Module = 'lead' | 'contact';
type CrmWrite = DecisionRecord['crmWrites'][number];
/** What one booking asks the CRMs to write: the prospect, the modules, the mapped answers. */
export type MappingPlan = {
  meetingId: string;
  accountId: string;
  sessionId: string | null;
  email: string;
  name: string | null;
  modules: Module[];
  fields: MappedField[];
};

const BUILTIN = 'builtin';
const BUILTIN_LABEL = 'Built-in CRM';
/** How long a delivery holds the built-in write before another may take it over (it stopped midway). */
const BUILTIN_LEASE_MS = 60_000;
/** Built-in fields an answer may set, besides the custom fields in use; e-mail is the key, the owner is routing's. */
const PERSON_COLUMNS = new Set(['name', 'phone']);
/** Case-insensitive, so an outside CRM's "Phone" also lands in the built-in record's phone. */
const isColumn = (field: string) => PERSON_COLUMNS.has(field.toLowerCase());

const hasUtm = (utm: UtmValues | null | undefined) => Object.keys(presentUtm(utm)).length > 0;

/** The meeting's UTM values mapped to CRM fields (Settings -> Meeting -> UTM parameters); none read when it has none. */
async function utmFields(db: Db, accountId: string, utm: UtmValues): Promise<MappedField[]> {
  return hasUtm(utm) ? fieldsFromUtm(await utmFieldMap(db, accountId), utm) : [];
}

/**
 * What a booked meeting writes to the CRM: its mapped UTM values, with its link's questions that have a
 * "CRM field" or its relay's CRM step. An answer mapped to the same field as a UTM parameter wins.
 */
export async function planFor(db: Db, accountId: string, meetingId: string, sessionId: string | null): Promise<MappingPlan | null> {
  const meeting = await repo.meetingToMap(db, accountId, meetingId);
  const email = normaliseEmail(meeting?.prospectEmail);
  if (!meeting || !email) return null;
  const base = { meetingId, accountId, sessionId, email, name: meeting.prospectName || null };
  const utm = await utmFields(db, accountId, meeting.utm);
  if (sessionId) {
    const relay = await repo.relaySessionMapping(db, accountId, sessionId);
    if (relay) {
      const modules: Module[] = relay.crmMapping.module === 'both' ? ['lead', 'contact'] : [relay.crmMapping.module];
      return { ...base, modules, fields: withUtmFields(utm, fieldsFromRelayAnswers(relay.crmMapping.fields, relay.answers)) };
    }
    // An inbound or campaign router's session: its answers already went to the CRM at submission (the
    // router's own writes), so only the UTM values are left, for the module that router updates. Its
    // decision records that module ('lead', 'contact' or 'both'); a session without one writes a contact,
    // as a link booking does.
    const router = utm.length ? await repo.routerSessionModule(db, accountId, sessionId) : null;
    if (!router) return null;
    const modules: Module[] = router.crmModule === 'both' ? ['lead', 'contact'] : router.crmModule === 'lead' ? ['lead'] : ['contact'];
    return { ...base, modules, fields: utm };
  }
  if (!meeting.linkId) return null;
  const link = await repo.linkQuestions(db, accountId, meeting.linkId);
  // A personal link has no module setting: its answers describe the person who booked, a contact.
  return link
    ? { ...base, modules: ['contact'], fields: withUtmFields(utm, fieldsFromLinkAnswers(link.questions, meeting.answers)) }
    : null;
}

/**
 * Writes the answers to the built-in CRM now: fields the module has (name, phone, or a custom field
 * in use on its records) are written on the prospect's record, created or updated by e-mail; any other
 * field is named as a failure, since the CRM would never show it.
 */
async function writeBuiltin(db: Db, plan: MappingPlan) {
  const crm = builtinCrm(db);
  const writes: CrmWrite[] = [];
  const lines: string[] = [];
  let failed = false;
  for (const module of plan.modules) {
    // With an outside CRM in use the built-in records mirror it, so its fields (the cached list) count too.
    const mirrored = (await vendorFields(db, plan.accountId, module)) ?? [];
    const known = new Set([...(await fieldKeys(db, plan.accountId, module)), ...mirrored.map((f) => f.key)]);
    const ok = plan.fields.filter((f) => isColumn(f.field) || (known.has(f.field) && !['email', 'owner_email'].includes(f.field)));
    const missing = plan.fields.filter((f) => !ok.includes(f));
    const problem = missing.length ? `the ${module} module has no field ${missing.map((f) => `"${f.field}"`).join(', ')}` : null;
    if (!ok.length) {
      failed = true;
      lines.push(`Not written to ${module} ${plan.email}: ${problem}`);
      writes.push({
        module,
        action: 'skipped',
        recordId: null,
        detail: `${BUILTIN_LABEL}: not written to ${module} ${plan.email}: ${problem}`,
      });
      continue;
    }
    const existed = (await crm.findByEmail(plan.accountId, plan.email)).some((r) => r.module === module);
    const custom = fieldsRecord(ok.filter((f) => !isColumn(f.field)));
    const column = (key: string) => ok.find((f) => f.field.toLowerCase() === key)?.value ?? null;
    const person = { email: plan.email, name: column('name') ?? plan.name, phone: column('phone'), fields: custom };
    try {
      const saved =
        module === 'lead' ? await crm.createOrUpdateLead(plan.accountId, person) : await crm.createOrUpdateContact(plan.accountId, person);
      const detail = `${existed ? 'Updated' : 'Created'} ${module} ${plan.email}: ${fieldsText(ok)}${problem ? `. Not written: ${problem}` : ''}`;
      failed ||= !!problem;
      lines.push(detail);
      writes.push({ module, action: existed ? 'updated' : 'created', recordId: saved.id, detail: `${BUILTIN_LABEL}: ${detail}` });
    } catch (e) {
      failed = true;
      const detail = `Not written to ${module} ${plan.email}: ${e instanceof Error ? e.message : String(e)}`;
      lines.push(detail);
      writes.push({ module, action: 'skipped', recordId: null, detail: `${BUILTIN_LABEL}: ${detail}` });
    }
  }
  return { writes, detail: lines.join('; '), failed };
}

/**
 * Writes one booking's mapped answers: to the built-in CRM at once, and to every connected outside CRM
 * through the routewise-crm queue as one job per meeting and CRM (its id is the idempotency key, and
 * the job keeps each step's result, so a message delivered twice writes once). Answers the statements
 * recording what happened, for the event handler's batch.
 */
export async function writeMappedFields(env: Env, db: Db, plan: MappingPlan, now = Date.now()): Promise<Stmt[]> {
  if (!plan.fields.length) return [];
  const at = new Date(now).toISOString();
  const row = { meetingId: plan.meetingId, crm: BUILTIN, accountId: plan.accountId, label: BUILTIN_LABEL };
  // Two deliveries of one event may run side by side: one writes the built-in CRM, the other waits for it.
  const claimed = await repo.claimBuiltinWrite(
    db,
    { ...row, status: 'pending', detail: `Writing ${fieldsText(plan.fields)}`, updatedAt: now },
    now - BUILTIN_LEASE_MS,
  );
  if (!claimed) {
    const current = await repo.findWrite(db, plan.accountId, plan.meetingId, BUILTIN);
    if (current?.status === 'pending')
      throw new RetryLater('The built-in CRM write of this meeting is under way', Math.ceil(BUILTIN_LEASE_MS / 1000));
    return [];
  }
  const builtin = await writeBuiltin(db, plan);
  const stmts: Stmt[] = [
    repo.putWriteStmt(db, { ...row, status: builtin.failed ? 'failed' : 'written', detail: builtin.detail, updatedAt: now }),
  ];
  for (const vendor of await connectedCrms(db, plan.accountId)) {
    const base = { meetingId: plan.meetingId, crm: vendor.row.id, accountId: plan.accountId, label: vendor.label, updatedAt: now };
    if (!vendor.usable) {
      stmts.push(
        repo.putWriteStmt(db, {
          ...base,
          status: 'failed',
          detail: `${vendor.label} connection expired: reconnect it to write to the CRM`,
        }),
      );
      continue;
    }
    const people = plan.modules.map((module) => ({
      module,
      action: 'update' as const,
      email: plan.email,
      name: plan.name,
      phone: null,
      company: null,
      fields: fieldsRecord(plan.fields),
    }));
    await queueWriteJob(
      env,
      db,
      {
        id: `mapping:${plan.meetingId}:${vendor.row.id}`,
        accountId: plan.accountId,
        integrationId: vendor.row.id,
        provider: vendor.row.provider,
        sessionId: plan.sessionId,
        plan: { people, account: null, owner: null, mapping: { meetingId: plan.meetingId } },
      },
      now,
    );
    stmts.push(repo.pendingWriteStmt(db, { ...base, status: 'pending', detail: `Writing ${fieldsText(plan.fields)} to ${vendor.label}` }));
  }
  if (plan.sessionId) {
    const events: DecisionEvent[] = builtin.writes
      .filter((w) => w.action !== 'skipped')
      .map((w) => ({ at, type: 'crm_written', detail: w.detail }));
    stmts.push(repo.pushSessionWritesStmt(db, plan.accountId, plan.sessionId, builtin.writes, events));
  }
  return stmts;
}

/** A settled outside-CRM job of a booking's mapped answers, on its meeting (the routing log has its own). */
export async function applyMappingDelivery(db: Db, d: Delivery, now = Date.now()) {
  if (!d.meetingId) return;
  const failed = d.crmWrites.some((w) => w.action === 'skipped');
  const detail = d.crmWrites.map((w) => w.detail).join('; ') || 'Nothing was written';
  await repo
    .putWriteStmt(db, {
      meetingId: d.meetingId,
      crm: d.integrationId,
      accountId: d.accountId,
      label: providerLabel(d.provider),
      status: failed ? 'failed' : 'written',
      detail,
      updatedAt: now,
    })
    .run();
}

/** What a meeting's mapped answers did in each CRM, for the meeting details. */
export async function meetingCrmWrites(db: Db, accountId: string, meetingId: string): Promise<MeetingCrmWriteDto[]> {
  return (await repo.writesOf(db, accountId, meetingId)).map((r) => ({
    crm: r.label,
    status: r.status,
    detail: r.detail,
    updatedAt: new Date(r.updatedAt).toISOString(),
  }));
}

/** The event handler: every booking through a meeting link, a relay or a router writes its mapped answers and UTM values. */
export const crmMappingsHandler: EventHandler = {
  name: 'crm_mappings',
  types: ['meeting.booked'],
  // Most bookings map nothing: no link question with a CRM field, no relay CRM step with fields.
  async applies(db, event, ctx) {
    const payload = event.payload as DomainEventPayloads['meeting.booked'];
    const [row] = await ctx.rows(`crm-mappings:${payload.meetingId}`, () =>
      repo.mappingCheckQuery(db, event.accountId, payload.meetingId, payload.sessionId ?? null),
    );
    if (!row) return false;
    if (payload.sessionId ? (row.crmMapping?.fields.length ?? 0) > 0 : !!row.questions?.some((q) => q.crmField?.trim())) return true;
    // A booking with UTM values maps something when the organization mapped one of them to a field.
    return (await utmFields(db, event.accountId, row.utm)).length > 0;
  },
  handle: async (env, db, event: DomainEvent) => {
    if (event.type !== 'meeting.booked') return [];
    const payload = event.payload as DomainEventPayloads['meeting.booked'];
    const plan = await planFor(db, event.accountId, payload.meetingId, payload.sessionId ?? null);
    return plan ? writeMappedFields(env, db, plan) : [];
  },
};
