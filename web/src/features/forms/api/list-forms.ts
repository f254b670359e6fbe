import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormKind, FormSummaryDto } from '@contracts/forms';
import { api, call } from '@web/lib/api';

/** Every key of this feature starts with 'forms', so one invalidation refreshes lists, details and dependencies. */
export const formsKey = ['forms'] as const;

export const formsQuery = (kind: FormKind) =>
  queryOptions({
    queryKey: [...formsKey, 'list', kind],
    queryFn: async (): Promise<FormSummaryDto[]> => (await call(api.forms.$get({ query: { kind } }))).data as FormSummaryDto[],
  });

export const useForms = (kind: FormKind) => useQuery(formsQuery(kind));
