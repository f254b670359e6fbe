import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { meetingLinkQuery } from './get-meeting-link';
import { meetingLinksKey } from './list-meeting-links';

export function useDeleteMeetingLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(api['meeting-links'][':id'].$delete({ param: { id } }));
      return id;
    },
    onSuccess: (id) => {
      qc.removeQueries({ queryKey: meetingLinkQuery(id).queryKey });
      void qc.invalidateQueries({ queryKey: [...meetingLinksKey, 'list'] });
      void qc.invalidateQueries({ queryKey: ['home-page'] });
      toast.success('Meeting link deleted');
    },
    onError: () => toast.error('Meeting link deletion failed'),
  });
}
