import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationCheckDto } from '@contracts/location-check';
import { api, call } from '@web/lib/api';

export type LocationCheckParams = {
  locationType: LocationCheckDto['locationType'];
  videoTool?: NonNullable<LocationCheckDto['videoTool']>;
  memberIds: string[];
};

/** Which hosts a meeting type's video location would leave without a link; asked as the editor changes. */
export const locationCheckQuery = (p: LocationCheckParams) =>
  queryOptions({
    queryKey: ['conferencing', 'location-check', p.locationType, p.videoTool ?? null, [...p.memberIds].sort()] as const,
    queryFn: async (): Promise<LocationCheckDto> =>
      (
        await call(
          api['location-check'].$get({
            query: { locationType: p.locationType, ...(p.videoTool ? { videoTool: p.videoTool } : {}), memberIds: p.memberIds.join(',') },
          }),
        )
      ).data,
  });

export const useLocationCheck = (p: LocationCheckParams) =>
  useQuery({ ...locationCheckQuery(p), enabled: p.locationType === 'video' && p.memberIds.length > 0, placeholderData: keepPreviousData });
