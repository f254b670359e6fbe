import { ChipsInput } from '@web/components/ui/chips-input';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import type { ActionFieldsProps } from './field-set';
import { MessageFields } from './message-fields';

/** Send Slack message: a channel and/or members' direct messages, the message and its info blocks. */
export function SlackFields(props: ActionFieldsProps) {
  const { workflow, setConfig, error } = props;
  const c = workflow.config;
  return (
    <>
      <FormField id="wf-slack" label="Slack channel" error={error('/config/slackChannel')}>
        <Input value={c.slackChannel} placeholder="#sales" onChange={(e) => setConfig({ slackChannel: e.target.value })} />
      </FormField>
      <FormField id="wf-slack-members" label="Slack members" hint="Member IDs (U…), each gets a direct message; type one and press Enter">
        {(control) => (
          <ChipsInput
            {...control}
            value={c.slackMemberIds}
            onChange={(slackMemberIds) => setConfig({ slackMemberIds })}
            placeholder="U0123ABCD"
          />
        )}
      </FormField>
      <MessageFields {...props} infoBlocks />
    </>
  );
}
