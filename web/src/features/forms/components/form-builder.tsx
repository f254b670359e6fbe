import { FormProvider, useForm } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormDto } from '@contracts/forms';
import type { FormValues, NativeFormValues } from '@contracts/forms-body';
import { EditorFooter } from '@web/components/ui/form-section';
import { FormSaveDialogs, useFormSave } from '../hooks/use-form-save';
import { FormDependenciesCard } from './form-dependencies';
import { NATIVE_FIELDS, nativeFormOf, nativeFormResolver, type NativeForm } from './form-model';
import { FormPreview } from './form-preview';
import { FormSettingsCard } from './form-settings-card';
import { QuestionsCard } from './questions-card';

export type FormBuilderProps = {
  mode: 'create' | 'edit' | 'clone';
  defaultValues: NativeForm;
  mutation: UseMutationResult<FormDto, Error, FormValues>;
  /** The saved form's id in edit mode: the dependency view needs it. */
  formId?: string;
  readOnly?: boolean;
  /** After the first save's "form ready" dialog: back to the list, or on to the new form's page. */
  onDone?: () => void;
  onKeepEditing?: (dto: FormDto) => void;
};

const SAVE_LABELS = { create: 'Create form', edit: 'Save changes', clone: 'Create copy' } as const;

/** The native form builder: settings, questions and a live preview, saved as one form. */
export function FormBuilder({ mode, defaultValues, mutation, formId, readOnly, onDone, onKeepEditing }: FormBuilderProps) {
  const form = useForm<NativeForm, unknown, NativeFormValues>({ resolver: nativeFormResolver, defaultValues, criteriaMode: 'all' });
  const { container, submit, ready, setReady } = useFormSave({
    form,
    mutation,
    toForm: nativeFormOf,
    fields: NATIVE_FIELDS,
    firstSave: mode !== 'edit',
    invalid: '[aria-invalid="true"], [role="alert"]',
  });
  const values = form.watch();

  return (
    <FormProvider {...form}>
      <form ref={container} onSubmit={submit} noValidate aria-label="Form builder" className="grid gap-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <fieldset disabled={readOnly} className="grid min-w-0 content-start gap-6">
            <legend className="sr-only">Form settings and questions</legend>
            <FormSettingsCard />
            <QuestionsCard readOnly={readOnly} />
            {formId && <FormDependenciesCard formId={formId} />}
          </fieldset>
          <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
            <FormPreview values={values} />
          </div>
        </div>
        <EditorFooter
          className="rounded-lg border sm:px-4"
          back={{ to: '/forms', label: 'Back to forms' }}
          readOnly={readOnly}
          saving={mutation.isPending}
          saveLabel={SAVE_LABELS[mode]}
        />
      </form>
      <FormSaveDialogs
        readOnly={readOnly}
        dirty={form.formState.isDirty}
        saving={mutation.isPending}
        {...{ ready, setReady, onDone, onKeepEditing }}
      />
    </FormProvider>
  );
}
