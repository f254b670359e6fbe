import * as React from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Info, Trash2 } from 'lucide-react';
import type { FormDto } from '@contracts/forms';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page';
import { useInstantFormat } from '@web/lib/viewer-time';
import { useFormById } from '../api/get-form';
import { DeleteFormDialog } from './delete-form-dialog';
import { LoadedForm, useCanEditForms } from './loaded-form';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="mb-3 inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft className="h-4 w-4" aria-hidden /> {label}
    </Link>
  );
}

/**
 * A saved form's page header: its name, Form ID and last update; for those who may edit, the page's
 * own Duplicate action and Delete. Users see why they cannot change it.
 */
export function SavedFormHeader(props: {
  dto: FormDto;
  canEdit: boolean;
  duplicate: ReactNode;
  onDelete: () => void;
  readOnlyText: string;
}) {
  const at = useInstantFormat();
  const { dto, canEdit, duplicate, onDelete, readOnlyText } = props;
  return (
    <>
      <PageHeader
        title={dto.name}
        description={`Form ID ${dto.formKey} · last updated ${at(dto.updatedAt, false)}`}
        actions={
          canEdit && (
            <>
              {duplicate}
              <Button variant="outline" className="text-destructive" onClick={onDelete}>
                <Trash2 /> Delete
              </Button>
            </>
          )
        }
      />
      {!canEdit && (
        <p className="mb-4 flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {readOnlyText}
        </p>
      )}
    </>
  );
}

/**
 * A saved form's page, native or marketing (/forms/:id, /marketing-forms/:id): the way back to its list and, once
 * loaded, its header, its `editor` (read-only for Users) and the delete dialog, which returns to the list.
 */
export function SavedFormPage({
  kind,
  list,
  readOnlyText,
  duplicate,
  editor,
}: {
  kind: FormDto['kind'];
  list: { to: string; label: string };
  readOnlyText: string;
  duplicate: (dto: FormDto) => ReactNode;
  editor: (dto: FormDto, readOnly: boolean) => ReactNode;
}) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const canEdit = useCanEditForms();
  const query = useFormById(id);
  const [deleting, setDeleting] = React.useState<FormDto | null>(null);
  return (
    <div>
      <BackLink to={list.to} label={list.label} />
      <LoadedForm query={query} kind={kind}>
        {(dto) => (
          <>
            <SavedFormHeader
              dto={dto}
              canEdit={canEdit}
              onDelete={() => setDeleting(dto)}
              readOnlyText={readOnlyText}
              duplicate={duplicate(dto)}
            />
            {editor(dto, !canEdit)}
            <DeleteFormDialog
              form={deleting && { ...deleting, sourceUrl: deleting.mapping?.sourceUrl ?? null }}
              onOpenChange={(o) => !o && setDeleting(null)}
              onDeleted={() => navigate(list.to)}
            />
          </>
        )}
      </LoadedForm>
    </div>
  );
}
