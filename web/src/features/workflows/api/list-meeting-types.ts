import { useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

/** The organization's meeting types, for a workflow's "selected meeting types". */
export const useMeetingTypeOptions = () =>
  useQuery({
    queryKey: ['workflows', 'meeting-type-options'],
    queryFn: async () =>
      ((await call(api['meeting-types'].$get())).data as { id: string; name: string; kind: string }[]).map((t) => ({
        value: t.id,
        label: t.name,
        description: t.kind,
      })),
  });
