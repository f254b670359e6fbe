import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { Network } from 'lucide-react';
import { PROVIDER_LABELS, type FormSummaryDto } from '@contracts/forms';
import { Badge } from '@web/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { DropdownMenuItem } from '@web/components/ui/dropdown-menu';
import { DuplicateDeleteItems, EditMenuItem, RowActionsMenu } from '@web/components/ui/row-actions-menu';
import { Table, TBody, TD, TH, TR, THeadRow, ActionsTH } from '@web/components/ui/table';
import { useCloneForm } from '../api/clone-form';
import { DeleteFormDialog } from './delete-form-dialog';
import { FormDependencies } from './form-dependencies';
import { useInstantFormat } from '@web/lib/viewer-time';

const hostOf = (url: string | null) => {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Forms or marketing forms with their row actions: edit, duplicate, dependencies and delete. */
export function FormsTable({ forms, canEdit }: { forms: FormSummaryDto[]; canEdit: boolean }) {
  const at = useInstantFormat();
  const navigate = useNavigate();
  const clone = useCloneForm();
  const [deleting, setDeleting] = React.useState<FormSummaryDto | null>(null);
  const [showingDeps, setShowingDeps] = React.useState<FormSummaryDto | null>(null);
  const base = (f: FormSummaryDto) => (f.kind === 'form' ? '/forms' : '/marketing-forms');
  const marketing = forms[0]?.kind === 'marketing_form';

  return (
    <>
      <Table>
        <THeadRow>
          <TH>Name</TH>
          <TH>Form ID</TH>
          <TH className="hidden md:table-cell">{marketing ? 'Provider' : 'Questions'}</TH>
          <TH className="hidden md:table-cell">Used by</TH>
          <TH className="hidden lg:table-cell">Updated</TH>
          <ActionsTH />
        </THeadRow>
        <TBody>
          {forms.map((f) => (
            <TR key={f.id}>
              <TD>
                <Link to={`${base(f)}/${f.id}`} className="font-medium hover:underline">
                  {f.name}
                </Link>
                {f.kind === 'marketing_form' && f.sourceUrl && (
                  <p className="mt-0.5 truncate text-xs text-muted-foreground">{hostOf(f.sourceUrl)}</p>
                )}
              </TD>
              <TD>
                <Badge variant="outline" className="font-mono">
                  {f.formKey}
                </Badge>
              </TD>
              <TD className="hidden text-muted-foreground md:table-cell">
                {f.kind === 'form'
                  ? `${f.questionCount} question${f.questionCount === 1 ? '' : 's'}`
                  : `${PROVIDER_LABELS[f.provider]} · ${f.mappedFieldCount} mapped`}
              </TD>
              <TD className="hidden md:table-cell">
                {f.routerCount + f.relayCount === 0 ? (
                  <span className="text-muted-foreground">Not in use</span>
                ) : (
                  <span>
                    {f.routerCount} router{f.routerCount === 1 ? '' : 's'}, {f.relayCount} relay{f.relayCount === 1 ? '' : 's'}
                  </span>
                )}
              </TD>
              <TD className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">{at(f.updatedAt, false)}</TD>
              <TD>
                <RowActionsMenu name={f.name} disabled={clone.isPending && clone.variables === f.id}>
                  <EditMenuItem canEdit={canEdit} onSelect={() => navigate(`${base(f)}/${f.id}`)} />
                  <DropdownMenuItem onSelect={() => setShowingDeps(f)}>
                    <Network /> Used by
                  </DropdownMenuItem>
                  {canEdit && (
                    <DuplicateDeleteItems
                      onDuplicate={() =>
                        f.kind === 'form'
                          ? navigate(`/forms/${f.id}/clone`)
                          : clone.mutate(f.id, { onSuccess: (copy) => navigate(`/marketing-forms/${copy.id}`) })
                      }
                      onDelete={() => setDeleting(f)}
                    />
                  )}
                </RowActionsMenu>
              </TD>
            </TR>
          ))}
        </TBody>
      </Table>
      <DeleteFormDialog form={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      <DependenciesDialog form={showingDeps} onOpenChange={(open) => !open && setShowingDeps(null)} />
    </>
  );
}

function DependenciesDialog({ form, onOpenChange }: { form: FormSummaryDto | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={form !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Where “{form?.name}” is used</DialogTitle>
          <DialogDescription>Routers and relays that rely on this form.</DialogDescription>
        </DialogHeader>
        <FormDependencies formId={form?.id ?? ''} enabled={form !== null} />
      </DialogContent>
    </Dialog>
  );
}
