import { Link2, Route, Workflow } from 'lucide-react';
import type { FormDependenciesDto } from '@contracts/forms';
import { TitledCard } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFormDependencies } from '../api/get-form-dependencies';

/** Routers and relays using a form, or an empty state; used on the form's page and in the list's dialog. */
export function FormDependenciesList({ dependencies }: { dependencies: FormDependenciesDto }) {
  const groups = [
    { title: 'Routers', icon: Route, items: dependencies.routers, empty: 'No inbound router maps this form.' },
    { title: 'Relays', icon: Workflow, items: dependencies.relays, empty: 'No relay uses this form as its prospect form.' },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {groups.map(({ title, icon: Icon, items, empty }) => (
        <section key={title} aria-label={title} className="rounded-md border p-3">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <Icon className="h-4 w-4 text-muted-foreground" aria-hidden /> {title}
            <span className="ml-auto text-xs font-normal tabular-nums text-muted-foreground">{items.length}</span>
          </h3>
          {items.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">{empty}</p>
          ) : (
            <ul className="mt-2 grid gap-1 text-sm">
              {items.map((d) => (
                <li key={d.id} className="flex items-center gap-2">
                  <Link2 className="h-3.5 w-3.5 text-muted-foreground" aria-hidden />
                  {d.name}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

/** A form's dependencies as they load (a skeleton, the error, then the list); `enabled` false while no form is chosen. */
export function FormDependencies({ formId, enabled = true }: { formId: string; enabled?: boolean }) {
  const deps = useFormDependencies(formId, { enabled });
  return deps.isPending ? (
    <Skeleton className="h-20 w-full" />
  ) : deps.isError ? (
    <p role="alert" className="text-sm text-destructive">
      {deps.error.message}
    </p>
  ) : (
    <FormDependenciesList dependencies={deps.data} />
  );
}

/** The dependency view on a form's page. */
export function FormDependenciesCard({ formId }: { formId: string }) {
  return (
    <TitledCard title="Used by" description="Routers and relays that rely on this form. A form in use cannot be deleted.">
      <FormDependencies formId={formId} />
    </TitledCard>
  );
}
