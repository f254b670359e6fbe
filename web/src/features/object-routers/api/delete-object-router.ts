import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { objectKey } from './list-object-routers';

export function useDeleteObjectRouter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(api['object-routers'][':id'].$delete({ param: { id } }));
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: objectKey });
      toast.success('Object router deleted');
    },
  });
}
