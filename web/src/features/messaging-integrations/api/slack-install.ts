import { useMutation } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

/** Starts the Slack app install: the browser goes to Slack's consent page and comes back to the callback. */
export const useSlackInstall = () =>
  useMutation({
    mutationFn: async () => ((await call(api.messaging.slack.install.$post())).data as { url: string }).url,
    onSuccess: (url) => window.location.assign(url),
  });
