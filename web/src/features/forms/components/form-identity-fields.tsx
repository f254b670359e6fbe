import { useFormContext } from 'react-hook-form';
import { FORM_KEY_MAX } from '@contracts/forms';
import { TextField } from '@web/components/ui/text-field';

/** A form's name and its Form ID (what the embed code knows it by), side by side; native and marketing forms alike. */
export function FormIdentityFields({ namePlaceholder, keyPlaceholder }: { namePlaceholder: string; keyPlaceholder: string }) {
  const form = useFormContext<{ name: string; formKey: string }>();
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
      <TextField form={form} name="name" id="form-name" label="Form name" autoComplete="off" placeholder={namePlaceholder} />
      <TextField
        form={form}
        name="formKey"
        id="form-key"
        label="Form ID"
        hint={`Up to ${FORM_KEY_MAX} characters`}
        autoComplete="off"
        className="font-mono"
        placeholder={keyPlaceholder}
      />
    </div>
  );
}
