import { api } from '@web/lib/api';

/** The typed client for /api/lists. */
export const listsApi = api.lists;
/** CRM fields to build a list from (GET /api/crm/fields). */
export const crmFieldsApi = api.crm.fields;

/** Every key of this feature starts with 'lists'. */
export const listsKey = ['lists'] as const;
