import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { CalendarChoices } from '@contracts/calendars';
import { api, call } from '@web/lib/api';
import { myIntegrationsKey } from './list-integrations';

/** Saves which calendars are checked for conflicts and which one receives bookings (across all accounts). */
export function useSaveCalendarChoices() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CalendarChoices) => call(api.profile.integrations.calendars.$put({ json: body })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: myIntegrationsKey });
      toast.success('Calendar settings updated');
    },
    onError: (e) => toast.error(e.message),
  });
}
