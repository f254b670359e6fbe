import * as React from 'react';
import toast from 'react-hot-toast';
import { CALENDAR_MESSAGES } from '@contracts/calendars';
import type { Role } from '@contracts/common';
import { useMyIntegrations } from '../api/list-integrations';
import { useExpiredCalendars } from '../api/list-expired-calendars';
import { useExpiredToast } from './use-expired-toast';

/**
 * Mounted once in the signed-in shell: the member's own expired-integration toast, and for admins a
 * warning that some members' calendars expired (their slots now count only meetings booked here).
 */
export function ExpiredIntegrationNotices({ role }: { role: Role }) {
  useExpiredToast(useMyIntegrations().data);
  const expired = useExpiredCalendars(role === 'super_admin');
  React.useEffect(() => {
    const n = expired.data?.length ?? 0;
    if (!n) return;
    const key = `rw-admin-expired:${expired.data!.map((e) => `${e.userId}:${e.since}`).join(',')}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    toast(CALENDAR_MESSAGES.adminExpired(n), { id: 'admin-expired-calendars', icon: '⚠️', duration: 8000 });
  }, [expired.data]);
  return null;
}
