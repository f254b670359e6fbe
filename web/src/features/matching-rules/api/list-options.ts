import { useQuery } from '@tanstack/react-query';
import { optionQueries } from '@web/lib/option-queries';

/** Teams, a team's members and groups, and meeting types to pick from; keys of this feature's own. */
const options = optionQueries(['matching-rules', 'options']);

export const teamOptionsQuery = options.teams;
export const teamDetailQuery = options.team;
export const meetingTypeOptionsQuery = options.meetingTypes;
export const memberOptionsQuery = options.members;

export const useTeamOptions = () => useQuery(teamOptionsQuery);
export const useTeamDetail = (id: string | null | undefined) => useQuery({ ...teamDetailQuery(id ?? ''), enabled: !!id });
export const useMeetingTypeOptions = () => useQuery(meetingTypeOptionsQuery);
export const useMemberOptions = () => useQuery(memberOptionsQuery);
