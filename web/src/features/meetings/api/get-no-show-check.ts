import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoShowCheckDto } from '@contracts/no-show';
import { api, call } from '@web/lib/api';
import { meetingsKey } from './list-meetings';

/** The meeting's Zoom no-show check (null before any); under the meetings key, so marking the meeting refreshes it. */
export const noShowCheckQuery = (id: string) =>
  queryOptions({
    queryKey: [...meetingsKey, 'no-show-check', id],
    queryFn: async (): Promise<NoShowCheckDto | null> =>
      (await call(api['no-show-detection'].meetings[':id'].$get({ param: { id } }))).data as NoShowCheckDto | null,
  });

export const useNoShowCheck = (id: string, enabled: boolean) => useQuery({ ...noShowCheckQuery(id), enabled });
