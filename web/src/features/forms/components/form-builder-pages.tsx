import * as React from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Copy } from 'lucide-react';
import type { FormDto } from '@contracts/forms';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page';
import { useCreateForm } from '../api/create-form';
import { useFormById } from '../api/get-form';
import { useForms } from '../api/list-forms';
import { useUpdateForm } from '../api/update-form';
import { BackLink, SavedFormPage } from './form-page-parts';
import { FormBuilder } from './form-builder';
import { cloneNativeFormOf, nativeFormOf, newNativeForm } from './form-model';
import { LoadedForm } from './loaded-form';

function useAfterFirstSave() {
  const navigate = useNavigate();
  return {
    onDone: React.useCallback(() => navigate('/forms'), [navigate]),
    onKeepEditing: React.useCallback((dto: FormDto) => navigate(`/forms/${dto.id}`, { replace: true }), [navigate]),
  };
}

/** /forms/new */
export function NewFormPage() {
  const mutation = useCreateForm();
  const defaults = React.useMemo(newNativeForm, []);
  return (
    <div>
      <BackLink to="/forms" label="Forms" />
      <PageHeader title="New form" description="Name the form, choose what it asks, and map each answer to your CRM." />
      <FormBuilder mode="create" defaultValues={defaults} mutation={mutation} {...useAfterFirstSave()} />
    </div>
  );
}

/** /forms/:id — Admins and Managers edit; everyone else sees it read-only. */
export function EditFormPage() {
  const { id = '' } = useParams();
  const mutation = useUpdateForm(id);
  return (
    <SavedFormPage
      kind="form"
      list={{ to: '/forms', label: 'Forms' }}
      readOnlyText="Only Admins and Managers can change forms."
      duplicate={(dto) => (
        <Button asChild variant="outline">
          <Link to={`/forms/${dto.id}/clone`}>
            <Copy /> Duplicate
          </Link>
        </Button>
      )}
      editor={(dto, readOnly) => (
        <FormBuilder key={dto.id} mode="edit" formId={dto.id} defaultValues={nativeFormOf(dto)} mutation={mutation} readOnly={readOnly} />
      )}
    />
  );
}

/** /forms/:id/clone — the source's settings and questions under 'Copy of …' with a free Form ID. */
export function CloneFormPage() {
  const { id = '' } = useParams();
  const query = useFormById(id);
  const natives = useForms('form');
  const marketing = useForms('marketing_form');
  const mutation = useCreateForm({ duplicate: true });
  const after = useAfterFirstSave();
  const keysReady = !natives.isPending && !marketing.isPending;
  const taken = [...(natives.data ?? []), ...(marketing.data ?? [])].map((f) => f.formKey);
  return (
    <div>
      <BackLink to="/forms" label="Forms" />
      <LoadedForm query={query} kind="form">
        {(dto) =>
          keysReady && (
            <>
              <PageHeader title="Duplicate form" description={`A copy of “${dto.name}”. Review it, then create the copy.`} />
              <FormBuilder key={dto.id} mode="clone" defaultValues={cloneNativeFormOf(dto, taken)} mutation={mutation} {...after} />
            </>
          )
        }
      </LoadedForm>
    </div>
  );
}
