import { useFieldArray, useFormContext } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import type { HomePageForm } from './home-page-model';
import { RemoveButton } from '@web/components/ui/remove-button';

const MAX = 10;

/** Label and URL pairs shown under the greeting (LinkedIn, website…). */
export function ProfileLinksEditor() {
  const form = useFormContext<HomePageForm>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'profileLinks' });
  const errors = form.formState.errors.profileLinks;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium leading-none">Profile links</legend>
      {fields.length === 0 && <p className="text-sm text-muted-foreground">Add links to your website or social profiles.</p>}
      <ul className="grid gap-3">
        {fields.map((f, i) => {
          const e = errors?.[i];
          return (
            <li key={f.id} className="grid gap-1">
              <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[10rem_minmax(0,1fr)_auto]">
                <Input
                  aria-label={`Label of link ${i + 1}`}
                  placeholder="LinkedIn"
                  aria-invalid={e?.label ? true : undefined}
                  {...form.register(`profileLinks.${i}.label`)}
                />
                <Input
                  aria-label={`URL of link ${i + 1}`}
                  type="url"
                  inputMode="url"
                  placeholder="https://linkedin.com/in/you"
                  aria-invalid={e?.url ? true : undefined}
                  className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-1"
                  {...form.register(`profileLinks.${i}.url`)}
                />
                <RemoveButton label={`Remove link ${i + 1}`} onClick={() => remove(i)} className="col-start-2 row-start-1 sm:col-start-3" />
              </div>
              {(e?.label || e?.url) && (
                <p role="alert" className="text-xs font-medium text-destructive">
                  {e.label?.message ?? e.url?.message}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={fields.length >= MAX}
        onClick={() => append({ label: '', url: '' })}
      >
        <Plus /> Add link
      </Button>
    </fieldset>
  );
}
