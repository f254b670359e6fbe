import type { FormDto } from '@contracts/forms';
import { ROUTER_MESSAGES } from '@contracts/routers';
import { formFieldOptions, type FormFieldOption } from '@web/components/routers/form-field-options';
import { useFormDetail } from '../api/list-options';

export type { FormFieldOption };

/** Why a router cannot use this form yet, or null: routing needs the prospect's name and e-mail. */
export function formMappingProblem(form: FormDto): string | null {
  if (form.kind === 'form') {
    const ids = new Set(form.questions.map((q) => q.id));
    return ids.has('name') && ids.has('email') ? null : ROUTER_MESSAGES.nameAndEmailMapped;
  }
  const m = form.mapping;
  if (!m || (!m.emailField && m.additionalFields.length === 0)) return ROUTER_MESSAGES.formNotMapped;
  const name = m.nameFields.mode === 'full' ? m.nameFields.fullName : m.nameFields.firstName;
  return name && m.emailField ? null : ROUTER_MESSAGES.nameAndEmailMapped;
}

/** Where a form's questions or mapping are edited. */
export const formEditPath = (form: { id: string; kind: FormDto['kind'] }) =>
  form.kind === 'form' ? `/forms/${form.id}` : `/marketing-forms/${form.id}`;

/** The selected form's field options and mapping state; nothing while no form is chosen. */
export function useFormFields(formId: string) {
  const detail = useFormDetail(formId);
  const form = formId ? detail.data : undefined;
  return {
    form,
    isPending: !!formId && detail.isPending,
    fields: form ? formFieldOptions(form) : [],
    problem: form ? formMappingProblem(form) : null,
  };
}
