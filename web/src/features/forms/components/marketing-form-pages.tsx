import * as React from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Copy, Info, Trash2 } from 'lucide-react';
import type { FormDto } from '@contracts/forms';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page';
import { useCloneForm } from '../api/clone-form';
import { useCreateForm } from '../api/create-form';
import { useFormById } from '../api/get-form';
import { useUpdateForm } from '../api/update-form';
import { DeleteFormDialog } from './delete-form-dialog';
import { marketingFormOf, newMarketingForm } from './form-model';
import { LoadedForm, useCanEditForms } from './loaded-form';
import { MarketingFormEditor } from './marketing-form-editor';

const BackLink = () => (
  <Link to="/marketing-forms" className="mb-3 inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
    <ArrowLeft className="h-4 w-4" aria-hidden /> Marketing forms
  </Link>
);

/** /marketing-forms/new */
export function NewMarketingFormPage() {
  const navigate = useNavigate();
  const mutation = useCreateForm();
  const defaults = React.useMemo(newMarketingForm, []);
  return (
    <div>
      <BackLink />
      <PageHeader title="New marketing form" description="Map a form from your website so routers can read its submissions." />
      <MarketingFormEditor
        mode="create"
        defaultValues={defaults}
        mutation={mutation}
        onDone={() => navigate('/marketing-forms')}
        onKeepEditing={(dto) => navigate(`/marketing-forms/${dto.id}`, { replace: true })}
      />
    </div>
  );
}

/** /marketing-forms/:id — the mapping editor; read-only for Users. */
export function EditMarketingFormPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const canEdit = useCanEditForms();
  const query = useFormById(id);
  const mutation = useUpdateForm(id);
  const clone = useCloneForm();
  const [deleting, setDeleting] = React.useState<FormDto | null>(null);
  return (
    <div>
      <BackLink />
      <LoadedForm query={query} kind="marketing_form">
        {(dto) => (
          <>
            <PageHeader
              title={dto.name}
              description={`Form ID ${dto.formKey} · last updated ${new Date(dto.updatedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}`}
              actions={
                canEdit && (
                  <>
                    <Button variant="outline" loading={clone.isPending} onClick={() => clone.mutate(dto.id, { onSuccess: (copy) => navigate(`/marketing-forms/${copy.id}`) })}>
                      <Copy /> Duplicate
                    </Button>
                    <Button variant="outline" className="text-destructive" onClick={() => setDeleting(dto)}>
                      <Trash2 /> Delete
                    </Button>
                  </>
                )
              }
            />
            {!canEdit && (
              <p className="mb-4 flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
                <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                Only Admins and Managers can change marketing forms.
              </p>
            )}
            <MarketingFormEditor key={dto.id} mode="edit" formId={dto.id} defaultValues={marketingFormOf(dto)} mutation={mutation} readOnly={!canEdit} />
            <DeleteFormDialog
              form={deleting && { ...deleting, sourceUrl: deleting.mapping?.sourceUrl ?? null }}
              onOpenChange={(o) => !o && setDeleting(null)}
              onDeleted={() => navigate('/marketing-forms')}
            />
          </>
        )}
      </LoadedForm>
    </div>
  );
}
