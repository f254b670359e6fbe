import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { MeetingTypeDto, MeetingTypeValues } from '@contracts/meeting-types';
import { api, call } from '@web/lib/api';
import { meetingTypeQuery } from './get-meeting-type';
import { meetingTypesKey } from './list-meeting-types';

export function useUpdateMeetingType(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: MeetingTypeValues): Promise<MeetingTypeDto> =>
      (await call(api['meeting-types'][':id'].$put({ param: { id }, json }))).data as MeetingTypeDto,
    onSuccess: (data) => {
      qc.setQueryData(meetingTypeQuery(id).queryKey, data);
      void qc.invalidateQueries({ queryKey: meetingTypesKey, predicate: (q) => q.queryKey[2] !== id || q.queryKey[1] !== 'detail' });
      toast.success('Meeting type updated');
    },
  });
}
