import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ObjectRouterDto, ObjectRouterFormValues } from '@contracts/object-routers';
import { api, call } from '@web/lib/api';
import { objectRouterQuery } from './get-object-router';
import { objectKey } from './list-object-routers';

export function useCreateObjectRouter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: ObjectRouterFormValues): Promise<ObjectRouterDto> =>
      (await call(api['object-routers'].$post({ json: json as never }))).data as ObjectRouterDto,
    onSuccess: (data) => {
      qc.setQueryData(objectRouterQuery(data.id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...objectKey, 'list'] });
      toast.success('Object router created');
    },
  });
}
