import type { Role } from '@contracts/common';

/** Admins and Managers add and remove team members and groups; only Admins rename, re-zone or delete teams. */
export const canManageRoster = (role: Role) => role === 'super_admin' || role === 'manager';
export const canEditTeam = (role: Role) => role === 'super_admin';

export { plural } from '@web/lib/plural';
