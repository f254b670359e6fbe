import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { MUX_MESSAGES, type MuxVideoMetadataDto } from '../../../contracts/media';
import { muxPlaybackIdOf } from '../../../contracts/mux-url';
import { conflict, fieldError } from '../../../core/errors';
import { MediaError } from '../../../integrations/media/adapter';
import { muxFailure, muxFor } from '../../media/service';
import { muxPosterUrl, muxStreamUrl } from './videos';

// POST /api/mux (spec section 7: {url} -> video metadata): a Mux playback URL names a playback id; Mux's
// documented API names the asset it plays (GET /video/v1/playback-ids/:id) and that asset's state, length
// and shape (GET /video/v1/assets/:id). Asked with the organization's own Mux token, so only its videos answer.

const STATUS = { preparing: 'processing', ready: 'ready', errored: 'failed' } as const;

/** The metadata of the Mux video a playback URL plays; `pointer` is where a URL Mux does not know is reported. */
export async function muxMetadata(env: Env, db: Db, accountId: string, url: string, pointer = 'url'): Promise<MuxVideoMetadataDto> {
  const playbackId = muxPlaybackIdOf(url);
  if (!playbackId) throw fieldError(pointer, MUX_MESSAGES.notMuxUrl);
  const mux = await muxFor(env, db, accountId);
  if (!mux) throw conflict('mux_not_connected', MUX_MESSAGES.notConnected);
  const { client, credentials } = mux;
  try {
    const assetId = await client.assetOfPlayback(credentials, playbackId);
    const video = await client.video(credentials, assetId);
    return {
      playbackId,
      assetId,
      status: STATUS[video.status],
      duration: video.duration,
      aspectRatio: video.aspectRatio,
      streamUrl: muxStreamUrl(playbackId),
      thumbnailUrl: muxPosterUrl(env, playbackId),
    };
  } catch (e) {
    // Another Mux account's playback id, or one whose asset is gone, is a 404 at Mux: the URL is the problem.
    if (e instanceof MediaError && e.status === 404) throw fieldError(pointer, MUX_MESSAGES.unknownPlayback);
    throw muxFailure(e);
  }
}

/**
 * The library row's video fields for a Mux link an Admin adds: a ready video plays from its stream with its
 * length. The row keeps the playback id but no Mux asset id: the video was made elsewhere in the
 * organization's Mux account, so deleting the library entry leaves it at Mux (only uploads made here are deleted there).
 */
export async function muxLinkFields(env: Env, db: Db, accountId: string, link: string) {
  const meta = await muxMetadata(env, db, accountId, link, 'asset/link');
  if (meta.status === 'processing') throw fieldError('asset/link', MUX_MESSAGES.processing);
  if (meta.status === 'failed') throw fieldError('asset/link', MUX_MESSAGES.failed);
  return {
    category: 'video' as const,
    link: meta.streamUrl,
    provider: null,
    storageKey: null,
    size: null,
    fileType: null,
    duration: meta.duration,
    muxUploadId: null,
    muxAssetId: null,
    muxPlaybackId: meta.playbackId,
    videoStatus: 'ready' as const,
  };
}
