import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import type { FormDto } from '../../contracts/forms';
import type { SessionTallies } from '../../contracts/routing-logs';
import {
  ROUTER_FLAGS,
  ROUTER_MESSAGES,
  type NotBookedMinutes,
  type RouterDto,
  type RouterInstallationDto,
  type RouterSummaryDto,
  type RouterValues,
} from '../../contracts/routers';
import { DomainError, conflict, notFound, staleVersion } from '../../core/errors';
import { getForm } from '../forms/service';
import { listRules as listMatchingRules } from '../matching-rules/service';
import { loadMeetingType } from '../meeting-types/service';
import { getTrustedOrigins } from '../organization/service';
import { routerTallies, STATS_WINDOW_MS } from '../routing-logs/service';
import { checkReferences, formProblem, orNull } from './parts/references';
import * as repo from './repo';
import { publicOrigin } from '../scheduler-domain/service';
import { iso, pick } from '../../contracts/response-kit';

type MeetingTypeRef = { id: string; name: string; durationMinutes: number };
type Refs = { forms: Map<string, FormDto | null>; meetingTypes: Map<string, MeetingTypeRef | null> };

/** The table's columns for the wizard's values: the boolean settings live together in `flags`. */
function columns(input: RouterValues) {
  return {
    ...pick(input, 'name', 'formId', 'meetingTypeId', 'matchingEnabled', 'matchingRuleIds', 'distributionRuleIds'),
    fallbackPodId: input.fallbackPodId ?? null,
    ...pick(input, 'redistributionEnabled', 'notBookedMinutes', 'redistributionRuleIds', 'redirects', 'crmModule'),
    flags: pick(input, ...ROUTER_FLAGS),
  };
}

function toDto(row: repo.RouterRow, refs: Refs): RouterDto {
  const form = refs.forms.get(row.formId) ?? null;
  return {
    id: row.id,
    name: row.name,
    formId: row.formId,
    meetingTypeId: row.meetingTypeId,
    matchingEnabled: row.matchingEnabled,
    matchingRuleIds: row.matchingRuleIds,
    distributionRuleIds: row.distributionRuleIds,
    fallbackPodId: row.fallbackPodId,
    redistributionEnabled: row.redistributionEnabled,
    notBookedMinutes: row.notBookedMinutes as NotBookedMinutes,
    redistributionRuleIds: row.redistributionRuleIds,
    redirects: row.redirects,
    crmModule: row.crmModule,
    ...row.flags,
    disqualifyLowQuality: row.flags.disqualifyLowQuality ?? false,
    version: row.version,
    installation: row.installation,
    verifiedAt: row.verifiedAt === null ? null : iso(row.verifiedAt),
    verifiedOrigin: row.verifiedOrigin,
    form: form && { id: form.id, name: form.name, provider: form.provider, mapped: formProblem(form) === null },
    meetingType: refs.meetingTypes.get(row.meetingTypeId) ?? null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The forms and meeting types the routers name, each loaded once; gone ones are null. */
async function loadRefs(db: Db, caller: Caller, rows: repo.RouterRow[]): Promise<Refs> {
  const formIds = [...new Set(rows.map((r) => r.formId))];
  const typeIds = [...new Set(rows.map((r) => r.meetingTypeId))];
  const [forms, types] = await Promise.all([
    Promise.all(formIds.map((id) => orNull(getForm(db, caller, id)))),
    Promise.all(typeIds.map((id) => orNull(loadMeetingType(db, caller, id)))),
  ]);
  return {
    forms: new Map(formIds.map((id, i) => [id, forms[i]])),
    meetingTypes: new Map(
      typeIds.map((id, i) => [id, types[i] && { id: types[i].id, name: types[i].name, durationMinutes: types[i].durationMinutes }]),
    ),
  };
}

async function loadRouter(db: Db, caller: Caller, id: string) {
  const row = await repo.findRouter(db, caller.accountId, id);
  if (!row) throw notFound('Router');
  return row;
}

/** The first call from a trusted origin flips the installation to verified, once (see publicRouter in routing-sessions). */
export const verifyInstallationStmt = repo.verifyInstallationStmt;

/** The routing engine's read of one live router (null when missing, deleted or another organization's). */
export const routerById = async (db: Db, accountId: string, id: string) => (await repo.findRouter(db, accountId, id)) ?? null;

/** The live routers that map each form, for the forms' dependency view and delete guard. */
export async function routersByForm(db: Db, accountId: string, formIds: readonly string[]) {
  const wanted = new Set(formIds);
  const byForm = new Map<string, { id: string; name: string }[]>();
  for (const r of await repo.routerForms(db, accountId)) {
    if (!wanted.has(r.formId)) continue;
    byForm.set(r.formId, [...(byForm.get(r.formId) ?? []), { id: r.id, name: r.name }]);
  }
  return byForm;
}

/** A card's figures are the routing log's tallies for the router over the same range, so the two always agree. */
function cardStats(t: SessionTallies | undefined, since: number): RouterSummaryDto['stats'] {
  return {
    processed: t?.processed ?? 0,
    assigned: t?.assigned ?? 0,
    booked: t?.booked ?? 0,
    disqualified: t?.disqualified ?? 0,
    since: iso(since),
  };
}

/** Router cards: each router with its last-28-days figures and how many of its matching rules are still live. */
export async function listRouters(db: Db, caller: Caller, search?: string, now = Date.now()): Promise<RouterSummaryDto[]> {
  const rows = await repo.listRouters(db, caller.accountId, search?.trim() || undefined);
  if (!rows.length) return [];
  const since = now - STATS_WINDOW_MS;
  const [refs, stats, matching] = await Promise.all([
    loadRefs(db, caller, rows),
    routerTallies(db, caller, since),
    rows.some((r) => r.matchingEnabled) ? listMatchingRules(db, caller) : Promise.resolve([]),
  ]);
  const liveRules = new Set(matching.map((r) => r.id));
  return rows.map((row) => ({
    ...toDto(row, refs),
    stats: cardStats(stats.get(row.id), since),
    activeMatchingRules: row.matchingEnabled ? row.matchingRuleIds.filter((id) => liveRules.has(id)).length : 0,
  }));
}

export async function getRouter(db: Db, caller: Caller, id: string): Promise<RouterDto> {
  const row = await loadRouter(db, caller, id);
  return toDto(row, await loadRefs(db, caller, [row]));
}

export async function createRouter(db: Db, caller: Caller, input: RouterValues): Promise<RouterDto> {
  await checkReferences(db, caller, input, { matching: true });
  const id = crypto.randomUUID();
  const now = Date.now();
  await repo.insertRouter(db, { id, accountId: caller.accountId, ...columns(input), createdAt: now, updatedAt: now });
  return getRouter(db, caller, id);
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

const stale = () => staleVersion('router');

/**
 * Saves an edit as exactly one new version (raised in the UPDATE itself); with `ifMatch` (the
 * versions the editor loaded) only while the router is still at one of them, else 412. Matching
 * configuration is fixed at creation (spec section 4), and moving to another form clears the redirect
 * query parameters, whose values name the old form's fields: that needs the caller's confirmation first.
 */
export async function updateRouter(
  db: Db,
  caller: Caller,
  id: string,
  input: RouterValues,
  confirmFormReset: boolean,
  ifMatch?: readonly number[],
): Promise<RouterDto> {
  const row = await loadRouter(db, caller, id);
  if (ifMatch && !ifMatch.includes(row.version)) throw stale();
  if (input.matchingEnabled !== row.matchingEnabled || !sameIds(input.matchingRuleIds, row.matchingRuleIds)) {
    throw new DomainError('invalid', 'matching_locked', ROUTER_MESSAGES.matchingLocked, '/matchingRuleIds');
  }
  await checkReferences(db, caller, input, { matching: false });
  let redirects = input.redirects;
  if (input.formId !== row.formId && row.redirects.queryParams.length) {
    if (!confirmFormReset) throw conflict('confirm_form_reset', ROUTER_MESSAGES.formChangeResets, '/formId');
    redirects = { ...input.redirects, queryParams: [] };
  }
  const saved = await repo.saveEdit(db, caller.accountId, id, { ...columns(input), redirects, updatedAt: Date.now() }, ifMatch);
  if (!saved) throw ifMatch ? stale() : notFound('Router');
  return toDto(saved, await loadRefs(db, caller, [saved]));
}

/** Soft delete: routing sessions keep the router's name, and their logs show the router-deleted notice. */
export async function deleteRouter(db: Db, caller: Caller, id: string) {
  await loadRouter(db, caller, id);
  const now = Date.now();
  await repo.updateRouter(db, caller.accountId, id, { deletedAt: now, updatedAt: now });
}

/** What the installation page shows: the snippet to paste and where it may run. */
export async function getInstallation(db: Db, caller: Caller, id: string, appUrl: string): Promise<RouterInstallationDto> {
  const row = await loadRouter(db, caller, id);
  const [form, trustedOrigins] = await Promise.all([orNull(getForm(db, caller, row.formId)), getTrustedOrigins(db, caller.accountId)]);
  // The widget loads from the organization's verified scheduler domain, so the host page names only the customer's own domain.
  const scriptUrl = `${await publicOrigin(db, { APP_URL: appUrl }, caller.accountId)}/widget.js`;
  return {
    routerId: row.id,
    installation: row.installation,
    verifiedAt: row.verifiedAt === null ? null : iso(row.verifiedAt),
    verifiedOrigin: row.verifiedOrigin,
    snippet: `<script async src="${scriptUrl}" data-router="${row.id}"></script>`,
    scriptUrl,
    trustedOrigins,
    formSourceUrl: form?.mapping?.sourceUrl ?? null,
  };
}
