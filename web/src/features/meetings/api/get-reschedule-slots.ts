import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';
import { meetingsKey } from './list-meetings';

export type SlotWindow = { from: string; to: string; timezone: string };
export type FreeSlot = { start: string; end: string };

/** Times a meeting can move to; read fresh each time, since calendars change under us. */
export const rescheduleSlotsQuery = (id: string, w: SlotWindow) =>
  queryOptions({
    queryKey: [...meetingsKey, 'slots', id, w],
    queryFn: async (): Promise<FreeSlot[]> => (await call(api.meetings[':id'].slots.$get({ param: { id }, query: w }))).slots,
    staleTime: 0,
  });

export const useRescheduleSlots = (id: string, w: SlotWindow) =>
  useQuery({ ...rescheduleSlotsQuery(id, w), placeholderData: keepPreviousData });
