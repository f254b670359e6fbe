import { useIsAdminOrManager } from '@web/lib/session';

/** Admins and Managers import and edit CRM records; a User only reads their own (the server scopes what they get). */
export const useCanEditCrm = useIsAdminOrManager;
