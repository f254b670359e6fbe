import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { notificationsKey } from './notifications';

export function useMarkNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.notifications.read.$post();
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: notificationsKey }),
  });
}
