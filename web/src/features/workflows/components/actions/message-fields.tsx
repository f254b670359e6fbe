import { INFO_BLOCK_LABELS, INFO_BLOCKS, WORKFLOW_PLACEHOLDERS } from '@contracts/workflows';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import type { ActionFieldsProps } from './field-set';

/** The message with its placeholders, and the info blocks appended to it where the action has room for them. */
export function MessageFields({ workflow, setConfig, error, infoBlocks }: ActionFieldsProps & { infoBlocks: boolean }) {
  const c = workflow.config;
  return (
    <>
      <FormField
        id="wf-message"
        label="Message"
        hint={`Placeholders: ${WORKFLOW_PLACEHOLDERS.map((p) => `{{${p.key}}}`).join(' ')}`}
        error={error('/config/message')}
      >
        <Textarea rows={5} value={c.message} onChange={(e) => setConfig({ message: e.target.value })} />
      </FormField>
      {infoBlocks && (
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="mb-1 text-sm font-medium">Info blocks</legend>
          {INFO_BLOCKS.map((b) => (
            <label key={b} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={c.infoBlocks.includes(b)}
                onChange={(e) => setConfig({ infoBlocks: e.target.checked ? [...c.infoBlocks, b] : c.infoBlocks.filter((x) => x !== b) })}
              />
              {INFO_BLOCK_LABELS[b]}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
