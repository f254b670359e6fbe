import { useSession } from '@web/lib/session';

/** Admins and Managers import and edit CRM records; everyone reads them. */
export function useCanEditCrm() {
  const role = useSession().data?.user.role;
  return role === 'super_admin' || role === 'manager';
}
