import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Availability } from '@contracts/availability';
import { api, call } from '@web/lib/api';
import { myAvailabilityQuery } from './get-my-availability';
import { availabilityToasts } from './toasts';

export function useUpdateMyAvailability() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: Availability): Promise<Availability> => (await call(api.profile.availability.$put({ json }))).data,
    onSuccess: (data) => {
      qc.setQueryData(myAvailabilityQuery.queryKey, data);
      availabilityToasts.saved();
    },
    onError: availabilityToasts.failed,
  });
}
