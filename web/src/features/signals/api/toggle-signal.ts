import type { SignalDto } from '@contracts/signals';
import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { signalsKey } from './signals';

export function useToggleSignal() {
  return useRefreshingMutation(
    async ({ id, active }: { id: string; active: boolean }): Promise<SignalDto> =>
      (await call(api.signals[':id'].active.$patch({ param: { id }, json: { active } }))).data as SignalDto,
    [signalsKey],
    (s) => (s.active ? 'Signal turned on' : 'Signal turned off'),
  );
}
