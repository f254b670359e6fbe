import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { MeetingTypeDto } from '@contracts/meeting-types';
import { api, call } from '@web/lib/api';
import { meetingTypeQuery } from './get-meeting-type';
import { meetingTypesKey } from './list-meeting-types';

/** One-click copy named 'Copy of …'. Events cannot be copied this way (their members would clash), see the clone editor. */
export function useCloneMeetingType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<MeetingTypeDto> =>
      (await call(api['meeting-types'][':id'].clone.$post({ param: { id } }))).data as MeetingTypeDto,
    onSuccess: (data) => {
      qc.setQueryData(meetingTypeQuery(data.id).queryKey, data);
      void qc.invalidateQueries({ queryKey: meetingTypesKey });
      toast.success('Meeting type duplicated');
    },
    onError: (e) => toast.error(e.message),
  });
}
