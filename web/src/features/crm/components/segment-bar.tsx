import * as React from 'react';
import { NavLink, useNavigate } from 'react-router';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { SegmentDto, SegmentModule } from '@contracts/segments';
import { Button } from '@web/components/ui/button';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { cn } from '@web/lib/utils';
import { useDeleteSegment, useSegments } from '../api/segments';
import { SegmentDialog } from './segment-dialog';

const pill = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-3 py-1 text-sm transition-colors',
    isActive ? 'border-primary bg-primary/10 font-medium text-primary' : 'hover:bg-muted',
  );

/** The list's segments as links with their live counts, and New, Edit and Delete for the one shown. */
export function SegmentBar({ module, current, allPath }: { module: SegmentModule; current?: SegmentDto; allPath: string }) {
  const segments = useSegments(module);
  const remove = useDeleteSegment();
  const navigate = useNavigate();
  const [editing, setEditing] = React.useState<{ segment: SegmentDto | null } | null>(null);
  const [deleting, setDeleting] = React.useState(false);
  const base = module === 'account' ? '/accounts' : '/contacts';
  const all = module === 'account' ? 'All accounts' : 'All contacts';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <nav aria-label="Segments" className="flex min-w-0 flex-1 gap-2 overflow-x-auto pb-1">
        <NavLink to={allPath} end className={pill}>
          {all}
        </NavLink>
        {segments.data?.map((s) => (
          <NavLink
            key={s.id}
            to={`${base}/segments/${s.id}`}
            className={pill}
            title={s.scope === 'global' ? 'Global segment' : 'Personal segment'}
          >
            {s.name}
            <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums text-muted-foreground" aria-label={`${s.count} records`}>
              {s.count}
            </span>
          </NavLink>
        ))}
      </nav>
      <div className="flex gap-2">
        {current?.editable && (
          <>
            <Button size="sm" variant="ghost" onClick={() => setEditing({ segment: current })}>
              <Pencil /> Edit segment
            </Button>
            <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setDeleting(true)}>
              <Trash2 /> Delete
            </Button>
          </>
        )}
        <Button size="sm" variant="outline" onClick={() => setEditing({ segment: null })}>
          <Plus /> New segment
        </Button>
      </div>
      <SegmentDialog open={!!editing} onOpenChange={(o) => !o && setEditing(null)} module={module} segment={editing?.segment ?? null} />
      {current && (
        <ConfirmDeleteDialog
          open={deleting}
          onOpenChange={setDeleting}
          kind="segment"
          name={current.name}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(current.id, { onSuccess: () => (setDeleting(false), navigate(allPath)) })}
        />
      )}
    </div>
  );
}

/** A /segments/:id page whose segment is gone, or another member's personal one. */
export function SegmentMissing() {
  return (
    <p role="alert" className="rounded-lg border p-8 text-center font-medium">
      This segment does not exist or was deleted.
    </p>
  );
}
