import type { Role } from '@contracts/common';
import { Building2, CalendarClock, Clock, KeyRound, UserCircle, Users, UsersRound, type LucideIcon } from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon; roles?: Role[]; keywords?: string };
export type NavSection = { title: string; items: NavItem[] };

/**
 * The navigation of spec section 2, holding only areas that work today; each issue that lands an area
 * adds its entries here, and the command palette reads the same list.
 */
export const NAV: NavSection[] = [
  {
    title: 'Scheduling',
    items: [{ to: '/meeting-types', label: 'Meeting types', icon: CalendarClock, keywords: 'event recurring duration slots availability' }],
  },
  {
    title: 'Settings',
    items: [
      { to: '/settings/organization-details', label: 'Organization details', icon: Building2, roles: ['super_admin'], keywords: 'company logo timezone sign-up domain' },
      { to: '/settings/members', label: 'Members', icon: Users, roles: ['super_admin', 'manager'], keywords: 'invite users deactivate reactivate' },
      { to: '/settings/teams', label: 'Teams', icon: UsersRound, keywords: 'groups' },
    ],
  },
  {
    title: 'Profile',
    items: [
      { to: '/profile/edit', label: 'My profile', icon: UserCircle, keywords: 'name timezone phone linkedin twitter' },
      { to: '/profile/availability', label: 'My Availability', icon: Clock, keywords: 'working hours vacation override timezone' },
      { to: '/settings/password', label: 'Password', icon: KeyRound, keywords: 'change password' },
    ],
  },
];

export const visibleNav = (role: Role) =>
  NAV.map((s) => ({ ...s, items: s.items.filter((i) => !i.roles || i.roles.includes(role)) })).filter((s) => s.items.length);

/** Where a signed-in user lands. */
export const homePath = (_role: Role) => '/meeting-types';
