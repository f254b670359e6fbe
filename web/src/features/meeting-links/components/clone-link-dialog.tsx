import * as React from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import { meetingLinkSchema, type MeetingLinkDto, type MeetingLinkValues } from '@contracts/meeting-links';
import type { DialogState } from '@web/components/ui/dialog';
import { FormDialog } from '@web/components/ui/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { applyServerErrors } from '@web/lib/forms';
import { slugify } from '@web/lib/utils';
import { useCreateMeetingLink } from '../api/create-meeting-link';
import { cloneOf, LINK_FIELDS, toPayload, urlPrefix, type LinkForm } from './link-form-model';
import { slugBlocks, SlugField } from './slug-field';
import { useSlugCheck } from './use-slug-check';

/** The clone modal: a copy of the link with everything but its name and slug. */
export function CloneLinkDialog({
  link,
  open,
  onOpenChange,
  onCloned,
}: DialogState & {
  link: MeetingLinkDto;
  onCloned?: (copy: MeetingLinkDto) => void;
}) {
  const create = useCreateMeetingLink();
  const initial = React.useCallback(() => cloneOf(link, `Copy of ${link.name}`.slice(0, 120), slugify(`${link.slug}-copy`)), [link]);
  const form = useForm<LinkForm, unknown, MeetingLinkValues>({ resolver: valibotResolver(meetingLinkSchema), defaultValues: initial() });
  const check = useSlugCheck(form.watch('slug'));
  const slugTouched = React.useRef(false);
  React.useEffect(() => {
    if (open) {
      form.reset(initial());
      slugTouched.current = false;
    }
  }, [open, form, initial]);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    if (slugBlocks(check, (message) => form.setError('slug', { type: 'async', message }))) return;
    create.mutate(toPayload(values), {
      onSuccess: (copy) => {
        toast.success('Meeting link cloned');
        onOpenChange(false);
        onCloned?.(copy);
      },
      onError: (e) => applyServerErrors(e, form.setError, LINK_FIELDS),
    });
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={`Clone “${link.name}”`}
        description="The copy keeps the meeting type, questions and page settings. Give it its own name and slug."
        onSubmit={submit}
        submitLabel="Clone link"
        pending={create.isPending}
      >
        <FormField id="clone-name" label="Name" error={errors.name?.message}>
          <Input {...form.register('name', { onChange: (e) => !slugTouched.current && form.setValue('slug', slugify(e.target.value)) })} />
        </FormField>
        <div onChangeCapture={() => (slugTouched.current = true)}>
          <SlugField id="clone-slug" check={check} prefix={urlPrefix(link.url, link.slug)} />
        </div>
      </FormDialog>
    </FormProvider>
  );
}
