import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { RedirectRuleDto, RedirectRuleInput } from '@contracts/routers';
import { api, call, ifMatch } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { redirectRulesKey } from './list-redirect-rules';

/** The version of a rule as the lists on screen hold it (what the editor opened). */
function loadedVersion(qc: QueryClient, id: string) {
  for (const [, rules] of qc.getQueriesData<RedirectRuleDto[]>({ queryKey: [...redirectRulesKey, 'list'] })) {
    const rule = rules?.find((r) => r.id === id);
    if (rule) return rule.version;
  }
  return undefined;
}

/**
 * Saves a rule; a changed type moves it to the end of the other outcome's sequence. If-Match names
 * the version the editor opened, so someone else's newer edit answers 412 instead of being overwritten.
 */
export function useUpdateRedirectRule(id: string) {
  const qc = useQueryClient();
  return useRefreshingMutation(
    async (json: RedirectRuleInput): Promise<RedirectRuleDto> => {
      const version = loadedVersion(qc, id);
      const headers = ifMatch(version);
      return (await call(api['redirect-rules'][':id'].$put({ param: { id }, json: json as never }, headers))).data as RedirectRuleDto;
    },
    [[...redirectRulesKey, 'list']],
    'Redirect rule updated',
  );
}
