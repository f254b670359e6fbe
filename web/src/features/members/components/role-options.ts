import { ROLE_LABELS, ROLES, type Role } from '@contracts/common';

/** The roles a caller may hand out: Admins any, Managers only User (spec section 6). */
export const assignableRoles = (callerRole: Role): Role[] => (callerRole === 'super_admin' ? [...ROLES] : ['regular']);

export const roleOptions = (callerRole: Role) => assignableRoles(callerRole).map((r) => ({ value: r, label: ROLE_LABELS[r] }));

/** Managers may edit Users only; Admins edit everyone. */
export const canEditMember = (callerRole: Role, targetRole: Role) =>
  callerRole === 'super_admin' || (callerRole === 'manager' && targetRole === 'regular');
