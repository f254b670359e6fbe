import { ruleEditorOptions } from '@web/lib/option-queries';

/** Teams with their members and groups, members and meeting types to pick from; keys of this feature's own. */
export const { teamDetailQuery, useTeamOptions, useTeamDetail, useMemberOptions, useMeetingTypeOptions } = ruleEditorOptions([
  'matching-rules',
  'options',
]);
