import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { meetingTypeQuery } from './get-meeting-type';
import { meetingTypesKey } from './list-meeting-types';

export function useDeleteMeetingType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(api['meeting-types'][':id'].$delete({ param: { id } }));
      return id;
    },
    onSuccess: (id) => {
      qc.removeQueries({ queryKey: meetingTypeQuery(id).queryKey });
      void qc.invalidateQueries({ queryKey: meetingTypesKey });
      toast.success('Meeting type deleted');
    },
    onError: (e) => toast.error(e.message),
  });
}
