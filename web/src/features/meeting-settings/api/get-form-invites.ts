import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormInvitesDto } from '@contracts/meeting-settings';
import { api, call } from '@web/lib/api';

export const formInvitesQuery = queryOptions({
  queryKey: ['meeting-settings', 'form-invites'],
  queryFn: async (): Promise<FormInvitesDto> => (await call(api['meeting-settings']['form-invites'].$get())).data as FormInvitesDto,
});

export const useFormInvites = () => useQuery(formInvitesQuery);
