import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotPreviewDto } from '@contracts/meeting-types';
import { api, call } from '@web/lib/api';
import { meetingTypesKey } from './list-meeting-types';

export type SlotPreviewParams = { from: string; to: string; timezone: string; mode: 'any' | 'all' };

/**
 * Slots depend on the clock (earliest slot, booking window) and on members' calendars, so unlike the
 * rest of the app they are fetched fresh each time the page opens.
 */
export const slotPreviewQuery = (id: string, query: SlotPreviewParams) =>
  queryOptions({
    queryKey: [...meetingTypesKey, 'slots', id, query],
    queryFn: async (): Promise<SlotPreviewDto> => (await call(api['meeting-types'][':id'].slots.$get({ param: { id }, query }))).data,
    staleTime: 0,
  });

export const useSlotPreview = (id: string, query: SlotPreviewParams) =>
  useQuery({ ...slotPreviewQuery(id, query), placeholderData: keepPreviousData });
