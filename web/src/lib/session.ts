import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDto } from '@contracts/auth';
import { api, call } from '@web/lib/api';

/** The signed-in session, or null when signed out (the optional probe answers 200 either way). */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async (): Promise<SessionDto | null> => (await call(api.auth.session.$get({ query: { optional: '1' } }))).data,
});

export const useSession = () => useQuery(sessionQuery);

/** Admins and Managers make and change routers, rules, forms and records; Users read them. */
export function useIsAdminOrManager() {
  const role = useSession().data?.user.role;
  return role === 'super_admin' || role === 'manager';
}
