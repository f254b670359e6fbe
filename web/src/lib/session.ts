import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDto } from '@contracts/auth';
import { api, call, ApiRequestError } from '@web/lib/api';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async (): Promise<SessionDto | null> => {
    try {
      return (await call(api.auth.session.$get())).data;
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 401) return null;
      throw e;
    }
  },
});

export const useSession = () => useQuery(sessionQuery);
