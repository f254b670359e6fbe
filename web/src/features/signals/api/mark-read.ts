import { api } from '@web/lib/api';
import { notificationsKey } from './notifications';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useMarkNotificationsRead() {
  return useMutationThen(
    async () => {
      await api.notifications.read.$post();
    },
    (qc) => void qc.invalidateQueries({ queryKey: notificationsKey }),
  );
}
