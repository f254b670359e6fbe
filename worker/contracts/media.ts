// Mux (issue 27): videos of the asset library upload straight from the browser to Mux (a direct upload) and
// play from Mux's stream. The organization connects Mux with an access token (id and secret) and the
// signing secret of its webhook.
import * as v from 'valibot';

export const MUX_MESSAGES = {
  tokenId: 'Access token ID is required',
  tokenSecret: 'Secret key is required',
  signingSecret: 'Webhook signing secret is required',
  tooLong: 'Must be at most 255 characters',
  refused: 'Mux refused this access token. Check the token ID and secret key and that the token has Mux Video access.',
  integrationFailed: 'Sorry! Mux integration failed. Please try again later.',
  notConnected: 'Connect Mux first',
  notMuxVideo: 'This asset is not a Mux video',
} as const;

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
