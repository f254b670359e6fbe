import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';

/** The logo lives on the organization (booking pages and e-mails show it); the session carries it too. */
export function useUpdateLogo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (logoUrl: string | null) => (await call(api.organization.$patch({ json: { logoUrl } }))).data,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['session'] });
      void qc.invalidateQueries({ queryKey: ['organization'] });
      toast.success('Logo updated');
    },
  });
}
