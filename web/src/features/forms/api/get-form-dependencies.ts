import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormDependenciesDto } from '@contracts/forms';
import { api, call } from '@web/lib/api';
import { formsKey } from './list-forms';

/** The routers and relays using a form: shown on the form's page and before a delete. */
export const formDependenciesQuery = (id: string) =>
  queryOptions({
    queryKey: [...formsKey, 'dependencies', id],
    queryFn: async (): Promise<FormDependenciesDto> => (await call(api.forms[':id'].dependencies.$get({ param: { id } }))).data,
  });

export const useFormDependencies = (id: string, { enabled = true } = {}) =>
  useQuery({ ...formDependenciesQuery(id), enabled: enabled && !!id });
