import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedPersonalTokenDto, PersonalTokenDto } from '@contracts/personal-tokens';
import { api, call } from '@web/lib/api';
import { useDeleteMutation } from '@web/lib/delete-mutation';

export const personalTokensQuery = queryOptions({
  queryKey: ['profile', 'tokens'],
  queryFn: async (): Promise<PersonalTokenDto[]> => (await call(api.profile.tokens.$get())).data,
});
export const usePersonalTokens = () => useQuery(personalTokensQuery);

/** The answer holds the token itself, this once; the list is refreshed and never holds it. */
export function useCreatePersonalToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string): Promise<CreatedPersonalTokenDto> => (await call(api.profile.tokens.$post({ json: { name } }))).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: personalTokensQuery.queryKey }),
  });
}

export const useRevokePersonalToken = () =>
  useDeleteMutation((id) => call(api.profile.tokens[':id'].$delete({ param: { id } })), 'Token revoked', {
    lists: [personalTokensQuery.queryKey],
  });

/** Approves the browser extension: a token of scope 'extension', in this answer only, for the connect page to hand over. */
export function useApproveExtension(host: 'extension' | 'outlook' = 'extension') {
  const qc = useQueryClient();
  return useMutation({
    // The Outlook add-in's token has the same scope, named for it (so each is revoked on its own).
    mutationFn: async (): Promise<CreatedPersonalTokenDto> =>
      (await call(host === 'outlook' ? api.profile.tokens.outlook.$post() : api.profile.tokens.extension.$post())).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: personalTokensQuery.queryKey }),
  });
}
