import { ConferenceLinkSchema } from '@contracts/conferencing';
import { useSaveConferenceLink } from '../api/save-conference-link';
import { ConferencingValueForm } from './conferencing-value-form';

/** The member's own meeting room link: required and a valid URL, checked here and on the server. */
export function ConferenceLinkForm({ current }: { current: string | null }) {
  const save = useSaveConferenceLink();
  return (
    <ConferencingValueForm
      initial={current ?? ''}
      schema={ConferenceLinkSchema}
      field="url"
      save={save}
      savedMessage="Conference link saved"
      id="conference-link"
      label="Conference tool link"
      hint="Meetings of types with a conference link location use this room, e.g. https://meet.example.com/your-name."
      input={{ type: 'url', inputMode: 'url', autoComplete: 'url', placeholder: 'https://' }}
      submitLabel={current ? 'Save link' : 'Connect'}
    />
  );
}
