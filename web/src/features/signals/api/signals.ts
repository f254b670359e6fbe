import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignalDto } from '@contracts/signals';
import { api, call } from '@web/lib/api';

export const signalsKey = ['signals'] as const;
export const signalsQuery = () =>
  queryOptions({ queryKey: signalsKey, queryFn: async (): Promise<SignalDto[]> => (await call(api.signals.$get())).data as SignalDto[] });
export const useSignals = () => useQuery(signalsQuery());
