import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarSlug } from '@contracts/calendars';
import { api, call } from '@web/lib/api';
import { myIntegrationsKey } from './list-integrations';

export const calendarAccountsQuery = (slug: CalendarSlug) =>
  queryOptions({
    queryKey: [...myIntegrationsKey, slug, 'calendars'],
    queryFn: async () => (await call(api.profile.integrations[':slug'].calendars.$get({ param: { slug } }))).data,
  });

/** The member's accounts of one calendar provider, each with its calendars and the choices made. */
export const useCalendarAccounts = (slug: CalendarSlug) => useQuery(calendarAccountsQuery(slug));
