import { useFormContext } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { SlugInput } from '@web/components/ui/slug-input';
import type { LinkForm } from './link-form-model';
import type { SlugCheck } from './use-slug-check';

/** The slug with its address prefix; the async check's verdict shows under it as the user types. */
export function SlugField({ id = 'link-slug', check, prefix }: { id?: string; check: SlugCheck; prefix: string }) {
  const form = useFormContext<LinkForm>();
  const own = form.formState.errors.slug?.message;
  const error = own ?? (check.status === 'unavailable' ? (check.message ?? undefined) : undefined);
  const hint =
    check.status === 'available'
      ? 'This slug is available.'
      : check.status === 'checking'
        ? 'Checking availability…'
        : 'Letters, numbers, hyphens, dots and underscores.';
  return (
    <FormField id={id} label="Slug" error={error} hint={hint}>
      <SlugInput
        prefix={prefix}
        status={own ? 'unavailable' : check.status}
        placeholder="intro-call"
        {...form.register('slug', { onChange: () => own && form.clearErrors('slug') })}
      />
    </FormField>
  );
}

/** Stops a save while the slug is known to be taken or invalid, putting the message on the field. */
export function slugBlocks(check: SlugCheck, setError: (message: string) => void) {
  if (check.status !== 'unavailable') return false;
  setError(check.message ?? 'Invalid Slug');
  return true;
}
