import { CalendarClock, ClipboardList, Code2, Tags, Timer } from 'lucide-react';
import type { NavSection } from './nav';

/** Settings -> Meeting (spec section 2, /settings/meeting/*): the pages whose behaviour exists, Admins only. */
export const MEETING_SETTINGS_NAV: NavSection = {
  title: 'Meeting settings',
  items: [
    {
      to: '/settings/meeting/form-invites',
      label: 'Form invites',
      icon: ClipboardList,
      roles: ['super_admin'],
      keywords: 'add form entries in invites booking form answers questions calendar invitation ics description',
    },
    {
      to: '/settings/meeting/meeting-window',
      label: 'Meeting window',
      icon: CalendarClock,
      roles: ['super_admin'],
      keywords: 'booking window earliest slot minimum notice days ahead reschedule cancel after start time',
    },
    {
      to: '/settings/meeting/auto-redirection',
      label: 'Auto-redirection',
      icon: Timer,
      roles: ['super_admin'],
      keywords: 'post booking redirect countdown pause stay confirmation page',
    },
    {
      to: '/settings/meeting/utm-params',
      label: 'UTM parameters',
      icon: Tags,
      roles: ['super_admin'],
      keywords: 'utm source medium campaign term content attribution crm field mapping',
    },
    {
      to: '/settings/meeting/custom-code',
      label: 'Custom code',
      icon: Code2,
      roles: ['super_admin'],
      keywords: 'analytics tag script tracking pixel html sandbox booking page events',
    },
  ],
};
