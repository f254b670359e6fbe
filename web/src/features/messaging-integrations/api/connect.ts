import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { MessagingConnectionDto, MessagingProvider } from '@contracts/messaging';
import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { connectionKey } from './connection';

type Bodies = {
  twilio: { accountSid: string; authToken: string; senderNumber: string; verifyPhone: string };
  'twilio-verify': { code: string };
  segment: { writeKey: string };
  mixpanel: { projectId: string; apiSecret: string };
};

const send = {
  twilio: (json: Bodies['twilio']) => call(api.messaging.twilio.connect.$post({ json })),
  'twilio-verify': (json: Bodies['twilio-verify']) => call(api.messaging.twilio.verify.$post({ json })),
  segment: (json: Bodies['segment']) => call(api.messaging.segment.$put({ json })),
  mixpanel: (json: Bodies['mixpanel']) => call(api.messaging.mixpanel.$put({ json })),
};

/** Connects (or verifies) a tool and refreshes its page. */
export function useConnect<K extends keyof Bodies>(step: K, provider: MessagingProvider, success: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: Bodies[K]): Promise<MessagingConnectionDto> =>
      (await (send[step] as (b: Bodies[K]) => Promise<{ data: unknown }>)(body)).data as MessagingConnectionDto,
    onSuccess: (d) => {
      qc.setQueryData(connectionKey(provider), d);
      toast.success(success);
    },
  });
}

export function useDisconnect(provider: MessagingProvider) {
  return useRefreshingMutation(
    async () => {
      await call(api.messaging[':provider'].$delete({ param: { provider } }));
    },
    [connectionKey(provider)],
    'Disconnected',
  );
}
