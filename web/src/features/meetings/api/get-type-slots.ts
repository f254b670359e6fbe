import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotPreviewDto } from '@contracts/meeting-types';
import { api, call } from '@web/lib/api';

export type TypeSlotWindow = { from: string; to: string; timezone: string };

/** The meeting type's bookable slots (any member free), each with who is free; read fresh each time. */
export const typeSlotsQuery = (id: string, w: TypeSlotWindow) =>
  queryOptions({
    queryKey: ['meetings-options', 'type-slots', id, w],
    queryFn: async (): Promise<SlotPreviewDto> =>
      (await call(api['meeting-types'][':id'].slots.$get({ param: { id }, query: { ...w, mode: 'any' } }))).data,
    staleTime: 0,
  });

/** Keeps last week's slots on screen while the next week loads, but never another meeting type's. */
export const useTypeSlots = (id: string, w: TypeSlotWindow) =>
  useQuery({
    ...typeSlotsQuery(id, w),
    enabled: !!id,
    placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[2] === id ? keepPreviousData(prev) : undefined),
  });
