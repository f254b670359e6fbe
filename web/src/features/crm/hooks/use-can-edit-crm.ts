import { useSession } from '@web/lib/session';

/** Admins and Managers import and edit CRM records; a User only reads their own (the server scopes what they get). */
export function useCanEditCrm() {
  const role = useSession().data?.user.role;
  return role === 'super_admin' || role === 'manager';
}
