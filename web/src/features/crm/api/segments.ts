import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { CrmPageDto } from '@contracts/crm';
import type { SegmentDto, SegmentInput, SegmentModule, SegmentUpdate } from '@contracts/segments';
import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { crmKey } from './client';

// Segments live under the 'crm' key: saving a record refreshes the counts, saving a segment the lists.
const segmentsKey = [...crmKey, 'segments'] as const;

export const segmentsQuery = (module: SegmentModule) =>
  queryOptions({
    queryKey: [...segmentsKey, 'list', module],
    queryFn: async (): Promise<SegmentDto[]> => (await call(api.segments.$get({ query: { module } }))).data as SegmentDto[],
  });

export const segmentQuery = (id: string) =>
  queryOptions({
    queryKey: [...segmentsKey, 'one', id],
    queryFn: async (): Promise<SegmentDto> => (await call(api.segments[':id'].$get({ param: { id } }))).data as SegmentDto,
  });

export const useSegments = (module: SegmentModule) => useQuery(segmentsQuery(module));
export const useSegment = (id: string | undefined) => useQuery({ ...segmentQuery(id ?? ''), enabled: !!id });

export type SegmentPageQuery = { q?: string; page?: number; pageSize?: number };

/** One page of the list filtered by a segment; the previous page stays while the next loads. */
export function useSegmentRecords(id: string, f: SegmentPageQuery, enabled = true) {
  const query: Record<string, string> = {};
  if (f.q?.trim()) query.q = f.q.trim();
  if (f.page && f.page > 1) query.page = String(f.page);
  if (f.pageSize) query.pageSize = String(f.pageSize);
  return useQuery({
    queryKey: [...segmentsKey, 'records', id, query],
    queryFn: async (): Promise<CrmPageDto> => (await call(api.segments[':id'].records.$get({ param: { id }, query }))) as CrmPageDto,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSaveSegment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (s: { id?: string; input: SegmentInput | SegmentUpdate }): Promise<SegmentDto> =>
      s.id
        ? ((await call(api.segments[':id'].$patch({ param: { id: s.id }, json: s.input as SegmentUpdate }))).data as SegmentDto)
        : ((await call(api.segments.$post({ json: s.input as SegmentInput }))).data as SegmentDto),
    onSuccess: (data, s) => {
      void qc.invalidateQueries({ queryKey: segmentsKey });
      toast.success(s.id ? 'Segment updated' : `Segment “${data.name}” saved`);
    },
  });
}

export function useDeleteSegment() {
  return useRefreshingMutation(
    async (id: string) => call(api.segments[':id'].$delete({ param: { id } })),
    [segmentsKey],
    'Segment deleted',
  );
}
