import { ChipsInput } from '@web/components/ui/chips-input';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import type { ActionFieldsProps } from './field-set';
import { MessageFields } from './message-fields';

/** Send e-mail: the recipients, the subject, the message and its info blocks. */
export function EmailFields(props: ActionFieldsProps) {
  const { workflow, setConfig, error } = props;
  const c = workflow.config;
  return (
    <>
      <FormField id="wf-emails" label="E-mail addresses" hint="Type an address and press Enter" error={error('/config/emails')}>
        {(control) => (
          <ChipsInput {...control} value={c.emails} onChange={(emails) => setConfig({ emails })} placeholder="name@company.com" />
        )}
      </FormField>
      <FormField id="wf-title" label="Message title" error={error('/config/title')}>
        <Input value={c.title} onChange={(e) => setConfig({ title: e.target.value })} />
      </FormField>
      <MessageFields {...props} infoBlocks />
    </>
  );
}
