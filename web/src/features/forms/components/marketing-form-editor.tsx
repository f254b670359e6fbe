import { FormProvider, useForm } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { MARKETING_PROVIDERS, PROVIDER_LABELS, type FormDto } from '@contracts/forms';
import type { FormValues, MarketingFormValues } from '@contracts/forms-body';
import { EditorFooter } from '@web/components/ui/form-section';
import { TitledCard } from '@web/components/ui/card';
import { FormSaveDialogs, useFormSave } from '../hooks/use-form-save';
import { FormDependenciesCard } from './form-dependencies';
import { FormIdentityFields } from './form-identity-fields';
import { MARKETING_FIELDS, marketingFormOf, marketingFormResolver, type MarketingForm } from './form-model';
import { MappingCard } from './mapping-card';
import { labelledOptions } from '@web/components/ui/named-options';
import { SelectField } from '@web/components/ui/text-field';

export type MarketingFormEditorProps = {
  mode: 'create' | 'edit';
  defaultValues: MarketingForm;
  mutation: UseMutationResult<FormDto, Error, FormValues>;
  formId?: string;
  readOnly?: boolean;
  onDone?: () => void;
  onKeepEditing?: (dto: FormDto) => void;
};

/** A marketing form: its name, Form ID and provider, and the mapping of the outside form. */
export function MarketingFormEditor({ mode, defaultValues, mutation, formId, readOnly, onDone, onKeepEditing }: MarketingFormEditorProps) {
  const form = useForm<MarketingForm, unknown, MarketingFormValues>({
    resolver: marketingFormResolver,
    defaultValues,
    criteriaMode: 'all',
  });
  const { formState } = form;
  const { container, submit, ready, setReady } = useFormSave({
    form,
    mutation,
    toForm: marketingFormOf,
    fields: MARKETING_FIELDS,
    firstSave: mode === 'create',
  });

  return (
    <FormProvider {...form}>
      <form ref={container} onSubmit={submit} noValidate aria-label="Marketing form" className="grid max-w-3xl gap-6">
        <fieldset disabled={readOnly} className="grid min-w-0 gap-6">
          <legend className="sr-only">Marketing form settings and mapping</legend>
          <TitledCard title="Settings" description="How this form is named and where it comes from." contentClassName="grid gap-4">
            <FormIdentityFields namePlaceholder="Website demo request" keyPlaceholder="WEB" />
            <SelectField form={form} name="provider" id="form-provider" label="Form provider">
              {labelledOptions(MARKETING_PROVIDERS, PROVIDER_LABELS)}
            </SelectField>
          </TitledCard>
          <MappingCard readOnly={readOnly} />
          {formId && <FormDependenciesCard formId={formId} />}
        </fieldset>
        <EditorFooter
          className="rounded-lg border sm:px-4"
          back={{ to: '/marketing-forms', label: 'Back to marketing forms' }}
          readOnly={readOnly}
          saving={mutation.isPending}
          saveLabel={mode === 'create' ? 'Create marketing form' : 'Save changes'}
        />
      </form>
      <FormSaveDialogs
        readOnly={readOnly}
        dirty={formState.isDirty}
        saving={mutation.isPending}
        {...{ ready, setReady, onDone, onKeepEditing }}
      />
    </FormProvider>
  );
}
