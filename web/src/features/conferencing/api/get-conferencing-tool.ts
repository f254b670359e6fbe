import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';
import type { ConferencingPageSlug } from '@contracts/conferencing';

export type ToolSlug = ConferencingPageSlug;

export const conferencingToolKey = (slug: ToolSlug) => ['conferencing', 'tool', slug] as const;

/** One of the signed-in member's video tools with its state. */
export const conferencingToolQuery = (slug: ToolSlug) =>
  queryOptions({
    queryKey: conferencingToolKey(slug),
    queryFn: async () =>
      (await call(api.profile.integrations[':slug{zoom|daily|microsoft-teams|conference-link}'].$get({ param: { slug } }))).data,
  });

export const useConferencingTool = (slug: ToolSlug) => useQuery(conferencingToolQuery(slug));
