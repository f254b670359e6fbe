import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { SignalDto, SignalInput } from '@contracts/signals';
import { api, call } from '@web/lib/api';
import { signalsKey } from './signals';

export function useCreateSignal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: SignalInput): Promise<SignalDto> => (await call(api.signals.$post({ json: json as never }))).data as SignalDto,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: signalsKey });
      toast.success('Signal created');
    },
  });
}

export function useUpdateSignal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, json }: { id: string; json: SignalInput }): Promise<SignalDto> =>
      (await call(api.signals[':id'].$put({ param: { id }, json: json as never }))).data as SignalDto,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: signalsKey });
      toast.success('Signal saved');
    },
  });
}

export function useDeleteSignal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.signals[':id'].$delete({ param: { id } })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: signalsKey });
      toast.success('Signal deleted');
    },
  });
}
