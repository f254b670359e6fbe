import * as React from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2, Plus } from 'lucide-react';
import { PROVIDER_LABELS, type FormSummaryDto } from '@contracts/forms';
import { ROUTER_MESSAGES } from '@contracts/routers';
import { Combobox } from '@web/components/ui/combobox';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormSection } from '@web/components/ui/form-section';
import { Select } from '@web/components/ui/select';
import { meetingTypeLabel, namedOptions } from '@web/components/ui/named-options';
import { ControllerField } from '@web/components/ui/controller-field';
import { useFormOptions, useMeetingTypeOptions } from '../api/list-options';
import { formEditPath, useFormFields } from '../hooks/use-form-fields';
import type { RouterForm } from './router-form-model';

/** A marketing form counts as mapped once its mapping reads any field; native forms always map name and e-mail. */
const isMapped = (f: FormSummaryDto) => f.kind === 'form' || f.mappedFieldCount > 0;

/** Step 1, Map a form: the form whose submissions are routed, and the meeting type prospects book. */
export function StepForm() {
  const { control, formState, getValues, setValue, watch, clearErrors } = useFormContext<RouterForm>();
  const forms = useFormOptions();
  const meetingTypes = useMeetingTypeOptions();
  const formId = watch('formId');
  const selected = useFormFields(formId);
  const [pendingFormId, setPendingFormId] = React.useState<string | null>(null);
  const errors = formState.errors;

  const chooseForm = (next: string) => {
    if (next === getValues('formId')) return;
    // Query parameters name the old form's fields, so a new form clears them, after the user agrees.
    if (getValues('redirects.queryParams').length > 0) return setPendingFormId(next);
    setValue('formId', next, { shouldDirty: true });
    clearErrors('formId');
  };
  const confirmFormChange = () => {
    if (pendingFormId === null) return;
    setValue('formId', pendingFormId, { shouldDirty: true });
    setValue('redirects.queryParams', [], { shouldDirty: true });
    clearErrors('formId');
    setPendingFormId(null);
  };

  const options = (forms.data ?? []).map((f) => ({
    value: f.id,
    label: f.name,
    hint: `${PROVIDER_LABELS[f.provider]} · ${isMapped(f) ? 'mapped' : 'not mapped'}`,
    keywords: [PROVIDER_LABELS[f.provider], f.formKey],
  }));
  const noForms = forms.isSuccess && forms.data.length === 0;

  return (
    <div>
      <FormSection
        title="Form"
        description="The router handles every submission of this form. Native forms and marketing forms on your own pages both work."
      >
        <ControllerField
          control={control}
          name="formId"
          label="Form"
          error={errors.formId?.message}
          hint={forms.isPending ? 'Loading forms…' : undefined}
        >
          {(field, props) => (
            <Combobox
              {...props}
              ref={field.ref}
              value={field.value}
              onChange={chooseForm}
              onBlur={field.onBlur}
              options={options}
              placeholder="Select a form"
              searchPlaceholder="Search forms…"
              emptyText="No forms found"
            />
          )}
        </ControllerField>
        {selected.form && (
          <div className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/30 p-3 text-sm" aria-live="polite">
            <span className="font-medium">{PROVIDER_LABELS[selected.form.provider]}</span>
            {selected.problem ? (
              <span className="inline-flex items-center gap-1 text-amber-800">
                <AlertTriangle className="h-4 w-4" aria-hidden /> {selected.problem}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 text-green-800">
                <CheckCircle2 className="h-4 w-4" aria-hidden /> Name and e-mail are mapped
              </span>
            )}
            <Link to={formEditPath(selected.form)} className="ml-auto font-medium text-primary hover:underline">
              {selected.form.kind === 'form' ? 'Edit form' : 'Edit mapping'}
            </Link>
          </div>
        )}
        <p className="text-sm text-muted-foreground">
          {noForms ? 'Your organization has no forms yet. ' : 'Is the form on your website? '}
          <Link to="/marketing-forms/new" className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
            <Plus className="h-3.5 w-3.5" aria-hidden /> Create a marketing form
          </Link>
        </p>
      </FormSection>

      <FormSection title="Meeting type" description="What prospects book with the representative the router picks.">
        <ControllerField
          control={control}
          name="meetingTypeId"
          label="Meeting type"
          error={errors.meetingTypeId?.message}
          hint={meetingTypes.isPending ? 'Loading meeting types…' : undefined}
        >
          {(field, props) => (
            <Select {...props} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
              <option value="" hidden>
                Select a meeting type
              </option>
              {namedOptions(meetingTypes.data, meetingTypeLabel)}
            </Select>
          )}
        </ControllerField>
      </FormSection>

      <ConfirmDialog
        open={pendingFormId !== null}
        onOpenChange={(open) => !open && setPendingFormId(null)}
        title="Change the mapped form?"
        description={ROUTER_MESSAGES.formChangeResets}
        confirmLabel="Change form"
        onConfirm={confirmFormChange}
      />
    </div>
  );
}
