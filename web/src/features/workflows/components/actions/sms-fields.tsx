import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import type { ActionFieldsProps } from './field-set';
import { MessageFields } from './message-fields';

/** Send SMS: the Twilio sender number, who receives it, and a plain message (no info blocks in a text). */
export function SmsFields(props: ActionFieldsProps) {
  const { workflow, setConfig, error } = props;
  const c = workflow.config;
  return (
    <>
      <FormField id="wf-sms-from" label="Sender number" error={error('/config/smsFrom')}>
        <Input value={c.smsFrom} placeholder="+15005550006" onChange={(e) => setConfig({ smsFrom: e.target.value })} />
      </FormField>
      <FormField id="wf-sms-to" label="Send to">
        <Select value={c.smsTo} onChange={(e) => setConfig({ smsTo: e.target.value as 'prospect' | 'assignee' })}>
          <option value="prospect">The prospect's phone number</option>
          <option value="assignee">The assignee's contact number</option>
        </Select>
      </FormField>
      <MessageFields {...props} infoBlocks={false} />
    </>
  );
}
