import type { MeetingTypeDto } from '@contracts/meeting-types';
import { api, call } from '@web/lib/api';
import { useCachedAction } from '@web/lib/cache-mutation';
import { meetingTypeQuery } from './get-meeting-type';
import { meetingTypesKey } from './list-meeting-types';

/** One-click copy named 'Copy of …'. Events cannot be copied this way (their members would clash), see the clone editor. */
export const useCloneMeetingType = () =>
  useCachedAction(
    (data) => meetingTypeQuery(data.id).queryKey,
    async (id: string) => (await call(api['meeting-types'][':id'].clone.$post({ param: { id } }))).data as MeetingTypeDto,
    [meetingTypesKey],
    'Meeting type duplicated',
  );
