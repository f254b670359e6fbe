import { api } from '@web/lib/api';

/** The typed client for /api/crm. */
export const crmApi = api.crm;

/** Every key of this feature starts with 'crm', so one invalidation refreshes lists, details and counts. */
export const crmKey = ['crm'] as const;
