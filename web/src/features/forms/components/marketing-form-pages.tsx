import * as React from 'react';
import { useNavigate, useParams } from 'react-router';
import { Copy } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page';
import { useCloneForm } from '../api/clone-form';
import { useCreateForm } from '../api/create-form';
import { useUpdateForm } from '../api/update-form';
import { BackLink, SavedFormPage } from './form-page-parts';
import { marketingFormOf, newMarketingForm } from './form-model';
import { MarketingFormEditor } from './marketing-form-editor';

/** /marketing-forms/new */
export function NewMarketingFormPage() {
  const navigate = useNavigate();
  const mutation = useCreateForm();
  const defaults = React.useMemo(newMarketingForm, []);
  return (
    <div>
      <BackLink to="/marketing-forms" label="Marketing forms" />
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
  const mutation = useUpdateForm(id);
  const clone = useCloneForm();
  return (
    <SavedFormPage
      kind="marketing_form"
      list={{ to: '/marketing-forms', label: 'Marketing forms' }}
      readOnlyText="Only Admins and Managers can change marketing forms."
      duplicate={(dto) => (
        <Button
          variant="outline"
          loading={clone.isPending}
          onClick={() => clone.mutate(dto.id, { onSuccess: (copy) => navigate(`/marketing-forms/${copy.id}`) })}
        >
          <Copy /> Duplicate
        </Button>
      )}
      editor={(dto, readOnly) => (
        <MarketingFormEditor
          key={dto.id}
          mode="edit"
          formId={dto.id}
          defaultValues={marketingFormOf(dto)}
          mutation={mutation}
          readOnly={readOnly}
        />
      )}
    />
  );
}
