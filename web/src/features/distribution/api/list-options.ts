import { ruleEditorOptions } from '@web/lib/option-queries';

/** Teams, a team's members and groups, and meeting types to pick from; keys of this feature's own. */
export const { teamDetailQuery, useTeamOptions, useTeamDetail, useMeetingTypeOptions } = ruleEditorOptions([
  'distribution-rules',
  'options',
]);
