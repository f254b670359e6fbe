import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { MeetingTypeDto, MeetingTypeValues } from '@contracts/meeting-types';
import { api, call } from '@web/lib/api';
import { meetingTypeQuery } from './get-meeting-type';
import { meetingTypesKey } from './list-meeting-types';

/** Creates a meeting type; a copy made through the clone editor says so in its toast. */
export function useCreateMeetingType({ duplicate = false } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: MeetingTypeValues): Promise<MeetingTypeDto> =>
      (await call(api['meeting-types'].$post({ json }))).data as MeetingTypeDto,
    onSuccess: (data) => {
      void qc.invalidateQueries({ queryKey: meetingTypesKey });
      qc.setQueryData(meetingTypeQuery(data.id).queryKey, data);
      toast.success(duplicate ? 'Meeting type duplicated' : 'Meeting type created');
    },
  });
}
