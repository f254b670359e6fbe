import * as v from 'valibot';
import { absoluteUrl, examples, schemaOf } from './response-kit';
import type { MuxConnectionDto, MuxVideoMetadataDto } from './media';
import { VIDEO_STATUSES } from './assets';

/** The answers of the media API (/api/media: Mux) as valibot schemas for the OpenAPI document. */
export const muxConnectionSchema = schemaOf<MuxConnectionDto>()(
  v.pipe(
    v.object({
      status: v.picklist(['not_connected', 'connected']),
      webhookUrl: v.pipe(absoluteUrl, v.description("The URL to add under Settings › Webhooks in Mux for this organization's events")),
    }),
    examples({ status: 'connected', webhookUrl: 'https://app.routewise.example/api/public/mux/acc_8f2a/webhook' }),
  ),
);

/** POST /api/mux: the metadata of the Mux video a playback URL plays. */
export const muxVideoMetadataSchema = schemaOf<MuxVideoMetadataDto>()(
  v.pipe(
    v.object({
      playbackId: v.string(),
      assetId: v.pipe(v.string(), v.description('The Mux asset the playback id plays')),
      status: v.pipe(v.picklist(VIDEO_STATUSES), v.description("Mux's state: processing (preparing), ready or failed (errored)")),
      duration: v.pipe(v.nullable(v.number()), v.description('Seconds, to a tenth; null until Mux knows it')),
      aspectRatio: v.pipe(v.nullable(v.string()), v.description('Width to height, e.g. 16:9; null until Mux knows it')),
      streamUrl: v.pipe(absoluteUrl, v.description('The HLS stream')),
      thumbnailUrl: v.pipe(absoluteUrl, v.description("The video's thumbnail image")),
    }),
    examples({
      playbackId: 'EcHgOK9coz5K4rjSwOkoE7Y7O01201YMIC200RI6lNxnhs',
      assetId: '01itgOBvgjAbES7Inwvu4kEBtsQ44HFL6',
      status: 'ready',
      duration: 23.9,
      aspectRatio: '16:9',
      streamUrl: 'https://stream.mux.com/EcHgOK9coz5K4rjSwOkoE7Y7O01201YMIC200RI6lNxnhs.m3u8',
      thumbnailUrl: 'https://image.mux.com/EcHgOK9coz5K4rjSwOkoE7Y7O01201YMIC200RI6lNxnhs/thumbnail.jpg',
    }),
  ),
);
