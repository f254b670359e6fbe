import { api, call } from '@web/lib/api';
import { myAvailabilityQuery } from './get-my-availability';
import { useSaveAvailability } from './save-availability';

export const useUpdateMyAvailability = () =>
  useSaveAvailability(async (json) => (await call(api.profile.availability.$put({ json }))).data, myAvailabilityQuery.queryKey);
