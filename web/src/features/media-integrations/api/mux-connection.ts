import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MuxConnectionDto } from '@contracts/media';
import { api, call } from '@web/lib/api';

export const muxKey = ['media', 'mux'] as const;

export const muxConnectionQuery = queryOptions({
  queryKey: muxKey,
  queryFn: async (): Promise<MuxConnectionDto> => (await call(api.media.mux.$get())).data as MuxConnectionDto,
});

/** The Mux connection and its webhook URL. */
export const useMuxConnection = () => useQuery(muxConnectionQuery);
