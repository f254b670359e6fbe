import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { updateProfileSchema } from '@contracts/members';
import { api, call } from '@web/lib/api';
import { onboardingProfileQuery } from './get-profile';

export function useSaveProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: v.InferInput<typeof updateProfileSchema>) => (await call(api.profile.$patch({ json }))).data,
    onSuccess: (data) => {
      qc.setQueryData(onboardingProfileQuery.queryKey, data);
      void qc.invalidateQueries({ queryKey: ['members'] });
    },
  });
}
