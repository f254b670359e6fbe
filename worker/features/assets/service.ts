import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import {
  ASSET_MESSAGES,
  type AssetCreateInput,
  type AssetDto,
  type AssetTemplateDto,
  type AssetTemplateValues,
  type MeetingLinkTemplateDto,
  type PublicAssetPageDto,
} from '../../contracts/assets';
import { conflict, DomainError, fieldError, notFound, isUniqueViolation } from '../../core/errors';
import { classifyExternalLink } from '../../core/assets/external-link';
import { keyOfAssetUrl, removeUpload, storedUpload } from '../branding/service';
import { meetingLinkAssetTemplateId, setMeetingLinkAssetTemplateId } from '../organization/service';
import * as repo from './repo';
import * as videos from './parts/videos';
import { deleteVideoAsset } from './parts/video-deletion';
import { muxLinkFields } from './parts/mux-metadata';
import { muxPlaybackIdOf } from '../../contracts/mux-url';
import { iso } from '../../contracts/response-kit';

const thumbnailOf = (env: Env, row: repo.StoredAsset) =>
  row.videoStatus === 'ready' && row.muxPlaybackId ? videos.muxPosterUrl(env, row.muxPlaybackId) : null;

function assetDto(env: Env, row: repo.StoredAsset): AssetDto {
  const external = row.category === 'external' ? classifyExternalLink(row.link) : null;
  return {
    id: row.id,
    category: row.category,
    name: row.name,
    link: row.link,
    provider: row.provider,
    embedUrl: external?.embedUrl ?? null,
    meta: { size: row.size, fileType: row.fileType, duration: row.duration },
    video: row.videoStatus ? { status: row.videoStatus, playbackId: row.muxPlaybackId, thumbnailUrl: thumbnailOf(env, row) } : null,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
  };
}

/** The library (spec section 7, GET assets): the organization's (scope account, or team) or the caller's own. */
export async function listAssets(env: Env, db: Db, caller: Caller, q: { scope: string; category?: AssetDto['category'] }) {
  const rows = await repo.listAssets(db, caller.accountId, {
    createdBy: q.scope === 'personal' ? caller.userId : undefined,
    category: q.category,
  });
  return rows.map((r) => assetDto(env, r));
}

/**
 * POST /api/assets (spec section 4, Asset upload): a link string makes an external asset (YouTube, Vimeo or
 * Loom only); an image or video asset names an upload of the caller's organization, whose size and type
 * are read from storage and must match the category.
 */
export async function createAsset(env: Env, db: Db, caller: Caller, input: AssetCreateInput, now = Date.now()): Promise<AssetDto> {
  const { category, link, name, meta } = input.asset;
  const base = {
    ...{ id: crypto.randomUUID(), accountId: caller.accountId, category, name, createdBy: caller.userId, createdAt: now },
    ...{ muxUploadId: null, muxAssetId: null, muxPlaybackId: null, videoStatus: null },
  };
  // A Mux playback URL (as an external link or a video) is a Mux video, with the metadata Mux has of it.
  if (category !== 'image' && muxPlaybackIdOf(link)) {
    const row = { ...base, ...(await muxLinkFields(env, db, caller.accountId, link)) };
    await repo.insertAsset(db, row);
    return assetDto(env, row);
  }
  if (category === 'external') {
    const found = classifyExternalLink(link);
    if (!found) throw fieldError('asset/link', ASSET_MESSAGES.externalOnly);
    const row = { ...base, link, provider: found.provider, storageKey: null, size: null, fileType: null, duration: null };
    await repo.insertAsset(db, row);
    return assetDto(env, row);
  }
  const key = keyOfAssetUrl(env.APP_URL, link);
  const stored = key && key.startsWith(`${caller.accountId}/`) ? await storedUpload(env, key) : null;
  if (!key || !stored || !stored.contentType.startsWith(`${category}/`)) throw fieldError('asset/link', ASSET_MESSAGES.notCreated);
  const row = {
    ...base,
    link,
    provider: null,
    storageKey: key,
    size: stored.size,
    fileType: stored.contentType,
    duration: category === 'video' ? (meta.duration ?? null) : null,
  };
  await repo.insertAsset(db, row);
  return assetDto(env, row);
}

/**
 * Deletes an asset no template uses, and its stored bytes. A Mux video is deleted at Mux too, by an event
 * recorded with the deletion (retried until Mux confirms), so a failing Mux never keeps the row or loses the task.
 */
export async function deleteAsset(env: Env, db: Db, caller: Caller, id: string) {
  const row = await repo.findAsset(db, caller.accountId, id);
  if (!row) throw notFound('Asset');
  const deleted = await deleteVideoAsset(env, db, caller.accountId, row, repo.deleteUnusedAssetStmt(db, caller.accountId, id));
  if (!deleted) throw conflict('asset_in_use', ASSET_MESSAGES.inUse);
  if (row.storageKey) await removeUpload(env, row.storageKey);
}

/** A video asset uploaded straight to Mux by the browser (Mux connected): the asset and the upload URL. */
export const createVideoUpload = (env: Env, db: Db, caller: Caller, name: string) =>
  videos.createVideoUpload(env, db, caller, name, (row) => assetDto(env, row));

/** A Mux video's state, asked of Mux while it is processing. */
export const refreshVideo = async (env: Env, db: Db, caller: Caller, id: string) =>
  assetDto(env, await videos.refreshVideo(env, db, caller, id));

/** A Mux webhook delivery for the organization (signed; idempotent per event id). */
export const muxWebhook = videos.muxWebhook;

export { muxVideoDeletion } from './parts/video-deletion';
export { muxMetadata } from './parts/mux-metadata';

// ---------------------------------------------------------------------------------------------------
// Templates

/** The system template: the plain page (no asset, profile info and logo shown, the account's meta). */
const systemRow = (accountId: string, now: number): repo.StoredTemplate => ({
  id: crypto.randomUUID(),
  accountId,
  name: 'Default',
  assetPosition: 'center',
  showProfileInfo: true,
  showLogo: true,
  system: true,
  usesAccountMeta: true,
  ogTitle: '',
  ogDescription: '',
  ogImage: '',
  assetId: null,
  createdAt: now,
  updatedAt: now,
});

async function systemTemplate(db: Db, accountId: string, now = Date.now()) {
  const found = await repo.findSystemTemplate(db, accountId);
  if (found) return found;
  await repo.insertTemplate(db, systemRow(accountId, now));
  // Two first uses at once insert one row (the unique index on the system flag); both read it back.
  return (await repo.findSystemTemplate(db, accountId))!;
}

async function templateDto(
  env: Env,
  db: Db,
  accountId: string,
  row: repo.StoredTemplate,
  known?: Map<string, AssetDto>,
): Promise<AssetTemplateDto> {
  let asset: AssetDto | null = null;
  if (row.assetId) {
    asset = known?.get(row.assetId) ?? null;
    if (!asset) {
      const stored = await repo.findAsset(db, accountId, row.assetId);
      asset = stored ? assetDto(env, stored) : null;
    }
  }
  return {
    id: row.id,
    name: row.name,
    assetPosition: row.assetPosition,
    showProfileInfo: row.showProfileInfo,
    showLogo: row.showLogo,
    usesAccountMeta: row.usesAccountMeta,
    ogTags: { title: row.ogTitle, description: row.ogDescription, image: row.ogImage },
    assetId: row.assetId,
    system: row.system,
    asset,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The organization's templates, the system one first (made on first use). */
export async function listTemplates(env: Env, db: Db, caller: Caller): Promise<AssetTemplateDto[]> {
  await systemTemplate(db, caller.accountId);
  const [rows, library] = await Promise.all([repo.listTemplates(db, caller.accountId), repo.listAssets(db, caller.accountId, {})]);
  const known = new Map(library.map((a) => [a.id, assetDto(env, a)]));
  return Promise.all(rows.map((r) => templateDto(env, db, caller.accountId, r, known)));
}

async function ownTemplate(db: Db, accountId: string, id: string) {
  const row = await repo.findTemplate(db, accountId, id);
  if (!row) throw notFound('Asset template');
  return row;
}

export const getTemplate = async (env: Env, db: Db, caller: Caller, id: string) =>
  templateDto(env, db, caller.accountId, await ownTemplate(db, caller.accountId, id));

const nameTaken = () => conflict('template_name_taken', ASSET_MESSAGES.templateNameTaken, '/name');

async function checkAsset(db: Db, accountId: string, assetId: string | null) {
  if (assetId && !(await repo.findAsset(db, accountId, assetId))) throw fieldError('assetId', ASSET_MESSAGES.selectAsset);
}

const stored = (v: AssetTemplateValues) => ({
  name: v.name,
  assetPosition: v.assetPosition,
  showProfileInfo: v.showProfileInfo,
  showLogo: v.showLogo,
  usesAccountMeta: v.usesAccountMeta,
  ogTitle: v.ogTags.title,
  ogDescription: v.ogTags.description,
  ogImage: v.ogTags.image,
  assetId: v.assetId,
});

export async function createTemplate(env: Env, db: Db, caller: Caller, input: AssetTemplateValues, now = Date.now()) {
  await checkAsset(db, caller.accountId, input.assetId);
  const row = { id: crypto.randomUUID(), accountId: caller.accountId, system: false, ...stored(input), createdAt: now, updatedAt: now };
  if (!(await repo.insertTemplate(db, row))) throw nameTaken();
  return templateDto(env, db, caller.accountId, row);
}

export async function updateTemplate(env: Env, db: Db, caller: Caller, id: string, input: AssetTemplateValues, now = Date.now()) {
  const row = await ownTemplate(db, caller.accountId, id);
  if (row.system) throw new DomainError('conflict', 'system_template', ASSET_MESSAGES.systemTemplate);
  await checkAsset(db, caller.accountId, input.assetId);
  try {
    await repo.updateTemplate(db, caller.accountId, id, { ...stored(input), updatedAt: now });
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken();
    throw e;
  }
  return getTemplate(env, db, caller, id);
}

export async function deleteTemplate(db: Db, caller: Caller, id: string) {
  const row = await ownTemplate(db, caller.accountId, id);
  if (row.system) throw new DomainError('conflict', 'system_template', ASSET_MESSAGES.systemTemplate);
  await repo.deleteTemplate(db, caller.accountId, id);
}

/** Whether the template is the organization's (campaign routers check what they name). */
export const templateExists = async (db: Db, accountId: string, id: string) => !!(await repo.findTemplate(db, accountId, id));

/**
 * What a public page shows of a template: the named one, or the organization's system template when none is
 * named or it was deleted; with the og tags it sets (null where the account's meta applies).
 */
export async function publicAssetPage(env: Env, db: Db, accountId: string, templateId: string | null) {
  // A public page writes nothing: before an Admin first lists the templates, the system one is the plain default.
  const row =
    (templateId && (await repo.findTemplate(db, accountId, templateId))) ||
    (await repo.findSystemTemplate(db, accountId)) ||
    systemRow(accountId, 0);
  const found = row.assetId ? await repo.findAsset(db, accountId, row.assetId) : undefined;
  // A Mux video plays once it is ready; until then (or when it failed) the page has no asset.
  const asset = found && (!found.videoStatus || found.videoStatus === 'ready') ? found : undefined;
  const external = asset?.category === 'external' ? classifyExternalLink(asset.link) : null;
  const poster = asset?.muxPlaybackId ? videos.muxPosterUrl(env, asset.muxPlaybackId) : null;
  const page: PublicAssetPageDto = {
    position: row.assetPosition,
    showProfileInfo: row.showProfileInfo,
    showLogo: row.showLogo,
    asset: asset
      ? { category: asset.category, name: asset.name, url: external?.embedUrl ?? asset.link, provider: asset.provider, poster }
      : null,
  };
  const og = row.usesAccountMeta
    ? { title: null, description: null, image: null }
    : { title: row.ogTitle || null, description: row.ogDescription || null, image: row.ogImage || null };
  return { page, og };
}

/** The template meeting links' booking pages use: the chosen one, or the system one (also when the chosen was deleted). */
export async function meetingLinkTemplate(db: Db, caller: Caller): Promise<MeetingLinkTemplateDto> {
  const chosen = await meetingLinkAssetTemplateId(db, caller.accountId);
  const row = (chosen && (await repo.findTemplate(db, caller.accountId, chosen))) || (await systemTemplate(db, caller.accountId));
  return { templateId: row.id };
}

/** Chooses the template for every meeting link of the organization; the system one is stored as none (the plain page). */
export async function setMeetingLinkTemplate(db: Db, caller: Caller, templateId: string): Promise<MeetingLinkTemplateDto> {
  const row = await repo.findTemplate(db, caller.accountId, templateId);
  if (!row) throw fieldError('templateId', ASSET_MESSAGES.selectTemplate);
  await setMeetingLinkAssetTemplateId(db, caller.accountId, row.system ? null : row.id);
  return { templateId: row.id };
}

/** What a meeting link's booking page shows: the organization's template for meeting links. */
export const meetingLinkPage = async (env: Env, db: Db, accountId: string) =>
  publicAssetPage(env, db, accountId, await meetingLinkAssetTemplateId(db, accountId));
