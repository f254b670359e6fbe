import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormInvitesDto, FormInvitesInput } from '@contracts/meeting-settings';
import { api, call } from '@web/lib/api';
import { formInvitesQuery } from './get-form-invites';

/** Saves whether booking form answers go into the invitations the prospect sees (Admins). */
export function useUpdateFormInvites() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: FormInvitesInput): Promise<FormInvitesDto> =>
      (await call(api['meeting-settings']['form-invites'].$put({ json }))).data as FormInvitesDto,
    onSuccess: (data) => qc.setQueryData(formInvitesQuery.queryKey, data),
  });
}
