import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormDto } from '@contracts/forms';
import { api, call } from '@web/lib/api';
import { formsKey } from './list-forms';

export const formQuery = (id: string) =>
  queryOptions({
    queryKey: [...formsKey, 'detail', id],
    queryFn: async (): Promise<FormDto> => (await call(api.forms[':id'].$get({ param: { id } }))).data as FormDto,
  });

export const useFormById = (id: string) => useQuery(formQuery(id));
