import * as v from 'valibot';
import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import { runBatch, changes } from '../../../db/batch';
import { conflict, DomainError, notFound } from '../../../core/errors';
import type { VideoUploadDto } from '../../../contracts/assets';
import { MUX_EVENT_TYPES, MUX_MESSAGES, MuxEventSchema } from '../../../contracts/media';
import { verifyMuxSignature } from '../../../integrations/media/mux-signature';
import type { HostedVideo } from '../../../integrations/media/adapter';
import { toHostedVideo } from '../../../integrations/media/mux';
import type { StandInEnv } from '../../../integrations/stand-ins';
import { vendorUrl } from '../../../integrations/vendor-url';
import { webhookEvent } from '../../../lib/webhook-event';
import { muxFailure, muxFor } from '../../media/service';
import * as repo from '../repo';

// Videos through Mux (issue 27): the worker asks Mux for a direct upload and records it on a new video
// asset; the browser PUTs the file to Mux; Mux's webhook (or a status check from the library) then names the
// Mux asset and, once transcoded, its public playback id and length. Pages stream it from stream.mux.com.

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/** A ready Mux video's HLS stream. */
export const muxStreamUrl = (playbackId: string) => `https://stream.mux.com/${playbackId}.m3u8`;
/** Its thumbnail on image.mux.com; locally (VENDOR_BASE_URL) the stand-in's, which serves a real image, as every vendor URL is chosen. */
export const muxPosterUrl = (env: StandInEnv, playbackId: string) => vendorUrl(env, 'image.mux.com', `/${playbackId}/thumbnail.jpg`);

/** What a Mux asset's state means for the library's row. */
function changeOf(video: HostedVideo): repo.VideoChange {
  if (video.status === 'ready' && video.playbackId)
    return {
      muxAssetId: video.id,
      videoStatus: 'ready',
      muxPlaybackId: video.playbackId,
      duration: video.duration,
      link: muxStreamUrl(video.playbackId),
    };
  return { muxAssetId: video.id, videoStatus: video.status === 'errored' ? 'failed' : 'processing' };
}

async function connected(env: Env, db: Db, accountId: string) {
  const mux = await muxFor(env, db, accountId);
  if (!mux) throw conflict('mux_not_connected', MUX_MESSAGES.notConnected);
  return mux;
}

/** A new video asset (processing) with Mux's direct upload; the answer carries the URL the browser PUTs the file to. */
export async function createVideoUpload(
  env: Env,
  db: Db,
  caller: Caller,
  name: string,
  toDto: (row: repo.StoredAsset) => VideoUploadDto['asset'],
  now = Date.now(),
): Promise<VideoUploadDto> {
  const { client, credentials } = await connected(env, db, caller.accountId);
  const upload = await client.createUpload(credentials, new URL(env.APP_URL).origin).catch((e) => Promise.reject(muxFailure(e)));
  const row: repo.StoredAsset = {
    id: crypto.randomUUID(),
    accountId: caller.accountId,
    category: 'video',
    name,
    link: '',
    provider: null,
    storageKey: null,
    size: null,
    fileType: null,
    duration: null,
    muxUploadId: upload.id,
    muxAssetId: null,
    muxPlaybackId: null,
    videoStatus: 'processing',
    createdBy: caller.userId,
    createdAt: now,
  };
  await repo.insertAsset(db, row);
  return { asset: toDto(row), uploadUrl: upload.url };
}

/** Asks Mux where a processing video is (for when its webhook has not come, or cannot reach this server). */
export async function refreshVideo(env: Env, db: Db, caller: Caller, id: string): Promise<repo.StoredAsset> {
  const row = await repo.findAsset(db, caller.accountId, id);
  if (!row) throw notFound('Asset');
  if (!row.muxUploadId) throw conflict('not_mux_video', MUX_MESSAGES.notMuxVideo);
  if (row.videoStatus !== 'processing') return row;
  const { client, credentials } = await connected(env, db, caller.accountId);
  try {
    const assetId = row.muxAssetId ?? (await client.uploadAsset(credentials, row.muxUploadId)).assetId;
    if (!assetId) return row;
    const change = changeOf(await client.video(credentials, assetId));
    await repo.updateVideo(db, caller.accountId, id, change);
    return { ...row, ...change };
  } catch (e) {
    throw muxFailure(e);
  }
}

const badSignature = () => new DomainError('bad_request', 'invalid_signature', 'Invalid Mux signature');
const badEvent = () => new DomainError('bad_request', 'invalid_event', 'Not a Mux event this endpoint understands');

const WireUpload = v.object({ id: v.string(), asset_id: v.optional(v.string()) });
const WireAsset = v.object({
  id: v.string(),
  status: v.string(),
  upload_id: v.optional(v.string()),
  duration: v.optional(v.number()),
  playback_ids: v.optional(v.array(v.object({ id: v.string(), policy: v.string() }))),
});

/**
 * A Mux event for one organization: the Mux-Signature must be the webhook's (its signing secret, five
 * minutes' tolerance), or 400. The event id is recorded with this delivery's claim and the video updated in
 * the same batch, only under that claim: a redelivery, even one arriving at the same moment, is a duplicate.
 */
export async function muxWebhook(env: Env, db: Db, accountId: string, req: { body: string; signature: string | null }, now = Date.now()) {
  const mux = await muxFor(env, db, accountId);
  if (!mux || !(await verifyMuxSignature(mux.credentials.signingSecret, req.signature, req.body, now))) throw badSignature();
  const { id, type, data } = webhookEvent(req.body, MuxEventSchema, badEvent);
  const claim = { eventId: id, token: crypto.randomUUID() };
  const record = repo.recordMuxEventStmt(db, accountId, id, type, claim.token, now);
  let update;
  if (type === 'video.upload.asset_created') {
    const upload = v.safeParse(WireUpload, data);
    if (!upload.success || !upload.output.asset_id) throw badEvent();
    update = repo.claimedVideoUpdateStmt(db, accountId, claim, { uploadId: upload.output.id }, { muxAssetId: upload.output.asset_id });
  } else if ((MUX_EVENT_TYPES as readonly string[]).includes(type)) {
    const asset = v.safeParse(WireAsset, data);
    if (!asset.success) throw badEvent();
    const a = asset.output;
    const video = toHostedVideo({ ...a, status: type === 'video.asset.ready' ? 'ready' : 'errored' });
    update = repo.claimedVideoUpdateStmt(db, accountId, claim, { uploadId: a.upload_id, assetId: a.id }, changeOf(video));
  }
  const [recorded, updated] = await runBatch(db, update ? [record, update] : [record]);
  if (changes(recorded) === 0) return 'duplicate';
  return update && changes(updated) > 0 ? 'applied' : 'ignored';
}
