import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  IntercomAdminMapping,
  IntercomAttributeDto,
  IntercomConnectionDto,
  IntercomRouterDto,
  IntercomRouterSummaryDto,
  IntercomRouterInput,
} from '@contracts/intercom';
import type { MemberDto } from '@contracts/members';
import type { DistributionRuleDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';
import { useCachedMutation, useRefreshingMutation } from '@web/lib/cache-mutation';

const KEY = ['intercom'] as const;

export const intercomConnectionQuery = queryOptions({
  queryKey: [...KEY, 'connection'],
  queryFn: async () => (await call(api.intercom.connection.$get())).data as IntercomConnectionDto,
});
export const useIntercomConnection = () => useQuery(intercomConnectionQuery);

export const useIntercomRouters = (enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'routers'],
    queryFn: async () => (await call(api.intercom.routers.$get())).data as IntercomRouterSummaryDto[],
    enabled,
  });

/** The contact attributes a trigger can read (only asked once connected). */
export const useIntercomAttributes = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'attributes'],
    queryFn: async () => (await call(api.intercom.attributes.$get())).data as IntercomAttributeDto[],
    enabled,
  });

/** The organization's distribution pods a router can hand conversations to. */
export const usePods = () =>
  useQuery({
    queryKey: ['distribution-rules', 'all'],
    queryFn: async () => (await call(api['distribution-rules'].$get({ query: {} }))).data as DistributionRuleDto[],
  });

/** Starts connecting: the browser goes to Intercom's consent page and comes back to `returnTo`. */
export const useConnectIntercom = () =>
  useMutation({
    mutationFn: async (returnTo: string) => ((await call(api.intercom.connect.$post({ json: { returnTo } }))).data as { url: string }).url,
    onSuccess: (url) => window.location.assign(url),
  });

export function useDisconnectIntercom() {
  return useRefreshingMutation(
    async () => {
      await call(api.messaging[':provider'].$delete({ param: { provider: 'intercom' } }));
    },
    [KEY],
    'Intercom disconnected',
  );
}

/** Creates a router, or saves an existing one's edit. */
export function useSaveIntercomRouter(id: string | null) {
  return useRefreshingMutation(
    async (json: IntercomRouterInput) =>
      (id ? await call(api.intercom.routers[':id'].$put({ param: { id }, json })) : await call(api.intercom.routers.$post({ json })))
        .data as IntercomRouterDto,
    [[...KEY, 'routers']],
    'Intercom router saved',
  );
}

export function useDeleteIntercomRouter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(api.intercom.routers[':id'].$delete({ param: { id } }));
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...KEY, 'routers'] }),
  });
}

/** The organization's active members an Intercom admin can be mapped to. */
export const useActiveMembers = () =>
  useQuery({
    queryKey: ['members', 'active'],
    queryFn: async (): Promise<MemberDto[]> => (await call(api.members.$get({ query: { status: 'active' } }))).data as MemberDto[],
  });

/** Saves which member each Intercom admin is; the connection's admins come back mapped. */
export function useSaveAdminMapping() {
  return useCachedMutation(
    intercomConnectionQuery.queryKey,
    async (mapping: IntercomAdminMapping) =>
      (await call(api.intercom['admin-mapping'].$put({ json: { mapping } }))).data as IntercomConnectionDto,
    [],
    'Admin mapping saved',
  );
}
