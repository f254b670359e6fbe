import * as React from 'react';
import { ASSET_POSITION_LABELS, type AssetTemplateDto } from '@contracts/assets';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { useDeleteAssetTemplate } from '../api/delete-asset-template';
import { useAssetTemplates } from '../api/list-asset-templates';
import { newTemplateValues, templateValuesOf } from './template-form-model';
import { TemplateSheet } from './template-sheet';

type Editing = { id: string | null; template: AssetTemplateDto | null } | null;

function summary(t: AssetTemplateDto) {
  const parts = [ASSET_POSITION_LABELS[t.assetPosition], t.asset ? t.asset.name : 'No asset'];
  if (!t.showProfileInfo) parts.push('no profile info');
  if (!t.showLogo) parts.push('no logo');
  if (!t.usesAccountMeta) parts.push('own link preview');
  return parts.join(' · ');
}

/** The organization's asset templates: the system one (a plain page) and the Admin's own, with their editor. */
export function TemplateList() {
  const templates = useAssetTemplates();
  const remove = useDeleteAssetTemplate();
  const [editing, setEditing] = React.useState<Editing>(null);
  const [deleting, setDeleting] = React.useState<AssetTemplateDto | null>(null);
  return (
    <div className="grid gap-3">
      <div>
        <Button onClick={() => setEditing({ id: null, template: null })}>New template</Button>
      </div>
      <ul className="grid gap-2" aria-label="Asset templates">
        {(templates.data ?? []).map((t) => (
          <li key={t.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3">
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2 text-sm font-medium">
                {t.name}
                {t.system && <Badge variant="secondary">System</Badge>}
              </p>
              <p className="text-xs text-muted-foreground">{summary(t)}</p>
            </div>
            {!t.system && (
              <>
                <Button variant="outline" size="sm" onClick={() => setEditing({ id: t.id, template: t })} aria-label={`Edit ${t.name}`}>
                  Edit
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(t)} aria-label={`Delete ${t.name}`}>
                  Delete
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing && (
        <TemplateSheet
          key={editing.id ?? 'new'}
          id={editing.id}
          defaultValues={editing.template ? templateValuesOf(editing.template) : newTemplateValues()}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        kind="asset template"
        name={deleting?.name ?? ''}
        impacted={['Campaign routers using it show the system template instead']}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
