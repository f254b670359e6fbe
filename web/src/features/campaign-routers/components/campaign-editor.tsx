import * as React from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { CampaignRouterDto, CampaignRouterInput } from '@contracts/campaign';
import { Button } from '@web/components/ui/button';
import { UnsavedChangesDialog } from '@web/components/ui/unsaved-changes-dialog';
import { applyServerErrors, useFocusFirstError } from '@web/lib/forms';
import { AssignmentCard, MatchingCard, NameCard } from './campaign-cards';
import { CrmCard, FormCard, LayoutCard, RedirectsCard } from './campaign-page-cards';
import { FallbackCard } from './fallback-card';
import { campaignResolver, FIELD_NAMES, type CampaignForm, type Section } from './campaign-form-model';

const CARDS: Record<Section, (p: { routerId?: string; linkPrefix: string }) => React.ReactNode> = {
  name: (p) => <NameCard {...p} />,
  assignment: () => <AssignmentCard />,
  matching: () => <MatchingCard />,
  fallback: () => <FallbackCard />,
  form: () => <FormCard />,
  layout: () => <LayoutCard />,
  redirects: () => <RedirectsCard />,
  crm: () => <CrmCard />,
};

type Props = {
  defaultValues: CampaignForm;
  mutation: UseMutationResult<CampaignRouterDto, Error, CampaignRouterInput>;
  /** The cards shown; the contact-form and matching-rules pages show one, the others are sent as loaded. */
  sections: readonly Section[];
  submitLabel: string;
  routerId?: string;
  readOnly?: boolean;
  onSaved(dto: CampaignRouterDto): void;
};

/**
 * The Configure Settings cards of a campaign router (spec section 2: name, meeting type and
 * assignment, form and consent, asset template layout, post-booking redirect, CRM record creation),
 * checked with the server's own schema before saving; the server's messages land on their fields.
 */
export function CampaignEditor({ defaultValues, mutation, sections, submitLabel, routerId, readOnly, onSaved }: Props) {
  const form = useForm<CampaignForm, unknown, CampaignRouterInput>({ resolver: campaignResolver, defaultValues, shouldFocusError: false });
  const { container, focusFirstError } = useFocusFirstError();
  const linkPrefix = `${window.location.host}/c/…/`;

  const submit = form.handleSubmit(
    (input) =>
      mutation.mutate(input, {
        onSuccess: (dto) => {
          form.reset(form.getValues());
          onSaved(dto);
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, FIELD_NAMES);
          focusFirstError();
        },
      }),
    focusFirstError,
  );

  return (
    <FormProvider {...form}>
      <form ref={container} onSubmit={submit} noValidate className="grid gap-4" aria-label="Configure Settings">
        <fieldset disabled={readOnly} className="grid gap-4">
          {sections.map((s) => (
            <React.Fragment key={s}>{CARDS[s]({ routerId, linkPrefix })}</React.Fragment>
          ))}
        </fieldset>
        {!readOnly && (
          <div className="sticky bottom-0 flex justify-end gap-2 border-t bg-background/95 py-3 backdrop-blur">
            <Button type="submit" loading={mutation.isPending}>
              {submitLabel}
            </Button>
          </div>
        )}
      </form>
      <UnsavedChangesDialog when={form.formState.isDirty && !mutation.isPending && !mutation.isSuccess} />
    </FormProvider>
  );
}
