import * as v from 'valibot';
import { LOCATION_TYPES, VIDEO_TOOLS } from './meeting-types';
import { dataOf, listOf } from './response-kit';

/**
 * Whether a meeting type's location can be honoured: a video call needs each host to have the chosen
 * video tool (or their own conference link) connected; hosts without it get meetings with no link, and
 * the booking page then promises no location.
 */
export const locationCheckQuery = v.object({
  locationType: v.picklist(LOCATION_TYPES, 'Choose a location'),
  videoTool: v.optional(v.picklist(VIDEO_TOOLS, 'Choose a video conferencing tool')),
  memberIds: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(5000),
      v.transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
      v.maxLength(200, 'At most 200 members can be checked at once'),
    ),
    '',
  ),
});

const host = v.object({ userId: v.string(), name: v.string() });
export const locationCheckSchema = v.object({
  locationType: v.picklist(LOCATION_TYPES),
  videoTool: v.nullable(v.picklist(VIDEO_TOOLS)),
  /** Hosts whose meetings would get no video link. */
  unhonoured: v.array(host),
});
export type LocationCheckDto = v.InferOutput<typeof locationCheckSchema>;

/** A meeting type the member hosts that asks for a video tool they have not connected. */
export const myLocationGapSchema = v.object({ meetingTypeId: v.string(), name: v.string(), videoTool: v.picklist(VIDEO_TOOLS) });
export type MyLocationGapDto = v.InferOutput<typeof myLocationGapSchema>;

// The DTO types are the schemas' outputs, so the document and the answers cannot differ.
export const locationCheckResponse = dataOf(locationCheckSchema);
export const myLocationGapsResponse = listOf(myLocationGapSchema);
