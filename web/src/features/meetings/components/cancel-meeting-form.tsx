import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { cancelMeetingSchema } from '@contracts/meetings';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';

type Values = v.InferInput<typeof cancelMeetingSchema>;

/** The reason is required ('Cancellation reason is required') and is shared with the participants. */
export function CancelMeetingForm({
  onSubmit,
  onBack,
  pending,
  serverError,
}: {
  onSubmit: (reason: string) => void;
  onBack: () => void;
  pending?: boolean;
  serverError?: string;
}) {
  const form = useForm<Values, unknown, v.InferOutput<typeof cancelMeetingSchema>>({
    resolver: valibotResolver(cancelMeetingSchema),
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message ?? serverError;
  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values.reason))} noValidate className="grid gap-4">
      <FormField
        id="cancel-reason"
        label="Cancellation reason"
        error={error}
        hint="Shared with the prospect and the participants in the cancellation e-mail."
      >
        <Textarea rows={4} placeholder="e.g. The prospect asked to move to next quarter" {...form.register('reason')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onBack}>
          Keep meeting
        </Button>
        <Button type="submit" variant="destructive" loading={pending}>
          Cancel meeting
        </Button>
      </div>
    </form>
  );
}
