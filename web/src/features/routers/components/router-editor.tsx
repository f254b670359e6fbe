import * as React from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { RouterDto, RouterInput } from '@contracts/routers';
import { ROUTER_MESSAGES } from '@contracts/routers';
import { EditorFooter } from '@web/components/ui/form-section';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { UnsavedChangesDialog } from '@web/components/ui/unsaved-changes-dialog';
import { ApiRequestError } from '@web/lib/api-error';
import { applyServerErrors, useFocusFirstError } from '@web/lib/forms';
import { useUpdateRouter } from '../api/update-router';
import { useFormFields } from '../hooks/use-form-fields';
import { FIELD_NAMES, STEPS, formValuesOf, routerResolver, type RouterForm } from './router-form-model';
import { StepConfigure } from './step-configure';
import { StepDistribution } from './step-distribution';
import { StepForm } from './step-form';
import { StepMatching } from './step-matching';
import { StepRedirects } from './step-redirects';
import { StepRedistribution } from './step-redistribution';
import { RouterPreviewSheet } from './router-preview-sheet';
import { RouterReplaySheet } from './router-replay-sheet';
import { ShadowStartButton } from './shadow-start-button';

/**
 * /routers/:id: the wizard's sections stacked as cards with one Save. Matching is fixed at creation and
 * shown read-only; a new form resets the redirect query parameters, which the user confirms.
 */
export function RouterEditor({ router, readOnly }: { router: RouterDto; readOnly?: boolean }) {
  const defaultValues = React.useMemo(() => formValuesOf(router), [router]);
  const form = useForm<RouterForm, unknown, RouterInput>({ resolver: routerResolver, defaultValues, shouldFocusError: false });
  const mutation = useUpdateRouter(router.id);
  const { container, focusFirstError } = useFocusFirstError();
  const [pending, setPending] = React.useState<RouterInput | null>(null);
  const formId = form.watch('formId');
  const selectedForm = useFormFields(formId);
  const { isDirty } = form.formState;

  const save = (input: RouterInput, confirmFormReset: boolean) =>
    mutation.mutate(
      // Matching cannot change after creation: always send what the router has.
      { input: { ...input, matchingEnabled: router.matchingEnabled, matchingRuleIds: router.matchingRuleIds }, confirmFormReset },
      {
        onSuccess: (dto) => form.reset(formValuesOf(dto)),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409 && error.errors.some((e) => e.code === 'confirm_form_reset'))
            return setPending(input);
          applyServerErrors(error, form.setError, FIELD_NAMES);
          focusFirstError();
        },
      },
    );

  const submit = form.handleSubmit((values) => {
    if (values.formId !== router.formId && selectedForm.problem) {
      form.setError('formId', { type: 'mapping', message: selectedForm.problem });
      return focusFirstError();
    }
    // The form step already asked before clearing the parameters; the server wants that said explicitly.
    const formChanged = values.formId !== router.formId;
    save(values, formChanged && router.redirects.queryParams.length > 0);
  }, focusFirstError);

  const sections = [
    <StepForm key="form" />,
    <StepMatching key="matching" locked />,
    <StepDistribution key="distribution" />,
    <StepRedistribution key="redistribution" />,
    <StepRedirects key="redirects" queryParamsLocked={formId !== router.formId && router.redirects.queryParams.length > 0} />,
    <StepConfigure key="configure" />,
  ];

  return (
    <FormProvider {...form}>
      <div className="flex flex-wrap justify-end gap-2">
        <RouterPreviewSheet routerId={router.id} fields={selectedForm.fields} draft={() => draftOf(form.getValues())} />
        <RouterReplaySheet routerId={router.id} draft={() => draftOf(form.getValues())} />
        {!readOnly && <ShadowStartButton routerId={router.id} draft={() => draftOf(form.getValues())} />}
      </div>
      <form ref={container} onSubmit={submit} noValidate aria-label="Inbound router" className="grid gap-4 pb-4">
        {STEPS.map((s, i) => (
          <Card key={s.id} id={`section-${s.id}`}>
            <CardHeader className="border-b py-4">
              <CardTitle className="text-base">{s.title}</CardTitle>
            </CardHeader>
            <CardContent className="p-4 sm:p-6">
              <fieldset disabled={readOnly} className="min-w-0">
                <legend className="sr-only">{s.title}</legend>
                {sections[i]}
              </fieldset>
            </CardContent>
          </Card>
        ))}
        <EditorFooter
          className="rounded-lg border shadow-sm"
          back={{ to: '/inbound-router/routers', label: 'Back to routers' }}
          readOnly={readOnly}
          saving={mutation.isPending}
          saveLabel="Save changes"
          saveDisabled={!isDirty}
        />
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Change the mapped form?"
        description={ROUTER_MESSAGES.formChangeResets}
        confirmLabel="Change form"
        onConfirm={() => {
          if (!pending) return;
          form.setValue('redirects.queryParams', []);
          save({ ...pending, redirects: { ...pending.redirects, queryParams: [] } }, true);
          setPending(null);
        }}
      />
      {!readOnly && <UnsavedChangesDialog when={isDirty && !mutation.isPending} />}
    </FormProvider>
  );
}

/** The editor's values a preview decides with (the rest of the router is what is saved). */
const draftOf = (v: RouterForm) => ({
  matchingEnabled: v.matchingEnabled,
  matchingRuleIds: v.matchingRuleIds,
  distributionRuleIds: v.distributionRuleIds,
  fallbackPodId: v.fallbackPodId || null,
  disqualifyFreeEmail: v.disqualifyFreeEmail,
  disqualifyInvalidEmail: v.disqualifyInvalidEmail,
  disqualifyLowQuality: v.disqualifyLowQuality,
  overrideExistingOwner: v.overrideExistingOwner,
});
