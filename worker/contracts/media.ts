// Mux (issue 27): videos of the asset library upload straight from the browser to Mux (a direct upload) and
// play from Mux's stream. The organization connects Mux with an access token (id and secret) and the
// signing secret of its webhook.
import * as v from 'valibot';
import { muxPlaybackIdOf } from './mux-url';
import { requiredUrlField } from './common';
import type { VideoStatus } from './assets';

export const MUX_MESSAGES = {
  tokenId: 'Access token ID is required',
  tokenSecret: 'Secret key is required',
  signingSecret: 'Webhook signing secret is required',
  tooLong: 'Must be at most 255 characters',
  refused: 'Mux refused this access token. Check the token ID and secret key and that the token has Mux Video access.',
  integrationFailed: 'Sorry! Mux integration failed. Please try again later.',
  notConnected: 'Connect Mux first',
  notMuxVideo: 'This asset is not a Mux video',
  urlRequired: 'URL is a required field',
  notMuxUrl: 'Enter a Mux video URL: https://stream.mux.com/…, https://player.mux.com/… or https://image.mux.com/…',
  unknownPlayback: 'Mux has no video with this playback ID in the connected account',
  processing: 'This Mux video is still processing. Add it once it is ready.',
  failed: 'This Mux video failed to process at Mux',
} as const;

/** POST /api/mux (spec section 7, `{url}` -> video metadata): a Mux playback URL (stream, player or thumbnail). */
export const MuxMetadataSchema = v.object({
  url: requiredUrlField(MUX_MESSAGES.urlRequired, MUX_MESSAGES.notMuxUrl, (s) => muxPlaybackIdOf(s) !== null),
});

/** A Mux video's metadata, read from Mux through its playback id (the asset it plays). */
export type MuxVideoMetadataDto = {
  playbackId: string;
  assetId: string;
  status: VideoStatus;
  /** Seconds, to a tenth; null until Mux knows it. */
  duration: number | null;
  /** Width to height, e.g. "16:9"; null until Mux knows it. */
  aspectRatio: string | null;
  streamUrl: string;
  thumbnailUrl: string;
};

const secretField = (required: string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(255, MUX_MESSAGES.tooLong), v.regex(/^\S+$/, required));

export const MuxConnectSchema = v.object({
  tokenId: secretField(MUX_MESSAGES.tokenId),
  tokenSecret: secretField(MUX_MESSAGES.tokenSecret),
  signingSecret: secretField(MUX_MESSAGES.signingSecret),
});
export type MuxConnectInput = v.InferOutput<typeof MuxConnectSchema>;

/** The Mux connection as its settings page shows it (never the token or the secret). */
export type MuxConnectionDto = {
  status: 'not_connected' | 'connected';
  /** Where Mux sends this organization's video events: the URL to add under Settings › Webhooks in Mux. */
  webhookUrl: string;
};

/** The Mux events the webhook applies; any other is acknowledged and ignored. */
export const MUX_EVENT_TYPES = ['video.upload.asset_created', 'video.asset.ready', 'video.asset.errored'] as const;

/** An event as Mux delivers it (https://docs.mux.com/core/listen-for-webhooks), reduced to what is read. */
export const MuxEventSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(128)),
  type: v.pipe(v.string(), v.maxLength(128)),
  data: v.looseObject({ id: v.pipe(v.string(), v.maxLength(128)) }),
});
