import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { reactivateSchema } from '@contracts/members';
import { api, call } from '@web/lib/api';

export function useReactivateMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...json }: v.InferInput<typeof reactivateSchema> & { id: string }) =>
      (await call(api.members[':id'].reactivate.$post({ param: { id }, json }))).data,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['members'] });
      void qc.invalidateQueries({ queryKey: ['teams'] });
    },
  });
}
