import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsDto } from '@contracts/signals';
import { api, call } from '@web/lib/api';

export const notificationsKey = ['notifications'] as const;

/** The bell's list; polled only while the live socket is down. */
export const notificationsQuery = (pollMs: number | false) =>
  queryOptions({
    queryKey: notificationsKey,
    queryFn: async (): Promise<NotificationsDto> => (await call(api.notifications.$get())).data as NotificationsDto,
    refetchInterval: pollMs,
  });

export const useNotifications = (pollMs: number | false) => useQuery(notificationsQuery(pollMs));
