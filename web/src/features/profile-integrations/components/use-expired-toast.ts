import * as React from 'react';
import toast from 'react-hot-toast';
import { CALENDAR_MESSAGES } from '@contracts/calendars';
import type { ProfileIntegrationDto } from '@contracts/calendars';

/**
 * The member's expired-integration toast (spec section 6): once per tool and browser session, so
 * moving between pages does not repeat it.
 */
export function useExpiredToast(integrations: ProfileIntegrationDto[] | undefined) {
  React.useEffect(() => {
    for (const i of integrations ?? []) {
      if (i.status !== 'expired') continue;
      const key = `rw-expired-toast:${i.id}:${i.updatedAt}`;
      if (sessionStorage.getItem(key)) continue;
      sessionStorage.setItem(key, '1');
      toast.error(CALENDAR_MESSAGES.expired(i.name), { id: key, duration: 8000 });
    }
  }, [integrations]);
}
