import { useQuery } from '@tanstack/react-query';
import type { DistributionKind } from '@contracts/distribution';
import { api, call } from '@web/lib/api';
import { optionQueries } from '@web/lib/option-queries';

// What the relay wizard and the booking flow pick from; keys under 'relays' so no other feature's cache is read.
const optionsKey = ['relays', 'options'] as const;

type Member = { id: string; name: string; email: string; isBooker: boolean; status: string };

const options = optionQueries(optionsKey);

export const useFormOptions = () => useQuery(options.forms);
export const useFormDetail = (id: string) => useQuery({ ...options.form(id), enabled: !!id });
export const useMeetingTypeOptions = () => useQuery(options.meetingTypes);
export const useMatchingRuleOptions = () => useQuery(options.matchingRules);
export const useDistributionOptions = (kind: DistributionKind) => useQuery(options.distributionRules(kind));
export const useTeamOptions = () => useQuery(options.teams);
export const useMemberOptions = () =>
  useQuery({
    queryKey: [...optionsKey, 'members'],
    queryFn: async (): Promise<Member[]> => (await call(api.members.$get({ query: { status: 'active' } }))).data as unknown as Member[],
  });
/** The CRM's fields of the module the relay updates (contact for "both": they share the person fields). */
export const useCrmFieldOptions = (module: 'lead' | 'contact') =>
  useQuery({
    queryKey: [...optionsKey, 'crm-fields', module],
    queryFn: async () => (await call(api.crm.fields.$get({ query: { module } }))).data as { key: string; label: string }[],
  });
