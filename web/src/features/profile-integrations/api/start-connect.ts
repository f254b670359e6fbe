import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';

/** Starts OAuth: the server answers the provider's consent page, which the browser then opens. */
export function useStartConnect() {
  return useMutation({
    mutationFn: async (slug: 'google-calendar' | 'microsoft-calendar') =>
      (await call(api.profile.integrations[':slug'].connect.$post({ param: { slug } }))).data.url,
    onSuccess: (url) => window.location.assign(url),
    onError: (e) => toast.error(e.message),
  });
}
