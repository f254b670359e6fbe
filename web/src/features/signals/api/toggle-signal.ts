import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { SignalDto } from '@contracts/signals';
import { api, call } from '@web/lib/api';
import { signalsKey } from './signals';

export function useToggleSignal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, active }: { id: string; active: boolean }): Promise<SignalDto> =>
      (await call(api.signals[':id'].active.$patch({ param: { id }, json: { active } }))).data as SignalDto,
    onSuccess: (s) => {
      void qc.invalidateQueries({ queryKey: signalsKey });
      toast.success(s.active ? 'Signal turned on' : 'Signal turned off');
    },
  });
}
