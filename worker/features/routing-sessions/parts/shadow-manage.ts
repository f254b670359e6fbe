import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import type { RouterDto, RouterValues } from '../../../contracts/routers';
import {
  SHADOW_MESSAGES,
  type RouterShadowDto,
  type RouterShadowInput,
  type ShadowDisagreementsPageDto,
} from '../../../contracts/router-shadows';
import { DomainError, conflict, notFound } from '../../../core/errors';
import { getRouter, updateRouter } from '../../routers/service';
import { names, side } from './replay-read';
import * as repo from '../repo';
import * as shadows from '../shadow-repo';
import { iso } from '../../../contracts/response-kit';

// Shadow mode's screen and switches: turn a draft on (one per router), read how it compares, publish it or turn it off.

/** Disagreements a page shows. */
export const DISAGREEMENTS_PAGE = 50;

async function liveRouter(db: Db, caller: Caller, routerId: string) {
  const router = await repo.findLiveRouter(db, routerId);
  if (!router || router.accountId !== caller.accountId) throw notFound('Router');
  return router;
}

const noShadow = () => new DomainError('not_found', 'shadow_not_on', SHADOW_MESSAGES.notOn);

async function activeOf(db: Db, caller: Caller, routerId: string) {
  const shadow = await shadows.activeShadow(db, caller.accountId, routerId);
  if (!shadow) throw noShadow();
  return shadow;
}

async function shadowDto(db: Db, row: shadows.StoredShadow): Promise<RouterShadowDto> {
  const daily = (await shadows.dailyTotals(db, row.accountId, row.id)).map((d) => ({
    date: d.date,
    total: Number(d.total),
    disagreed: Number(d.disagreed),
  }));
  const total = daily.reduce((n, d) => n + d.total, 0);
  const agreed = total - daily.reduce((n, d) => n + d.disagreed, 0);
  return {
    id: row.id,
    routerId: row.routerId,
    draft: row.draft,
    baseVersion: row.baseVersion,
    startedAt: iso(row.createdAt),
    total,
    agreed,
    agreementRate: total ? agreed / total : null,
    daily,
  };
}

/** GET /api/routers/{id}/shadow: the active shadow draft and its agreement so far, or null. */
export async function getShadow(db: Db, caller: Caller, routerId: string): Promise<RouterShadowDto | null> {
  await liveRouter(db, caller, routerId);
  const row = await shadows.activeShadow(db, caller.accountId, routerId);
  return row ? shadowDto(db, row) : null;
}

/** POST /api/routers/{id}/shadow: turns shadow mode on for a draft; 409 when the router already runs one. */
export async function enableShadow(db: Db, caller: Caller, routerId: string, input: RouterShadowInput, now = Date.now()) {
  const router = await liveRouter(db, caller, routerId);
  const row: shadows.StoredShadow = {
    id: crypto.randomUUID(),
    accountId: caller.accountId,
    routerId,
    userId: caller.userId,
    draft: input.draft,
    baseVersion: router.version,
    createdAt: now,
    stoppedAt: null,
    stopReason: null,
  };
  // The partial unique index decides between concurrent requests: exactly one insert lands.
  if (!(await shadows.insertShadow(db, row))) throw conflict('shadow_exists', SHADOW_MESSAGES.alreadyOn);
  return shadowDto(db, row);
}

/** DELETE /api/routers/{id}/shadow: stops the shadow; the decisions it stored stay. */
export async function disableShadow(db: Db, caller: Caller, routerId: string, now = Date.now()) {
  await liveRouter(db, caller, routerId);
  if (!(await shadows.stopShadow(db, caller.accountId, routerId, 'turned_off', now))) throw noShadow();
}

/** The router's editable values with the draft's edits applied (anything the draft leaves out keeps its saved value). */
function publishedValues(dto: RouterDto, draft: RouterShadowInput['draft']): RouterValues {
  const { id: _id, version: _v, installation: _i, verifiedAt: _va, verifiedOrigin: _vo, form: _f, meetingType: _m, ...values } = dto;
  const { createdAt: _c, updatedAt: _u, ...rest } = values;
  const edits = Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined));
  return { ...rest, ...edits };
}

/**
 * POST /api/routers/{id}/shadow/publish: saves the draft as the router's next version through the router's own
 * edit (compare-and-set on the version read here, so a racing publish gets 412), then stops the shadow.
 */
export async function publishShadow(db: Db, caller: Caller, routerId: string, now = Date.now()) {
  const shadow = await activeOf(db, caller, routerId);
  const dto = await getRouter(db, caller, routerId);
  const saved = await updateRouter(db, caller, routerId, publishedValues(dto, shadow.draft), false, [dto.version]);
  await shadows.stopShadow(db, caller.accountId, routerId, 'published', now);
  return saved;
}

function keysetOf(cursor: string | undefined): shadows.Keyset | null {
  if (!cursor) return null;
  const i = cursor.indexOf(':');
  return { at: Number(cursor.slice(0, i)) || 0, id: cursor.slice(i + 1) };
}

/** GET /api/routers/{id}/shadow/disagreements: the sessions the draft decided otherwise, live vs shadow, a page at a time. */
export async function listDisagreements(db: Db, caller: Caller, routerId: string, cursor?: string): Promise<ShadowDisagreementsPageDto> {
  await liveRouter(db, caller, routerId);
  const shadow = await activeOf(db, caller, routerId);
  const rows = await shadows.disagreementsPage(db, caller.accountId, shadow.id, keysetOf(cursor), DISAGREEMENTS_PAGE + 1);
  const page = rows.slice(0, DISAGREEMENTS_PAGE);
  const named = await names(
    db,
    caller.accountId,
    page.flatMap((r) => [r.live.repId, r.shadow.repId]).filter((id): id is string => id !== null),
  );
  const last = page[page.length - 1];
  return {
    data: page.map((r) => ({
      sessionId: r.sessionId,
      at: iso(r.sessionAt),
      prospect: { name: r.prospectName, email: r.prospectEmail },
      kind: r.kind!,
      live: side(r.live, named),
      shadow: side(r.shadow, named),
    })),
    meta: { nextCursor: rows.length > DISAGREEMENTS_PAGE && last ? `${last.sessionAt}:${last.sessionId}` : null },
  };
}
