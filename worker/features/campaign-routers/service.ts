import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_ROUTER_STORED_FIELDS,
  MERGE_TAG_TOOLS,
  prefilledLink,
  type CampaignInstallationDto,
  type CampaignRouterDto,
  type CampaignRouterSummaryDto,
  type CampaignSlugAvailabilityDto,
  type CampaignRouterValues,
} from '../../contracts/campaign';
import { DEFAULT_CALIBRATION } from '../../contracts/distribution';
import { DomainError, notFound, staleVersion } from '../../core/errors';
import { organizationById } from '../organization/service';
import { podOf } from '../distribution/service';
import { getForm } from '../forms/service';
import { listRules as listMatchingRules } from '../matching-rules/service';
import { loadMeetingType } from '../meeting-types/service';
import { routerTallies, STATS_WINDOW_MS } from '../routing-logs/service';
import { listTeams } from '../teams/service';
import { checkReferences } from './parts/references';
import * as repo from './repo';
import { publicOrigin } from '../scheduler-domain/service';
import { requireFeatures } from '../plans/service';
import { iso, pick } from '../../contracts/response-kit';

const invalid = (pointer: string, detail: string) => new DomainError('invalid', 'invalid', detail, pointer);
const orNull = <T>(p: Promise<T>) => p.catch(() => null);

/** The public router link of a router: /c/<organization>/<slug>, the organization by subdomain or id. */
export const routerUrl = (appUrl: string, orgKey: string, slug: string) =>
  `${appUrl.replace(/\/+$/, '')}/c/${encodeURIComponent(orgKey)}/${encodeURIComponent(slug)}`;

function columns(input: CampaignRouterValues) {
  return {
    ...pick(input, ...CAMPAIGN_ROUTER_STORED_FIELDS),
    marketingFormId: input.marketingFormId ?? null,
    postBookingRedirectUrl: input.postBookingRedirectUrl ?? null,
    assetTemplateId: input.assetTemplateId ?? null,
  };
}

type Refs = {
  orgKey: string;
  appUrl: string;
  teams: Map<string, string>;
  forms: Map<string, string | null>;
  types: Map<string, { id: string; name: string; durationMinutes: number } | null>;
};

async function loadRefs(env: Env, db: Db, caller: Caller, rows: repo.CampaignRow[]): Promise<Refs> {
  const formIds = [...new Set(rows.map((r) => r.formId))];
  const typeIds = [...new Set(rows.map((r) => r.meetingTypeId))];
  const [orgKey, teams, forms, types] = await Promise.all([
    repo.orgKeyOf(db, caller.accountId),
    listTeams(db, caller),
    Promise.all(formIds.map((id) => orNull(getForm(db, caller, id)))),
    Promise.all(typeIds.map((id) => orNull(loadMeetingType(db, caller, id)))),
  ]);
  return {
    orgKey,
    appUrl: await publicOrigin(db, env, caller.accountId),
    teams: new Map(teams.map((t) => [t.id, t.name])),
    forms: new Map(formIds.map((id, i) => [id, forms[i]?.name ?? null])),
    types: new Map(
      typeIds.map((id, i) => [id, types[i] && { id: types[i].id, name: types[i].name, durationMinutes: types[i].durationMinutes }]),
    ),
  };
}

function toDto(r: repo.CampaignRow, refs: Refs): CampaignRouterDto {
  const formName = refs.forms.get(r.formId);
  const teamName = refs.teams.get(r.teamId);
  return {
    id: r.id,
    ...columns(r as unknown as CampaignRouterValues),
    version: r.version,
    url: routerUrl(refs.appUrl, refs.orgKey, r.slug),
    team: teamName ? { id: r.teamId, name: teamName } : null,
    form: formName ? { id: r.formId, name: formName } : null,
    meetingType: refs.types.get(r.meetingTypeId) ?? null,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

async function loadRouter(db: Db, caller: Caller, id: string) {
  const row = await repo.findRouter(db, caller.accountId, id);
  if (!row) throw notFound('Campaign router');
  return row;
}

/** Brings the fallback distribution's pod object in line with the saved router (members, weights, method). */
async function configurePod(env: Env, db: Db, accountId: string, row: repo.CampaignRow, members: { userId: string; weight: number }[]) {
  const org = await organizationById(db, accountId);
  await podOf(env, accountId, row.id).configure(
    { method: row.fallback.method, calibration: DEFAULT_CALIBRATION, timeZone: org?.defaultTimezone ?? 'UTC' },
    members,
    iso(Date.now()),
  );
}

const slugTaken = () => new DomainError('conflict', 'slug_taken', CAMPAIGN_MESSAGES.slugInUse, '/slug');
const stale = () => staleVersion('campaign router');
const isUnique = (e: unknown) => /UNIQUE/i.test(`${String(e)} ${String((e as Error)?.cause ?? '')}`);

/** Router cards: each campaign router with its last-28-days figures and how many of its matching rules are live. */
export async function listCampaignRouters(
  env: Env,
  db: Db,
  caller: Caller,
  search?: string,
  now = Date.now(),
): Promise<CampaignRouterSummaryDto[]> {
  const rows = await repo.listRouters(db, caller.accountId, search?.trim() || undefined);
  if (!rows.length) return [];
  const since = now - STATS_WINDOW_MS;
  const [refs, stats, matching] = await Promise.all([
    loadRefs(env, db, caller, rows),
    routerTallies(db, caller, since),
    rows.some((r) => r.matchingRuleIds.length) ? listMatchingRules(db, caller) : Promise.resolve([]),
  ]);
  const liveRules = new Set(matching.map((r) => r.id));
  return rows.map((row) => {
    const t = stats.get(row.id);
    return {
      ...toDto(row, refs),
      stats: {
        processed: t?.processed ?? 0,
        assigned: t?.assigned ?? 0,
        booked: t?.booked ?? 0,
        notBooked: t?.notBooked ?? 0,
        since: iso(since),
      },
      activeMatchingRules: row.matchingRuleIds.filter((id) => liveRules.has(id)).length,
    };
  });
}

export async function getCampaignRouter(env: Env, db: Db, caller: Caller, id: string): Promise<CampaignRouterDto> {
  const row = await loadRouter(db, caller, id);
  return toDto(row, await loadRefs(env, db, caller, [row]));
}

/** Whether a slug is free in the organization (the wizard's asynchronous check). */
export async function slugAvailable(db: Db, caller: Caller, slug: string, exceptId?: string): Promise<CampaignSlugAvailabilityDto> {
  return { slug, available: !(await repo.slugTaken(db, caller.accountId, slug, exceptId)) };
}

/** A save's checks: the plan's gate on group round robin, then what the values name; answers the fallback distribution's members. */
async function checkValues(db: Db, caller: Caller, input: CampaignRouterValues) {
  await requireFeatures(
    db,
    caller.accountId,
    [input.fallback.distribution === 'round_robin_group' && 'group_round_robin'],
    '/fallback/distribution',
  );
  return checkReferences(db, caller, input);
}

/** Creates the router; two creates racing for one slug are decided by the unique index, the loser hears why. */
export async function createCampaignRouter(env: Env, db: Db, caller: Caller, input: CampaignRouterValues): Promise<CampaignRouterDto> {
  const members = await checkValues(db, caller, input);
  if (await repo.slugTaken(db, caller.accountId, input.slug)) throw slugTaken();
  const id = crypto.randomUUID();
  const now = Date.now();
  try {
    await repo.insertRouter(db, { id, accountId: caller.accountId, ...columns(input), createdAt: now, updatedAt: now });
  } catch (e) {
    if (isUnique(e)) throw slugTaken();
    throw e;
  }
  const row = (await repo.findRouter(db, caller.accountId, id))!;
  await configurePod(env, db, caller.accountId, row, members);
  return toDto(row, await loadRefs(env, db, caller, [row]));
}

/**
 * Saves an edit as exactly one new version; with `ifMatch` (the versions the editor loaded) only while
 * the router is still at one of them, else 412. The pod is configured from the saved row; when edits
 * finish out of order, the last one re-reads and configures the newest version.
 */
export async function updateCampaignRouter(
  env: Env,
  db: Db,
  caller: Caller,
  id: string,
  input: CampaignRouterValues,
  ifMatch?: readonly number[],
): Promise<CampaignRouterDto> {
  const row = await loadRouter(db, caller, id);
  if (ifMatch && !ifMatch.includes(row.version)) throw stale();
  let members = await checkValues(db, caller, input);
  if (input.slug !== row.slug && (await repo.slugTaken(db, caller.accountId, input.slug, id))) throw slugTaken();
  let saved: repo.CampaignRow | undefined;
  try {
    saved = await repo.saveEdit(db, caller.accountId, id, { ...columns(input), updatedAt: Date.now() }, ifMatch);
  } catch (e) {
    if (isUnique(e)) throw slugTaken();
    throw e;
  }
  if (!saved) throw ifMatch ? stale() : notFound('Campaign router');
  let configured = saved;
  for (let round = 0; round < 5; round++) {
    await configurePod(env, db, caller.accountId, configured, members);
    const current = await repo.findRouter(db, caller.accountId, id);
    if (!current || current.version <= configured.version) break;
    const next = await orNull(checkReferences(db, caller, columns(current) as unknown as CampaignRouterValues));
    if (!next) break;
    configured = current;
    members = next;
  }
  return toDto(saved, await loadRefs(env, db, caller, [saved]));
}

/** Soft delete: sessions keep the router's name; the slug stays taken so the old link never routes again. */
export async function deleteCampaignRouter(db: Db, caller: Caller, id: string) {
  await loadRouter(db, caller, id);
  await repo.softDelete(db, caller.accountId, id, Date.now());
}

/** A copy under a new name and a free slug ("<slug>-copy", "-copy-2", ...), unless the caller names them. */
export async function cloneCampaignRouter(env: Env, db: Db, caller: Caller, id: string, input: { name?: string; slug?: string }) {
  const row = await loadRouter(db, caller, id);
  let slug = input.slug;
  if (!slug) {
    const base = `${row.slug}-copy`.slice(0, 72);
    const taken = new Set(await repo.slugsLike(db, caller.accountId, base));
    slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  }
  const name = input.name?.trim() || `Copy of ${row.name}`.slice(0, 120);
  return createCampaignRouter(env, db, caller, { ...(columns(row) as unknown as CampaignRouterValues), name, slug });
}

/** The installation page: the router link, and the link pre-filled with each marketing tool's merge tags. */
export async function getInstallation(env: Env, db: Db, caller: Caller, id: string): Promise<CampaignInstallationDto> {
  const row = await loadRouter(db, caller, id);
  const [orgKey, form] = await Promise.all([repo.orgKeyOf(db, caller.accountId), orNull(getForm(db, caller, row.formId))]);
  const url = routerUrl(await publicOrigin(db, env, caller.accountId), orgKey, row.slug);
  return {
    routerId: row.id,
    url,
    tools: MERGE_TAG_TOOLS.map((t) => ({ key: t.key, label: t.label, url: prefilledLink(url, t) })),
    fields: (form?.questions ?? []).map((q) => q.id).filter((q) => q !== 'email' && q !== 'name'),
  };
}

/** The router's loaded row for the round-robin history (checked to belong to the caller's organization). */
export const checkedRouter = loadRouter;

/** For the public pages: what a router link's page shows (its head tags and theme come with it). */
export { publicCampaign } from './parts/public';

/** The organization a public router link names (subdomain or id), or null (host routing of scheduler domains). */
export const accountOfOrgKey = async (db: Db, key: string) => (await repo.findOrgByKey(db, key))?.id ?? null;
