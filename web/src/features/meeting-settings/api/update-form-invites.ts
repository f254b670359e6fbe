import type { FormInvitesDto, FormInvitesInput } from '@contracts/meeting-settings';
import { api, call } from '@web/lib/api';
import { formInvitesQuery } from './get-form-invites';
import { useCachedMutation } from '@web/lib/cache-mutation';

/** Saves whether booking form answers go into the invitations the prospect sees (Admins). */
export function useUpdateFormInvites() {
  return useCachedMutation(
    formInvitesQuery.queryKey,
    async (json: FormInvitesInput): Promise<FormInvitesDto> =>
      (await call(api['meeting-settings']['form-invites'].$put({ json }))).data as FormInvitesDto,
  );
}
