import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import type { ToolSlug } from './get-conferencing-tool';
import { invalidateTools } from './invalidate';

/** Disables a video tool with the typed confirmation 'Disable {name}'. */
export function useDisableTool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { slug: ToolSlug; name: string; confirmation: string }) =>
      call(
        api.profile.integrations[':slug{zoom|daily|microsoft-teams|conference-link}'].$delete({
          param: { slug: v.slug },
          json: { confirmation: v.confirmation },
        }),
      ),
    onSuccess: (_, v) => {
      toast.success(`${v.name} disconnected`);
      return invalidateTools(client);
    },
    onError: (e) => toast.error(e.message),
  });
}
