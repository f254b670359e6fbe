import type { SignalDto, SignalInput } from '@contracts/signals';
import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { signalsKey } from './signals';

export function useCreateSignal() {
  return useRefreshingMutation(
    async (json: SignalInput): Promise<SignalDto> => (await call(api.signals.$post({ json: json as never }))).data as SignalDto,
    [signalsKey],
    'Signal created',
  );
}

export function useUpdateSignal() {
  return useRefreshingMutation(
    async ({ id, json }: { id: string; json: SignalInput }): Promise<SignalDto> =>
      (await call(api.signals[':id'].$put({ param: { id }, json: json as never }))).data as SignalDto,
    [signalsKey],
    'Signal saved',
  );
}

export function useDeleteSignal() {
  return useRefreshingMutation((id: string) => call(api.signals[':id'].$delete({ param: { id } })), [signalsKey], 'Signal deleted');
}
