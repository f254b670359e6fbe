import * as React from 'react';
import * as v from 'valibot';
import toast from 'react-hot-toast';
import { ConferenceLinkSchema } from '@contracts/conferencing';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useSaveConferenceLink } from '../api/save-conference-link';

/** The member's own meeting room link: required and a valid URL, checked here and on the server. */
export function ConferenceLinkForm({ current }: { current: string | null }) {
  const [url, setUrl] = React.useState(current ?? '');
  const [error, setError] = React.useState('');
  const save = useSaveConferenceLink();
  React.useEffect(() => setUrl(current ?? ''), [current]);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = v.safeParse(ConferenceLinkSchema, { url });
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError('');
    save.mutate(parsed.output.url, {
      onSuccess: () => toast.success('Conference link saved'),
      onError: (err) => setError(err.message),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-3">
      <FormField
        id="conference-link"
        label="Conference tool link"
        error={error}
        hint="Meetings of types with a conference link location use this room, e.g. https://meet.example.com/your-name."
      >
        <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} />
      </FormField>
      <div>
        <Button type="submit" loading={save.isPending}>
          {current ? 'Save link' : 'Connect'}
        </Button>
      </div>
    </form>
  );
}
