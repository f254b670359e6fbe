import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';

/** Starts Zoom's OAuth: the server answers Zoom's consent page, which the browser then opens. */
export function useStartZoom() {
  return useMutation({
    mutationFn: async () => (await call(api.profile.integrations.zoom.connect.$post())).data.url,
    onSuccess: (url) => window.location.assign(url),
    onError: (e) => toast.error(e.message),
  });
}
