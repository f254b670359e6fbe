import * as v from 'valibot';
import { absoluteUrl, examples, type Out, type Same } from './response-kit';
import type { MuxConnectionDto } from './media';

/** The answers of the media API (/api/media: Mux) as valibot schemas for the OpenAPI document. */
export const muxConnectionSchema = v.pipe(
  v.object({
    status: v.picklist(['not_connected', 'connected']),
    webhookUrl: v.pipe(absoluteUrl, v.description("The URL to add under Settings › Webhooks in Mux for this organization's events")),
  }),
  examples({ status: 'connected', webhookUrl: 'https://app.routewise.example/api/public/mux/acc_8f2a/webhook' }),
);

export const SCHEMAS_MATCH_TYPES: [Same<MuxConnectionDto, Out<typeof muxConnectionSchema>>] = [true];
