import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { updateProfileSchema } from '@contracts/members';
import { api, call } from '@web/lib/api';
import { profileQuery } from './get-profile';

/** Saves the caller's own profile; the session and member lists show the name and zone, so they refresh. */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: v.InferInput<typeof updateProfileSchema>) => (await call(api.profile.$patch({ json }))).data,
    onSuccess: (data) => {
      qc.setQueryData(profileQuery.queryKey, data);
      void qc.invalidateQueries({ queryKey: ['session'] });
      void qc.invalidateQueries({ queryKey: ['members'] });
      void qc.invalidateQueries({ queryKey: ['teams'] });
    },
  });
}
